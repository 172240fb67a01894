/**
 * Plain words (docs/glossary.md): no text a person reads, on a screen, in an email or in a PDF, in
 * English or in Spanish, says a word the glossary says we do not use ("PRC", "Comper", "module",
 * "Estimation", "disabled", "e-mail"...) or one of the code's names for a status, a method or a
 * property type ("under-review", "hand-delivery"); and the headings and buttons of the journeys are
 * in sentence case. The API's refusals, whose English is in the code, are checked the same way in
 * api/test/refusal-messages.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from 'mfe-shared/domain';
import { APPEAL_STATUSES, CHANGE_REQUEST_STATUSES, OFFICE_METHODS, OFFICE_STATUSES, SHARED_MESSAGE_GROUPS, meetingTypes, propertyTypes } from 'mfe-shared/schemas';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the checker is a CommonJS script shared with the API's test
const { glossaryBans, plainWordProblems, wordsOf } = require('../../scripts/i18n/plain-words.cjs') as {
  glossaryBans: () => Record<Language, string[]>;
  plainWordProblems: (texts: Record<string, string>, bans: string[]) => string[];
  wordsOf: (message: string) => string;
};

const root = path.join(__dirname, '..', '..');
const PACKAGES = ['mfe-shared', 'shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office', 'api'];

/**
 * Texts the check leaves out. The county console's staff accounts, where an account is rightly
 * disabled, and the shell's staff pages (the audit trail and signing in), which name the audit's
 * own events: their words are the office's, not a visitor's.
 */
const STAFF_PAGES = { ids: /^office\.console\.staff\./, topics: new Set(['shell/audit.json', 'shell/sign-in.json']) };

/**
 * mfe-shared's refusals to a program that sent a value the API does not know: they list the values
 * it takes, as the program must send them ('The status must be one of: filed, under-review, ...').
 * No screen sends such a value.
 */
const FOR_PROGRAMS = new Set([
  'shared.CHANGE_REQUEST_MESSAGES.statusInvalid',
  'shared.MEETING_MESSAGES.propertyTypeInvalid',
  'shared.OFFICE_MESSAGES.statusInvalid',
  'shared.OFFICE_MESSAGES.propertyTypeInvalid',
  'shared.OFFICE_MESSAGES.methodInvalid',
]);

/** The code's names with a hyphen or an underscore, which no person should read ('hearing-scheduled'). */
const CODE_NAMES = [...APPEAL_STATUSES, ...OFFICE_STATUSES, ...CHANGE_REQUEST_STATUSES, ...OFFICE_METHODS, ...propertyTypes, ...meetingTypes].filter((name) => /[-_]/.test(name));

