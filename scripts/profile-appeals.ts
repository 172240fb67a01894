// npm run profile:appeals: where a filing's time goes, on PGlite (fsync on, the server's default).
// Seeds as scripts/bench-appeals.ts does (and lifts the same anonymous filing limits for its one
// loopback client), files --appeals appeals --concurrency at a time over app.inject, and prints:
// the statements each filing ran (counted at the PGlite client: every query, BEGIN and COMMIT
// included) with the milliseconds PGlite spent in each kind, and a CPU profile of the filing phase
// only (node:inspector), its self time grouped by where the code lives. --cpu-prof-out FILE also
// writes the .cpuprofile for a closer look (Chrome DevTools, speedscope).
//
//   npm run profile:appeals [-- --appeals 300] [--concurrency 10] [--cpu-prof-out /tmp/filing.cpuprofile]
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../api/src/infrastructure/db/client';
import { appealBench } from './lib/appeal-bench-setup';

function options() {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    const parsed = at === -1 ? fallback : Number(args[at + 1]);
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} takes a whole number above 0`);
    return parsed;
  };
  const out = args.indexOf('--cpu-prof-out');
  return { appeals: value('--appeals', 300), concurrency: value('--concurrency', 10), profileOut: out === -1 ? undefined : args[out + 1] };
}

/** A statement's kind: its first words, table names kept, values gone. */
function kindOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const table = /\b(?:from|into|update)\s+"?([a-z_]+)"?/i.exec(flat)?.[1];
  const verb = flat.split(' ')[0].toLowerCase();
  return table ? `${verb} ${table}` : flat.slice(0, 40).toLowerCase();
}

interface Tally {
  count: number;
  ms: number;
}

/** Counts and times every statement the PGlite client runs (queries, and BEGIN/COMMIT of its transactions). */
function countStatements(client: PGlite) {
  const byKind = new Map<string, Tally>();
  let counting = false;
  const note = (kind: string, ms: number) => {
    if (!counting) return;
    const tally = byKind.get(kind) ?? { count: 0, ms: 0 };
    tally.count += 1;
    tally.ms += ms;
    byKind.set(kind, tally);
  };
  const timed =
    <A extends unknown[], R>(kind: (...args: A) => string, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        return await run(...args);
      } finally {
        note(kind(...args), performance.now() - started);
      }
    };
  type Queries = Pick<PGlite, 'query' | 'exec'>;
  const wrap = (target: Queries) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = timed(
      (text: string) => kindOf(text),
      (text: string, params?: unknown[], opts?: never) => query(text, params, opts),
    ) as Queries['query'];
    target.exec = timed(
      (text: string) => kindOf(text),
      (text: string, opts?: never) => exec(text, opts),
    ) as Queries['exec'];
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    const started = performance.now();
    try {
      return await transaction(async (tx) => {
        note('begin', 0);
        wrap(tx as unknown as Queries);
        return callback(tx);
      });
    } finally {
      note('transaction (begin to commit, wall)', performance.now() - started);
    }
  }) as PGlite['transaction'];
  return {
    start: () => (counting = true),
    stop: () => (counting = false),
    byKind,
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Where a function lives, in a few groups. */
function groupOf(url: string, name: string): string {
  if (!url) return name === '(garbage collector)' ? 'gc' : name === '(program)' || name === '(idle)' ? name : `native ${name}`;
  if (url.includes('@electric-sql/pglite')) return 'pglite (wasm + js)';
  if (url.includes('drizzle-orm')) return 'drizzle-orm';
  if (url.includes('/zod/')) return 'zod';
  if (url.includes('fast-json-stringify') || url.includes('fastify') || url.includes('light-my-request') || url.includes('find-my-way') || url.includes('avvio'))
    return 'fastify (+inject)';
  if (url.includes('mfe-shared')) return 'mfe-shared';
  if (url.includes('/api/src/')) return 'api/src';
  if (url.includes('node_modules')) return `node_modules/${/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]}`;
  if (url.startsWith('node:')) return 'node internals';
  if (url.startsWith('wasm://')) return 'pglite (wasm + js)';
  return url.replace(/^.*\//, '');
}

async function main(): Promise<void> {
  const { appeals, concurrency, profileOut } = options();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-appeals-'));
  const database = await openDatabase({ dataDir, pgliteDurability: 'fsync' });
  const { app, bodies } = await appealBench(database, appeals);
  const statements = countStatements((database.db as unknown as { $client: PGlite }).$client);
  const session = new inspector.Session();
  session.connect();
  try {
    console.log(`Profiling ${appeals} filings, ${concurrency} at a time, on PGlite (fsync on) in ${dataDir}`);
    console.log(`Limits lifted for this script's one loopback client: ${appeals} appeals per address and per county in 10 minutes`);
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    statements.start();
    let next = 0;
    let refused = 0;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < bodies.length) {
          const response = await app.inject({ method: 'POST', url: '/pine-county/api/appeals', payload: bodies[next++] });
          if (response.statusCode !== 201) refused += 1;
        }
      }),
    );
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    statements.stop();
    const { profile } = await session.post('Profiler.stop');
    if (refused) throw new Error(`${refused} of ${bodies.length} appeals were not filed`);
    if (profileOut) fs.writeFileSync(profileOut, JSON.stringify(profile));

    const n = bodies.length;
    console.log(
      `\n${(n / (wallMs / 1000)).toFixed(1)} appeals/s, ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms CPU an appeal (profiler on: a little slower than the benchmark)`,
    );
    console.log('\nStatements a filing (at the PGlite client):');
    let total = 0;
    const rows = [...statements.byKind.entries()].sort((a, b) => b[1].ms - a[1].ms);
    for (const [kind, { count, ms }] of rows) {
      if (!kind.startsWith('transaction')) total += count;
      console.log(`  ${(count / n).toFixed(2).padStart(5)} x ${kind.padEnd(44)} ${(ms / n).toFixed(2).padStart(6)} ms a filing`);
    }
    console.log(`  ${(total / n).toFixed(2).padStart(5)} statements a filing, BEGIN and COMMIT included`);

    // Self time by group, from the samples.
    const nodes = new Map<number, ProfileNode>((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
    const selfByGroup = new Map<string, number>();
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id: number, index: number) => {
      const node = nodes.get(id)!;
      const group = groupOf(node.callFrame.url, node.callFrame.functionName);
      selfByGroup.set(group, (selfByGroup.get(group) ?? 0) + (deltas[index] ?? 0) / 1000);
    });
    const busy = [...selfByGroup.entries()].filter(([group]) => group !== '(idle)');
    const busyMs = busy.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`\nCPU profile of the filing phase (self time, ${(busyMs / n).toFixed(2)} ms sampled an appeal):`);
    for (const [group, ms] of busy.sort((a, b) => b[1] - a[1]).slice(0, 14)) {
      console.log(`  ${group.padEnd(34)} ${(ms / n).toFixed(2).padStart(6)} ms  ${((ms / busyMs) * 100).toFixed(0).padStart(3)}%`);
    }
  } finally {
    session.disconnect();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
