// Compiles the USWDS subset once; the shell bundles the result with its fonts and icons.
import { compileAsync } from 'sass-embedded';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
// The package's exports hide package.json, so find it from its main script.
const main = createRequire(import.meta.url).resolve('@uswds/uswds');
const uswds = main.slice(0, main.lastIndexOf(path.join('@uswds', 'uswds')) + '@uswds/uswds'.length);
const out = path.join(root, 'dist');
const outputs = ['styles.css', 'styles.embed.css', 'embed-fonts.json'];

// Each app's build calls this with --if-missing, so `npm run build -w mfe-appeal` works on a fresh clone.
if (process.argv.includes('--if-missing') && outputs.every((file) => existsSync(path.join(out, file)))) process.exit(0);
mkdirSync(out, { recursive: true });
const result = await compileAsync(path.join(root, 'src/ui/styles/index.scss'), {
  loadPaths: [path.join(uswds, 'packages')],
  style: 'compressed',
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'if-function'],
});
writeFileSync(path.join(out, 'styles.css'), result.css);
// The same styles for the embed's shadow root, and its fonts for the page (scripts/embed-styles.cjs).
const embed = createRequire(import.meta.url)('./embed-styles.cjs').toEmbedStyles(result.css);
writeFileSync(path.join(out, 'styles.embed.css'), embed.css);
writeFileSync(path.join(out, 'embed-fonts.json'), JSON.stringify(embed.fonts, null, 2));
cpSync(path.join(uswds, 'dist/fonts/public-sans'), path.join(out, 'fonts/public-sans'), { recursive: true });
cpSync(path.join(uswds, 'dist/img'), path.join(out, 'img'), { recursive: true });

// The fonts the CSS uses, cut to what a US county's names and texts need: Basic Latin, Latin-1 and
// Latin Extended-A (Peña, Øster, Łukasz), general punctuation, the euro and trademark signs (~9 KB
// less per face). A character outside falls back to the system font of the same family stack.
const ranges = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];
const characters = ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i))).join('');
for (const font of new Set(result.css.match(/PublicSans-[A-Za-z]+\.woff2/g))) {
  const file = path.join(out, 'fonts/public-sans', font);
  writeFileSync(file, await subsetFont(readFileSync(file), characters, { targetFormat: 'woff2' }));
}
console.log(`mfe-shared styles: ${(result.css.length / 1024).toFixed(1)} KB`);
