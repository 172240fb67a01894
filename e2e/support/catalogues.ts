import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { parse, type Token } from '@messageformat/parser';
import { SHARED_MESSAGE_GROUPS } from '../../mfe-shared/src/i18n/message-ids';

/**
 * The site's message catalogues, read from the packages' sources, so a Spanish journey
 * finds its controls by the words a Spanish visitor reads and can tell English left on a screen.
 */
const ROOT = path.join(__dirname, '..', '..');
const PACKAGES = ['mfe-shared', 'shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office', 'api'];

type Catalogue = Record<string, string>;

function load(language: string): Catalogue {
  const all: Catalogue = {};
  for (const pkg of PACKAGES) {
    const dir = path.join(ROOT, pkg, 'src', 'locales', language);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) Object.assign(all, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  return all;
}

const SPANISH = load('es');
const ENGLISH = load('en');
// mfe-shared's fixed messages are English in its schemas; their catalogue has the other languages only.
for (const [group, messages] of Object.entries(SHARED_MESSAGE_GROUPS)) {
  for (const [name, message] of Object.entries(messages)) if (typeof message === 'string') ENGLISH[`shared.${group}.${name}`] = message;
}

/** A Spanish message by id, its simple arguments filled in ('{office}'); no plural or select. */
export function es(id: string, values: Record<string, string | number> = {}): string {
  const text = SPANISH[id];
  if (text === undefined) throw new Error(`no Spanish message ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)).replace(/<\/?\w+>/g, '');
}

/**
 * What English text would give itself away on a screen: each English message that Spanish says
 * differently, as the literal pieces between its arguments and tags. Pieces of one word are
 * matched as whole words; shorter pieces (a comma, 'of') are left out, since Spanish shares them.
 */
const ENGLISH_PIECES: string[] = [
  ...new Set(
    Object.entries(ENGLISH)
      .filter(([id, text]) => SPANISH[id] !== undefined && SPANISH[id] !== text)
      .flatMap(([, text]) => literalPieces(parse(text)).flatMap((piece) => piece.split(/<\/?\w+>/)))
      .map((piece) =>
        piece
          .trim()
          .replace(/^[,.:;()–-]+|[,.:;()–-]+$/g, '')
          .trim(),
      )
      .filter((piece) => /[A-Za-z]{2}/.test(piece) && (piece.includes(' ') ? piece.length >= 10 : piece.length >= 4)),
  ),
];

/** The literal text of a parsed ICU message, in the pieces between its arguments, cases included. */
function literalPieces(tokens: Token[]): string[] {
  return tokens.flatMap((token) => {
    if (token.type === 'content') return [token.value];
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') return token.cases.flatMap((c) => literalPieces(c.tokens));
    return [];
  });
}

/** English pieces in a text: whole words for one-word pieces, else the phrase. */
export function englishIn(text: string): string[] {
  return ENGLISH_PIECES.filter((piece) =>
    piece.includes(' ') ? text.includes(piece) : new RegExp(`(^|[^\\p{L}])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  );
}

/** No English message on the screen: its text, its title, and the names and values it gives screen readers. */
export async function expectNoEnglish(page: Page): Promise<void> {
  const said = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [aria-valuetext], [title], [alt], [placeholder]')].flatMap((element) =>
      ['aria-label', 'aria-valuetext', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [`title: ${document.title}`, document.body.innerText, ...attributes.filter(Boolean).map((value) => `attribute: ${value}`)];
  });
  // Each line with English in it, so a failure says where it is.
  expect(said.flatMap((text) => text.split('\n')).filter((line) => englishIn(line).length > 0)).toEqual([]);
}
