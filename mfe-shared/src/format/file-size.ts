/** Size in MB with two decimals, 'N/A' for 0 (docs/product.md#uploads). */
export function formatFileSize(bytes: number): string {
  if (!bytes) return 'N/A';
  return `${(bytes / 1_048_576).toFixed(2)} MB`;
}
