import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Database } from './database';

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

/**
 * The options of every API session (both pools): no JIT. Its compile costs 80 to 150 ms at each
 * run of a statement whose plan costs more than jit_above_cost, and a generic plan over a large
 * county does (search at 2.4 million parcels: 1 ms of work behind 150 ms of JIT); the
 * API's statements are all short.
 */
export const API_SESSION = '-c jit=off';

/** The options of that pool's sessions. */
export const CACHED_PLAN_SESSION = `${API_SESSION} -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0`;

/** A statement's text and its parameters, some of them placeholders (sql.placeholder) filled at each run. */
interface Statement {
  text: string;
  params: unknown[];
}

/** A statement written with sql.placeholder for its values, as text once (Drizzle takes microseconds to write one). */
export function statementOf(query: SQL): Statement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
}

/**
 * Statements written with sql.placeholder for every value, turned into text once per shape: Drizzle
 * takes ~55 us to write the text of a search statement, a tenth of the server's CPU a search.
 */
export function statementCache<Shape>(write: (shape: Shape) => SQL, keyOf: (shape: Shape) => string) {
  const statements = new Map<string, Statement>();
  return (shape: Shape): Statement => {
    const key = keyOf(shape);
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = statementOf(write(shape))));
    return statement;
  };
}

/**
 * The rows of a cached statement with these values: with its cached generic plan when `cachedPlan`
 * (PostgreSQL; the rules above), otherwise planned for the values.
 */
export async function statementRows<T>(db: Database, { text, params }: Statement, values: Record<string, unknown>, cachedPlan: boolean): Promise<T[]> {
  const filled = fillPlaceholders(params, values);
  const pool = cachedPlan ? pools.get(db) : undefined;
  if (pool) return (await pool.query({ name: statementName(text), text, values: filled })).rows as T[];
  // node-postgres' Pool or PGlite: both take (text, values) and answer { rows }.
  const client = (db as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> } }).$client;
  return (await client.query(text, filled)).rows as T[];
}

// The statements are a few dozen shapes whose values are parameters, so their names are remembered.
const names = new Map<string, string>();
const MAX_NAMES = 1_000;

/** One name per statement text: node-postgres prepares it once per connection. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, (name = `cached_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`));
  }
  return name;
}
