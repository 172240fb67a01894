// Compiles the USWDS subset once; the shell bundles the result with its fonts and icons.
import { compileAsync } from 'sass-embedded';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
// The package's exports hide package.json, so find it from its main script.
const main = createRequire(import.meta.url).resolve('@uswds/uswds');
const uswds = main.slice(0, main.lastIndexOf(path.join('@uswds', 'uswds')) + '@uswds/uswds'.length);
const out = path.join(root, 'dist');

// Each app's build calls this with --if-missing, so `npm run build -w mfe-appeal` works on a fresh clone.
if (process.argv.includes('--if-missing') && existsSync(path.join(out, 'styles.css'))) process.exit(0);
mkdirSync(out, { recursive: true });
const result = await compileAsync(path.join(root, 'src/ui/styles/index.scss'), {
  loadPaths: [path.join(uswds, 'packages')],
  style: 'compressed',
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'if-function'],
});
writeFileSync(path.join(out, 'styles.css'), result.css);
cpSync(path.join(uswds, 'dist/fonts/public-sans'), path.join(out, 'fonts/public-sans'), { recursive: true });
cpSync(path.join(uswds, 'dist/img'), path.join(out, 'img'), { recursive: true });
console.log(`mfe-shared styles: ${(result.css.length / 1024).toFixed(1)} KB`);
