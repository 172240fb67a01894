import type { Language } from 'mfe-shared/domain';
import { APPEAL_DRAFT_MESSAGES, MAX_DRAFT_DOCUMENTS, sharedMessageId } from 'mfe-shared/schemas';
import { catalogueMessage } from './catalogues';

/**
 * Messages written with values that reach the error handler as text only (a schema's message, made
 * when the schema was): their English, matched, and how the catalogue says them.
 */
const WRITTEN_MESSAGES: Array<{ english: RegExp | string; id: string; values: (match: RegExpExecArray | null) => Record<string, number> }> = [
  {
    english: APPEAL_DRAFT_MESSAGES.tooManyDocuments(MAX_DRAFT_DOCUMENTS),
    id: 'shared.APPEAL_DRAFT_MESSAGES.tooManyDocuments',
    values: () => ({ max: MAX_DRAFT_DOCUMENTS }),
  },
  {
    // mfe-shared valueRangeMessage: the claimed value outside the county's bounds.
    english: /^Value must be between ([\d,]+) and ([\d,]+)$/,
    id: 'api.APPEAL_ERRORS.valueRange',
    values: (match) => ({ min: Number(match![1].replaceAll(',', '')), max: Number(match![2].replaceAll(',', '')) }),
  },
];

/**
 * The API's own fixed messages belong to the capabilities that say them; the composition gathers
 * them (routes/api-messages.ts) and hands this lookup in, so the words stay below the capabilities.
 */
let apiMessageId: (english: string) => string | undefined = () => undefined;

/** Where the API's own messages are found by their English: called once by routes/api-messages.ts. */
export function useApiMessageIds(lookup: (english: string) => string | undefined): void {
  apiMessageId = lookup;
}

/**
 * One of the known messages (mfe-shared's or the API's own), given its English, in `language`;
 * undefined when the catalogues do not know it (zod's own wording, a message not given an id).
 */
export function knownMessage(language: Language, english: string): string | undefined {
  const id = sharedMessageId(english) ?? apiMessageId(english);
  if (id) return catalogueMessage(language, id);
  for (const written of WRITTEN_MESSAGES) {
    const match = typeof written.english === 'string' ? (written.english === english ? null : undefined) : (written.english.exec(english) ?? undefined);
    if (match !== undefined) return catalogueMessage(language, written.id, written.values(match));
  }
  return undefined;
}
