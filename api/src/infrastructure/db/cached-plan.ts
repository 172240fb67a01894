import { createHash } from 'node:crypto';
import { DrizzleQueryError, fillPlaceholders, getTableColumns, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
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

/** True on PostgreSQL (openDatabase gave the database its pool of generic plans), false on PGlite. */
export const onPostgres = (db: Database) => pools.has(db);

/** The statement_timeout each connection of a cached-plan pool has set for its session (none: the server's own). */
const sessionTimeouts = new WeakMap<PoolClient, number | undefined>();

/** A connection whose error is not PostgreSQL's answer to a statement (it has a SQLSTATE) may be broken: the pool drops it. */
const brokenBy = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) ? undefined : (error as Error);

/**
 * The rows of a cached statement with these values: with its cached generic plan when `cachedPlan`
 * (PostgreSQL; the rules above), otherwise planned for the values. With `timeoutMs`, on
 * PostgreSQL, the statement is cancelled past that many milliseconds (SQLSTATE 57014,
 * statement-timeout.ts): on the pool of generic plans, which runs nothing but these statements,
 * as its connection's session setting, changed only when a statement asks for another (so a public
 * search costs no round trip for it); otherwise by SET LOCAL in a transaction of its own. PGlite
 * cannot stop a running statement (statement-timeout.ts), so there it runs to the end.
 */
export async function statementRows<T>(db: Database, { text, params }: Statement, values: Record<string, unknown>, cachedPlan: boolean, timeoutMs?: number): Promise<T[]> {
  const filled = fillPlaceholders(params, values);
  const pool = cachedPlan ? pools.get(db) : undefined;
  const timeout = timeoutMs === undefined ? undefined : Math.max(1, Math.round(timeoutMs));
  if (pool) {
    const connection = await pool.connect();
    let failure: unknown;
    try {
      if (sessionTimeouts.get(connection) !== timeout) {
        await connection.query(timeout === undefined ? 'reset statement_timeout' : `set statement_timeout = ${timeout}`);
        sessionTimeouts.set(connection, timeout);
      }
      return (await connection.query({ name: statementName(text), text, values: filled })).rows as T[];
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      connection.release(failure === undefined ? undefined : brokenBy(failure));
    }
  }
  // node-postgres' Pool or PGlite: both take (text, values) and answer { rows }.
  const client = (db as unknown as { $client: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> } }).$client;
  if (timeout === undefined || !onPostgres(db)) return (await client.query(text, filled)).rows as T[];
  const connection = await (client as unknown as Pool).connect();
  let failure: unknown;
  try {
    await connection.query(`begin; set local statement_timeout = ${timeout}`);
    const { rows } = await connection.query(text, filled);
    await connection.query('commit');
    return rows as T[];
  } catch (error) {
    failure = error;
    await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    connection.release(failure === undefined ? undefined : brokenBy(failure));
  }
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

/** A driver's client as Drizzle holds it: PGlite or its transaction, node-postgres' Pool or one of its connections. */
interface SessionClient {
  query(query: string | { name: string; text: string; values: unknown[] }, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The rows of a statement written once (statementOf), with these values, on `db`'s own connection:
 * the database, or the transaction `db` is (db.transaction's callback gets one), so it takes part
 * in it. Drizzle writes no text for it, and PGlite parses the rows with its own parsers (Drizzle
 * hands PGlite a copy of every parser for each statement it runs, ~0.2 ms). On PostgreSQL it is a
 * named statement, prepared once per connection, planned as PostgreSQL's plan cache decides (the
 * session's plan_cache_mode, auto on the main pool). Rows come as the driver reads them (snake_case
 * names, timestamps as Date): rowOf turns one into a table's row.
 */
export async function sessionRows<T = Record<string, unknown>>(db: Database, { text, params }: Statement, values: Record<string, unknown>): Promise<T[]> {
  const client = (db as unknown as { session: { client: SessionClient } }).session.client;
  const filled = fillPlaceholders(params, values);
  try {
    // PGlite (and its transactions) has exec and no named statements; node-postgres has both kinds of query.
    const result = 'exec' in client ? await client.query(text, filled) : await client.query({ name: statementName(text), text, values: filled });
    return result.rows as T[];
  } catch (error) {
    // As Drizzle reports a failed statement: the text, and the driver's error (code, constraint) as its cause
    // (infrastructure/http/log-privacy.ts logs the first and the cause's code, never the values).
    throw new DrizzleQueryError(text, filled, error as Error);
  }
}

/** Each table's columns by their names in the database. */
const columnsByName = new WeakMap<PgTable, Array<[key: string, name: string, fromDriver: (value: unknown) => unknown]>>();

/**
 * A row of `table` from what a driver read (sessionRows: a row whose names are the table's column
 * names; or a to_jsonb of one), with the values Drizzle gives its own selects: each column's
 * mapFromDriverValue (a timestamp a Date, a bigint in number mode a number, jsonb parsed).
 */
export function rowOf<Table extends PgTable>(table: Table, driverRow: Record<string, unknown>): Table['$inferSelect'] {
  let columns = columnsByName.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name, (value: unknown) => column.mapFromDriverValue(value)]);
    columnsByName.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, name, fromDriver] of columns) {
    const value = driverRow[name];
    row[key] = value === null || value === undefined ? null : fromDriver(value);
  }
  return row as Table['$inferSelect'];
}
