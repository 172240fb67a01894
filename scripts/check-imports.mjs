// Runs dependency-cruiser over the repository with .dependency-cruiser.cjs (the import rules), then
// checks the rule dependency-cruiser cannot say by pattern: no folder-level cycle in any package
// (docs/architecture.md, "Import rules"). Usage: node scripts/check-imports.mjs [depcruise options]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'dependency-cruiser';
import { folderCycles } from './lib/folder-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = ['shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office', 'mfe-shared', 'api/src', 'api/test', 'scripts', 'e2e'].filter((dir) =>
  existsSync(path.join(root, dir)),
);
const cruised = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
    ...process.argv.slice(2),
    ...targets,
  ],
  { cwd: root, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
);
if (!cruised.stdout) process.exit(cruised.status ?? 1);
const result = JSON.parse(cruised.stdout);
const report = await format(result, { outputType: 'err' });
process.stdout.write(report.output);

// Code only: a test may reach across folders to set a scene. A package's face (its index.ts, which
// hands names on) is no folder of its own: the singleton is imported by name from inside mfe-shared.
const isCode = (file) => !/(^|\/)(test|tests|__tests__|e2e)\/|\.test\.tsx?$|^scripts\/|(^|\/)index\.tsx?$/.test(file);
const cycles = folderCycles(
  result.modules.filter((module) => isCode(module.source)),
  isCode,
);
for (const cycle of cycles) {
  console.log(`\n  error no-folder-cycle: ${cycle.folders.join(' → ')} → ${cycle.folders[0]}`);
  for (const arrow of cycle.arrows) console.log(`    ${arrow}`);
}
if (cycles.length) console.log(`\nx ${cycles.length} folder cycle(s): a folder imports, through others, a folder that imports it back. Move the shared piece below both.`);
process.exit(report.exitCode || cycles.length ? 1 : 0);
