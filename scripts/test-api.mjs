// The api suite twice (docs/architecture.md#tests): on embedded PGlite, then on a real PostgreSQL server:
// DATABASE_URL when set, otherwise a throwaway server (scripts/lib/postgres-server.mjs) when the
// PostgreSQL binaries are installed. Extra arguments go to jest, so `npm run test:api -- api/test/<file>`
// runs one file on both engines. `--engine pglite` or `--engine postgres` runs one of the two.
// Usage: node scripts/test-api.mjs [--engine pglite|postgres] [jest args]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './lib/postgres-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const engineAt = args.indexOf('--engine');
const engines = engineAt === -1 ? ['pglite', 'postgres'] : [args.splice(engineAt, 2)[1]];
if (!engines.every((engine) => ['pglite', 'postgres'].includes(engine))) {
  console.error('--engine takes pglite or postgres.');
  process.exit(2);
}

// Ctrl-C reaches jest too; finish the cleanup below (stop the server) before exiting.
let interrupted = false;
process.on('SIGINT', () => (interrupted = true));

// Both cores: each jest worker has a database of its own (api/test/support/test-database.ts).
const workers = process.env.API_TEST_WORKERS ?? '2';

function runSuite(label, env) {
  console.log(`\n=== api tests on ${label} ===`);
  const result = spawnSync('npx', ['jest', ...args, '--selectProjects', 'api', `--maxWorkers=${workers}`], { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

const { DATABASE_URL: givenUrl, ...envWithoutDatabase } = process.env;
const results = [];
if (engines.includes('pglite')) results.push(['PGlite', runSuite('PGlite', envWithoutDatabase)]);

if (engines.includes('postgres') && !interrupted) {
  let server;
  try {
    server = startPostgres();
  } catch (error) {
    console.error(error.message);
    results.push(['PostgreSQL', false]);
  }
  if (server) {
    try {
      const label = server.given ? `PostgreSQL (${new URL(givenUrl).host})` : 'PostgreSQL (throwaway server)';
      results.push(['PostgreSQL', runSuite(label, { ...envWithoutDatabase, DATABASE_URL: server.url })]);
    } finally {
      server.stop();
    }
  } else if (!results.some(([label]) => label === 'PostgreSQL')) {
    console.log('\nPostgreSQL suite skipped: no server available (set DATABASE_URL)');
  }
}

console.log(`\n${results.map(([label, ok]) => `${label}: ${ok ? 'passed' : 'FAILED'}`).join(', ')}`);
process.exit(interrupted ? 130 : results.every(([, ok]) => ok) ? 0 : 1);
