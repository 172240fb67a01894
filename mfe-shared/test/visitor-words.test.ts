/**
 * The words every screen shows for a failure, in every package's catalogue and every language: none
 * blames or puzzles ("Request failed", "unknown error", "Invalid input"), names an HTTP status or a
 * county setting, or speaks of modules. What went wrong and what to do next is said instead (the
 * API's own refusals are checked the same way in api/test/refusal-messages.test.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from 'mfe-shared/domain';
import { settingsSchema } from 'mfe-shared/schemas';

const root = path.join(__dirname, '..', '..');
const PACKAGES = ['mfe-shared', 'shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office', 'api'];
const BANNED = ['Invalid input', 'Request failed', 'unknown error', 'HTTP', 'module', 'error desconocido', 'solicitud fallida', 'módulo'];
const STATUS_CODE = /\b(?:http|status|error|code|código)\s*[1-5]\d\d\b/i;
const SETTING_KEYS = Object.keys(settingsSchema.shape);

function readLanguage(pkg: string, language: string): Record<string, string> {
  const dir = path.join(root, pkg, 'src', 'locales', language);
  if (!existsSync(dir)) return {};
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'))),
  );
}

it.each(LANGUAGES)('no screen of any package says a banned word, a status code or a setting in %s', (language) => {
  const texts = PACKAGES.flatMap((pkg) => Object.entries(readLanguage(pkg, language)));
  expect(texts.length).toBeGreaterThan(500);
  const wrong = texts.flatMap(([id, text]) => [
    // A web address's https:// (a map link, a video link) is what a person types, not a protocol named at them.
    ...BANNED.filter((word) =>
      text
        .replace(/\bhttps:\/\//gi, '')
        .toLowerCase()
        .includes(word.toLowerCase()),
    ).map((word) => `${id}: says "${word}" (${text})`),
    ...(STATUS_CODE.test(text) ? [`${id}: names a status code (${text})`] : []),
    ...SETTING_KEYS.filter((key) => text.includes(key)).map((key) => `${id}: names the setting ${key} (${text})`),
  ]);
  expect(wrong).toEqual([]);
});
