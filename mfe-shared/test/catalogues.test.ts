/**
 * Every package's message catalogue, checked as the build's loader checks each file
 * (scripts/i18n/catalogue-check.cjs) and across files: each language has every id English has,
 * ICU that parses with the same arguments, ids under the package's prefix, every id the code asks
 * for present in English, and a Spanish text for each of mfe-shared's fixed messages.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { SHARED_MESSAGE_GROUPS } from 'mfe-shared/schemas';
import { LANGUAGES, SOURCE_LANGUAGE } from 'mfe-shared/domain';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the checker is a CommonJS script shared with the build
const { catalogueProblems } = require('../../scripts/i18n/catalogue-check.cjs') as {
  catalogueProblems: (messages: Record<string, unknown>, english: Record<string, unknown>, label: string) => string[];
};

const root = path.join(__dirname, '..', '..');
const PACKAGES: Record<string, string> = {
  'mfe-shared': 'shared',
  shell: 'shell',
  'mfe-search': 'search',
  'mfe-appeal': 'appeal',
  'mfe-meeting': 'meeting',
  'mfe-office': 'office',
  api: 'api',
};

type Catalogue = Record<string, string>;

function readLanguage(pkg: string, language: string): Catalogue {
  const dir = path.join(root, pkg, 'src', 'locales', language);
  if (!existsSync(dir)) return {};
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'))),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const withCatalogues = Object.keys(PACKAGES).filter((pkg) => existsSync(path.join(root, pkg, 'src', 'locales', SOURCE_LANGUAGE)));

it('finds the catalogues of the site', () => {
  expect(withCatalogues).toEqual(expect.arrayContaining(['mfe-shared', 'shell', 'mfe-search']));
});

describe.each(withCatalogues)('%s', (pkg) => {
  const english = readLanguage(pkg, SOURCE_LANGUAGE);

  it('has English ICU that parses, under its prefix', () => {
    expect(catalogueProblems(english, english, `${pkg} en`)).toEqual([]);
    expect(Object.keys(english).filter((id) => !id.startsWith(`${PACKAGES[pkg]}.`))).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE))('has every English id in %s, with the same arguments', (language) => {
    expect(catalogueProblems(readLanguage(pkg, language), english, `${pkg} ${language}`)).toEqual([]);
  });

  it('has in English every id its code asks for by name', () => {
    const asked = sourceFiles(path.join(root, pkg, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:\bt\(\s*|\{ id: )'([a-z]+\.[\w.-]+)'/g)].map((match) => `${path.relative(root, file)}: ${match[1]}`),
    );
    expect(asked.filter((entry) => english[entry.split(': ')[1]] === undefined)).toEqual([]);
  });
});

it("has a Spanish text for each of mfe-shared's fixed messages and an English and Spanish one for each written by a function", () => {
  const spanish = readLanguage('mfe-shared', 'es');
  const english = readLanguage('mfe-shared', 'en');
  const missing = Object.entries(SHARED_MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).flatMap(([name, message]) => {
      const id = `shared.${group}.${name}`;
      const need = typeof message === 'string' ? [spanish] : [english, spanish];
      return need.some((catalogue) => catalogue[id] === undefined) ? [id] : [];
    }),
  );
  expect(missing).toEqual([]);
});
