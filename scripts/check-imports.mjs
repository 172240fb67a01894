// Runs dependency-cruiser over the repository with .dependency-cruiser.cjs (the import rules).
// Usage: node scripts/check-imports.mjs [depcruise options]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = ['shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office', 'mfe-shared', 'api/src', 'api/test', 'scripts', 'e2e'].filter((dir) => existsSync(path.join(root, dir)));
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), '--config', '.dependency-cruiser.cjs', ...process.argv.slice(2), ...targets], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
