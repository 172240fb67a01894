// The words docs/glossary.md says we do not use, and the check that no text a person reads uses
// them: shared by the catalogue test (mfe-shared/test/plain-words.test.ts) and the API's refusal
// test (api/test/refusal-messages.test.ts).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { parse } = require('@messageformat/parser');

const GLOSSARY = path.join(__dirname, '..', '..', 'docs', 'glossary.md');

/** The glossary's sections and the language each is for. */
const SECTIONS = { English: 'en', Español: 'es' };

/**
 * The words the glossary bans, by language: each `code` span of the last column ("We do not say")
 * of its tables, under "## English" and "## Español".
 */
function glossaryBans(markdown = readFileSync(GLOSSARY, 'utf8')) {
  const bans = { en: [], es: [] };
  let language = null;
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) language = SECTIONS[heading[1].trim()] ?? null;
    if (!language || !line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const cells = line.split('|').slice(1, -1);
    if (cells.length < 3) continue;
    for (const match of cells[cells.length - 1].matchAll(/`([^`]+)`/g)) bans[language].push(match[1]);
  }
  return bans;
}

/** What a person reads of a message: its words, without ICU arguments or tags. */
function wordsOf(message) {
  let tokens;
  try {
    tokens = parse(message);
  } catch {
    return message;
  }
  const parts = [];
  const walk = (list) => {
    for (const token of list) {
      if (token.type === 'content') parts.push(token.value);
      else if (token.cases) for (const c of token.cases) walk(c.tokens);
      else parts.push(' ');
    }
  };
  walk(tokens);
  return parts.join('').replace(/<\/?[a-z]+>/g, ' ');
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The test for one banned word: the whole word or phrase, also with an ending (e-mails, e-mailed),
 * without regard to case, except a word in capitals (an initialism such as PRC), which must match
 * as written.
 */
function banPattern(word) {
  const flags = word === word.toUpperCase() && /[A-Z]/.test(word) ? 'u' : 'iu';
  return new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(word)}(?:s|es|ed|ing)?(?![\\p{L}\\p{N}_-])`, flags);
}

/** Each text that says a banned word, as `id: says "word" (text)`. */
function plainWordProblems(texts, bans) {
  const patterns = bans.map((word) => [word, banPattern(word)]);
  const problems = [];
  for (const [id, text] of Object.entries(texts)) {
    const words = wordsOf(text);
    for (const [word, pattern] of patterns) if (pattern.test(words)) problems.push(`${id}: says "${word}" (${text})`);
  }
  return problems;
}

module.exports = { glossaryBans, plainWordProblems, wordsOf, GLOSSARY };
