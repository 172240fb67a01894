// Upload rules the browser applies before sending and the API applies again on receipt: one
// definition, so the two can never accept different files or word a refusal differently.

/** The file types accepted for upload (docs/product.md#uploads). */
export const ALLOWED_EXTENSIONS = ['.pdf', '.txt', '.docx', '.xls', '.xlsx', '.png', '.jpeg', '.jpg', '.tiff', '.rtf', '.doc', '.csv'] as const;
/** An accepted extension without its dot, lower case ('pdf'). */
export type UploadExtension = (typeof ALLOWED_EXTENSIONS)[number] extends `.${infer Bare}` ? Bare : never;

/** The defaults when the county sets no file_upload limits (docs/product.md#limits-and-constants; also settingsSchema's defaults). */
export const DEFAULT_MAX_UPLOAD_BYTES = 20_971_520;
export const DEFAULT_MAX_UPLOAD_FILES = 5;

/** The texts a person sees for a failed upload (docs/product.md#uploads). */
export const UPLOAD_MESSAGES = {
  tooLarge: 'The file is too large',
  failed: 'The file upload has failed',
  network: 'The file could not be sent. Check your connection and try again.',
} as const;

/** The texts about one named file (docs/product.md#uploads). */
export const UPLOAD_TEXT = {
  notAccepted: (file: string) => `File "${file}" is not an accepted file type.`,
  failed: (file: string, message: string) => `There was an error uploading "${file}": ${message}`,
} as const;

/** The accepted extension of a name ('Scan.PDF' -> 'pdf'), or undefined; a name that is only an extension ('.pdf') has none. */
export function uploadExtensionOf(name: string): UploadExtension | undefined {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const extension = name.slice(dot).toLowerCase();
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extension) ? (extension.slice(1) as UploadExtension) : undefined;
}

export const hasAllowedExtension = (name: string): boolean => uploadExtensionOf(name) !== undefined;

/**
 * The name rule (docs/product.md#uploads): keep letters, digits, dot, underscore and hyphen;
 * anything else is dropped ('my tax bill.pdf' becomes 'mytaxbill.pdf'), accented letters keep their
 * letter. A percent-encoded name is decoded first and only its last path segment is kept; leading
 * dots go (no hidden or '..' names); at most 200 characters, keeping the extension. Returns '' when
 * nothing is left: the caller decides what such a file is called.
 */
export function sanitiseFileName(raw: string): string {
  let name = raw;
  try {
    if (/%[0-9a-f]{2}/i.test(name)) name = decodeURIComponent(name);
  } catch {
    // Not valid percent-encoding: sanitise it as it is.
  }
  name = name.split(/[\\/]/).pop() ?? '';
  name = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^\.+/, '');
  if (name.length > 200) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 200 - extension.length) + extension;
  }
  return name;
}
