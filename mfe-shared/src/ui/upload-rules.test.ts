import {
  ALLOWED_EXTENSIONS,
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_MAX_UPLOAD_FILES,
  formatFileSize,
  hasAllowedExtension,
  sanitizeFileName,
  UPLOAD_TEXT,
} from './upload-rules';

describe('sanitizeFileName (SPEC 5: letters, digits, dot, underscore and hyphen)', () => {
  it('keeps a name made only of those', () => {
    expect(sanitizeFileName('Appraisal_2026-final.v2.pdf')).toBe('Appraisal_2026-final.v2.pdf');
  });

  it('drops spaces and other characters', () => {
    expect(sanitizeFileName('my appraisal (1).pdf')).toBe('myappraisal1.pdf');
    expect(sanitizeFileName('roof & windows #2!.jpg')).toBe('roofwindows2.jpg');
    expect(sanitizeFileName('a/b\\c:d*e?f"g<h>i|j.txt')).toBe('abcdefghij.txt');
    expect(sanitizeFileName('receipt\u0000\n.pdf')).toBe('receipt.pdf');
  });

  it('keeps the letters of accented names without their accents', () => {
    expect(sanitizeFileName('José Peña.pdf')).toBe('JosePena.pdf');
    expect(sanitizeFileName('Übersicht.docx')).toBe('Ubersicht.docx');
  });

  it('never starts with a dot, so a name cannot hide itself or climb directories', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('etcpasswd');
    expect(sanitizeFileName('.hidden.pdf')).toBe('hidden.pdf');
  });

  it('gives a name to a file whose name has nothing left', () => {
    expect(sanitizeFileName('日本語')).toBe('file');
    expect(sanitizeFileName('...')).toBe('file');
  });

  it('keeps only the allowed characters for any name', () => {
    for (const name of ['a b.pdf', '€100.csv', 'x\ty.txt', '—.rtf', 'ok-name_1.PNG']) {
      expect(sanitizeFileName(name)).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/);
    }
  });
});

describe('accepted file types (SPEC 9)', () => {
  it('lists exactly the SPEC extensions', () => {
    expect([...ALLOWED_EXTENSIONS].sort()).toEqual(['.csv', '.doc', '.docx', '.jpeg', '.jpg', '.pdf', '.png', '.rtf', '.tiff', '.txt', '.xls', '.xlsx']);
  });

  it.each(['a.pdf', 'a.txt', 'a.docx', 'a.xls', 'a.xlsx', 'a.png', 'a.jpeg', 'a.jpg', 'a.tiff', 'a.rtf', 'a.doc', 'a.csv'])('accepts %s', (name) => {
    expect(hasAllowedExtension(name)).toBe(true);
  });

  it('ignores the case of the extension', () => {
    expect(hasAllowedExtension('SCAN.PDF')).toBe(true);
    expect(hasAllowedExtension('Photo.JpG')).toBe(true);
  });

  it.each(['x.exe', 'x.pdf.exe', 'x.zip', 'x.html', 'x.svg', 'x.gif', 'x.tif', 'pdf', 'x.pdfx', 'x'])('refuses %s', (name) => {
    expect(hasAllowedExtension(name)).toBe(false);
  });

  it('says which file is not accepted, word for word', () => {
    expect(UPLOAD_TEXT.notAccepted('x.exe')).toBe('File "x.exe" is not an accepted file type.');
    expect(UPLOAD_TEXT.failed('big.pdf', 'The file is too large')).toBe('There was an error uploading "big.pdf": The file is too large');
  });
});

describe('limits (SPEC 9)', () => {
  it('defaults to 20 MB and 5 files', () => {
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(20971520);
    expect(DEFAULT_MAX_UPLOAD_FILES).toBe(5);
  });
});

describe('formatFileSize (SPEC 9: MB with two decimals, N/A for 0)', () => {
  it("reads 'N/A' for an empty size", () => {
    expect(formatFileSize(0)).toBe('N/A');
  });

  it.each([
    [20971520, '20.00 MB'],
    [1048576, '1.00 MB'],
    [1572864, '1.50 MB'],
    [2048, '0.00 MB'],
    [10486, '0.01 MB'],
    [5242880 + 52429, '5.05 MB'],
    [123456789, '117.74 MB'],
  ])('shows %p bytes as %p', (bytes, label) => {
    expect(formatFileSize(bytes)).toBe(label);
  });
});
