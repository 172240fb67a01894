import type { FastifyRequest } from 'fastify';
import { isLanguage, LANGUAGES, languageFromHeader, offeredLanguages, type Language } from 'mfe-shared/domain';

/**
 * The language a request is answered in: its Accept-Language among the languages its
 * county offers (`general.languages`), English otherwise. Outside a county (an unknown one, a page
 * of no county) among every language the portal has: no county has narrowed them.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const settings = request.settings as FastifyRequest['settings'] | null;
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header.join(',') : header, settings ? offeredLanguages(settings['general.languages']) : LANGUAGES);
}

/** The language stored with a record (its filer's); English for rows from before there were other languages, or anything unknown. */
export const storedLanguage = (record: { language?: string | null }): Language => (isLanguage(record.language) ? record.language : 'en');
