/** The texts of the comparables step (docs/product.md#comparables-step). */
export const COMPER_TEXT = {
  saving: 'Please wait!',
  success: 'Success!',
  error: 'Error!',
  errorBody:
    'Your comparables have failed to save and attach to your appeal. Please try again or alternatively visit Comper outside of Appeals and upload your Comp file in the File Upload step.',
  unsavedWarning:
    'Warning! You have not saved any comparables. Remember to click "Save My Comparables" to include them with your appeal. Are you sure you want to close this window without saving?',
  /** The warning above as the in-page dialog shows it: its first word is the heading, the rest the text. */
  unsavedHeading: 'Warning!',
  unsavedBody:
    'You have not saved any comparables. Remember to click "Save My Comparables" to include them with your appeal. Are you sure you want to close this window without saving?',
  skip: 'Continue without saving',
  stay: 'Stay and choose comparables',
} as const;

/**
 * Only messages from the tool's own origin count (docs/product.md#comparables-step); the data is
 * comma-separated parcel ids. Returns the ids, or null for a message to ignore.
 */
export function comparableIdsFrom(event: Pick<MessageEvent, 'origin' | 'data'>, toolOrigin: string): string[] | null {
  if (event.origin !== toolOrigin || typeof event.data !== 'string') return null;
  const ids = event.data
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.length > 0 && ids.length <= 10 && ids.every((id) => id.length <= 100) ? [...new Set(ids)] : null;
}
