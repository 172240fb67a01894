// npm run bench:appeals:cluster: the cluster's appeal load (scripts/cluster/appeal-load.ts, what
// npm run test:cluster files with) through nginx to API_PROCESSES API processes on one PostgreSQL,
// as npm run start:cluster runs them (scripts/cluster/cluster.mjs). Each run offers --rate appeal
// submissions a second (a steady rate: the n-th starts n / rate seconds in; at most --concurrency in
// flight), each with its own Idempotency-Key and client address (X-Forwarded-For, believed from nginx),
// and prints the appeals filed a second and the p50 and p95 of every submission's milliseconds;
// then the medians over --runs runs. The outbox workers send each filing's e-mail to the cluster's
// mail catcher meanwhile, as on a deadline day.
//
//   npm run bench:appeals:cluster [-- --rate 200] [--appeals 1200] [--runs 3] [--concurrency 64] [--processes 2]
//
// --rate 0: no steady rate, --concurrency at a time as fast as they are answered (closed loop).
// The database: DATABASE_URL's server (a database of its own, dropped afterwards), else a throwaway
// server (scripts/pg-throwaway.sh). nginx, the processes, PostgreSQL, the mail catcher and this load
// generator share the machine's cores: each run also prints the CPU milliseconds an appeal cost
// each part (from /proc, sampled before and a second after the run), and what other processes on
// the machine took meanwhile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort, startCluster } from './cluster/cluster.mjs';
import { bodySource, openSeason, parcelSource, steadyAppealLoad } from './cluster/appeal-load';
import { median, quantile } from './bench-api/measure';
import { startPostgres } from './lib/postgres-server.mjs';
import { DEFAULT_LIMITS } from '../api/src/infrastructure/config/limit-settings';
import { Client } from 'pg';
import { adminStatement } from './lib/postgres-admin';

