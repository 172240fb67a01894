// npm run bench:api: parcel search and parcel page of the real API over HTTP, on a county of a
// million parcels in PostgreSQL, beside the plain one-statement search (count(*) over ()), and the
// office queue on 100,000 appeals of one season.
//
//   npm run bench:api [-- --parcels 1000000] [--appeals 100000] [--quick] [--seconds 10] [--runs 3] [--passes 3] [--connections 20] [--no-baseline]
//
// PostgreSQL: DATABASE_URL when set (its harbor-county is topped up to --parcels), otherwise a
// throwaway server (scripts/pg-throwaway.sh), stopped at the end. The server runs in a child
// process (scripts/bench-api/server.ts), autocannon here. Cases: search over 100 fixed terms,
// GET /prc/{id}, GET /me (the floor of every county call), the office queue (14 views a clerk opens,
// with a clerk's session cookie: scripts/bench-api/office-appeals.ts) and the baseline. Per case: latency one
// request at a time (p50/p95/p99 over every term or id, --passes times), then requests per second
// at --connections connections for --seconds, --runs times, median, with the CPU per request of the
// server, PostgreSQL and autocannon. --quick: 100,000 parcels, 3 s runs, one pass. api/README.md,
// "Benchmark", has the figures. --parcels 2400000: a county the size of Los Angeles (seeding takes
// about 12 minutes on 2 cores; DATABASE_URL keeps it for the next run).
//
// Then the surge case (scripts/bench-api/surge.ts; needs nginx): appeal submissions per second and
// p95 through nginx with 1 and 2 API processes, and a capacity estimate for a 2.4-million-parcel
// county's deadline day. [--surge-runs 3] [--surge-appeals 300] [--no-surge] [--surge-only]
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../api/src/infrastructure/db/client';
import { demoParcel, seededRandom } from '../api/src/tools/demo/demo-parcels';
import { seedDemoTenants } from '../api/src/tools/demo/seed-tenants';
import { DEMO_COUNTIES } from '../api/src/tools/demo/seed-parcels';
import { measureLatency, measureThroughput, median, quantile, timedGet, type Latencies } from './bench-api/measure';
import { benchSearchTerms } from './bench-api/search-terms';
import { parentPid, treeCpuMs } from './bench-api/cpu';
import { bulkSeedParcels, rawClient } from './bulk-seed-parcels';
import { clerkCookie, officeQueuePaths, seedOfficeAppeals } from './bench-api/office-appeals';
import { printSurge, runSurge } from './bench-api/surge';
import { cleanups, cleanUp } from './lib/clean-up';
import { startPostgres as startServerOrGiven } from './lib/postgres-server.mjs';

const county = DEMO_COUNTIES[0];
const TARGETS = { searchP95: 15, searchRps: 1_000, parcelRps: 4_000, officeP95: 50 };

function options() {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : Number(args[at + 1]?.replace(/[_,]/g, ''));
  };
  const quick = args.includes('--quick');
  const parsed = {
    parcels: value('--parcels') ?? (quick ? 100_000 : 1_000_000),
    appeals: value('--appeals') ?? 100_000,
    seconds: value('--seconds') ?? (quick ? 3 : 10),
    runs: value('--runs') ?? 3,
    passes: value('--passes') ?? (quick ? 1 : 3),
    connections: value('--connections') ?? 20,
    surgeRuns: value('--surge-runs') ?? (quick ? 1 : 3),
    surgeAppeals: value('--surge-appeals') ?? (quick ? 100 : 300),
  };
  const noBaseline = args.includes('--no-baseline');
  for (const [name, n] of Object.entries(parsed)) if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number above 0`);
  return { ...parsed, noBaseline, surge: !args.includes('--no-surge'), surgeOnly: args.includes('--surge-only') };
}

let server: ChildProcess | undefined;

/** DATABASE_URL, or a throwaway server stopped at the end (scripts/lib/postgres-server.mjs). */
function startPostgres(): string {
  const server = startServerOrGiven();
  if (!server) throw new Error('No PostgreSQL server: set DATABASE_URL, or install PostgreSQL and run as root (scripts/pg-throwaway.sh)');
  cleanups.push(server.stop);
  return server.url;
}

function startServer(databaseUrl: string): Promise<{ port: number; child: ChildProcess }> {
  const child = fork(path.join(__dirname, 'bench-api', 'server.ts'), [], {
    env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_TENANT: county.tenantId },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push(() => child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ port: message.port, child }));
    child.once('exit', (code) => reject(new Error(`the benchmark server exited (${code}) before listening`)));
  });
}

/** Waits until the server's database pools have nothing running or queued (the last run's leftovers). */
async function untilIdle(port: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  let idleChecks = 0;
  while (idleChecks < 2) {
    if (Date.now() > deadline) throw new Error('the benchmark server stayed busy for two minutes after a run');
    const { busy } = (await (await fetch(`http://127.0.0.1:${port}/bench/busy`)).json()) as { busy: number };
    idleChecks = busy === 0 ? idleChecks + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface CaseResult {
  name: string;
  latency: Latencies;
  rps: number[];
  failures: number;
  /** CPU milliseconds per request during the throughput runs: the server, PostgreSQL, autocannon. */
  cpu: { server: number[]; postgres: number[]; loader: number[] };
}

