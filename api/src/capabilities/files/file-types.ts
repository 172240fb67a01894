import { uploadExtensionOf, type UploadExtension } from 'mfe-shared/schemas';

/**
 * The upload types (docs/product.md#uploads), and how the server tells that a file really is what
 * its name says. The extension decides the format; the content type the browser claims must fit
 * that format (or be a generic one), and the first bytes must match it. What is stored and served
 * back is the canonical content type of the extension, never the type the client sent. Which
 * extensions are accepted, and how names are sanitised, are the shared upload rules
 * (mfe-shared/schemas).
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

/** How the server checks each accepted extension (mfe-shared ALLOWED_EXTENSIONS: the type lists every one). */
export const FILE_TYPES: Record<UploadExtension, FileType> = {
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

/** The accepted file type of a (sanitised) name, or undefined. */
export function fileTypeOf(name: string): FileType | undefined {
  const extension = uploadExtensionOf(name);
  return extension && FILE_TYPES[extension];
}

/** Whether the content type a client sent may describe a file of this type. */
export function claimFits(type: FileType, claimed: string | undefined): boolean {
  const essence = (claimed ?? '').split(';')[0].trim().toLowerCase();
  return GENERIC_CLAIMS.has(essence) || type.claimed.includes(essence);
}

const startsWith = (bytes: Buffer, ...signature: number[]) => bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

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
      return (
        startsWith(bytes, 0x49, 0x49, 0x2a, 0x00) ||
        startsWith(bytes, 0x4d, 0x4d, 0x00, 0x2a) ||
        startsWith(bytes, 0x49, 0x49, 0x2b, 0x00) ||
        startsWith(bytes, 0x4d, 0x4d, 0x00, 0x2b)
      );
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
