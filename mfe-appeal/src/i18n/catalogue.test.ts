import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appealFlow } from '../wizard/appeal-flow';
import en from '../locales/en';
import es from '../locales/es';

// The build's own checks (scripts/i18n): ICU that parses, and each language's arguments as English's.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the checker is a CommonJS script shared with the build
const { catalogueProblems } = require('../../../scripts/i18n/catalogue-check.cjs') as {
  catalogueProblems: (messages: Record<string, string>, english: Record<string, string> | null, label: string) => string[];
};

const locales = path.join(__dirname, '..', 'locales');
const topics = readdirSync(path.join(locales, 'en')).filter((file) => file.endsWith('.json'));
const read = (language: string, topic: string): Record<string, string> => JSON.parse(readFileSync(path.join(locales, language, topic), 'utf8'));

it('has the same topics in Spanish as in English, every one in the index', () => {
  expect(readdirSync(path.join(locales, 'es')).filter((file) => file.endsWith('.json'))).toEqual(topics);
  expect(Object.keys(en).length).toBe(topics.reduce((count, topic) => count + Object.keys(read('en', topic)).length, 0));
  expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
});

it.each(topics)('%s: Spanish says every English id with the same arguments, in ICU that parses', (topic) => {
  const english = read('en', topic);
  const spanish = read('es', topic);
  expect(catalogueProblems(english, english, `en/${topic}`)).toEqual([]);
  expect(catalogueProblems(spanish, english, `es/${topic}`)).toEqual([]);
  expect(Object.keys(spanish).filter((id) => english[id] === undefined)).toEqual([]);
});

it("keeps its ids under 'appeal.'", () => {
  expect(Object.keys(en).filter((id) => !id.startsWith('appeal.'))).toEqual([]);
});

it("gives the wizard's titles, task and buttons as ids of its catalogue", () => {
  const ids = [appealFlow.task, ...appealFlow.ids.flatMap((step) => [appealFlow.title(step), appealFlow.steps[step].nextText ?? 'appeal.task'])];
  expect(ids.filter((id) => !(id in en))).toEqual([]);
});