interface CpuMark {
  server?: number;
  postgres?: number;
  loader: NodeJS.CpuUsage;
}
const cpuNow = (serverPid: number | undefined, postmaster: number | undefined): CpuMark => ({
  server: serverPid === undefined ? undefined : treeCpuMs(serverPid),
  postgres: postmaster === undefined ? undefined : treeCpuMs(postmaster),
  loader: process.cpuUsage(),
});
/** CPU milliseconds since the mark; NaN where the process cannot be seen (a remote database). */
function cpuSince(mark: CpuMark, serverPid: number | undefined, postmaster: number | undefined) {
  const now = cpuNow(serverPid, postmaster);
  const loader = process.cpuUsage(mark.loader);
  return {
    server: (now.server ?? NaN) - (mark.server ?? NaN),
    postgres: (now.postgres ?? NaN) - (mark.postgres ?? NaN),
    loader: (loader.user + loader.system) / 1000,
  };
}

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const count = (n: number) => Math.round(n).toLocaleString('en-US');

function printTable(cases: CaseResult[], baseline: CaseResult | undefined) {
  const header = ['case', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s (median)', 'req/s runs', 'CPU ms/req: server+pg+load', 'vs baseline'];
  const rows = cases.map((result) => {
    const { samples } = result.latency;
    const p95 = quantile(samples, 0.95);
    const vs =
      !baseline || result === baseline || !result.name.startsWith('search')
        ? '-'
        : `${(median(result.rps) / median(baseline.rps)).toFixed(1)}x req/s, ${(quantile(baseline.latency.samples, 0.95) / p95).toFixed(1)}x faster p95`;
    const { server, postgres, loader } = result.cpu;
    const cpu = [server, postgres, loader].map((values) => (Number.isNaN(median(values)) ? '?' : median(values).toFixed(2))).join(' + ');
    return [result.name, ms(quantile(samples, 0.5)), ms(p95), ms(quantile(samples, 0.99)), count(median(result.rps)), result.rps.map(count).join(' / '), cpu, vs];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`);
}

async function main(): Promise<void> {
  const opts = options();
  const started = performance.now();
  console.log(
    opts.surgeOnly
      ? `bench:api --surge-only: ${opts.surgeRuns} runs of ${opts.surgeAppeals} appeal submissions, ${opts.connections} at a time, with 1 and 2 API processes`
      : `bench:api: ${count(opts.parcels)} parcels in ${county.tenantId}; ${opts.connections} connections, ${opts.runs} runs of ${opts.seconds} s per case`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at start`,
  );

  const databaseUrl = startPostgres();
  let postmaster: number | undefined;
  console.log(`database: ${process.env.DATABASE_URL ? `DATABASE_URL (${new URL(databaseUrl).host})` : 'throwaway PostgreSQL (scripts/pg-throwaway.sh)'}`);
  const surge = async () => {
    const surgeOptions = { appeals: opts.surgeAppeals, connections: opts.connections };
    const results = await runSurge({ serverUrl: databaseUrl, runs: opts.surgeRuns, ...surgeOptions, log: (line) => console.log(line) });
    printSurge(results, surgeOptions);
  };
  if (opts.surgeOnly) return surge();
  const database = await openDatabase({ databaseUrl });
  try {
    await seedDemoTenants(database.db);
    const seeded = await bulkSeedParcels(database, county, opts.parcels);
    // The server's processes, when it runs on this machine, for CPU per request.
    const [{ pid }] = (await rawClient(database).query('select pg_backend_pid() as pid')).rows as Array<{ pid: number }>;
    postmaster = parentPid(Number(pid));
    const { phases } = seeded;
    console.log(
      seeded.inserted === 0
        ? `seeding: the county already had ${count(opts.parcels)} parcels or more`
        : `seeding: ${count(seeded.inserted)} parcels in ${seeded.seconds.toFixed(1)} s (inserts ${phases.load.toFixed(1)} s, indexes and search order ${phases.indexes.toFixed(1)} s, vacuum analyze ${phases.vacuum.toFixed(1)} s)`,
    );
    if (opts.appeals > opts.parcels) throw new Error('--appeals takes at most as many as --parcels: one appeal per parcel');
    const office = await seedOfficeAppeals(database, county, opts.appeals);
    console.log(`seeding: ${count(office.inserted)} appeals in ${office.seconds.toFixed(1)} s; the open season holds ${count(office.total)} of the benchmark's`);
  } finally {
    await database.close();
  }

  const { port, child } = await startServer(databaseUrl);
  server = child;
  const terms = benchSearchTerms(county, opts.parcels);
  const query = (term: string) => `q=${encodeURIComponent(term)}&page=1`;
  const random = seededRandom(7);
  const ids = Array.from({ length: 300 }, () => demoParcel(county, Math.floor(random() * opts.parcels)).id);
  // passes: how often latency is measured over the paths. The baseline takes seconds for a common
  // term, so it gets one pass and no warm-up of its own (the search's warm-up reads the same pages).
  // GET /me does only what every county call does (the county's row, the staff cookie): the floor.
  // The office's calls need a clerk's session.
  const staff = { cookie: await clerkCookie(port, county) };
  const cases: Array<{ name: string; paths: string[]; passes: number; headers?: Record<string, string> }> = [
    { name: 'search (100 terms)', paths: terms.map(({ term }) => `/${county.tenantId}/api/prc/search?${query(term)}`), passes: opts.passes },
    { name: 'GET /prc/{id}', paths: ids.map((id) => `/${county.tenantId}/api/prc/${encodeURIComponent(id)}`), passes: 1 },
    { name: 'floor: GET /me', paths: [`/${county.tenantId}/api/me`], passes: 100 },
    { name: `office queue (14 views, ${count(opts.appeals)} appeals)`, paths: officeQueuePaths(county), passes: opts.passes * 10, headers: staff },
    { name: 'baseline: count(*) over ()', paths: terms.map(({ term }) => `/bench/${county.tenantId}/baseline-search?${query(term)}`), passes: 1 },
  ].filter((c) => !(opts.noBaseline && c.name.startsWith('baseline')));

  // Warm-up: every path once (caches, JIT, the connection pool).
  for (const { name, paths, headers } of cases) if (!name.startsWith('baseline')) for (const p of paths) await timedGet(port, p, headers);

  const results: CaseResult[] = [];
  for (const { name, paths, passes, headers } of cases) {
    const latency = await measureLatency(port, paths, passes, headers);
    results.push({ name, latency, rps: [], failures: latency.failures, cpu: { server: [], postgres: [], loader: [] } });
    console.log(`latency measured: ${name}`);
  }
  // Rounds of every case, so that a noisy minute does not fall on one case only.
  for (let run = 0; run < opts.runs; run += 1) {
    for (const [i, { name, paths, headers }] of cases.entries()) {
      await untilIdle(port);
      const before = cpuNow(child.pid, postmaster);
      const { requestsPerSecond, failures, requests } = await measureThroughput(port, paths, opts.connections, opts.seconds, headers);
      const used = cpuSince(before, child.pid, postmaster);
      results[i].cpu.server.push(requests ? used.server / requests : NaN);
      results[i].cpu.postgres.push(requests ? used.postgres / requests : NaN);
      results[i].cpu.loader.push(requests ? used.loader / requests : NaN);
      results[i].rps.push(requestsPerSecond);
      results[i].failures += failures;
      console.log(`throughput run ${run + 1}/${opts.runs}: ${name}: ${count(requestsPerSecond)} req/s${failures ? `, ${failures} failures` : ''}`);
    }
  }

  const [search, parcel] = results;
  const officeQueue = results.find((result) => result.name.startsWith('office queue'))!;
  printTable(
    results,
    results.find((result) => result.name.startsWith('baseline')),
  );
  const slowest = [...search.latency.byPath.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const termOf = (p: string) => decodeURIComponent(new URLSearchParams(p.split('?')[1]).get('q') ?? '');
  console.log(`\nslowest search terms (worst pass): ${slowest.map(([p, t]) => `"${termOf(p)}" ${ms(t)} ms`).join(', ')}`);
  const officeSlowest = [...officeQueue.latency.byPath.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`slowest office queue views (worst pass): ${officeSlowest.map(([p, t]) => `"${p.split('/office/appeals')[1] || '(first page)'}" ${ms(t)} ms`).join(', ')}`);
  const failed = results.filter((result) => result.failures > 0);
  if (failed.length) console.log(`failures (non-2xx or errors): ${failed.map((result) => `${result.name} ${result.failures}`).join(', ')}`);
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `targets: search p95 <= ${TARGETS.searchP95} ms ${verdict(quantile(search.latency.samples, 0.95) <= TARGETS.searchP95)}; ` +
      `search >= ${count(TARGETS.searchRps)} req/s ${verdict(median(search.rps) >= TARGETS.searchRps)}; ` +
      `GET /prc/{id} >= ${count(TARGETS.parcelRps)} req/s ${verdict(median(parcel.rps) >= TARGETS.parcelRps)}; ` +
      `office queue p95 <= ${TARGETS.officeP95} ms ${verdict(quantile(officeQueue.latency.samples, 0.95) <= TARGETS.officeP95)}`,
  );
  if (opts.surge) {
    // Its processes take the machine: the search server stops first.
    await stopServer(child);
    await surge();
  }
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}; took ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** Stops the server and waits for it, so it has closed its connections before the database stops. */
async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .then(() => stopServer(server))
  .finally(() => {
    cleanUp();
    // Kept-alive sockets to the stopped server would hold the process open.
    process.exit();
  });
