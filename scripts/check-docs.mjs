// npm run check:docs: the claims of the README and docs/ that a machine can check (docs/architecture.md#docs-that-cannot-drift).
// - every `npm run <script>` (with or without -w <workspace>), `npm start` and `npm test` they name
//   is a script of that package.json;
// - every address on this machine they name (http://localhost:<port>) is a port the code serves by default.
// Prints each claim that is wrong, and exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const tracked = (pattern) => git('ls-files', '--', pattern).split('\n').filter(Boolean);
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const docs = tracked('*.md');
const problems = [];
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

// Commands.
const scriptsOf = (dir) => JSON.parse(read(path.join(dir, 'package.json'))).scripts ?? {};
const workspaces = JSON.parse(read('package.json')).workspaces;
const command = /\bnpm (run ([a-z0-9:-]+)|start|test)(?:\s+(?:-w|--workspace)[= ]([a-z0-9-]+))?/g;
for (const doc of docs) {
  const text = read(doc);
  for (const match of text.matchAll(command)) {
    const script = match[2] ?? match[1];
    const workspace = match[3] ?? '';
    if (workspace && !workspaces.includes(workspace)) problems.push(`${doc}:${lineOf(text, match.index)}: "${match[0]}": there is no workspace ${workspace}`);
    else if (!(script in scriptsOf(workspace)))
      problems.push(`${doc}:${lineOf(text, match.index)}: "${match[0]}": ${workspace || 'the root'} package.json has no script "${script}"`);
  }
}

// Ports: a port named in the docs appears as a number in the code that serves it.
const code = tracked('*.ts')
  .concat(tracked('*.mjs'), tracked('*.cjs'), tracked('*.js'))
  .filter((file) => !file.includes('/test/') && !file.endsWith('.test.ts') && !file.endsWith('.spec.ts') && !file.startsWith('e2e/'))
  .map(read)
  .join('\n');
// A port is a default where the code says so: `PORT = 8080`, `port: 3002`, `?? '8081'`, or an address of its own.
const portDefaults = /\b\w*(?:port|PORT|Port)\w*\b[^\n;,)]{0,40}?(?:=|:|\?\?|\|\|)\s*['"`]?(\d{2,5})\b|(?:localhost|127\.0\.0\.1):(\d{2,5})\b/g;
const ports = new Set([...code.matchAll(portDefaults)].map((match) => match[1] ?? match[2]));
for (const doc of docs) {
  const text = read(doc);
  for (const match of text.matchAll(/\b(?:localhost|127\.0\.0\.1):(\d{2,5})\b/g)) {
    if (!ports.has(match[1])) problems.push(`${doc}:${lineOf(text, match.index)}: port ${match[1]} is named but no code serves it`);
  }
}

if (problems.length) {
  console.error(`${problems.length} claim${problems.length === 1 ? '' : 's'} in the docs do not match the code:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`The docs match the code: ${docs.length} documents checked.`);
