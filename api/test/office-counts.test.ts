import './support/load-outside-sandbox';
import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OFFICE_STATUSES, officeAppealsQuerySchema, officeAppealsResponseSchema, type OfficeAppealsQuery, type OfficeStatus } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealFacetCounts, appeals, appealStatusCounts, appealWindows, staffAccounts, tenants } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { listOfficeAppeals, queueSelection } from '../src/capabilities/office/appeals-queue';
import { REFERENCE_ALPHABET } from '../src/infrastructure/references/reference';
import { deleteLapsedRows } from '../src/capabilities/retention/lapsed-rows';
import { readTenantSettings } from '../src/capabilities/tenants/tenant-store';
import type { CountySettings } from '../src/capabilities/tenants/server-settings';
import { confirmTestAppeal, fileTestAppeal } from './support/after-filing';
import { openTestDatabase } from './support/test-database';

/**
 * The queue's counts per status come for a season unfiltered from appeal_status_counts,
 * kept by a trigger (drizzle 0028), and those awaiting confirmation from a count of their own
 * (capabilities/office/appeals-queue.ts); they must give the numbers of the one grouped count they replaced,
 * under every filter and at any moment, while appeals are filed, confirmed, moved, lapse and are
 * deleted, one at a time or many in one statement. Each check asks the queue and that count side
 * by side, and compares the whole table with a count of appeals.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let clerk: string;
let clerkId: string;
let season: string;
const TENANT = 'harbor-county';
const HARBOR = `/${TENANT}/api`;
const SAME_ORIGIN = 'http://localhost:80';
const HOUR = 3_600_000;
/** Harbor's own, as the route reads them. */
let settings: CountySettings;

/** The views the checks ask for: each filter alone, a few together, a search. */
const VIEWS: OfficeAppealsQuery[] = [
  {},
  { status: 'decided' },
  { status: 'awaiting-confirmation' },
  { propertyType: 'commercial' },
  { method: 'mail' },
  { method: 'online' },
  { filedBy: 'staff' },
  { filedBy: 'public', propertyType: 'residential' },
  { from: '2019-04-01', to: '2019-04-15' },
  { q: 'kestrel' },
  { q: 'hc-' },
  { window: 'all' },
  { window: 'all', status: 'withdrawn', propertyType: 'commercial' },
];

/** The grouped count the queue answered with before (one scan: awaiting confirmation as a status of its own). */
async function countedAtOnce(query: OfficeAppealsQuery, now: Date) {
  const parsed = officeAppealsQuerySchema.parse({ window: season, ...query });
  const { where } = await queueSelection(database.db, { tenantId: TENANT, settings, query: parsed, now });
  const bucket = sql<string>`case when ${appeals.confirmedAt} is null then 'awaiting-confirmation' else ${appeals.status} end`;
  const awaiting = and(isNull(appeals.confirmedAt), gt(appeals.createdAt, new Date(now.getTime() - settings['appeal.confirm_hours'] * HOUR)));
  const rows = await database.db
    .select({ status: bucket, count: sql<number>`count(*)::int` })
    .from(appeals)
    .where(and(...where, or(isNotNull(appeals.confirmedAt), awaiting)))
    .groupBy(bucket);
  const counts = Object.fromEntries(OFFICE_STATUSES.map((status) => [status, 0])) as Record<OfficeStatus, number>;
  for (const { status, count } of rows) if (status in counts) counts[status as OfficeStatus] += Number(count);
  return counts;
}

/** Every view's counts from the queue against the count of old, now and at each later moment given (hours from now). */
async function expectCountsAsCounted(hoursLater: number[] = [47, 49, 24 * 40]) {
  for (const query of VIEWS) {
    const response = await app.inject({ url: `${HARBOR}/office/appeals`, query: { window: season, ...query } as Record<string, string>, headers: { cookie: clerk } });
    expect(response.statusCode).toBe(200);
    const listed = officeAppealsResponseSchema.parse(response.json());
    expect({ query, counts: listed.counts }).toEqual({ query, counts: await countedAtOnce(query, new Date()) });
    for (const hours of hoursLater) {
      const now = new Date(Date.now() + hours * HOUR);
      const parsed = officeAppealsQuerySchema.parse({ window: season, ...query });
      const { counts } = await listOfficeAppeals(database.db, { tenantId: TENANT, settings, query: parsed, now });
      expect({ query, hours, counts }).toEqual({ query, hours, counts: await countedAtOnce(query, now) });
    }
  }
}

