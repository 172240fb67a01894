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
import { canStartPostgres, startPostgres } from './lib/postgres-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nginx = process.env.NGINX_BIN || '/usr/sbin/nginx';

if (!existsSync(nginx)) {
  console.log(`\nCluster suite skipped: nginx is not installed (${nginx}; apt-get install nginx-light, or .ci/run)`);
  process.exit(0);
}
if (!canStartPostgres()) {
  console.log('\nCluster suite skipped: no PostgreSQL server available (set DATABASE_URL, or install PostgreSQL and run as root)');
  process.exit(0);
}

let interrupted = false;
process.on('SIGINT', () => (interrupted = true));

const cleanups = [];
const server = startPostgres();
cleanups.push(() => server.stop());
// A database of its own on the server, dropped afterwards.
const name = `cluster_${randomBytes(6).toString('hex')}`;
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
await admin(`CREATE DATABASE ${name}`);
cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
const url = new URL(server.url);
url.pathname = `/${name}`;
const databaseUrl = url.href;

console.log('\n=== cluster tests: 3 API processes on PostgreSQL behind nginx ===');
const files = readdirSync(path.join(root, 'cluster'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => path.join('cluster', name));
const { DATABASE_URL: _unused, ...env } = process.env;
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...process.argv.slice(2), ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, CLUSTER_DATABASE_URL: databaseUrl },
});
for (const step of cleanups.reverse()) await step();
console.log(`\nCluster: ${result.status === 0 ? 'passed' : 'FAILED'}`);
process.exit(interrupted ? 130 : result.status === 0 ? 0 : 1);
