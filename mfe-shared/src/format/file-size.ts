const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file's size as people read it (a letter is '2 KB', not '0.00 MB'): whole KB under
 * 1,000 KB, else MB with one decimal ('5.2 MB', '10 MB'); 'N/A' for 0 (docs/product.md#uploads).
 */
export function formatFileSize(bytes: number): string {
  if (!bytes) return 'N/A';
  if (bytes < 1000 * KB) return `${Math.max(1, Math.round(bytes / KB))} KB`;
  return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
}
