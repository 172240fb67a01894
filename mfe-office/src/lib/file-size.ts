/** A file's size as a clerk reads it: KB under a megabyte (a letter is '2 KB', not '0.00 MB'), else MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1_048_576) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