/** The kept counts, every county, season, status, type, method, filer and neighborhood (drizzle 0042), against a count of the confirmed appeals. */
async function expectTableAsCounted() {
  type Row = { tenantId: string; windowId: string; status: string; propertyType: string; method: string; staffFiled: boolean; neighborhood: string; count: number };
  const key = (row: Row) => [row.tenantId, row.windowId, row.status, row.propertyType, row.method, row.staffFiled, row.neighborhood].join(' ');
  const kept = await database.db.select().from(appealStatusCounts);
  expect(kept.filter((row) => row.count < 0)).toEqual([]);
  const counted = await database.db
    .select({
      tenantId: appeals.tenantId,
      windowId: appeals.windowId,
      status: appeals.status,
      propertyType: sql<string>`coalesce(${appeals.propertyType}, '')`,
      method: sql<string>`coalesce(${appeals.filingMethod}, '')`,
      staffFiled: sql<boolean>`${appeals.staffAccountId} is not null`,
      neighborhood: sql<string>`coalesce(${appeals.neighborhood}, '')`,
      count: sql<number>`count(*)::int`,
    })
    .from(appeals)
    .where(isNotNull(appeals.confirmedAt))
    .groupBy(sql`1, 2, 3, 4, 5, 6, 7`);
  const asMap = (rows: Row[]) => Object.fromEntries(rows.filter((row) => row.count !== 0).map((row) => [key(row), Number(row.count)]));
  expect(asMap(kept)).toEqual(asMap(counted));
  // The facet counts (officer, offer, panel) the same way.
  const facets = await database.db.execute(sql`select tenant_id, window_id, f.facet, f.value, status, count(*)::int as count from appeals,
    lateral (values ('officer', officer_account_id::text), ('offer', offer_state), ('panel', hearing_panel_id::text)) f(facet, value)
    where confirmed_at is not null and f.value is not null group by 1, 2, 3, 4, 5`);
  const keptFacets = await database.db.select().from(appealFacetCounts);
  const facetMap = (rows: Array<Record<string, unknown>>) =>
    Object.fromEntries(
      rows
        .filter((row) => Number(row.count) !== 0)
        .map((row) => [[row.tenantId ?? row.tenant_id, row.windowId ?? row.window_id, row.facet, row.value, row.status].join(' '), Number(row.count)]),
    );
  expect(facetMap(keptFacets)).toEqual(facetMap((facets as unknown as { rows: Array<Record<string, unknown>> }).rows));
}

async function expectCounts(hoursLater?: number[]) {
  await expectTableAsCounted();
  await expectCountsAsCounted(hoursLater);
}

let referenceCount = 0;
/** HC-18-222222, HC-18-222223 ...: this file's own references. */
function nextReference(): string {
  let n = referenceCount++;
  let tail = '';
  for (let i = 0; i < 6; i += 1) {
    tail = REFERENCE_ALPHABET[n % REFERENCE_ALPHABET.length] + tail;
    n = Math.floor(n / REFERENCE_ALPHABET.length);
  }
  return `HC-18-${tail}`;
}

/** An appeal written straight into the open season, as staff, an import or a lapsed filing would leave it. */
async function seedAppeal(appeal: { parcelId: string; filer: string; type?: string; status?: string; createdAt: Date; confirmedAt?: Date | null; byStaff?: boolean }) {
  const [row] = await database.db
    .insert(appeals)
    .values({
      tenantId: TENANT,
      windowId: season,
      parcelId: appeal.parcelId,
      reference: nextReference(),
      property: { id: appeal.parcelId, address: `${appeal.parcelId} Quarry Lane`, type: appeal.type ?? 'residential', owner: 'Owner', value: { amount: 300_000, currency: 'USD' } },
      appellant: { name: appeal.filer, type: 'owner', phone: { number: '5555550142', extension: '' }, email: 'filer@example.org' },
      claimedAmount: 250_000,
      status: appeal.status ?? 'filed',
      confirmedAt: appeal.confirmedAt === undefined ? appeal.createdAt : appeal.confirmedAt,
      createdAt: appeal.createdAt,
      filingMethod: appeal.byStaff ? 'mail' : null,
      staffAccountId: appeal.byStaff ? clerkId : null,
    })
    .returning();
  return row;
}

const move = async (appeal: string, body: object) => {
  const response = await app.inject({ method: 'POST', url: `${HARBOR}/appeals/${appeal}/status`, payload: body, headers: { cookie: clerk, origin: SAME_ORIGIN } });
  expect({ appeal, body, status: response.statusCode }).toEqual({ appeal, body, status: 200 });
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 300);
  await seedDemoAppeals(database.db);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: `${HARBOR}/session`,
    payload: { email: 'clerk@harborcounty.example', password: DEMO_STAFF_PASSWORD },
    headers: { origin: SAME_ORIGIN },
  });
  clerk = String(signIn.headers['set-cookie']).split(';')[0];
  [{ id: clerkId }] = await database.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, 'clerk@harborcounty.example'));
  ({ settings } = await readTenantSettings(database.db, TENANT));
  [{ id: season }] = await database.db
    .select({ id: appealWindows.id })
    .from(appealWindows)
    .where(and(eq(appealWindows.tenantId, TENANT), eq(appealWindows.open, true)));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

