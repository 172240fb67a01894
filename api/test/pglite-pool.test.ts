import './support/load-outside-sandbox';
import { drizzle } from 'drizzle-orm/pglite';
import * as schema from '../src/infrastructure/db/schema';
import type { Database } from '../src/infrastructure/db/client';
import { seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { leaseTemplateCopy } from './support/pglite-pool';

// The PGlite databases that test files pass on to each other (docs/architecture.md#tests): each
// lease is in the migrated template's state, whatever the one before it did.

const countRows = async (client: { query: (sql: string) => Promise<{ rows: unknown[] }> }, table: string) =>
  Number(((await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0] as { n: number }).n);

/** Leases a database and writes the demo counties into it, which the outbox rows below belong to. */
async function leaseWithCounties() {
  const lease = await leaseTemplateCopy();
  await seedDemoTenants(drizzle({ client: lease.client, schema }) as unknown as Database);
  return lease;
}

it('a database given back comes out again emptied, its sequences restarted', async () => {
  const first = await leaseWithCounties();
  await first.client.exec(`INSERT INTO outbox (tenant_id, kind, payload) VALUES ('pine-county', 'test', '{}'), ('pine-county', 'test', '{}')`);
  expect(await countRows(first.client, 'outbox')).toBe(2);
  await first.release();

  const second = await leaseTemplateCopy();
  try {
    expect(await countRows(second.client, 'outbox')).toBe(0);
    expect(await countRows(second.client, 'tenants')).toBe(0);
    await seedDemoTenants(drizzle({ client: second.client, schema }) as unknown as Database);
    const { rows } = await second.client.query<{ id: string }>(`INSERT INTO outbox (tenant_id, kind, payload) VALUES ('pine-county', 'test', '{}') RETURNING id::text`);
    expect(rows[0].id).toBe('1');
    // The migrations' own record is the template's, so migrating again changes nothing.
    expect(await countRows(second.client, 'drizzle.__drizzle_migrations')).toBeGreaterThan(20);
  } finally {
    await second.release();
  }
});

it('a database whose schema a test changed is replaced, not lent again', async () => {
  const first = await leaseTemplateCopy();
  await first.client.exec('ALTER TABLE outbox ADD COLUMN left_behind text');
  await first.release();

  const second = await leaseTemplateCopy();
  try {
    const { rows } = await second.client.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'outbox' AND column_name = 'left_behind'`);
    expect(rows).toEqual([]);
  } finally {
    await second.release();
  }
});

it('a database given back with a transaction still open is replaced by one that answers', async () => {
  const first = await leaseWithCounties();
  await first.client.exec(`BEGIN; INSERT INTO outbox (tenant_id, kind, payload) VALUES ('pine-county', 'test', '{}')`);
  await first.release();

  const second = await leaseTemplateCopy();
  try {
    expect(await countRows(second.client, 'outbox')).toBe(0);
  } finally {
    await second.release();
  }
});

it('what a test holds stops answering once it is given back, as a closed database would', async () => {
  const lease = await leaseTemplateCopy();
  await lease.release();
  expect(() => lease.client.query('SELECT 1')).toThrow('This database is closed.');
});

it('two leases at once are two databases', async () => {
  const [one, two] = await Promise.all([leaseWithCounties(), leaseTemplateCopy()]);
  try {
    await one.client.exec(`INSERT INTO outbox (tenant_id, kind, payload) VALUES ('pine-county', 'test', '{}')`);
    expect(await countRows(two.client, 'outbox')).toBe(0);
  } finally {
    await Promise.all([one.release(), two.release()]);
  }
});
