// The checks every catalogue passes, shared by the build's loader and the catalogue test:
// ICU MessageFormat that parses, and the same arguments in each language as in English.
const { parse } = require('@messageformat/parser');

/** The names of a message's arguments ({name}, {count, plural, ...}), nested ones included. */
function argumentNames(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return names;
}

/**
 * The problems of one language's catalogue against English: ids English has that it lacks, ICU
 * that does not parse, arguments that differ. English itself is checked for syntax only.
 */
function catalogueProblems(messages, english, label) {
  const problems = [];
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') {
      problems.push(`${label}: "${id}" is not text`);
      continue;
    }
    let names;
    try {
      names = argumentNames(message);
    } catch (error) {
      problems.push(`${label}: "${id}" is not ICU MessageFormat: ${error.message}`);
      continue;
    }
    if (english && english[id] !== undefined && messages !== english) {
      let source;
      try {
        source = argumentNames(english[id]);
      } catch {
        continue; // reported on the English catalogue
      }
      const missing = [...source].filter((name) => !names.has(name));
      const extra = [...names].filter((name) => !source.has(name));
      if (missing.length || extra.length) problems.push(`${label}: "${id}" has arguments {${[...names].join(', ')}} where English has {${[...source].join(', ')}}`);
    }
  }
  if (english && messages !== english) {
    for (const id of Object.keys(english)) if (messages[id] === undefined) problems.push(`${label}: "${id}" is missing (English has it)`);
  }
  return problems;
}

module.exports = { argumentNames, catalogueProblems };
