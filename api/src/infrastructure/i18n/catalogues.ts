import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALES, type Language } from 'mfe-shared/domain';

/**
 * The message catalogues the API speaks from: its own (`api/src/locales/<lang>/*.json`,
 * ids `api.*`) and mfe-shared's (`mfe-shared/src/locales/<lang>/*.json`, ids `shared.*`), flat
 * JSON files of id -> ICU MessageFormat text. Read and compiled once per language, on first use.
 */
export const API_LOCALES_DIR = path.resolve(__dirname, '../../locales');
export const SHARED_LOCALES_DIR = path.join(path.dirname(require.resolve('mfe-shared/package.json')), 'src/locales');

/** Every message of one language in one package's locales directory: its topic files merged. */
export function readCatalogue(localesDir: string, language: Language): Record<string, string> {
  const dir = path.join(localesDir, language);
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return {};
  }
  const messages: Record<string, string> = {};
  for (const name of names) Object.assign(messages, JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>);
  return messages;
}

// One Lingui instance per language, never re-activated: concurrent requests in different
// languages cannot change each other's language mid-format.
const instances = new Map<Language, I18n>();

function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    const source = { ...readCatalogue(SHARED_LOCALES_DIR, language), ...readCatalogue(API_LOCALES_DIR, language) };
    const compiled = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
    // `locales` is what Intl formats numbers and plurals with: es-US writes 1,234, not 1.234.
    i18n = setupI18n({ locale: language, locales: [INTL_LOCALES[language]], messages: { [language]: compiled } });
    instances.set(language, i18n);
  }
  return i18n;
}

export type MessageValues = Record<string, string | number>;

/** The catalogue's message `id` in `language` with `values`, or undefined when the catalogue has no such id. */
export function catalogueMessage(language: Language, id: string, values: MessageValues = {}): string | undefined {
  const i18n = i18nFor(language);
  if (!(id in i18n.messages)) return undefined;
  return i18n._(id, values);
}
