import './support/load-outside-sandbox';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { seedAtStart } from '../src/tools/demo/seed-at-start';
import { createTestDatabaseTarget } from './support/test-database';
import { readEnvironment } from '../src/infrastructure/config/environment';

// Several API processes starting together on one database: they migrate once and seed
// once. On PostgreSQL each start here has a pool of its own, as a process would; on PGlite (one
// process per directory) the two starts share the one database.

jest.setTimeout(180_000);

const PARCELS = 150;
// The audit trail too: the demo counties are created, set up and given their rolls through the county
// tools, which audit what they change, so a start that finds them set up changes, and audits, nothing.
const TABLES = ['tenants', 'settings', 'parcels', 'appeals', 'meetings', 'time_slots', 'places', 'staff_accounts', 'appeal_windows', 'audit_events'];
const onPostgres = Boolean(process.env.DATABASE_URL);

async function counts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    result[table] = Number(((rows as unknown as { rows?: Array<{ n: number }> }).rows ?? (rows as unknown as Array<{ n: number }>))[0].n);
  }
  return result;
}

const start = (handle: DatabaseHandle) => seedAtStart(handle.db, { mode: { counties: true, staffAccounts: true }, parcels: PARCELS });

it('two starts at once on one fresh database write what one start writes', async () => {
  const alone = await createTestDatabaseTarget(undefined, { empty: true });
  const together = await createTestDatabaseTarget(undefined, { empty: true });
  const handles: DatabaseHandle[] = [];
  try {
    const single = await openDatabase(alone.options);
    handles.push(single);
    await start(single);
    const expected = await counts(single);
    expect(expected.parcels).toBe(2 * PARCELS);

    // Both migrate at once too (drizzle's migrator, racing, would fail on the second CREATE TABLE).
    const [first, second] = onPostgres
      ? await Promise.all([openDatabase(together.options), openDatabase(together.options)])
      : [await openDatabase(together.options)].flatMap((h) => [h, h]);
    handles.push(...new Set([first, second]));
    await Promise.all([start(first), start(second)]);
    expect(await counts(first)).toEqual(expected);
    // And a later start finds everything there.
    await start(second);
    expect(await counts(second)).toEqual(expected);
  } finally {
    for (const handle of handles) await handle.close();
    await alone.dispose();
    await together.dispose();
  }
});

it('the file store follows the engine unless FILE_STORE says otherwise', () => {
  expect(readEnvironment({}).FILE_STORE).toBe('disk');
  expect(readEnvironment({ DATABASE_URL: 'postgres://db/portal' }).FILE_STORE).toBe('database');
  expect(readEnvironment({ FILE_STORE: 'disk', DATABASE_URL: 'postgres://db/portal' }).FILE_STORE).toBe('disk');
  expect(readEnvironment({ FILE_STORE: ' Database ' }).FILE_STORE).toBe('database');
  expect(() => readEnvironment({ FILE_STORE: 's3' })).toThrow(/FILE_STORE must be "database" or "disk"/);
});
