// npm test: every stage of the test suite (docs/architecture.md#tests), side by side where they do not
// depend on each other and the cores allow, then a table of each stage's tests and seconds, also
// written to .test-times/stages.json. A stage's output is printed in one piece when it ends, so two
// stages never interleave; the last stage (end to end) prints as it goes.
// Usage: node scripts/test-all.mjs [stage ...]   (no names: every stage; e.g. `unit api-pglite`)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canStartPostgres, startPostgres } from './lib/postgres-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cores = Math.max(2, os.availableParallelism?.() ?? os.cpus().length);

// How many tests a stage's own output says passed and ran: jest, Playwright, node --test.
const counters = {
  jest: (out) => [...out.matchAll(/^Tests:\s+(.*?)(\d+) total/gm)].reduce((sum, m) => sum + Number(m[2]), 0) || undefined,
  playwright: (out) => {
    const counts = [...out.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run)/gm)];
    return counts.length ? counts.reduce((sum, m) => sum + Number(m[1]), 0) : undefined;
  },
  node: (out) => Number(/^# tests (\d+)/m.exec(out)?.[1]) || undefined,
};

/**
 * Each stage: its command, how many cores it keeps busy, and how its tests are counted; `last`
 * waits for every other stage (end to end needs the build, and runs alone). The order is the order
 * of preference when several could start: the longest first, so that the short ones fill the
 * lane that ends first and both cores stay busy until end to end starts.
 */
const stages = [
  { name: 'api-pglite', label: 'API on PGlite', command: ['node', 'scripts/test-api.mjs', '--engine', 'pglite'], cores: 1, count: counters.jest, env: { API_TEST_WORKERS: '1' } },
  {
    name: 'api-postgres',
    label: 'API on PostgreSQL',
    command: ['node', 'scripts/test-api.mjs', '--engine', 'postgres'],
    cores: 1,
    count: counters.jest,
    needs: ['postgres'],
    env: { API_TEST_WORKERS: '1' },
  },
  {
    name: 'unit',
    label: 'Unit tests',
    command: ['npx', 'jest', '--selectProjects', 'mfe-shared', 'shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office', '--maxWorkers=1'],
    cores: 1,
    count: counters.jest,
  },
  { name: 'cluster', label: 'Cluster', command: ['node', 'scripts/test-cluster.mjs'], cores: 1, count: counters.node, needs: ['postgres'] },
  { name: 'typecheck', label: 'Type check', command: ['npm', 'run', 'typecheck'], cores: 1 },
  { name: 'lint', label: 'Lint and format', command: ['npm', 'run', 'lint'], cores: 1 },
  { name: 'imports', label: 'Import rules', command: ['node', 'scripts/check-imports.mjs'], cores: 1 },
  { name: 'references', label: 'No issue references', command: ['node', 'scripts/check-references.mjs'], cores: 1 },
  { name: 'docs', label: 'Docs match the code', command: ['node', 'scripts/check-docs.mjs'], cores: 1 },
  {
    name: 'prometheus',
    label: 'Prometheus rules',
    command: ['node', 'scripts/check-prometheus-rules.mjs'],
    cores: 1,
    count: (out) => Number(/(\d+) rule tests passed/.exec(out)?.[1]) || undefined,
  },
  { name: 'build', label: 'Build', command: ['npm', 'run', 'build'], cores: 1 },
  { name: 'e2e', label: 'End to end', command: ['npm', 'test', '-w', 'e2e'], cores: 2, count: counters.playwright, last: true },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length) {
  console.error(`No such stage: ${unknown.join(', ')}. The stages: ${stages.map((stage) => stage.name).join(', ')}.`);
  process.exit(2);
}
const chosen = wanted.length ? stages.filter((stage) => wanted.includes(stage.name)) : stages;

// One PostgreSQL server for the stages that need one (each makes databases of its own on it).
let postgres;
if (chosen.some((stage) => stage.needs?.includes('postgres')) && canStartPostgres()) {
  postgres = startPostgres();
  console.log(postgres.given ? 'PostgreSQL: DATABASE_URL' : 'PostgreSQL: a throwaway server for this run');
}
const stopPostgres = () => postgres?.stop();
process.on('exit', stopPostgres);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const started = Date.now();
const seconds = (ms) => Math.round(ms / 100) / 10;
const results = new Map();
const running = new Set();

function run(stage) {
  return new Promise((resolve) => {
    const env = { ...process.env, ...stage.env, FORCE_COLOR: '0' };
    if (postgres && stage.needs?.includes('postgres')) env.DATABASE_URL = postgres.url;
    const begin = Date.now();
    console.log(`\n▶ ${stage.label} (${stage.command.join(' ')}) started at ${seconds(begin - started)} s`);
    const child = spawn(stage.command[0], stage.command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      if (stage.last) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      const result = {
        stage: stage.name,
        label: stage.label,
        ok: code === 0,
        tests: stage.count?.(output),
        seconds: seconds(Date.now() - begin),
        startedAt: seconds(begin - started),
      };
      if (!stage.last) process.stdout.write(`\n──── ${stage.label} ────\n${output}`);
      console.log(`${result.ok ? '✔' : '✘'} ${stage.label}: ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds} s`);
      resolve(result);
    });
  });
}

// Start whatever is ready and fits in the free cores; a stage that needs every core waits for them.
await new Promise((done) => {
  const pending = [...chosen];
  const busy = () => [...running].reduce((sum, stage) => sum + stage.cores, 0);
  const schedule = () => {
    for (const stage of [...pending]) {
      const fits = busy() + stage.cores <= cores || running.size === 0;
      const everyoneElseDone = !stage.last || (pending.length === 1 && running.size === 0);
      if (!fits || !everyoneElseDone) continue;
      pending.splice(pending.indexOf(stage), 1);
      running.add(stage);
      run(stage).then((result) => {
        running.delete(stage);
        results.set(stage.name, result);
        if (pending.length === 0 && running.size === 0) done();
        else schedule();
      });
    }
  };
  schedule();
});
stopPostgres();

const total = seconds(Date.now() - started);
const rows = chosen.map((stage) => results.get(stage.name));
const table = [
  ['stage', 'tests', 'started (s)', 'seconds', 'result'],
  ...rows.map((row) => [row.label, row.tests ?? '', row.startedAt, row.seconds, row.ok ? 'passed' : 'FAILED']),
  ['all', rows.reduce((sum, row) => sum + (row.tests ?? 0), 0), 0, total, rows.every((row) => row.ok) ? 'passed' : 'FAILED'],
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => String(line[column]).length)));
console.log(`\nStage times (${cores} cores):`);
for (const line of table)
  console.log(line.map((cell, column) => (typeof cell === 'number' ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]))).join('  '));
mkdirSync(path.join(root, '.test-times'), { recursive: true });
writeFileSync(path.join(root, '.test-times', 'stages.json'), `${JSON.stringify({ finishedAt: new Date().toISOString(), cores, seconds: total, stages: rows }, null, 2)}\n`);

const failed = rows.filter((row) => !row.ok);
if (failed.length) console.log(`\nFailed: ${failed.map((row) => row.label).join(', ')} (their output is above, under their names).`);
process.exit(failed.length ? 1 : 0);
