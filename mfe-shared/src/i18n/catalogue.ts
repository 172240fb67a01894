import { use, useCallback } from 'react';
import type { Messages } from '@lingui/core';
import { i18n, registerCatalogueLoader, sourceI18n, useLanguage } from './active-language';
import { SOURCE_LANGUAGE, type Language } from '../rules/languages';

type CatalogueModule = { default: Messages };

/** Values of a message's ICU arguments ({count}, {name}, ...). */
export type MessageValues = Record<string, unknown>;

/** Says a message of the catalogue in the active language. */
export type Translate<Id extends string = string> = (id: Id, values?: MessageValues) => string;

/**
 * A package's catalogue: its English messages, bundled with it (the source, what an
 * English visitor reads), and a loader per other language, fetched only when that language is
 * chosen. Returns the hook its components say their texts with: `const t = useT()`, then `t(id, values)`.
 */
export function defineCatalogue<Source extends Messages>(
  source: Source,
  others: Partial<Record<Exclude<Language, 'en'>, () => Promise<CatalogueModule>>>,
): () => Translate<Extract<keyof Source, string>> {
  i18n.load(SOURCE_LANGUAGE, source);
  sourceI18n.load(SOURCE_LANGUAGE, source);
  const loading = new Map<Language, Promise<void>>();
  const loaded = new Set<Language>([SOURCE_LANGUAGE]);

  /** null when the language is ready; else the promise of its load (the same one each time, for use()). */
  const ensure = (language: Language): Promise<void> | null => {
    if (loaded.has(language)) return null;
    const load = language === 'en' ? undefined : others[language];
    if (!load) return null; // no catalogue: its ids fall back to English (i18n's missing handler)
    const known = loading.get(language);
    if (known) return known;
    const pending = load().then((module) => {
      i18n.load(language, module.default);
      loaded.add(language);
    });
    // A failed load (network) may be tried again at the next switch or render.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
    return pending;
  };
  registerCatalogueLoader(ensure);

  return function useT() {
    const { language } = useLanguage();
    const pending = ensure(language);
    // Suspends the screen until its texts have come (a remote first shown after the switch).
    if (pending) use(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function when the language changes, so what uses it says its texts again
    return useCallback((id: string, values?: MessageValues) => translate(id, values), [language]);
  };
}

/**
 * A message in the active language; in English where the active language's catalogue lacks it (the
 * catalogue test fails the build first: this is for a county that offers a language before a remote
 * deployed its catalogue); `fallback` (else the id) where no catalogue has it.
 */
export function translate(id: string, values?: MessageValues, fallback?: string): string {
  if (i18n.messages[id] !== undefined) return i18n._(id, values);
  return sourceText(id, values, fallback);
}

/**
 * A message in English, whatever the active language: the name a page view is recorded under, so a
 * county's analytics count a screen once, not once per language.
 */
export function sourceText(id: string, values?: MessageValues, fallback?: string): string {
  if (sourceI18n.messages[id] !== undefined) return sourceI18n._(id, values);
  return fallback ?? id;
}