it('counts as the one grouped count did, while appeals are filed, confirmed, moved, lapse and are deleted', async () => {
  await expectCounts();

  // Filed in April by staff and online, some commercial; one still waiting and two past their deadline.
  const april = (day: number) => new Date(Date.UTC(2019, 3, day, 12));
  const seeded = [];
  for (let i = 0; i < 12; i += 1) {
    seeded.push(
      await seedAppeal({
        parcelId: `HC-Q-${i}`,
        filer: i % 3 ? `Avery Vale ${i}` : `Tobias Kestrel ${i}`,
        type: i % 4 ? 'residential' : 'commercial',
        createdAt: april(i + 1),
        byStaff: i % 5 === 0,
      }),
    );
  }
  await seedAppeal({ parcelId: 'HC-Q-20', filer: 'Kai Waiting', createdAt: new Date(Date.now() - 2 * HOUR), confirmedAt: null });
  await seedAppeal({ parcelId: 'HC-Q-21', filer: 'Kai Lapsed', createdAt: new Date(Date.now() - 72 * HOUR), confirmedAt: null, type: 'commercial' });
  await seedAppeal({ parcelId: 'HC-Q-22', filer: 'Kai Kestrel Long Gone', createdAt: new Date(Date.now() - 40 * 24 * HOUR), confirmedAt: null });
  // Public filings through the wizard: confirmed as the filer would, or left waiting.
  const online = [];
  for (let i = 0; i < 6; i += 1) online.push(await fileTestAppeal(app, TENANT, { name: `Rowan Kestrel ${i}` }, { confirm: false }));
  await expectCounts();

  for (const filed of online.slice(0, 4)) await confirmTestAppeal(app, filed);
  await expectCounts();

  // The office moves some along the timeline, to every status.
  await move(seeded[0].reference, { status: 'under-review' });
  await move(seeded[1].reference, { status: 'withdrawn' });
  for (const appeal of [seeded[2], seeded[3], online[0]]) await move(appeal.reference, { status: 'under-review' });
  await move(seeded[2].reference, { status: 'hearing-scheduled', hearingAt: '2026-05-04T14:00:00Z' });
  await move(seeded[3].reference, { status: 'decided', decidedValue: { amount: 200_000 }, decision: { reasons: ['other'] } });
  await move(seeded[2].reference, { status: 'hearing-held' });
  await move(seeded[2].reference, { status: 'decided', decidedValue: { amount: 210_000 }, decision: { reasons: ['other'] } });
  await move(online[0].reference, { status: 'withdrawn' });
  await expectCounts();

  // Retention deletes what lapsed more than 31 days ago, then, 40 days on, every unconfirmed filing.
  expect((await deleteLapsedRows(database.db, new Date())).appeals).toBeGreaterThanOrEqual(1);
  await expectCounts();
  await deleteLapsedRows(database.db, new Date(Date.now() + 40 * 24 * HOUR));
  const [{ waiting }] = await database.db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(appeals)
    .where(and(eq(appeals.tenantId, TENANT), eq(appeals.windowId, season), isNull(appeals.confirmedAt)));
  expect(waiting).toBe(0);
  await expectCounts();

  // Many rows in one statement, as an import or a script would write them, and a move to another season.
  const ours = sql`${appeals.parcelId} like 'HC-Q-%'`;
  await database.db
    .update(appeals)
    .set({ status: 'under-review' })
    .where(and(ours, eq(appeals.status, 'filed')));
  await database.db
    .update(appeals)
    .set({ confirmedAt: null })
    .where(and(ours, eq(appeals.propertyType, 'commercial')));
  const [closed] = await database.db
    .select({ id: appealWindows.id })
    .from(appealWindows)
    .where(and(eq(appealWindows.tenantId, TENANT), eq(appealWindows.open, false)))
    .limit(1);
  await database.db.update(appeals).set({ windowId: closed.id }).where(eq(appeals.id, seeded[5].id));
  await database.db.update(appeals).set({ claimedAmount: 1 }).where(ours);
  await expectCounts([]);
  await database.db.delete(appeals).where(and(ours, eq(appeals.status, 'under-review')));
  await expectCounts([]);
}, 180_000);

it('keeps no counts of a county that is deleted, whatever goes first', async () => {
  const tenantId = 'count-test-county';
  await database.db.insert(tenants).values({ id: tenantId, name: 'Count Test County' });
  const [{ id: windowId }] = await database.db.insert(appealWindows).values({ tenantId, name: '2019 Appeal Season', year: 2019 }).returning({ id: appealWindows.id });
  await database.db.insert(appeals).values(
    ['filed', 'filed', 'decided'].map((status, i) => ({
      tenantId,
      windowId,
      parcelId: `CT-${i}`,
      reference: `CT-19-22222${i + 2}`,
      property: { id: `CT-${i}` },
      appellant: { name: 'Avery Vale' },
      claimedAmount: 1_000,
      status,
    })),
  );
  expect(
    await database.db
      .select({ status: appealStatusCounts.status, count: appealStatusCounts.count })
      .from(appealStatusCounts)
      .where(eq(appealStatusCounts.tenantId, tenantId))
      .orderBy(appealStatusCounts.status),
  ).toEqual([
    { status: 'decided', count: 1 },
    { status: 'filed', count: 2 },
  ]);
  await database.db.delete(tenants).where(eq(tenants.id, tenantId));
  expect(await database.db.select().from(appealStatusCounts).where(eq(appealStatusCounts.tenantId, tenantId))).toEqual([]);
  await expectTableAsCounted();
});
