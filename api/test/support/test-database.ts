import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../src/infrastructure/db/pglite-extensions';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../../src/infrastructure/db/client';
import { seedDemoTenants } from '../../src/tools/demo/seed-tenants';
import { copyPostgresTemplate, pgliteTemplate, withAdminClient, withDatabase } from './database-template';
import { leaseTemplateCopy } from './pglite-pool';

/** Set by scripts/test-api.mjs for the PostgreSQL run; the same tests then use a real server. */
const adminUrl = process.env.DATABASE_URL || undefined;

export interface TestDatabaseTarget {
  options: OpenDatabaseOptions;
  /** Drops the PostgreSQL database; call after every handle on it is closed. */
  dispose: () => Promise<void>;
}

export interface TestDatabaseTargetOptions {
  /** Start from nothing instead of the migrated template: for the tests of migrating itself. */
  empty?: boolean;
}

/** PGlite's directory in `pgliteDir` (as openDatabase lays it out), filled from the template. */
async function fillPgliteDir(pgliteDir: string): Promise<void> {
  const directory = path.join(pgliteDir, 'pglite');
  if (fs.existsSync(directory)) return;
  fs.mkdirSync(pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: directory, extensions: PGLITE_EXTENSIONS, loadDataDir: await pgliteTemplate() });
  await client.close();
}

/**
 * Somewhere to open a database of its own (test files run in parallel), already migrated unless
 * `empty`: on PostgreSQL a database copied from the template, otherwise in-memory PGlite in the
 * template's state (pglite-pool.ts), or PGlite in `pgliteDir` when the test needs a directory.
 */
export async function createTestDatabaseTarget(pgliteDir?: string, { empty = false }: TestDatabaseTargetOptions = {}): Promise<TestDatabaseTarget> {
  if (!adminUrl) {
    if (pgliteDir) {
      if (!empty) await fillPgliteDir(pgliteDir);
      return { options: { dataDir: pgliteDir }, dispose: async () => undefined };
    }
    return { options: empty ? {} : { pgliteLease: leaseTemplateCopy }, dispose: async () => undefined };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  if (empty) await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const databaseUrl = empty ? withDatabase(adminUrl, name) : await copyPostgresTemplate(adminUrl, name);
  return {
    options: { databaseUrl },
    dispose: () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
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
