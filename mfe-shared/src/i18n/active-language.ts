import { useSyncExternalStore } from 'react';
import { setupI18n } from '@lingui/core';
import { browserStorage, createStore } from '../state/create-store';
import { INTL_LOCALES, SOURCE_LANGUAGE, isLanguage, offeredLanguages, type Language } from '../rules/languages';

/**
 * The page's one Lingui instance: every remote loads its catalogue into it, under ids
 * prefixed by its package, so a team ships its own texts; the singleton owns which language is active.
 */
export const i18n = setupI18n({ locale: SOURCE_LANGUAGE, locales: [INTL_LOCALES[SOURCE_LANGUAGE]], messages: { [SOURCE_LANGUAGE]: {} } });

/** English, always: what a message missing from another language's catalogue falls back to. */
export const sourceI18n = setupI18n({ locale: SOURCE_LANGUAGE, locales: [INTL_LOCALES[SOURCE_LANGUAGE]], messages: { [SOURCE_LANGUAGE]: {} } });

interface LanguageState {
  language: Language;
  offered: Language[];
}

const state = createStore<LanguageState>({ language: SOURCE_LANGUAGE, offered: [SOURCE_LANGUAGE] });

/** Loaders of the catalogues defined so far (defineCatalogue): a switch waits for them all. */
const loaders = new Set<(language: Language) => Promise<void> | null>();

export function registerCatalogueLoader(load: (language: Language) => Promise<void> | null): void {
  loaders.add(load);
}

let storageKey: string | null = null;

/** The active language, outside React (the API client's Accept-Language). */
export function currentLanguage(): Language {
  return state.getState().language;
}

/** The active language and the county's offered ones; re-renders on a switch. */
export function useLanguage(): LanguageState {
  return useSyncExternalStore(state.subscribe, state.getState, state.getState);
}

/** The Intl locale of the active language (es-US for Spanish): for dates, numbers and money. */
export function useIntlLocale(): string {
  return INTL_LOCALES[useLanguage().language];
}

/**
 * Switches the page's language once every catalogue defined so far has it, so no screen shows a
 * mix; remembered per county. A language the county does not offer is ignored.
 */
export async function setLanguage(language: Language): Promise<void> {
  const { offered } = state.getState();
  if (!offered.includes(language)) return;
  await Promise.all([...loaders].map((load) => load(language)));
  // es-US, not es: ICU's # and number arguments write 12,345 as US Spanish does, not Spain's 12.345.
  i18n.activate(language, [INTL_LOCALES[language]]);
  state.setState((current) => ({ ...current, language }));
  if (storageKey) browserStorage()?.setItem(storageKey, language);
}

export interface StartLanguageOptions {
  tenant: string;
  /** The county's `general.languages` setting. */
  setting: unknown;
  /** `?lang=es` from a county's Spanish page: wins over what was remembered, and is remembered. */
  requested?: string | null;
}

/**
 * Called once per page by the host (the shell or the embed loader), once the county is known: the
 * language is the one asked for in the address, else the one this visitor chose here before, else
 * English. Resolves when that language's catalogues are loaded.
 */
export async function startLanguage({ tenant, setting, requested }: StartLanguageOptions): Promise<Language> {
  const offered = offeredLanguages(setting);
  storageKey = `assessor:${tenant}:language:v1`;
  state.setState((current) => ({ ...current, offered }));
  const remembered = browserStorage()?.getItem(storageKey);
  const wanted = [requested?.toLowerCase(), remembered].find((code) => isLanguage(code) && offered.includes(code));
  const language = isLanguage(wanted) ? wanted : SOURCE_LANGUAGE;
  if (language !== SOURCE_LANGUAGE || state.getState().language !== SOURCE_LANGUAGE) await setLanguage(language);
  return language;
}
