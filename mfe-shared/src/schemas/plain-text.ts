import { z } from 'zod';

/**
 * Characters that change how text reads without showing themselves: zero-width spaces and joiners,
 * the bidi marks, embeddings, overrides and isolates, the byte-order mark, the Arabic letter mark,
 * the Mongolian vowel separator and the invisible operators. A right-to-left override turns
 * "moc.elpmaxe" into what reads as "example.com", in the office's queue and in an e-mail; a
 * zero-width space makes two names that look the same differ. No name, reason or note needs them.
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u061C\u180E\u2060-\u2064]/g;

/** `text` without bidi controls and zero-width characters (see INVISIBLE). */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * A text field as people type it: bidi controls and zero-width characters taken out, then
 * trimmed. Still a zod string, so `.min(1, …)` after it refuses a value made only of such
 * characters with the field's own "required" message.
 */
export const plainText = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(stripInvisible).trim();
