// npm run test:cluster: the cluster suite (cluster/, docs/architecture.md#several-api-processes):
// three API processes on one PostgreSQL behind nginx. Needs nginx and PostgreSQL: a database of its
// own on DATABASE_URL's server, or a throwaway server (scripts/pg-throwaway.sh). Without them it
// says so and skips, as scripts/test-api.mjs does for PostgreSQL. Extra arguments go to node --test.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const nginx = process.env.NGINX_BIN || '/usr/sbin/nginx';
const throwaway = path.join(root, 'scripts', 'pg-throwaway.sh');
const givenUrl = process.env.DATABASE_URL;

if (!existsSync(nginx)) {
  console.log(`\nCluster suite skipped: nginx is not installed (${nginx}; apt-get install nginx-light, or .ci/run)`);
  process.exit(0);
}
if (!givenUrl && !(existsSync(path.join(pgBin, 'initdb')) && process.getuid?.() === 0)) {
  console.log('\nCluster suite skipped: no PostgreSQL server available (set DATABASE_URL, or install PostgreSQL and run as root)');
  process.exit(0);
}

let interrupted = false;
process.on('SIGINT', () => (interrupted = true));

const cleanups = [];
let databaseUrl;
if (givenUrl) {
  // A database of its own on the given server, dropped afterwards.
  const name = `cluster_${randomBytes(6).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: givenUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(givenUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.href;
} else {
  const started = spawnSync('bash', [throwaway, 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, PG_BIN: pgBin } });
  const vars = Object.fromEntries(started.stdout.trim().split('\n').filter(Boolean).map((line) => line.split(/=(.*)/s).slice(0, 2)));
  if (started.status !== 0 || !vars.DATABASE_URL) {
    console.error('Could not start a throwaway PostgreSQL server (see above).');
    process.exit(1);
  }
  databaseUrl = vars.DATABASE_URL;
  cleanups.push(() => spawnSync('bash', [throwaway, 'stop', vars.PG_THROWAWAY_DIR], { stdio: 'inherit', env: { ...process.env, PG_BIN: pgBin } }));
}

console.log('\n=== cluster tests: 3 API processes on PostgreSQL behind nginx ===');
const files = readdirSync(path.join(root, 'cluster')).filter((name) => name.endsWith('.test.ts')).map((name) => path.join('cluster', name));
const { DATABASE_URL: _unused, ...env } = process.env;
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...process.argv.slice(2), ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, CLUSTER_DATABASE_URL: databaseUrl },
});
for (const step of cleanups.reverse()) await step();
console.log(`\nCluster: ${result.status === 0 ? 'passed' : 'FAILED'}`);
process.exit(interrupted ? 130 : result.status === 0 ? 0 : 1);
