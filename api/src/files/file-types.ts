/**
 * SPEC 9 upload types, and how the server tells that a file really is what its name says.
 * The extension decides the format; the content type the browser claims must fit that format
 * (or be a generic one), and the first bytes must match it. What is stored and served back is
 * the canonical content type of the extension, never the type the client sent.
 */

type Format = 'pdf' | 'text' | 'docx' | 'xlsx' | 'ole2' | 'png' | 'jpeg' | 'tiff' | 'rtf';

interface FileType {
  format: Format;
  /** Stored and served as this. */
  contentType: string;
  /** Content types a browser or operating system may give a file of this extension. */
  claimed: string[];
}

const OLE2_CLAIMS = ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-office', 'application/x-ole-storage', 'application/cdfv2'];
const ZIP_CLAIMS = ['application/zip', 'application/x-zip-compressed'];

/** SPEC 9: .pdf .txt .docx .xls .xlsx .png .jpeg .jpg .tiff .rtf .doc .csv */
export const FILE_TYPES: Record<string, FileType> = {
  pdf: { format: 'pdf', contentType: 'application/pdf', claimed: ['application/pdf', 'application/x-pdf'] },
  txt: { format: 'text', contentType: 'text/plain; charset=utf-8', claimed: ['text/plain'] },
  // Windows with Excel installed calls a .csv file application/vnd.ms-excel.
  csv: {
    format: 'text',
    contentType: 'text/csv; charset=utf-8',
    claimed: ['text/csv', 'text/plain', 'application/csv', 'text/comma-separated-values', 'text/x-csv', 'application/vnd.ms-excel'],
  },
  docx: {
    format: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    claimed: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', ...ZIP_CLAIMS],
  },
  xlsx: {
    format: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    claimed: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ...ZIP_CLAIMS],
  },
  doc: { format: 'ole2', contentType: 'application/msword', claimed: OLE2_CLAIMS },
  xls: { format: 'ole2', contentType: 'application/vnd.ms-excel', claimed: OLE2_CLAIMS },
  png: { format: 'png', contentType: 'image/png', claimed: ['image/png', 'image/x-png'] },
  jpg: { format: 'jpeg', contentType: 'image/jpeg', claimed: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  jpeg: { format: 'jpeg', contentType: 'image/jpeg', claimed: ['image/jpeg', 'image/jpg', 'image/pjpeg'] },
  tiff: { format: 'tiff', contentType: 'image/tiff', claimed: ['image/tiff', 'image/tif', 'image/x-tiff'] },
  rtf: { format: 'rtf', contentType: 'application/rtf', claimed: ['application/rtf', 'text/rtf', 'application/x-rtf', 'text/richtext'] },
};

/** Types that say nothing about the format (a browser that does not know the extension sends one of these). */
const GENERIC_CLAIMS = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

export const ACCEPTED_EXTENSIONS = Object.keys(FILE_TYPES);

/**
 * SPEC 5: keep letters, digits, dot, underscore and hyphen. Each run of anything else becomes one
 * underscore (so 'my tax bill.pdf' stays readable as 'my_tax_bill.pdf'); leading dots go (no hidden
 * or '..' names); at most 200 characters, keeping the extension. A percent-encoded name is decoded first.
 */
export function sanitiseFileName(raw: string): string {
  let name = raw;
  try {
    if (/%[0-9a-f]{2}/i.test(name)) name = decodeURIComponent(name);
  } catch {
    // Not valid percent-encoding: sanitise it as it is.
  }
  // Only the last path segment, should a client send a whole path.
  name = name.split(/[\\/]/).pop() ?? '';
  name = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '');
  if (name.length > 200) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 200 - extension.length) + extension;
  }
  return name;
}

/** The accepted file type of a (sanitised) name, or undefined. */
export function fileTypeOf(name: string): FileType | undefined {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const extension = name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(FILE_TYPES, extension) ? FILE_TYPES[extension] : undefined;
}

/** Whether the content type a client sent may describe a file of this type. */
export function claimFits(type: FileType, claimed: string | undefined): boolean {
  const essence = (claimed ?? '').split(';')[0].trim().toLowerCase();
  return GENERIC_CLAIMS.has(essence) || type.claimed.includes(essence);
}

const startsWith = (bytes: Buffer, ...signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * Text as people save it: no NUL and no other control characters than tab, line breaks, form
 * feed and the old DOS end-of-file mark. UTF-8 is expected, but a CSV exported by Excel in the
 * Windows code page is accepted too (its bytes above 127 are letters, not binary).
 */
function looksLikeText(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1a) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

/** The first bytes of each format (and, for Office Open XML, the part that tells Word from Excel). */
export function contentMatches(type: FileType, bytes: Buffer): boolean {
  switch (type.format) {
    case 'pdf':
      // Readers accept a few bytes of junk before the header; so do we.
      return bytes.subarray(0, 1024).includes('%PDF-');
    case 'png':
      return startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'jpeg':
      return startsWith(bytes, 0xff, 0xd8, 0xff);
    case 'tiff':
      return startsWith(bytes, 0x49, 0x49, 0x2a, 0x00) || startsWith(bytes, 0x4d, 0x4d, 0x00, 0x2a) || startsWith(bytes, 0x49, 0x49, 0x2b, 0x00) || startsWith(bytes, 0x4d, 0x4d, 0x00, 0x2b);
    case 'ole2':
      return startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
    case 'docx':
      // A zip whose entry names (stored uncompressed) include the Word part.
      return startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) && bytes.includes('word/');
    case 'xlsx':
      return startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) && bytes.includes('xl/');
    case 'rtf':
      return bytes.subarray(0, 5).toString('latin1') === '{\\rtf';
    case 'text':
      return looksLikeText(bytes);
  }
}
