import type { Language } from 'mfe-shared/domain';
import { catalogueMessage } from './catalogues';

/**
 * A text the API writes with values (a wait, a county's name, a file name) that it may have to say
 * in another language than English: its English as the code writes it, and how to say it in any
 * language. Made where the values are known; said where the reader's language is known.
 */
export interface LocalText {
  readonly english: string;
  in(language: Language): string;
}

/** A value of a message: as it is, or a text of its own said in the same language (an office's contact, a wait). */
export type TextValue = string | number | LocalText;
export type TextValues = Record<string, TextValue>;

const isLocalText = (value: TextValue): value is LocalText => typeof value === 'object' && value !== null && 'in' in value;

/** The values as one language says them. */
export function valuesIn(language: Language, values: TextValues): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isLocalText(value) ? value.in(language) : value]));
}

/**
 * One of the API's messages: English as the code writes it (unchanged for English readers), and in
 * another language the catalogue's message `id` with `values`; English where that catalogue has none.
 */
export function localText(id: string, english: string, values: TextValues = {}): LocalText {
  return {
    english,
    in: (language) => (language === 'en' ? english : (catalogueMessage(language, id, valuesIn(language, values)) ?? english)),
  };
}

/** A text that is the same in every language (a name, a number written already). */
export const sameText = (text: string): LocalText => ({ english: text, in: () => text });

/**
 * A text of the catalogue in `language` (the e-mails, the receipt, the invitation: their English
 * is in the English catalogue too), falling back to the English catalogue, then to the id.
 */
export function say(language: Language, id: string, values: TextValues = {}): string {
  return catalogueMessage(language, id, valuesIn(language, values)) ?? catalogueMessage('en', id, valuesIn('en', values)) ?? id;
}

/** `say` as a LocalText, for a value of another message. */
export const sayLater = (id: string, values: TextValues = {}): LocalText => ({ english: say('en', id, values), in: (language) => say(language, id, values) });
