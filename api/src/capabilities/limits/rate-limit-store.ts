import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql, type SQL } from 'drizzle-orm';
import { sessionRows, statementOf } from '../../infrastructure/db/cached-plan';
import type { Database } from '../../infrastructure/db/client';
import { rateLimitCounters } from '../../infrastructure/db/schema';

/** Ended windows are deleted at most this often per process (a row is reset by its next hit anyway). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

const keyHashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Milliseconds left in a counter's window, as the statements below answer it. */
const TTL = sql.raw(`ceil(extract(epoch from window_ends - now()) * 1000)`);

/**
 * The upsert of one counter: a hit (of `amount`) on the row of `key_hash`, or a new row for it; a
 * window that has ended starts again at `amount`. `rows` supplies the row to insert.
 */
const upsertCounter = (rows: SQL) => sql`insert into rate_limit_counters as counter (key_hash, hits, window_ends) ${rows}
  on conflict (key_hash) do update set
    hits = case when counter.window_ends <= now() then excluded.hits else counter.hits + excluded.hits end,
    window_ends = case when counter.window_ends <= now() then excluded.window_ends else counter.window_ends end
  returning hits, ${TTL} as ttl, window_ends::text as window_ends`;

// The hit does not wait for the disk (set_config(..., true) lasts until this statement's own
// commit, which reads it): a crash loses at most the last hits, and a write the limit lets through
// flushes them with its own commit. Counting every search waited for the disk otherwise: 3.9 ms a
// hit on PGlite in a directory, 0.7 ms without.
const NO_DISK_WAIT = sql.raw(`0 * length(set_config('synchronous_commit', 'off', true))`);
const placeholder = (name: string) => sql.placeholder(name);

const addStatement = statementOf(
  upsertCounter(
    sql`values (${placeholder('keyHash')}, ${placeholder('amount')}::int + ${NO_DISK_WAIT}, now() + make_interval(secs => ${placeholder('windowSeconds')}::double precision))`,
  ),
);

interface CounterRow {
  hits: number;
  ttl: string | number;
  window_ends: string;
}

/**
 * `amount` hits on a fixed-window counter, in ONE statement: the upsert takes the row's lock, so hits
 * arriving at once from any number of API processes are counted one after another (on PostgreSQL
 * by the row lock, on PGlite by its single connection). A window that has ended starts again at
 * `amount`. Returns the count including these hits, the milliseconds left in the window, and the
 * window's end as the database writes it (for giving hits back to this window only). Its text is
 * written once (sessionRows), not by Drizzle at each hit.
 */
export async function addToCounter(db: Database, key: string, amount: number, windowMs: number): Promise<{ current: number; ttl: number; windowEnds: string }> {
  const [row] = await sessionRows<CounterRow>(db, addStatement, { keyHash: keyHashOf(key), amount, windowSeconds: windowMs / 1000 });
  return { current: row.hits, ttl: Math.max(0, Number(row.ttl)), windowEnds: row.window_ends };
}

/** One hit on a fixed-window counter (addToCounter). */
export const hitCounter = (db: Database, key: string, windowMs: number) => addToCounter(db, key, 1, windowMs);

const hitBothStatement = statementOf(sql`with first as (
  ${upsertCounter(sql`values (${placeholder('firstKeyHash')}, 1 + ${NO_DISK_WAIT}, now() + make_interval(secs => ${placeholder('firstWindowSeconds')}::double precision))`)}
), second as (
  ${upsertCounter(sql`select ${placeholder('secondKeyHash')}::text, 1, now() + make_interval(secs => ${placeholder('secondWindowSeconds')}::double precision) from first where first.hits <= ${placeholder('firstMax')}::int`)}
)
select first.hits, first.ttl, second.hits as second_hits, second.ttl as second_ttl from first left join second on true`);

/**
 * One hit on `first`, then one on `second` unless `first` has gone over `firstMax` with it: an
 * address's hit on its county's count that the address's own limit does not refuse
 * (anonymous-limits.ts). One statement instead of two (both rows locked as addToCounter does;
 * always in this order, so two statements never wait for each other). `second` is null when it was
 * not counted.
 */