function readLanguage(pkg: string, language: string): Record<string, string> {
  const dir = path.join(root, pkg, 'src', 'locales', language);
  if (!existsSync(dir)) return {};
  const texts: Record<string, string> = {};
  for (const topic of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    if (STAFF_PAGES.topics.has(`${pkg}/${topic}`)) continue;
    const messages = JSON.parse(readFileSync(path.join(dir, topic), 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(messages)) if (!STAFF_PAGES.ids.test(id) && !FOR_PROGRAMS.has(id)) texts[id] = text;
  }
  return texts;
}

/** Every text of one language: the catalogues, and in English mfe-shared's fixed messages, which the code holds. */
function textsOf(language: Language): Record<string, string> {
  const texts = Object.assign({}, ...PACKAGES.map((pkg) => readLanguage(pkg, language))) as Record<string, string>;
  if (language !== 'en') return texts;
  for (const [group, messages] of Object.entries(SHARED_MESSAGE_GROUPS)) {
    for (const [name, message] of Object.entries(messages)) {
      const id = `shared.${group}.${name}`;
      if (typeof message === 'string' && !FOR_PROGRAMS.has(id)) texts[id] = message;
    }
  }
  return texts;
}

const bans = glossaryBans();

describe('the glossary', () => {
  it('names the words we do not use, in English and in Spanish', () => {
    expect(bans.en).toEqual(expect.arrayContaining(['PRC', 'Comper', 'comparables', 'module', 'estimation', 'disabled', 'e-mail', 'change request', 'claimed value']));
    expect(bans.es).toEqual(expect.arrayContaining(['PRC', 'Comper', 'módulo', 'desactivada', 'estimación', 'solicitud de cambio']));
  });

  it('catches the old words of the site', () => {
    const old = {
      card: 'PRC',
      button: 'Visit Comper',
      reason: 'The meetings module is disabled',
      step: 'Estimation & Reason',
      notice: 'Disabled (inactive) parcels cannot be appealed or used in meetings.',
      email: 'We will e-mail you when it has been dealt with.',
      spanish: 'Herramienta de ventas comparables (Comper)',
    };
    expect(plainWordProblems(old, bans.en).map((problem) => problem.split(':')[0])).toEqual([
      'card',
      'button',
      'reason',
      'reason',
      'step',
      'notice',
      'email',
      'spanish',
      'spanish',
    ]);
    expect(plainWordProblems({ inactive: 'Las parcelas desactivadas (inactivas) no se pueden apelar.', meetings: 'El módulo de citas está desactivado.' }, bans.es)).toHaveLength(
      2,
    );
    // A word inside another is not the word: "comparable sales" is ours, "PRCs" in a name would be someone else's.
    expect(plainWordProblems({ ours: 'Find comparable sales', new: 'Open it in a new window.' }, bans.en)).toEqual([]);
  });
});

it.each(LANGUAGES)('no text of the site, its emails or its PDFs says a word the glossary bans, nor a code name, in %s', (language) => {
  const texts = textsOf(language);
  expect(Object.keys(texts).length).toBeGreaterThan(800);
  expect([...plainWordProblems(texts, bans[language]), ...plainWordProblems(texts, CODE_NAMES)]).toEqual([]);
});

/**
 * The headings and buttons of the journeys: the steps' titles, the property page's options, the
 * wizards' own buttons and the pages' way home. Sentence case, as GOV.UK writes them: only the first
 * word and names start with a capital.
 */
const HEADINGS_AND_BUTTONS =
  /^(appeal|meeting)\.step\.|^search\.option\.(title|action)\.|^appeal\.wizard\.(start|submit)$|^meeting\.flow\.(scheduleMeeting|bookMeeting|notFound|embedIntroTitle)$|\.home$|^appeal\.method\.(remove|saveAndContinue|ignoreAndContinue)$|^appeal\.comper\.(saving|success|error|unsavedHeading|skip|stay)$|^meeting\.slots\.choose|^meeting\.calendar\.(available|selected)$|^search\.unlisted\.title$|^search\.changeRequest\.(title|form\.send|sent\.title|sent\.heading)$|^shared\.filer\.(line1|line2|extension|confirmEmail)$/;
/** Names, which keep their capitals. */
const NAMES = new Set(['Agent', 'Authorization', 'PDF', 'AM', 'PM']);

/** The words of a heading or button that start with a capital but should not. */
function capitalised(text: string): string[] {
  return wordsOf(text)
    .split(/\s+/)
    .filter(Boolean)
    .slice(1)
    .filter((word) => /^\p{Lu}/u.test(word) && !NAMES.has(word));
}

it('writes the headings and buttons of the journeys in sentence case', () => {
  const texts = Object.entries(textsOf('en')).filter(([id]) => HEADINGS_AND_BUTTONS.test(id));
  expect(texts.length).toBeGreaterThan(30);
  expect(capitalised('View Property Record Card')).toEqual(['Property', 'Record', 'Card']);
  expect(texts.flatMap(([id, text]) => capitalised(text).map((word) => `${id}: "${word}" (${text})`))).toEqual([]);
});
