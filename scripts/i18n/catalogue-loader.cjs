// Rspack loader for `src/locales/<lang>/<topic>.json`: checks the catalogue against its
// English sibling and compiles each ICU message with Lingui, so the browser gets no message parser
// and a broken or incomplete catalogue fails the build.
const fs = require('node:fs');
const path = require('node:path');
const { compileMessage } = require('@lingui/message-utils/compileMessage');
const { catalogueProblems } = require('./catalogue-check.cjs');

module.exports = function catalogueLoader(source) {
  const messages = JSON.parse(source);
  const file = this.resourcePath;
  const language = path.basename(path.dirname(file));
  const englishFile = path.join(path.dirname(file), '..', 'en', path.basename(file));
  let english = null;
  if (language !== 'en' && fs.existsSync(englishFile)) {
    this.addDependency(englishFile);
    english = JSON.parse(fs.readFileSync(englishFile, 'utf8'));
  }
  const problems = catalogueProblems(messages, english ?? messages, path.relative(process.cwd(), file));
  if (problems.length) throw new Error(`Catalogue problems:\n${problems.join('\n')}`);
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));
  return `export default ${JSON.stringify(compiled)};`;
};
