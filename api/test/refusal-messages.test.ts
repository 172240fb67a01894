import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_MESSAGE_GROUPS, settingsSchema, sharedMessageId, type MessageGroup } from 'mfe-shared/schemas';
import { FRAMEWORK_ERRORS, READABLE_BY_CODE } from '../src/infrastructure/http/error-handling';
import { API_LOCALES_DIR, readCatalogue, SHARED_LOCALES_DIR } from '../src/infrastructure/i18n/catalogues';
import { serverSettingsSchema } from '../src/capabilities/tenants/server-settings';
import { apiMessageGroups, apiMessageId } from '../src/routes/api-messages';

/**
 * Every refusal the API can answer is written for the person who reads it, in English and in
 * Spanish: each message id of the API's groups and of mfe-shared's (the server checks requests with
 * mfe-shared's schemas and answers their words), and each of Fastify's error codes the error handler
 * words. None blames or puzzles ("Request failed", "unknown error"), names an HTTP status or one of
 * the county's settings, or speaks of modules; and no refusal is written in the code without an id,
 * since such a message can only ever be said in English.
 */

/** Words a visitor must never read in a refusal, in either language (compared without case). */
const BANNED = ['Invalid input', 'Request failed', 'unknown error', 'HTTP', 'module', 'error desconocido', 'solicitud fallida', 'módulo'];
/** A status code said as one ("error 500", "HTTP 404", "status 403"). */
const STATUS_CODE = /\b(?:http|status|error|code|código)\s*[1-5]\d\d\b/i;
/** The county's setting keys: internal names, never a visitor's words. */
const SETTING_KEYS = [...Object.keys(settingsSchema.shape), ...Object.keys(serverSettingsSchema.shape)];

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the checker is a CommonJS script shared with the catalogue test
const { glossaryBans, plainWordProblems } = require('../../scripts/i18n/plain-words.cjs') as {
  glossaryBans: () => Record<'en' | 'es', string[]>;
  plainWordProblems: (texts: Record<string, string>, bans: string[]) => string[];
};

/**
 * Refusals to a program that sent a value the API does not know: they list the values it takes, as
 * the program must send them ('The status must be one of: filed, under-review, ...'). No screen
 * sends such a value, so nobody reads the code's names there but the program's author.
 */
const FOR_PROGRAMS = new Set([
  'shared.CHANGE_REQUEST_MESSAGES.statusInvalid',
  'shared.MEETING_MESSAGES.propertyTypeInvalid',
  'shared.OFFICE_MESSAGES.statusInvalid',
  'shared.OFFICE_MESSAGES.propertyTypeInvalid',
  'shared.OFFICE_MESSAGES.methodInvalid',
]);

const catalogues = {
  api: { en: readCatalogue(API_LOCALES_DIR, 'en'), es: readCatalogue(API_LOCALES_DIR, 'es') },
  shared: { en: readCatalogue(SHARED_LOCALES_DIR, 'en'), es: readCatalogue(SHARED_LOCALES_DIR, 'es') },
};

interface Said {
  id: string;
  en: string | undefined;
  es: string | undefined;
}

/**
 * Each message of the groups as the reader gets it: a fixed one's English is the code's (the English
 * catalogue holds only the messages with values), its Spanish under its own id or under the shared id
 * of the same English (which the error handler finds first); a message with values is ICU in both.
 */
function said(groups: Record<string, MessageGroup>, prefix: 'api' | 'shared'): Said[] {
  const own = catalogues[prefix];
  return Object.entries(groups).flatMap(([group, messages]) =>
    Object.entries(messages).map(([name, message]) => {
      const id = `${prefix}.${group}.${name}`;
      if (typeof message !== 'string') return { id, en: own.en[id], es: own.es[id] };
      return { id, en: message, es: own.es[id] ?? catalogues.shared.es[sharedMessageId(message) ?? ''] };
    }),
  );
}