export async function hitCounterAndNext(
  db: Database,
  first: { key: string; windowMs: number; max: number },
  second: { key: string; windowMs: number },
): Promise<{ first: { current: number; ttl: number }; second: { current: number; ttl: number } | null }> {
  const [row] = await sessionRows<{ hits: number; ttl: string | number; second_hits: number | null; second_ttl: string | number | null }>(db, hitBothStatement, {
    firstKeyHash: keyHashOf(first.key),
    firstWindowSeconds: first.windowMs / 1000,
    firstMax: first.max,
    secondKeyHash: keyHashOf(second.key),
    secondWindowSeconds: second.windowMs / 1000,
  });
  return {
    first: { current: row.hits, ttl: Math.max(0, Number(row.ttl)) },
    second: row.second_hits === null ? null : { current: row.second_hits, ttl: Math.max(0, Number(row.second_ttl)) },
  };
}

const hitEachStatement = statementOf(
  upsertCounter(
    sql`select key_hash, 1 + ${NO_DISK_WAIT}, now() + make_interval(secs => ${placeholder('windowSeconds')}::double precision) from unnest(${placeholder('keyHashes')}::text[]) as key_hash`,
  ),
);

/** One hit on each of several counters (different keys) with the same window, in one statement. */
export async function hitCounters(db: Database, keys: string[], windowMs: number): Promise<void> {
  await sessionRows(db, hitEachStatement, { keyHashes: keys.map(keyHashOf), windowSeconds: windowMs / 1000 });
}

/**
 * Takes `amount` hits back from the window that ends at `windowEnds` (as addToCounter answered it),
 * never below 0; a window that has ended or started again since is left alone.
 */
export async function takeFromCounter(db: Database, key: string, amount: number, windowEnds: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(0, ${rateLimitCounters.hits} - ${amount})` })
    .where(sql`${rateLimitCounters.keyHash} = ${keyHashOf(key)} and ${rateLimitCounters.windowEnds} = ${windowEnds}::timestamptz`);
}

const readStatement = statementOf(
  sql`select key_hash as "keyHash", hits, ${TTL} as ttl from rate_limit_counters where key_hash = any(${placeholder('keyHashes')}::text[]) and window_ends > now()`,
);

/** A counter's row as a read answers it: its key's digest, its hits in the current window and the milliseconds left. */
export interface CounterReading {
  keyHash: string;
  hits: number;
  ttl: string | number;
}

/** The counters of `hashes`, in their order, from the rows a read found (0 hits for a counter with no row in its window). */
export function countersInOrder(hashes: readonly string[], rows: readonly CounterReading[]): Array<{ current: number; ttl: number }> {
  return hashes.map((hash) => {
    const row = rows.find((candidate) => candidate.keyHash === hash);
    return row ? { current: row.hits, ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 };
  });
}

/** Several counters' hits in their current windows and the milliseconds left, without counting, in one statement, in the order of `keys`. */
export async function readCounters(db: Database, keys: string[]): Promise<Array<{ current: number; ttl: number }>> {
  const hashes = keys.map(keyHashOf);
  return countersInOrder(hashes, await sessionRows<CounterReading>(db, readStatement, { keyHashes: hashes }));
}

/** The key of a counter as its row holds it (a digest: no client address is stored). */
export const counterKeyHash = keyHashOf;

/** Deletes ended windows, at most every SWEEP_EVERY_MS per database and process, without waiting for it. */
const lastSweeps = new WeakMap<Database, number>();
export function sweepEndedWindows(db: Database): void {
  if (Date.now() - (lastSweeps.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweeps.set(db, Date.now());
  void db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowEnds, sql`now()`))
    .catch(() => undefined); // a failed sweep leaves rows another sweep removes
}

/**
 * A store for @fastify/rate-limit whose counters live in the database (`rate_limit_counters`), so
 * every API process on it shares one count. Keys are hashed: no client address is stored.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      sweepEndedWindows(db);
      hitCounter(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      // Each limiter's keys name the limit already (anonymous-limits.ts), so children share the table.
      return new DatabaseRateLimitStore();
    }
  };
}