function options() {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: number, min = 1) => {
    const at = args.indexOf(name);
    const parsed = at === -1 ? fallback : Number(args[at + 1]?.replace(/[_,]/g, ''));
    if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} takes a whole number from ${min}`);
    return parsed;
  };
  return {
    rate: value('--rate', 200, 0),
    appeals: value('--appeals', 1_200),
    runs: value('--runs', 3),
    concurrency: value('--concurrency', 64),
    processes: value('--processes', Number(process.env.API_PROCESSES || 2)),
  };
}

/** The limits the load would meet (every request from one machine, so one county's count): lifted for it, and said so. */
const LIFTED = '10000000/10m';
const liftedLimits = { LIMIT_APPEALS_PER_ADDRESS: LIFTED, LIMIT_APPEALS_PER_COUNTY: LIFTED };

interface Run {
  perSecond: number;
  p50: number;
  p95: number;
  notFiled: number;
  /** CPU milliseconds an appeal filed, by part (cpuByPart). */
  cpu: Record<string, number>;
}

const TICK_MS = 1000 / 100; // USER_HZ: /proc's clock ticks are hundredths of a second on Linux

/** Every process's CPU so far (/proc/<pid>/stat: utime + stime), by pid, with what it is. */
function cpuByProcess(): Map<number, { part: string; ms: number }> {
  const processes = new Map<number, { part: string; ms: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      processes.set(pid, { part: partOf(pid, command), ms });
    } catch {
      // gone meanwhile
    }
  }
  return processes;
}

function partOf(pid: number, command: string): string {
  if (pid === process.pid) return 'load generator';
  if (command.startsWith('postgres')) return 'postgresql';
  if (command.startsWith('nginx')) return 'nginx';
  if (command.includes('mail-catcher')) return 'mail catcher';
  if (command.includes('src/main.ts')) return 'api processes';
  return 'other (not this benchmark)';
}

/** CPU milliseconds between two snapshots, by part (processes that started meanwhile count from 0). */
function cpuBetween(before: ReturnType<typeof cpuByProcess>, after: ReturnType<typeof cpuByProcess>): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const [pid, { part, ms }] of after) parts[part] = (parts[part] ?? 0) + ms - (before.get(pid)?.ms ?? 0);
  return parts;
}

async function oneRun(origin: string, next: ReturnType<typeof parcelSource>, appeals: number, rate: number, concurrency: number): Promise<Run> {
  let left = appeals;
  // Made before the clock starts: the load generator's CPU during the run is its requests' only.
  const made = bodySource(() => (left-- > 0 ? next() : undefined), await openSeason(origin));
  const ready = Array.from({ length: appeals }, made).filter((body) => body !== undefined);
  const bodies = () => ready.shift();
  const cpuBefore = cpuByProcess();
  const started = performance.now();
  const load = steadyAppealLoad(origin, bodies, { concurrency, keyPrefix: `bench-${randomBytes(4).toString('hex')}`, perSecond: rate || undefined });
  const sent = await load.done();
  const seconds = (performance.now() - started) / 1000;
  // The outbox workers are still sending the last runs' e-mails: a second more counts most of that.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const cpu = Object.fromEntries(Object.entries(cpuBetween(cpuBefore, cpuByProcess())).map(([part, ms]) => [part, ms / Math.max(1, appeals)]));
  const filed = sent.filter((request) => request.status === 201);
  const ms = sent.map((request) => request.endedAt - request.startedAt);
  return { perSecond: filed.length / seconds, p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), notFiled: sent.length - filed.length, cpu };
}

interface Drained {
  /** E-mails owed when the last run ended. */
  left: number;
  /** Until the outbox held none. */
  seconds: number;
  /** CPU milliseconds of each part meanwhile, per e-mail sent. */
  cpu: Record<string, number>;
}

/** Waits until every filing's e-mail has gone out (up to 10 minutes), and says what that took. */
async function drainOutbox(databaseUrl: string): Promise<Drained> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const pending = async () => Number((await client.query("select count(*) as n from outbox where status = 'pending'")).rows[0].n);
    const cpuBefore = cpuByProcess();
    const started = performance.now();
    const left = await pending();
    for (let waited = 0; (await pending()) > 0; waited += 250) {
      if (waited > 600_000) throw new Error('the outbox still had e-mails to send 10 minutes after the last run');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = Object.fromEntries(Object.entries(cpuBetween(cpuBefore, cpuByProcess())).map(([part, ms]) => [part, ms / Math.max(1, left)]));
    return { left, seconds, cpu };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { rate, appeals, runs, concurrency, processes } = options();
  console.log(
    `bench:appeals:cluster: ${runs} runs of ${appeals} appeal submissions ${rate ? `offered at ${rate} a second` : 'as fast as answered'}, at most ${concurrency} at a time, through nginx to ${processes} API process${processes === 1 ? '' : 'es'} on PostgreSQL`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at start`,
  );
  const { perAddress, perCounty } = DEFAULT_LIMITS.writes.appeals;
  console.log(
    `Limits lifted for this benchmark's load (one machine: one county's count): appeals per address and per county ${LIFTED} (LIMIT_APPEALS_PER_ADDRESS, LIMIT_APPEALS_PER_COUNTY; the defaults: ${perAddress.max} per address in ${perAddress.windowSeconds / 60} minutes, ${perCounty.max} per county in ${perCounty.windowSeconds / 60}). Each submission comes from its own client address; every other limit is as it is by default.`,
  );
  const server = startPostgres();
  if (!server) throw new Error('No PostgreSQL server: set DATABASE_URL, or install PostgreSQL and run as root (scripts/pg-throwaway.sh)');
  const name = `bench_appeals_${randomBytes(5).toString('hex')}`;
  await adminStatement(server.url, `CREATE DATABASE ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-appeals-cluster-'));
  const warmUp = 400;
  // Parcels for the warm-up and every run, past the demo showcase's first 2,000, with room for inactive and unvalued ones.
  const parcels = 2_000 + Math.ceil((warmUp + runs * appeals) / 0.75) + 500;
  const next = parcelSource(parcels);
  const results: Run[] = [];
  let drained: Drained | undefined;
  try {
    const cluster = await startCluster({
      databaseUrl: url.href,
      dir,
      processes,
      listen: `127.0.0.1:${await freePort()}`,
      mailPorts: { smtp: 0, web: 0 },
      env: { DEMO: '1', PARCELS: String(parcels), ...liftedLimits },
      log: () => undefined,
    });
    try {
      // Warm-up: the processes' first filings compile their code paths and fill their connection pools.
      await oneRun(cluster.url, next, warmUp, 0, Math.min(concurrency, 20));
      for (let run = 0; run < runs; run += 1) {
        const result = await oneRun(cluster.url, next, appeals, rate, concurrency);
        results.push(result);
        console.log(
          `  run ${run + 1}/${runs}: ${result.perSecond.toFixed(1)} appeals/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms${result.notFiled ? `, ${result.notFiled} not filed` : ''}`,
        );
        console.log(
          `    CPU ms an appeal: ${Object.entries(result.cpu)
            .sort((a, b) => b[1] - a[1])
            .map(([part, ms]) => `${part} ${ms.toFixed(2)}`)
            .join(', ')}`,
        );
      }
      drained = await drainOutbox(url.href);
    } finally {
      await cluster.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await adminStatement(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    server.stop();
  }
  if (drained) {
    console.log(
      `the outbox: ${drained.left} e-mails still to send after the last run, all sent ${drained.seconds.toFixed(1)} s later; CPU ms an e-mail meanwhile: ${Object.entries(
        drained.cpu,
      )
        .sort((a, b) => b[1] - a[1])
        .map(([part, ms]) => `${part} ${ms.toFixed(2)}`)
        .join(', ')}`,
    );
  }
  const notFiled = results.reduce((sum, result) => sum + result.notFiled, 0);
  console.log(
    `median of ${runs}: ${median(results.map((r) => r.perSecond)).toFixed(1)} appeals/s, p50 ${median(results.map((r) => r.p50)).toFixed(1)} ms, p95 ${median(results.map((r) => r.p95)).toFixed(1)} ms; ${notFiled} not filed`,
  );
  const parts = [...new Set(results.flatMap((result) => Object.keys(result.cpu)))];
  console.log(`median CPU ms an appeal: ${parts.map((part) => `${part} ${median(results.map((result) => result.cpu[part] ?? 0)).toFixed(2)}`).join(', ')}`);
  if (notFiled) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
