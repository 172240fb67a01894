import type { AppealMessageId } from '../../i18n/catalogue';

/**
 * The texts of the comparables step (docs/product.md#comparables-step), as catalogue ids. The
 * in-page warning is SPEC's confirm text split in two: its first word the heading, the rest the text.
 */
export const COMPER_TEXT = {
  saving: 'appeal.comper.saving',
  success: 'appeal.comper.success',
  error: 'appeal.comper.error',
  errorBody: 'appeal.comper.errorBody',
  unsavedHeading: 'appeal.comper.unsavedHeading',
  unsavedBody: 'appeal.comper.unsavedBody',
  skip: 'appeal.comper.skip',
  stay: 'appeal.comper.stay',
} as const satisfies Record<string, AppealMessageId>;

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
