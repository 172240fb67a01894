/** SPEC 9: the file types accepted for upload. */
export const ALLOWED_EXTENSIONS = ['.pdf', '.txt', '.docx', '.xls', '.xlsx', '.png', '.jpeg', '.jpg', '.tiff', '.rtf', '.doc', '.csv'] as const;

/** SPEC 9 defaults when the county sets no file_upload limits. */
export const DEFAULT_MAX_UPLOAD_BYTES = 20_971_520;
export const DEFAULT_MAX_UPLOAD_FILES = 5;

/** SPEC 5: keep letters, digits, dot, underscore and hyphen. */
export function sanitizeFileName(name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[^A-Za-z0-9._-]/g, '');
  return cleaned.replace(/^\.+/, '') || 'file';
}

export function hasAllowedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ALLOWED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** SPEC 9: size in MB with two decimals, 'N/A' for 0. */
export function formatFileSize(bytes: number): string {
  if (!bytes) return 'N/A';
  return `${(bytes / 1_048_576).toFixed(2)} MB`;
}

export const UPLOAD_TEXT = {
  notAccepted: (file: string) => `File "${file}" is not an accepted file type.`,
  failed: (file: string, message: string) => `There was an error uploading "${file}": ${message}`,
} as const;
