// Runs dependency-cruiser over the repository with .dependency-cruiser.cjs (the import rules).
// dependency-cruiser reads TypeScript with the compiler's JavaScript API, which TypeScript 7 (the
// project's type checker) no longer has: its imports of 'typescript' are sent to TypeScript 5.9,
// installed beside it as 'typescript-5'. Usage: node scripts/check-imports.mjs [depcruise options]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import Module, { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.CHECK_IMPORTS_CHILD) {
  register('./check-imports-hook.mjs', import.meta.url);
  // Its version check reads 'typescript/package.json' through require, which the hook above does not see.
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    const fromCruiser = parent?.filename?.includes('/dependency-cruiser/');
    return resolveFilename.call(this, fromCruiser ? request.replace(/^typescript(?=\/|$)/, 'typescript-5') : request, parent, ...rest);
  };
  process.argv = [process.argv[0], path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), ...process.argv.slice(2)];
  await import(pathToFileURL(process.argv[1]).href);
} else {
  const targets = ['shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office', 'mfe-shared', 'api/src', 'api/test', 'scripts', 'e2e'].filter((dir) => existsSync(path.join(root, dir)));
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--config', '.dependency-cruiser.cjs', ...process.argv.slice(2), ...targets], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHECK_IMPORTS_CHILD: '1' },
  });
  process.exit(result.status ?? 1);
}
