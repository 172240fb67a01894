// Runs drizzle-kit so it finds this workspace's drizzle-orm: npm nests drizzle-orm under
// api/node_modules while drizzle-kit sits at the root, and drizzle-kit imports drizzle-orm
// (its version check with import(), the rest with require()) from its own location.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const drizzleKit = path.join(path.dirname(createRequire(path.join(apiDir, 'package.json')).resolve('drizzle-kit')), 'bin.cjs');
const result = spawnSync(process.execPath, ['--import', new URL('./resolve-drizzle-orm.mjs', import.meta.url).href, drizzleKit, ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: [path.join(apiDir, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter) },
});
process.exit(result.status ?? 1);
