import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../../src/db/client';
import { seedDemoTenants } from '../../src/demo/seed-tenants';

/** Set by scripts/test-api.mjs for the PostgreSQL run; the same tests then use a real server. */
const adminUrl = process.env.DATABASE_URL || undefined;

export interface TestDatabaseTarget {
  options: OpenDatabaseOptions;
  /** Drops the PostgreSQL database; call after every handle on it is closed. */
  dispose: () => Promise<void>;
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Somewhere empty to open a database: on PostgreSQL a database of its own (test files run in
 * parallel), otherwise in-memory PGlite, or PGlite in `pgliteDir` when the test needs a directory.
 */
export async function createTestDatabaseTarget(pgliteDir?: string): Promise<TestDatabaseTarget> {
  if (!adminUrl) return { options: pgliteDir ? { dataDir: pgliteDir } : {}, dispose: async () => undefined };
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.href },
    dispose: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A migrated database; seeded with the demo counties unless `seed` is false. Closing it also disposes it. */
export async function openTestDatabase({ seed = true } = {}): Promise<DatabaseHandle> {
  const target = await createTestDatabaseTarget();
  const handle = await openDatabase(target.options);
  if (seed) await seedDemoTenants(handle.db);
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      await target.dispose();
    },
  };
}
