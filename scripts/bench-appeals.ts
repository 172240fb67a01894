// npm run bench:appeals: what durable PGlite costs. Files appeals on PGlite in a fresh
// data directory with fsync on (the server's default, api/src/infrastructure/db/durable-node-fs.ts) and with
// PGlite's own fsync off, over the real app (app.inject: the whole route, no sockets), --runs
// times each, the modes taking turns, and prints appeals per second and the median per mode.
//
//   npm run bench:appeals [-- --appeals 300] [--runs 3] [--concurrency 10]
//
// Each run: a new directory, the demo counties, --appeals + 200 Pine County parcels and the demo
// seasons; then --appeals POST /pine-county/api/appeals, --concurrency at a time (PGlite runs one
// statement at a time, so they queue at the database as they would in the server). All of them
// come from one loopback client, so the benchmark lifts the anonymous filing limits for it (and
// says so): what it measures is the filing, not the refusal of a flood.
// First, as in api/src/main.ts: OTEL_EXPORTER_OTLP_ENDPOINT turns traces on, to measure what they cost (docs/benchmarks.md).
import '../api/src/infrastructure/tracing/start-tracing';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../api/src/infrastructure/db/client';
import { median } from './bench-api/measure';
import { DEFAULT_LIMITS } from '../api/src/infrastructure/config/limit-settings';
import { appealBench } from './lib/appeal-bench-setup';

type Durability = 'fsync' | 'none';

function options() {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    const parsed = at === -1 ? fallback : Number(args[at + 1]?.replace(/[_,]/g, ''));
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} takes a whole number above 0`);
    return parsed;
  };
  return { appeals: value('--appeals', 300), runs: value('--runs', 3), concurrency: value('--concurrency', 10) };
}

interface RunResult {
  perSecond: number;
  /** This process's CPU (PGlite runs in it) per appeal: what fsync does not change. */
  cpuMsPerAppeal: number;
}

async function run(durability: Durability, appeals: number, concurrency: number): Promise<RunResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-appeals-'));
  const database = await openDatabase({ dataDir, pgliteDurability: durability });
  const { app, bodies } = await appealBench(database, appeals);
  try {
    let next = 0;
    let refused = 0;
    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < bodies.length) {
          const body = bodies[next++];
          const response = await app.inject({ method: 'POST', url: '/pine-county/api/appeals', payload: body });
          if (response.statusCode !== 201) refused += 1;
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuBefore);
    if (refused) throw new Error(`${refused} of ${bodies.length} appeals were not filed`);
    return { perSecond: bodies.length / seconds, cpuMsPerAppeal: (cpu.user + cpu.system) / 1000 / bodies.length };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { appeals, runs, concurrency } = options();
  console.log(`Filing ${appeals} appeals, ${concurrency} at a time, ${runs} runs per mode, on PGlite in ${os.tmpdir()}`);
  const { perAddress, perCounty } = DEFAULT_LIMITS.writes.appeals;
  console.log(
    `Limits lifted for this benchmark's one loopback client: ${appeals} appeals per address and per county in 10 minutes (the defaults: ${perAddress.max} per address in ${perAddress.windowSeconds / 60} minutes, ${perCounty.max} per county in ${perCounty.windowSeconds / 60})`,
  );
  const results: Record<Durability, RunResult[]> = { fsync: [], none: [] };
  const label = (durability: Durability) => (durability === 'fsync' ? 'fsync on ' : 'fsync off');
  for (let index = 0; index < runs; index += 1) {
    for (const durability of ['none', 'fsync'] as const) {
      const result = await run(durability, appeals, concurrency);
      results[durability].push(result);
      console.log(`  run ${index + 1}, ${label(durability)}: ${result.perSecond.toFixed(1)} appeals/s, ${result.cpuMsPerAppeal.toFixed(1)} ms CPU an appeal`);
    }
  }
  const summary = (durability: Durability) => ({
    perSecond: median(results[durability].map((result) => result.perSecond)),
    cpu: median(results[durability].map((result) => result.cpuMsPerAppeal)),
  });
  const [off, on] = [summary('none'), summary('fsync')];
  for (const [durability, figures] of [
    ['none', off],
    ['fsync', on],
  ] as const) {
    console.log(`median, ${label(durability)}: ${figures.perSecond.toFixed(1)} appeals/s, ${figures.cpu.toFixed(1)} ms CPU an appeal`);
  }
  console.log(`fsync on: ${(((on.perSecond - off.perSecond) / off.perSecond) * 100).toFixed(0)}% appeals a second`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
