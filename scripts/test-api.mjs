// The api suite twice (docs/architecture.md#tests): on embedded PGlite, then on a real PostgreSQL server:
// DATABASE_URL when set, otherwise a throwaway server (scripts/pg-throwaway.sh) when the
// PostgreSQL binaries are installed. Extra arguments go to jest.
// Usage: node scripts/test-api.mjs [jest args]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const throwaway = path.join(root, 'scripts', 'pg-throwaway.sh');
const jestArgs = process.argv.slice(2);

// Ctrl-C reaches jest too; finish the cleanup below (stop the server) before exiting.
let interrupted = false;
process.on('SIGINT', () => (interrupted = true));

function runSuite(label, env) {
  console.log(`\n=== api tests on ${label} ===`);
  const result = spawnSync('npx', ['jest', ...jestArgs, '--selectProjects', 'api'], { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

const { DATABASE_URL: givenUrl, ...envWithoutDatabase } = process.env;
const results = [['PGlite', runSuite('PGlite', envWithoutDatabase)]];

if (interrupted) {
  // Skip the second run.
} else if (givenUrl) {
  results.push(['PostgreSQL', runSuite(`PostgreSQL (${new URL(givenUrl).host})`, process.env)]);
} else if (existsSync(path.join(pgBin, 'initdb')) && process.getuid?.() === 0) {
  const started = spawnSync('bash', [throwaway, 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, PG_BIN: pgBin } });
  const vars = Object.fromEntries(started.stdout.trim().split('\n').filter(Boolean).map((line) => line.split(/=(.*)/s).slice(0, 2)));
  if (started.status !== 0 || !vars.DATABASE_URL) {
    console.error('Could not start a throwaway PostgreSQL server (see above).');
    results.push(['PostgreSQL', false]);
  } else {
    try {
      results.push(['PostgreSQL', runSuite('PostgreSQL (throwaway server)', { ...envWithoutDatabase, DATABASE_URL: vars.DATABASE_URL })]);
    } finally {
      spawnSync('bash', [throwaway, 'stop', vars.PG_THROWAWAY_DIR], { stdio: 'inherit', env: { ...process.env, PG_BIN: pgBin } });
    }
  }
} else {
  console.log('\nPostgreSQL suite skipped: no server available (set DATABASE_URL)');
}

console.log(`\n${results.map(([label, ok]) => `${label}: ${ok ? 'passed' : 'FAILED'}`).join(', ')}`);
process.exit(interrupted ? 130 : results.every(([, ok]) => ok) ? 0 : 1);
