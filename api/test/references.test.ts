import './support/load-outside-sandbox';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../src/infrastructure/db/pglite-extensions';
import { Pool } from 'pg';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, meetings, settings } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { insertWithReference, newReference, normaliseReference, REFERENCE_ALPHABET, REFERENCE_PATTERN, referencePrefix } from '../src/infrastructure/references/reference';
import { bookTestMeeting, fileTestAppeal } from './support/after-filing';
import { createTestDatabaseTarget, openTestDatabase } from './support/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoMeetings(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const yearIn = (zone: string) => String(Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric' }).format(new Date())) % 100).padStart(2, '0');

describe('a reference', () => {
  it('is prefix, two-digit year and six characters without 0, O, 1 or I', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OI]/);
    const reference = newReference('HC', new Date('2026-03-10T15:00:00Z'), 'America/New_York');
    expect(reference).toMatch(/^HC-26-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/);
    expect(reference).toMatch(REFERENCE_PATTERN);
  });

  it("takes the year of the county's zone: just after midnight UTC on January 1st is still last year in New York", () => {
    expect(newReference('HC', new Date('2027-01-01T02:00:00Z'), 'America/New_York')).toMatch(/^HC-26-/);
    expect(newReference('HC', new Date('2027-01-01T02:00:00Z'), 'UTC')).toMatch(/^HC-27-/);
  });

  it("derives the prefix from the first two words of the county's name, or takes the setting", () => {
    expect(referencePrefix("Harbor County Assessor's Office")).toBe('HC');
    expect(referencePrefix('Pine County Assessor')).toBe('PC');
    expect(referencePrefix('Travis')).toBe('TR');
    expect(referencePrefix('Harbor County', 'HBR')).toBe('HBR');
  });

  it('is drawn at random, not in sequence: 20,000 draws barely repeat and use the whole alphabet evenly', () => {
    const draws = Array.from({ length: 20_000 }, () => newReference('HC', new Date(), 'UTC').slice(-6));
    // 32^6 is about a billion: 20,000 draws repeat one about 0.19 times on average (the birthday
    // bound); 4 or more would happen once in 20,000 runs. A sequence or a narrow source repeats far more.
    expect(draws.length - new Set(draws).size).toBeLessThanOrEqual(3);
    const counts = new Map<string, number>();
    for (const draw of draws) for (const char of draw) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 120,000 characters over 32: 3,750 each; a biased draw would be far off.
    for (const seen of counts.values()) expect(Math.abs(seen - 3_750)).toBeLessThan(400);
  });

  it('is read back from what a person types', () => {
    expect(normaliseReference('hc 26 7k3qpm')).toBe('HC-26-7K3QPM');
    expect(normaliseReference('HC-26-7K3QPM')).toBe('HC-26-7K3QPM');
    expect(normaliseReference('HC-26-0K3QPM')).toBeNull();
    expect(normaliseReference('nonsense')).toBeNull();
  });
});

