import type { FastifyRequest } from 'fastify';
import { isLanguage, languageFromHeader, offeredLanguages, type Language } from 'mfe-shared/domain';

/**
 * The language a request is answered in (issue 23): its Accept-Language among the languages its
 * county offers (`general.languages`), English otherwise. Outside a county's API (no settings yet,
 * or an unknown county) there is nothing to offer but English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const settings = request.settings as FastifyRequest['settings'] | null;
  if (!settings) return 'en';
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header.join(',') : header, offeredLanguages(settings['general.languages']));
}

/** The language stored with a record (its filer's); English for rows from before issue 23, or anything unknown. */
export const storedLanguage = (record: { language?: string | null }): Language => (isLanguage(record.language) ? record.language : 'en');
