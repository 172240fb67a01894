// npm run check:references: no tracked file points to an issue or to a numbered section of the
// specification, which a reader of the code does not have; code, tests and docs say the rule itself
// or point to a section of docs/ (docs/architecture.md#tests). The release history
// (mfe-shared/CHANGELOG.md) may name what it fixed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pattern = 'issue [0-9]+|SPEC [0-9]';
const found = spawnSync('git', ['grep', '-n', '-i', '-E', pattern, '--', '.', ':!mfe-shared/CHANGELOG.md'], { cwd: root, encoding: 'utf8' });
if (found.status === 1) {
  console.log('✔ no tracked file refers to an issue or a numbered section of the specification');
  process.exit(0);
}
if (found.status !== 0) {
  console.error(`git grep failed: ${found.stderr.trim() || `exit ${found.status}`}`);
  process.exit(2);
}
const lines = found.stdout.trim().split('\n');
console.error(`✘ ${lines.length} line${lines.length === 1 ? '' : 's'} refer to an issue or a section of the specification. Say the rule itself, or point to a section of docs/:`);
for (const line of lines) console.error(`  ${line}`);
process.exit(1);