describe('references on filing and booking', () => {
  it('comes back when an appeal is filed, in the format, and is stored with it', async () => {
    const filed = await fileTestAppeal(app);
    expect(filed.reference).toMatch(new RegExp(`^HC-${yearIn('America/New_York')}-[${REFERENCE_ALPHABET}]{6}$`));
    const [row] = await database.db.select({ reference: appeals.reference }).from(appeals).where(eq(appeals.id, filed.id));
    expect(row.reference).toBe(filed.reference);
  });

  it('comes back when a meeting is booked', async () => {
    const { body } = await bookTestMeeting(app, database.db);
    expect(body.reference).toMatch(REFERENCE_PATTERN);
    const [row] = await database.db.select({ reference: meetings.reference }).from(meetings).where(eq(meetings.id, body.id));
    expect(row.reference).toBe(body.reference);
  });

  it("uses the county's general.reference_prefix setting when it has one", async () => {
    await database.db.insert(settings).values({ tenantId: 'pine-county', key: 'general.reference_prefix', value: 'PNE' });
    const filed = await fileTestAppeal(app, 'pine-county');
    expect(filed.reference).toMatch(/^PNE-\d{2}-/);
  });

  it('is unique per county: a unique index refuses a second row with the same one', async () => {
    const [one] = await database.db.select().from(appeals).where(eq(appeals.tenantId, 'harbor-county')).limit(1);
    const { id: _id, createdAt: _createdAt, idempotencyKey: _key, ...copy } = one;
    await expect(database.db.insert(appeals).values({ ...copy, parcelId: 'HC-OTHER' })).rejects.toThrow();
  });

  it('is drawn again when the county already has the one drawn', async () => {
    const [taken] = await database.db.select({ reference: appeals.reference }).from(appeals).where(eq(appeals.tenantId, 'harbor-county')).limit(1);
    const draws = [taken.reference, taken.reference, 'HC-26-FRESH2'];
    const tried: string[] = [];
    const result = await insertWithReference(
      () => draws.shift()!,
      async (reference) => {
        tried.push(reference);
        const [clash] = await database.db
          .select({ id: appeals.id })
          .from(appeals)
          .where(and(eq(appeals.tenantId, 'harbor-county'), eq(appeals.reference, reference)));
        return clash ? undefined : reference;
      },
    );
    expect(result).toBe('HC-26-FRESH2');
    expect(tried).toEqual([taken.reference, taken.reference, 'HC-26-FRESH2']);
  });

  it('every seeded appeal and meeting has one', async () => {
    const [missing] = await database.db
      .execute<{ n: string }>(
        sql`select (select count(*) from appeals where reference !~ '^[A-Z]{1,4}-[0-9]{2}-[23456789A-HJ-NP-Z]{6}$') + (select count(*) from meetings where reference !~ '^[A-Z]{1,4}-[0-9]{2}-[23456789A-HJ-NP-Z]{6}$') as n`,
      )
      .then((result) => (Array.isArray(result) ? result : (result as unknown as { rows: Array<{ n: string }> }).rows));
    expect(Number(missing.n)).toBe(0);
  });
});

describe('the migration that adds references', () => {
  it('gives rows filed before it a reference of the same form, unique per county', async () => {
    // The migrations before 0012, then rows as they were, then 0012 and the rest.
    const all = path.resolve(__dirname, '../drizzle');
    const before = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    cpSync(all, before, { recursive: true });
    const journalPath = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
    const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag.startsWith('0012_'));
    journal.entries = journal.entries.slice(0, index);
    writeFileSync(journalPath, JSON.stringify(journal));

    const target = await createTestDatabaseTarget(undefined, { empty: true });
    const pool = target.options.databaseUrl ? new Pool({ connectionString: target.options.databaseUrl, max: 2 }) : undefined;
    const lite = pool ? undefined : await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = pool ? drizzleNodePg({ client: pool }) : drizzlePglite({ client: lite! });
    const migrate = (folder: string) => (pool ? migrateNodePg(db as never, { migrationsFolder: folder }) : migratePglite(db as never, { migrationsFolder: folder }));
    try {
      await migrate(before);
      await db.execute(sql`insert into tenants (id, name) values ('harbor-county', 'Harbor County'), ('x', 'Travis')`);
      await db.execute(sql`insert into settings (tenant_id, key, value) values ('x', 'general.timezone', '"America/Chicago"')`);
      const window = '00000000-0000-4000-8000-000000000001';
      await db.execute(sql`insert into appeal_windows (tenant_id, id, name, year, open) values ('harbor-county', ${window}, 'W', 2025, true), ('x', ${window}, 'W', 2025, true)`);
      for (let n = 0; n < 300; n += 1) {
        await db.execute(
          sql`insert into appeals (tenant_id, parcel_id, window_id, property, appellant, claimed_amount, created_at) values (${n % 2 ? 'x' : 'harbor-county'}, ${`P-${n}`}, ${window}, '{}', '{}', 1000, '2025-06-01T12:00:00Z')`,
        );
      }
      await migrate(all);
      const rows = await db.execute<{ tenant_id: string; reference: string }>(sql`select tenant_id, reference from appeals`);
      const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: Array<{ tenant_id: string; reference: string }> }).rows) as Array<{
        tenant_id: string;
        reference: string;
      }>;
      expect(list).toHaveLength(300);
      for (const row of list) expect(row.reference).toMatch(row.tenant_id === 'x' ? /^TR-25-[23456789A-HJ-NP-Z]{6}$/ : /^HC-25-[23456789A-HJ-NP-Z]{6}$/);
      expect(new Set(list.map((row) => row.reference)).size).toBe(300);
    } finally {
      await pool?.end();
      await lite?.close();
      await target.dispose();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
