import { settingsSchema } from '../schemas/settings';
import {
  ALLOWED_EXTENSIONS,
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_MAX_UPLOAD_FILES,
  hasAllowedExtension,
  sanitiseFileName,
  UPLOAD_MESSAGES,
  UPLOAD_TEXT,
  uploadExtensionOf,
} from './upload-rules';

describe('sanitiseFileName (letters, digits, dot, underscore and hyphen)', () => {
  it('keeps a name made only of those', () => {
    expect(sanitiseFileName('Appraisal_2026-final.v2.pdf')).toBe('Appraisal_2026-final.v2.pdf');
  });

  it('drops spaces and other characters', () => {
    expect(sanitiseFileName('my appraisal (1).pdf')).toBe('myappraisal1.pdf');
    expect(sanitiseFileName('roof & windows #2!.jpg')).toBe('roofwindows2.jpg');
    expect(sanitiseFileName('receipt\u0000\n.pdf')).toBe('receipt.pdf');
    expect(sanitiseFileName('a"b;c:d*e?f<g>h|i.pdf')).toBe('abcdefghi.pdf');
  });

  it('keeps the letters of accented names without their accents', () => {
    expect(sanitiseFileName('José Peña.pdf')).toBe('JosePena.pdf');
    expect(sanitiseFileName('Übersicht.docx')).toBe('Ubersicht.docx');
  });

  it('keeps only the last path segment and never starts with a dot, so a name cannot hide itself or climb directories', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('..\\..\\boot.ini')).toBe('boot.ini');
    expect(sanitiseFileName('.hidden.pdf')).toBe('hidden.pdf');
  });

  it('decodes a percent-encoded name first', () => {
    expect(sanitiseFileName('My%20scan.png')).toBe('Myscan.png');
    expect(sanitiseFileName('100%.pdf')).toBe('100.pdf');
  });

  it('shortens a long name to 200 characters, keeping the extension', () => {
    expect(sanitiseFileName(`${'x'.repeat(300)}.pdf`)).toBe(`${'x'.repeat(196)}.pdf`);
  });

  it('leaves nothing of a name with no allowed character, for the caller to name', () => {
    expect(sanitiseFileName('日本語')).toBe('');
    expect(sanitiseFileName('...')).toBe('');
  });

  it('keeps only the allowed characters for any name, and is the same when applied twice', () => {
    for (const name of ['a b.pdf', '€100.csv', 'x\ty.txt', '—.rtf', 'ok-name_1.PNG', 'a%2Fb.pdf']) {
      const once = sanitiseFileName(name);
      expect(once).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/);
      expect(sanitiseFileName(once)).toBe(once);
    }
  });
});

describe('accepted file types', () => {
  it('lists exactly the documented extensions', () => {
    expect([...ALLOWED_EXTENSIONS].sort()).toEqual(['.csv', '.doc', '.docx', '.jpeg', '.jpg', '.pdf', '.png', '.rtf', '.tiff', '.txt', '.xls', '.xlsx']);
  });

  it.each(['a.pdf', 'a.txt', 'a.docx', 'a.xls', 'a.xlsx', 'a.png', 'a.jpeg', 'a.jpg', 'a.tiff', 'a.rtf', 'a.doc', 'a.csv'])('accepts %s', (name) => {
    expect(hasAllowedExtension(name)).toBe(true);
  });

  it('ignores the case of the extension, and answers it in lower case without the dot', () => {
    expect(hasAllowedExtension('SCAN.PDF')).toBe(true);
    expect(uploadExtensionOf('Photo.JpG')).toBe('jpg');
  });

  it.each(['x.exe', 'x.pdf.exe', 'x.zip', 'x.html', 'x.svg', 'x.gif', 'x.tif', 'pdf', 'x.pdfx', 'x', '.pdf'])('refuses %s', (name) => {
    expect(hasAllowedExtension(name)).toBe(false);
  });
});

describe('texts and limits', () => {
  it('says which file is not accepted, word for word', () => {
    expect(UPLOAD_TEXT.notAccepted('x.exe')).toBe('File "x.exe" is not an accepted file type.');
    expect(UPLOAD_TEXT.failed('big.pdf', UPLOAD_MESSAGES.tooLarge)).toBe('There was an error uploading "big.pdf": The file is too large');
  });

  it('defaults to 20 MB and 5 files, in the settings too', () => {
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(20971520);
    expect(DEFAULT_MAX_UPLOAD_FILES).toBe(5);
    const defaults = settingsSchema.parse({});
    expect([defaults['file_upload.max_size'], defaults['file_upload.max_files']]).toEqual([DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_MAX_UPLOAD_FILES]);
  });
});
