import type { PoolClient } from 'pg';
import type { Database } from './database';

/** Any constant; every process seeding this database must use the same one (client.ts has the migrations' own). */
export const SEED_AT_START_LOCK_KEY = 4_127_310_212;

const inProcess = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `run` while holding a PostgreSQL session advisory lock: API processes starting together on
 * one database take turns, so the second finds what the first wrote instead of racing it (what
 * start-up writes checks what is there, and two checks before either write would both write).
 * PGlite has one process per directory, but calls within it still take turns.
 */
export async function holdingLock<T>(db: Database, key: number, run: () => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: { connect?: () => Promise<PoolClient> } }).$client;
  if (!client.connect) {
    const before = inProcess.get(db) ?? Promise.resolve();
    const turn = before.catch(() => undefined).then(run);
    inProcess.set(db, turn);
    return turn;
  }
  const connection = await client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [key]);
    return await run();
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    connection.release();
  }
}