const ALL: Said[] = [...said(apiMessageGroups(), 'api'), ...said(SHARED_MESSAGE_GROUPS, 'shared')];

/** What is wrong with one language's text of a message, if anything. */
function problemsOf(id: string, text: string | undefined): string[] {
  if (text === undefined) return ['missing'];
  const problems: string[] = [];
  if (!text.trim()) problems.push('empty');
  if (text.trim() === id) problems.push('the id itself');
  for (const word of BANNED) if (text.toLowerCase().includes(word.toLowerCase())) problems.push(`says "${word}"`);
  if (STATUS_CODE.test(text)) problems.push('names a status code');
  for (const key of SETTING_KEYS) if (text.includes(key)) problems.push(`names the setting ${key}`);
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );
}

describe("the API's refusals", () => {
  it('walk more than the few messages a slip would leave', () => {
    expect(ALL.length).toBeGreaterThan(250);
  });

  it.each(['en', 'es'] as const)('each have a readable message in %s: present, not empty, not the id, no banned words, no status code, no setting', (language) => {
    const wrong = ALL.flatMap((message) => problemsOf(message.id, message[language]).map((problem) => `${message.id}: ${problem} (${message[language] ?? ''})`));
    expect(wrong).toEqual([]);
  });

  it.each(['en', 'es'] as const)('say none of the words docs/glossary.md says we do not use, in %s', (language) => {
    const texts = Object.fromEntries(ALL.filter((message) => !FOR_PROGRAMS.has(message.id) && message[language]).map((message) => [message.id, message[language] as string]));
    expect(plainWordProblems(texts, glossaryBans()[language])).toEqual([]);
  });

  it("word each of Fastify's error codes with a message of a group, so it is said in Spanish too", () => {
    const coded = {
      ...Object.fromEntries(Object.entries(READABLE_BY_CODE).map(([code, message]) => [code, message])),
      ...Object.fromEntries(Object.entries(FRAMEWORK_ERRORS).map(([code, { message }]) => [code, message])),
    };
    expect(Object.keys(coded).length).toBeGreaterThanOrEqual(7);
    const unsaid = Object.entries(coded).filter(([, message]) => {
      const id = apiMessageId(message) ?? sharedMessageId(message);
      return !id || !ALL.some((entry) => entry.id === id && entry.es);
    });
    expect(unsaid).toEqual([]);
  });

  it('are never written in the code as text of no group, which no catalogue could say in Spanish', () => {
    // `new HttpError(404, 'Some words')` is said in Spanish only when a group holds the same words.
    // Any sentence on a line that makes an HttpError counts (`issues ? ... : 'Some words'` too).
    const bare = sourceFiles(path.join(__dirname, '../src')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.includes('new HttpError('))
        .flatMap((line) => [...line.matchAll(/(['`])([A-Z][^'`]* [^'`]*)\1/g)].map((match) => match[2]))
        .filter((text) => !apiMessageId(text) && !sharedMessageId(text))
        .map((text) => `${path.relative(path.join(__dirname, '..'), file)}: ${text}`),
    );
    expect(bare).toEqual([]);
  });

  it('name catalogue ids, where they say them with values, that both catalogues hold', () => {
    const named = sourceFiles(path.join(__dirname, '../src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/localText\(\s*'((?:api|shared)\.[A-Za-z0-9_.-]+)'/g)].map((match) => match[1]),
    );
    expect(named.length).toBeGreaterThan(10);
    // A fixed message's English is the code's; one with values is ICU in the English catalogue too.
    const held = (id: string) => {
      const { en, es } = id.startsWith('api.') ? catalogues.api : catalogues.shared;
      const english = en[id] ?? ALL.find((entry) => entry.id === id)?.en;
      return Boolean(english?.trim() && es[id]?.trim());
    };
    expect(named.filter((id) => !held(id))).toEqual([]);
  });
});
