// npm run start:cluster: the site on several API processes behind nginx, on one PostgreSQL
// (README "Running several API processes").
//
//   API_PROCESSES (2)  PORT (8080, nginx)  DATABASE_URL (unset: a throwaway server, deleted at the end)
//   CLUSTER_DIR (./data/cluster: the shared PORTAL_SECRET, nginx's files, a log per process)
//   MAIL_CATCHER_SMTP_PORT (1025), MAIL_CATCHER_PORT (1080); SMTP_URL: a real mail server instead
//   PROMETHEUS_PORT (9090): Prometheus scraping every process, with ops/prometheus's rules and dashboard
//
// Ctrl-C (or SIGTERM) stops nginx, then each process gracefully, then the throwaway server.
// SIGHUP (kill -HUP <pid>) restarts the API processes one at a time, without losing a request.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startCluster } from './cluster.mjs';
import { startPrometheus } from './prometheus.mjs';
import { ROOT } from './processes.mjs';

const env = process.env;
const throwaway = path.join(ROOT, 'scripts', 'pg-throwaway.sh');

function whole(name, fallback, { min = 0 } = {}) {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > 65_535) {
    console.error(`${name} must be a whole number from ${min}, not "${text}".`);
    process.exit(1);
  }
  return value;
}

const processes = whole('API_PROCESSES', 2, { min: 1 });
const port = whole('PORT', 8080, { min: 1 });
const dir = path.resolve(env.CLUSTER_DIR || path.join(ROOT, 'data', 'cluster'));
const cleanups = [];

if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html')) && !process.argv.includes('--no-build')) {
  console.log('shell/dist is missing: npm run build first (once; --no-build skips it and serves the API alone)');
  if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
}

function throwawayPostgres() {
  const started = spawnSync('bash', [throwaway, 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const vars = Object.fromEntries(
    started.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  if (started.status !== 0 || !vars.DATABASE_URL) throw new Error('Could not start a throwaway PostgreSQL server (see above); set DATABASE_URL instead.');
  cleanups.push(() => spawnSync('bash', [throwaway, 'stop', vars.PG_THROWAWAY_DIR], { stdio: 'inherit' }));
  console.log(`PostgreSQL: a throwaway server (${vars.PG_THROWAWAY_DIR}), deleted when this stops; set DATABASE_URL to keep the data`);
  return vars.DATABASE_URL;
}

let cluster;
let prometheus;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('stopping: Prometheus, nginx, then each API process (finishing its requests), then PostgreSQL');
  await prometheus?.stop().catch((error) => console.error(error.message));
  await cluster?.stop().catch((error) => console.error(error.message));
  for (const step of cleanups.splice(0).reverse()) step();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGHUP', () => {
  if (!cluster || stopping) return;
  console.log('SIGHUP: restarting the API processes one at a time');
  cluster.rollingRestart().then(
    () => console.log('rolling restart done'),
    (error) => console.error(`rolling restart failed: ${error.message}`),
  );
});

try {
  const databaseUrl = env.DATABASE_URL || throwawayPostgres();
  cluster = await startCluster({
    databaseUrl,
    dir,
    processes,
    listen: String(port),
    mailPorts: { smtp: whole('MAIL_CATCHER_SMTP_PORT', 1025), web: whole('MAIL_CATCHER_PORT', 1080) },
  });
  // Scrapes each process on its own port (not through nginx, which answers /metrics with 404).
  prometheus = await startPrometheus({ dir, targets: cluster.apis.map((api) => `127.0.0.1:${api.port}`), port: whole('PROMETHEUS_PORT', 9090, { min: 1 }) });
  if (prometheus) console.log(`Prometheus: ${prometheus.url}/ (alerts: ${prometheus.url}/alerts), the dashboard: ${prometheus.dashboard}`);
  console.log(`Assessor portal on ${cluster.url}/ (${processes} API processes; Ctrl-C stops, kill -HUP ${process.pid} restarts them one by one)`);
} catch (error) {
  console.error(error.message);
  await stop(1);
}
