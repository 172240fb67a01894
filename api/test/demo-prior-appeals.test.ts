import './support/load-outside-sandbox';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealReasons, appeals, appealWindows } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { openTestDatabase } from './support/test-database';
import { REFERENCE_PATTERN } from '../src/infrastructure/references/reference';

// Harbor's prior-appeal rule (product.check_assessor_appeals) refuses only a documented handful
// of demo parcels, not every parcel past the first 2,000 (nine in ten at the default 20,000).
const harbor = DEMO_COUNTIES[0];
const PER_COUNTY = 2_100;
const showcase = demoShowcase(harbor);

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, PER_COUNTY, [harbor]);
  await seedDemoAppeals(database.db, new Date(), [harbor]);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

async function previousWindowId(): Promise<string> {
  const rows = await database.db.select().from(appealWindows).where(eq(appealWindows.tenantId, harbor.tenantId));
  const sorted = rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return sorted[sorted.length - 2].id;
}

async function priorAppeals(parcelId?: string): Promise<number> {
  const windowId = await previousWindowId();
  const conditions = [eq(appeals.tenantId, harbor.tenantId), eq(appeals.windowId, windowId)];
  if (parcelId) conditions.push(eq(appeals.parcelId, parcelId));
  const [{ total }] = await database.db
    .select({ total: count() })
    .from(appeals)
    .where(and(...conditions));
  return Number(total);
}

it('files a prior appeal for every parcel but the documented few, also past the first 2,000', async () => {
  expect(await priorAppeals()).toBe(PER_COUNTY - showcase.noPriorAppeal.length);
  for (const n of [0, 1_999, 2_000, 2_099]) expect(await priorAppeals(String(demoParcel(harbor, n).id))).toBe(1);
  for (const id of showcase.noPriorAppeal) expect(await priorAppeals(id)).toBe(0);
});

it('gives each prior appeal a fictitious owner, a claim under the value and one reason', async () => {
  const windowId = await previousWindowId();
  const id = String(demoParcel(harbor, 2_050).id);
  const [row] = await database.db
    .select()
    .from(appeals)
    .where(and(eq(appeals.tenantId, harbor.tenantId), eq(appeals.windowId, windowId), eq(appeals.parcelId, id)));
  const appellant = row.appellant as { name: string; type: string; email: string; phone: { number: string } };
  expect(appellant.type).toBe('owner');
  expect(appellant.email).toMatch(/^[a-z]+\.[a-z]+@example\.org$/);
  expect(appellant.phone.number).toMatch(/^555555\d{4}$/);
  expect(row.property).toMatchObject({ id, address: demoParcel(harbor, 2_050).address });
  const value = demoParcel(harbor, 2_050).valueAmount ?? 200_000;
  expect(row.claimedAmount).toBeGreaterThanOrEqual(Math.floor(value * 0.74));
  expect(row.claimedAmount).toBeLessThanOrEqual(Math.ceil(value * 0.96));
  const reasons = await database.db
    .select()
    .from(appealReasons)
    .where(and(eq(appealReasons.tenantId, harbor.tenantId), eq(appealReasons.appealId, row.id)));
  expect(reasons).toHaveLength(1);
});

it('gives each prior appeal its own reference, of last year and in the format filings use', async () => {
  const rows = await database.db
    .select({ reference: appeals.reference })
    .from(appeals)
    .where(eq(appeals.windowId, await previousWindowId()));
  const references = rows.map((row) => row.reference);
  const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, '0');
  expect(references.every((reference) => REFERENCE_PATTERN.test(reference) && reference.startsWith(`HC-${lastYear}-`))).toBe(true);
  expect(new Set(references).size).toBe(references.length);
});

it('adds nothing when run again', async () => {
  const before = await priorAppeals();
  await seedDemoAppeals(database.db, new Date(), [harbor]);
  expect(await priorAppeals()).toBe(before);
});

it('lists in README.md exactly the parcels refused for want of a prior appeal', () => {
  const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  const listed = [...readme.matchAll(/^\| (HC-\d{6}-[A-Z]\d{3}) \| ([^|]+) \|/gm)].map((match) => [match[1], match[2].trim()]);
  expect(listed).toEqual(showcase.noPriorAppeal.map((id) => [id, demoParcel(harbor, Number(id.split('-')[1])).address]));
});
