import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Database } from './client';

/*
 * Statements run as named prepared statements with one generic plan per connection, for hot
 * statements whose planning costs more than their execution (a search that finds a parcel number
 * plans for ~0.3 ms and runs for ~0.1 ms). Only for statements whose every plan the planner could
 * cache is safe for any parameters: PostgreSQL plans them once without the values, so a statement
 * that needs the values to choose well (a LIKE whose prefix decides between an index and a scan)
 * must not come here. They run on their own pool, whose sessions force generic plans and no
 * parallel workers, so no other statement's plans change. PGlite plans every statement as before.
 */

const pools = new WeakMap<Database, Pool>();
const dialect = new PgDialect();

/** Set by openDatabase for PostgreSQL: the pool whose sessions keep generic plans. */
export function setCachedPlanPool(db: Database, pool: Pool): void {
  pools.set(db, pool);
}

/** The options of that pool's sessions. */
export const CACHED_PLAN_SESSION = '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0';

/** The rows of a statement run with its cached generic plan (PostgreSQL), or planned as usual (PGlite). */
export async function rowsWithCachedPlan<T>(db: Database, query: SQL): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  // One name per statement text: node-postgres prepares it once per connection.
  const name = `cached_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return (await pool.query({ name, text, values: params as unknown[] })).rows as T[];
}
