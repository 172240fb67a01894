/**
 * The languages the portal has catalogues for. A county offers some of them
 * (`general.languages`); English is the source language and always offered.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language in its own name, for the language switch (a Spanish reader looks for "Español"). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The Intl locale of each language: US conventions in both (es-US writes 1,234,567 and $250,000;
 * es-ES would write 1.234.567), whatever the browser's own locale.
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The languages a county offers, from its setting ('en,es', ['en', 'es'] or 'es'): known ones only,
 * English first and always present, no repeats.
 */
export function offeredLanguages(setting: unknown): Language[] {
  const listed = Array.isArray(setting) ? setting : typeof setting === 'string' ? setting.split(',') : [];
  const known = listed.map((code) => String(code).trim().toLowerCase()).filter(isLanguage);
  return [SOURCE_LANGUAGE, ...LANGUAGES.filter((code) => code !== SOURCE_LANGUAGE && known.includes(code))];
}

/**
 * The language of a request's Accept-Language header among the offered ones ('es-US,es;q=0.9' ->
 * 'es'), by the header's order of preference; English when none is offered.
 */
export function languageFromHeader(header: string | undefined, offered: readonly Language[]): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ code, q }) => code && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ code }) => code).find((code): code is Language => isLanguage(code) && offered.includes(code)) ?? SOURCE_LANGUAGE;
}
