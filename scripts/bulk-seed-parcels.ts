// Fast seeding of the demo generator's parcels for benchmarks (npm run seed, npm run bench:api).
// The server's own seeder (api/src/tools/demo/seed-parcels.ts) inserts 1,000 rows per statement through
// Drizzle, which takes minutes for a million; here each statement carries BATCH rows as one array
// per column (insert ... select from unnest), and the next batch is generated while the database
// writes the last one. The parcels are the same ones, numbered the same way, so the server's
// top-up at start finds them and adds nothing.
import type { DatabaseHandle } from '../api/src/infrastructure/db/client';
import { demoParcel, type DemoCounty } from '../api/src/tools/demo/demo-parcels';
import { parcels } from '../api/src/infrastructure/db/schema';

const BATCH = 10_000;

type NewParcel = ReturnType<typeof demoParcel>;
type Key = keyof NewParcel;
type Column = { name: string; getSQLType(): string };

/** The raw client under Drizzle: node-postgres' Pool and PGlite both answer `query(text, params)`. */
export interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}
export const rawClient = (handle: DatabaseHandle) => (handle.db as unknown as { $client: RawClient }).$client;

/** An element of a PostgreSQL array literal, always quoted (so a string "NULL" stays a string). */
const element = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  // A jsonb column's value (the characteristics) as its JSON text.
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /["\\]/.test(text) ? `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"` : `"${text}"`;
};
// Built here rather than by node-postgres, whose array serialising takes most of a batch's time.
const arrayLiteral = (values: readonly unknown[]) => `{${values.map(element).join(',')}}`;

/** One statement per batch: a parameter per column holding the batch's values as an array literal. */
function insertStatement(keys: Key[]) {
  const columns = keys.map((key) => (parcels as unknown as Record<Key, Column>)[key]);
  // A text[] column travels as its literal in a text array and is cast back per row.
  const types = columns.map((column) => column.getSQLType());
  const params = types.map((type, i) => `$${i + 1}::${type.endsWith('[]') ? 'text' : type}[]`).join(', ');
  const select = types.map((type, i) => (type.endsWith('[]') ? `c${i}::${type}` : `c${i}`)).join(', ');
  const aliases = types.map((_, i) => `c${i}`).join(', ');
  const names = columns.map((column) => `"${column.name}"`).join(', ');
  return {
    text: `insert into parcels (${names}) select ${select} from unnest(${params}) as u(${aliases}) on conflict do nothing`,
    params: (rows: NewParcel[]) =>
      keys.map((key, i) => arrayLiteral(types[i].endsWith('[]') ? rows.map((row) => (row[key] ? arrayLiteral(row[key] as unknown[]) : null)) : rows.map((row) => row[key]))),
  };
}

export interface BulkSeedResult {
  inserted: number;
  seconds: number;
  /** True when the secondary indexes were dropped for the load and built again after it. */
  rebuiltIndexes: boolean;
  /** Seconds spent inserting, building indexes and writing the table in search order (CLUSTER), and in vacuum analyze. */
  phases: { load: number; indexes: number; vacuum: number };
}

/** Loads at least this many rows (rebuildFrom: tests), and at least as many as the table holds, without secondary indexes. */
const REBUILD_FROM = 100_000;

/** One session: a transaction needs every statement on the same connection. */
async function session(handle: DatabaseHandle): Promise<{ client: RawClient; postgres: boolean; release: () => void }> {
  const client = rawClient(handle) as RawClient & { connect?: () => Promise<RawClient & { release: () => void }> };
  // node-postgres' Pool hands out a connection; PGlite is one session already.
  if (!client.connect) return { client, postgres: false, release: () => undefined };
  const connection = await client.connect();
  return { client: connection, postgres: true, release: () => connection.release() };
}

/**
 * Makes sure parcels 0 .. count-1 of the county exist (the n-th is always demoParcel(county, n)).
 * Like the server's seeder, it continues from the number of parcels already there. One
 * transaction: a large load drops the secondary indexes (trigram GIN indexes cost far more to
 * keep up row by row than to build once) and builds them again before it commits, so other
 * sessions wait on the table rather than see it without them, and a failed load leaves it as it was;
 * such a load also writes the table in search's order (buildInSearchOrder).
 */
export async function bulkSeedParcels(
  handle: DatabaseHandle,
  county: DemoCounty,
  count: number,
  onProgress?: (done: number) => void,
  { rebuildFrom = REBUILD_FROM }: { rebuildFrom?: number } = {},
): Promise<BulkSeedResult> {
  const started = performance.now();
  const { client, postgres, release } = await session(handle);
  try {
    const [{ existing, total }] = (await client.query('select count(*) filter (where tenant_id = $1)::int as existing, count(*)::int as total from parcels', [county.tenantId]))
      .rows as Array<{ existing: number; total: number }>;
    const from = Number(existing);
    if (from >= count) return { inserted: 0, seconds: 0, rebuiltIndexes: false, phases: { load: 0, indexes: 0, vacuum: 0 } };
    const rebuild = count - from >= Math.max(rebuildFrom, Number(total));
    const statement = insertStatement(Object.keys(demoParcel(county, 0)) as Key[]);
    const batchAt = (start: number) => Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => demoParcel(county, start + i));

    let mark = performance.now();
    const lap = () => {
      const now = performance.now();
      const seconds = (now - mark) / 1000;
      mark = now;
      return seconds;
    };
    const phases = { load: 0, indexes: 0, vacuum: 0 };
    await client.query('begin');
    try {
      const indexes = rebuild ? await dropSecondaryIndexes(client) : [];
      let pending: Promise<unknown> = Promise.resolve();
      for (let start = from; start < count; start += BATCH) {
        const rows = batchAt(start);
        await pending;
        onProgress?.(start - from);
        pending = client.query(statement.text, statement.params(rows));
      }
      await pending;
      onProgress?.(count - from);
      phases.load = lap();
      // More memory than the default 64 MB makes the GIN builds several times quicker (PGlite's heap is small).
      if (postgres && indexes.length > 0) await client.query("set local maintenance_work_mem = '512MB'");
      await buildInSearchOrder(client, indexes);
      await client.query('commit');
      phases.indexes = lap();
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    // Fresh statistics for the planner, and a visibility map, so index-only scans stay index-only.
    await client.query('vacuum analyze parcels');
    phases.vacuum = lap();
    return { inserted: count - from, seconds: (performance.now() - started) / 1000, rebuiltIndexes: rebuild, phases };
  } finally {
    release();
  }
}

/** The index search reads a county by, in result order (api/src/capabilities/parcels/parcel-store.ts). */
const SEARCH_ORDER_INDEX = 'parcels_search_order_idx';

/**
 * Builds the dropped indexes, and writes the table in search's order first (CLUSTER): search reads
 * a county by address (the ordered walk of a common term, the page of a street's parcels), and
 * in the order the rows were generated each entry it reads is on another page of the table, most
 * of them another page of its visibility map. CLUSTER writes the order once; rows added or changed
 * later go where there is room, so a county loaded again in bulk is written in order again.
 */
async function buildInSearchOrder(client: RawClient, indexes: DroppedIndex[]): Promise<void> {
  const searchOrder = indexes.find((index) => index.name === SEARCH_ORDER_INDEX);
  if (searchOrder) {
    await client.query(searchOrder.definition);
    await client.query(`cluster parcels using ${SEARCH_ORDER_INDEX}`);
  }
  for (const index of indexes) if (index !== searchOrder) await client.query(index.definition);
}

interface DroppedIndex {
  name: string;
  /** Its CREATE INDEX statement. */
  definition: string;
}

/** Drops the parcels indexes that no constraint owns, and answers their names and definitions. */
async function dropSecondaryIndexes(client: RawClient): Promise<DroppedIndex[]> {
  const { rows } = await client.query(`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i where i.indrelid = 'parcels'::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
  for (const { name } of rows) await client.query(`drop index ${String(name)}`);
  return rows.map((row) => ({ name: String(row.name), definition: String(row.definition) }));
}
