import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { API_SESSION, CACHED_PLAN_SESSION, setCachedPlanPool } from './cached-plan';
import { lockDataDir } from './data-dir-lock';
import { DurableNodeFS, PGLITE_DURABLE_PARAMS } from './durable-node-fs';
import { measurePool } from './statement-timing';
import type { Database } from './database';
import * as schema from './schema';

export type { Database };

export interface DatabaseHandle {
  db: Database;
  /** Closes the connections and, for PGlite, frees the data directory for the next process. */
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite's directory (the database lives in `<dataDir>/pglite`); omit for an in-memory database. */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, `dataDir` is ignored. */
  databaseUrl?: string;
  /** Connections in each PostgreSQL pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * PGlite in `dataDir` only. 'fsync' (the default): a commit is on the disk when it is acknowledged
   * (durable-node-fs.ts). 'none': PGlite as it comes, fsync off; only for measuring what durability
   * costs (scripts/bench-appeals.ts).
   */
  pgliteDurability?: 'fsync' | 'none';
  /**
   * In-memory PGlite only: where the database comes from, and where it goes back on close, instead
   * of a new empty one; the tests lease migrated databases from a pool this way.
   */
  pgliteLease?: () => Promise<PgliteLease>;
  /** PostgreSQL only: time every statement and report the pools in /metrics (statement-timing.ts); main passes METRICS=on. */
  metrics?: boolean;
}

/** A PGlite database lent by its owner: `release` instead of closing it. */
export interface PgliteLease {
  client: PGlite;
  release: () => Promise<void>;
}

const migrationsFolder = path.resolve(__dirname, '../../../drizzle');

// Any constant works; it only has to be the same in every process migrating this database.
const MIGRATION_LOCK_KEY = 4_127_310_211;

/** Opens the database and brings its schema up to date (migrations are idempotent). */
export async function openDatabase({
  dataDir,
  databaseUrl,
  poolSize = DEFAULT_POOL_SIZE,
  pgliteDurability = 'fsync',
  pgliteLease,
  metrics = false,
}: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return databaseUrl ? openPostgres(databaseUrl, poolSize, metrics) : openPglite(dataDir, pgliteDurability, dataDir ? undefined : pgliteLease);
}

/** Connections in each of the two pools unless DATABASE_POOL_SIZE says otherwise: node-postgres' own default. Several
 * API processes on one database each open their own pools, so their sum is what the database sees. */
export const DEFAULT_POOL_SIZE = 10;

async function openPostgres(connectionString: string, max: number, metrics: boolean): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString, max, options: API_SESSION });
  // Before the first connection, which the pool keeps for later statements.
  const unwatch = metrics ? [measurePool(pool, 'main')] : [];
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  try {
    // Several API processes may start at once against one database; one migrates, the rest wait.
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockHolder.release();
    }
  } catch (error) {
    unwatch.forEach((stop) => stop());
    await pool.end();
    throw error;
  }
  // Connects only when a statement needs it (cached-plan.ts).
  const cachedPlanPool = new Pool({ connectionString, max, options: CACHED_PLAN_SESSION });
  cachedPlanPool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  setCachedPlanPool(db, cachedPlanPool);
  if (metrics) unwatch.push(measurePool(cachedPlanPool, 'cached-plan'));
  return { db, close: async () => void (await Promise.all([pool.end(), cachedPlanPool.end(), ...unwatch.map((stop) => stop())])) };
}

/** Where PGlite keeps the database: in memory without a directory; on disk, by default with every commit flushed to it. */
function pgliteStorage(dataDir: string | undefined, durability: 'fsync' | 'none'): Partial<PGliteOptions> {
  if (!dataDir) return {};
  const directory = path.join(dataDir, 'pglite');
  return durability === 'fsync' ? { fs: new DurableNodeFS(directory), startParams: PGLITE_DURABLE_PARAMS } : { dataDir: directory };
}

async function openPglite(dataDir: string | undefined, durability: 'fsync' | 'none', lease: (() => Promise<PgliteLease>) | undefined): Promise<DatabaseHandle> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  let client: PGlite | undefined;
  let done = () => client!.close();
  try {
    if (lease) {
      const leased = await lease();
      client = leased.client;
      done = leased.release;
    } else {
      client = await PGlite.create({ ...pgliteStorage(dataDir, durability), extensions: PGLITE_EXTENSIONS });
    }
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      close: async () => {
        try {
          await done();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    if (client) await done().catch(() => undefined);
    release();
    throw error;
  }
}
