// bench:api's surge case: deadline-day filing. Appeal submissions through nginx to 1 and
// then 2 API processes (scripts/cluster/cluster.mjs, as npm run start:cluster runs them), on a
// database of their own on the benchmark's PostgreSQL server, seeded by the processes themselves
// (demo mode). Each run files `appeals` appeals on parcels no run used, `connections` at a time,
// each with its own client address (X-Forwarded-For, believed from nginx) and the anonymous limits
// raised (LIMIT_APPEALS_*), so what is measured is filing, not the limits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort, startCluster } from '../cluster/cluster.mjs';
import { bodySource, openSeason, parcelSource, steadyAppealLoad } from '../cluster/appeal-load';
import { median, quantile } from './measure';
import { adminStatement } from '../lib/postgres-admin';

export interface SurgeFigures {
  processes: number;
  perSecond: number[];
  p95: number[];
  p50: number[];
  failures: number;
}

/** One run: `appeals` submissions, `connections` at a time; appeals a second and each request's milliseconds. */
async function surgeRun(origin: string, next: ReturnType<typeof parcelSource>, appeals: number, connections: number) {
  let left = appeals;
  const bodies = bodySource(() => (left-- > 0 ? next() : undefined), await openSeason(origin));
  const started = performance.now();
  const load = steadyAppealLoad(origin, bodies, { concurrency: connections, keyPrefix: `surge-${randomBytes(4).toString('hex')}` });
  const sent = await load.done();
  const seconds = (performance.now() - started) / 1000;
  const filed = sent.filter((request) => request.status === 201);
  return { perSecond: filed.length / seconds, ms: sent.map((request) => request.endedAt - request.startedAt), failures: sent.length - filed.length, sent: sent.length };
}

export async function runSurge({
  serverUrl,
  runs,
  appeals,
  connections,
  log,
}: {
  serverUrl: string;
  runs: number;
  appeals: number;
  connections: number;
  log: (line: string) => void;
}): Promise<SurgeFigures[]> {
  const name = `surge_${randomBytes(5).toString('hex')}`;
  await adminStatement(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-surge-'));
  // Parcels for every run of both cases, past the demo showcase's first 2,000, with room for inactive and unvalued ones.
  const parcels = 2_000 + Math.ceil((2 * runs * appeals) / 0.75) + 500;
  const next = parcelSource(parcels);
  const results: SurgeFigures[] = [];
  try {
    for (const processes of [1, 2]) {
      const cluster = await startCluster({
        databaseUrl: url.href,
        dir,
        processes,
        listen: `127.0.0.1:${await freePort()}`,
        mailPorts: { smtp: 0, web: 0 },
        env: { DEMO: '1', PARCELS: String(parcels), LIMIT_APPEALS_PER_ADDRESS: '10000000/10m', LIMIT_APPEALS_PER_COUNTY: '10000000/10m' },
        log: () => undefined,
      });
      const figures: SurgeFigures = { processes, perSecond: [], p95: [], p50: [], failures: 0 };
      try {
        // Warm-up: the processes' first filings compile their code paths.
        await surgeRun(cluster.url, next, 40, connections);
        for (let run = 0; run < runs; run += 1) {
          const result = await surgeRun(cluster.url, next, appeals, connections);
          figures.perSecond.push(result.perSecond);
          figures.p95.push(quantile(result.ms, 0.95));
          figures.p50.push(quantile(result.ms, 0.5));
          figures.failures += result.failures;
          log(
            `surge, ${processes} API process${processes === 1 ? '' : 'es'}, run ${run + 1}/${runs}: ${result.perSecond.toFixed(1)} appeals/s, p95 ${quantile(result.ms, 0.95).toFixed(0)} ms${result.failures ? `, ${result.failures} not filed` : ''}`,
          );
        }
      } finally {
        await cluster.stop();
      }
      results.push(figures);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await adminStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }
  return results;
}

/** The surge table and the capacity estimate for a 2.4-million-parcel county's deadline day. */
export function printSurge(results: SurgeFigures[], { appeals, connections }: { appeals: number; connections: number }): void {
  console.log(`\nsurge: ${appeals} appeal submissions per run, ${connections} at a time, through nginx (medians of runs)`);
  console.log('API processes  appeals/s  p50 ms  p95 ms  runs (appeals/s)          not filed');
  for (const r of results) {
    console.log(
      `${String(r.processes).padStart(13)}  ${median(r.perSecond).toFixed(1).padStart(9)}  ${median(r.p50).toFixed(0).padStart(6)}  ${median(r.p95).toFixed(0).padStart(6)}  ${r.perSecond
        .map((n) => n.toFixed(1))
        .join(' / ')
        .padEnd(24)}  ${r.failures}`,
    );
  }
  const perProcess = median(results[0].perSecond);
  console.log(`\n${CAPACITY_NOTE(perProcess)}`);
}

/**
 * On paper, with its assumptions; the figures to replace are named. Volumes: Los Angeles County's
 * Assessment Appeals Board has reported from about 30,000 appeals in a quiet year to about 170,000
 * in the 2009-2010 peak (taken as the planning figure here; check the Board's current annual report).
 */
const CAPACITY_NOTE = (perProcess: number) => {
  const season = 170_000;
  const lastDay = season * 0.25;
  const peakMinute = ((lastDay * 0.5) / (4 * 60)) * 3;
  const peakPerSecond = peakMinute / 60;
  const withReads = peakPerSecond * 2; // the searches and parcel pages around each filing cost about as much again (assumption)
  const processes = Math.max(2, Math.ceil((withReads * 2) / Math.max(perProcess, 0.1)) + 1);
  return [
    'Capacity, on paper, for a 2.4-million-parcel county (Los Angeles) on its deadline day. Assumptions:',
    `  - a season of ${season.toLocaleString('en-US')} appeals (the Assessment Appeals Board's peak year; quiet years bring a fifth of that);`,
    `  - a quarter of them on the last day (${lastDay.toLocaleString('en-US')}), half of those in its last four hours, and the busiest minute 3x that hour's average:`,
    `    about ${Math.round(peakMinute)} filings a minute at the peak (${peakPerSecond.toFixed(1)} a second);`,
    "  - the visitors' searches and parcel pages around each filing cost as much again; headroom of 2x on top.",
    `Measured here: ${perProcess.toFixed(0)} filings a second from one API process on a shared 2-core machine.`,
    `So: ${processes} API processes (one more than the load needs, so a restart or a lost process costs nothing), each with`,
    '  DATABASE_POOL_SIZE 10 (two pools: 20 connections a process); PostgreSQL with 4 cores, 16 GB of memory (the parcels',
    "  table and its indexes in memory) and max_connections above the processes' sum. The database: 2.4 million parcels are",
    '  3.3 GB with their indexes (measured by bench:api --parcels 2400000: 2.7 GB table, 0.7 GB indexes); appeals add little; a',
    '  season of 170,000 appeals with two 1 MB documents each adds about 340 GB of file_chunks: at that size an S3-compatible',
    '  store (the FileStorage seam) is the better home for the bytes.',
  ].join('\n');
};
