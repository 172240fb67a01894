import './support/load-outside-sandbox';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuditResponse } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, auditEvents, staffAccounts } from '../src/infrastructure/db/schema';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_STAFF } from '../src/tools/demo/seed-staff';
import { seedStaff, STAFF_PASSWORD } from './support/staff-accounts';
import { recordAudit } from '../src/capabilities/staff/audit';
import { openTestDatabase } from './support/test-database';

// A flood of refused sign-ins must not push real events out of the audit page: refusals are
// counted on one row per account (or for no account) and hour, and the trail pages and filters.
let database: DatabaseHandle;
let app: FastifyInstance;
let harborCookie: string;
let pineCookie: string;

const HARBOR_CLERK = DEMO_STAFF.find((a) => a.tenantId === 'harbor-county')!;
const PINE_CLERK = DEMO_STAFF.find((a) => a.tenantId === 'pine-county')!;
const ORIGIN = { origin: 'http://localhost:80' };

let addressCounter = 1;
const nextAddress = () => `10.3.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const signIn = (tenant: string, email: string, password: string, address = nextAddress()) =>
  app.inject({ method: 'POST', url: `/${tenant}/api/session`, payload: { email, password }, remoteAddress: address, headers: ORIGIN });

async function cookieOf(tenant: string, email: string): Promise<string> {
  const response = await signIn(tenant, email, STAFF_PASSWORD);
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0];
}

const audit = (query = '', { tenant = 'harbor-county', cookie = harborCookie }: { tenant?: string; cookie?: string | null } = {}) =>
  app.inject({ method: 'GET', url: `/${tenant}/api/audit${query}`, headers: cookie ? { cookie } : {} });
const auditPage = async (query = '', options?: Parameters<typeof audit>[1]): Promise<AuditResponse> => {
  const response = await audit(query, options);
  expect(response.statusCode).toBe(200);
  return response.json();
};

async function accountIdOf(tenantId: string, email: string): Promise<string> {
  const [row] = await database.db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.email, email)));
  return row.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedStaff(database.db);
  // The anonymous write limit on sign-in is lifted, and every password check may wait its turn: the
  // flood below must reach the throttle and the trail.
  app = buildApp({
    db: database.db,
    distRoot: '/nonexistent-dist',
    limits: { writes: { 'sign-in': { perAddress: { max: 100_000, windowSeconds: 60 } } }, signIn: { queuedChecks: 1000 } },
  });
  await app.ready();
  harborCookie = await cookieOf('harbor-county', HARBOR_CLERK.email);
  pineCookie = await cookieOf('pine-county', PINE_CLERK.email);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(auditEvents);
});

describe("an event's appeal", () => {
  it("is named by its reference, read from this county's appeals only", async () => {
    await seedDemoParcels(database.db, 400);
    await seedDemoAppeals(database.db);
    // The seed's own roll imports are in the trail too: this test reads only its own events.
    await database.db.delete(auditEvents);
    const [harbor] = await database.db.select({ id: appeals.id, reference: appeals.reference }).from(appeals).where(eq(appeals.tenantId, 'harbor-county')).limit(1);
    const [pine] = await database.db.select({ id: appeals.id }).from(appeals).where(eq(appeals.tenantId, 'pine-county')).limit(1);
    const clerkId = await accountIdOf('harbor-county', HARBOR_CLERK.email);
    await recordAudit(database.db, {
      tenantId: 'harbor-county',
      accountId: clerkId,
      action: 'appeal-status-changed',
      detail: { appealId: harbor.id, from: 'filed', to: 'under-review' },
    });
    // An id of another county's appeal (never written so, but the trail's detail is only JSON): no reference.
    await recordAudit(database.db, { tenantId: 'harbor-county', accountId: clerkId, action: 'appeal-kept', detail: { appealId: pine.id } });
    await recordAudit(database.db, { tenantId: 'harbor-county', accountId: clerkId, action: 'sign-in', detail: { appealId: 'not-an-id' } });
    const page = await auditPage();
    expect(page.results.map((row) => [row.action, row.appealReference])).toEqual([
      ['sign-in', null],
      ['appeal-kept', null],
      ['appeal-status-changed', harbor.reference],
    ]);
  });
});

describe('a flood of refused sign-ins', () => {
  it('does not push real events off the first page: 250 refusals are a few rows with their counts', async () => {
    const clerkId = await accountIdOf('harbor-county', HARBOR_CLERK.email);
    await recordAudit(database.db, { tenantId: 'harbor-county', accountId: clerkId, action: 'sign-in' });
    await recordAudit(database.db, { tenantId: 'harbor-county', accountId: clerkId, action: 'appeal-filed-on-behalf', parcelId: 'HC-1', detail: { method: 'mail' } });

    // 125 guesses at the clerk's password from one address, 125 at e-mails that are no account from
    // another, 25 at a time (most are held back by the throttle, without a password check).
    const [clerkGuesser, strangerGuesser] = [nextAddress(), nextAddress()];
    const codes: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          batch % 2 === 0
            ? signIn('harbor-county', HARBOR_CLERK.email, `guess-${batch}-${index}`, clerkGuesser)
            : signIn('harbor-county', `${randomUUID()}@example.com`, 'guess', strangerGuesser),
        ),
      );
      codes.push(...responses.map((r) => r.statusCode));
    }
    expect(codes).toHaveLength(250);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);

    const page = await auditPage();
    expect(page.results.map((row) => row.action)).toEqual(expect.arrayContaining(['sign-in', 'appeal-filed-on-behalf']));
    const refusals = page.results.filter((row) => row.action === 'sign-in-failed' || row.action === 'sign-in-rate-limited');
    // Failed and held back, for the clerk and for no account (twice that if the flood straddles the turn of an hour).
    expect(refusals.length).toBeLessThanOrEqual(8);
    expect(refusals.reduce((sum, row) => sum + row.count, 0)).toBe(250);
    const failed = refusals.filter((row) => row.action === 'sign-in-failed').reduce((sum, row) => sum + row.count, 0);
    expect(failed).toBe(codes.filter((code) => code === 401).length);
    expect(page.totalCount).toBe(2 + refusals.length);
  });

  it('shows a row of repeated refusals with its count and first and last time', async () => {
    const clerkId = await accountIdOf('harbor-county', HARBOR_CLERK.email);
    for (let attempt = 1; attempt <= 3; attempt++) expect((await signIn('harbor-county', HARBOR_CLERK.email, 'wrong')).statusCode).toBe(401);
    const rows = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'sign-in-failed'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: 'harbor-county', accountId: clerkId, count: 3 });

    const [row] = (await auditPage()).results;
    expect(row).toMatchObject({ action: 'sign-in-failed', accountName: HARBOR_CLERK.name, count: 3 });
    expect(new Date(row.lastAt!).getTime()).toBeGreaterThanOrEqual(new Date(row.createdAt).getTime());
    // A single event has no span.
    await recordAudit(database.db, { tenantId: 'harbor-county', accountId: clerkId, action: 'sign-out' });
    expect((await auditPage()).results[0]).toMatchObject({ action: 'sign-out', count: 1, lastAt: null });
  });

  it('starts a new row for the next hour', async () => {
    for (let attempt = 1; attempt <= 2; attempt++) await signIn('harbor-county', `${randomUUID()}@example.com`, 'wrong');
    // As if those two had been refused an hour ago.
    await database.db.update(auditEvents).set({
      aggregateKey: sql`regexp_replace(${auditEvents.aggregateKey}, ':(\\d+)$', ':' || (floor(extract(epoch from now()) / 3600)::bigint - 1))`,
    });
    await signIn('harbor-county', `${randomUUID()}@example.com`, 'wrong');
    const counts = (await auditPage()).results.map((row) => [row.action, row.accountName, row.count]);
    expect(counts).toEqual([
      ['sign-in-failed', null, 1],
      ['sign-in-failed', null, 2],
    ]);
  });
});

describe('paging', () => {
  it('pages newest first by event, older and newer, with the total and where the page starts', async () => {
    const pineClerk = await accountIdOf('pine-county', PINE_CLERK.email);
    for (let event = 1; event <= 120; event++) {
      await recordAudit(database.db, { tenantId: 'pine-county', accountId: pineClerk, action: 'sign-in', detail: { n: event } });
    }
    // Harbor's events are not pine's.
    await recordAudit(database.db, { tenantId: 'harbor-county', accountId: null, action: 'sign-in' });

    const first = await auditPage('', { tenant: 'pine-county', cookie: pineCookie });
    expect(first.results).toHaveLength(50);
    expect(first.results[0].detail).toEqual({ n: 120 });
    expect(first).toMatchObject({ totalCount: 120, firstPosition: 1, newer: null, older: first.results[49].id });

    const second = await auditPage(`?before=${first.older}`, { tenant: 'pine-county', cookie: pineCookie });
    expect(second.results.map((row) => row.detail.n)).toEqual(Array.from({ length: 50 }, (_, index) => 70 - index));
    expect(second).toMatchObject({ totalCount: 120, firstPosition: 51, newer: second.results[0].id, older: second.results[49].id });

    const third = await auditPage(`?before=${second.older}`, { tenant: 'pine-county', cookie: pineCookie });
    expect(third.results.map((row) => row.detail.n)).toEqual(Array.from({ length: 20 }, (_, index) => 20 - index));
    expect(third).toMatchObject({ firstPosition: 101, older: null });

    // Back: the page newer than the second is the first again, even after new events arrive.
    await recordAudit(database.db, { tenantId: 'pine-county', accountId: pineClerk, action: 'sign-out' });
    const back = await auditPage(`?after=${second.newer}`, { tenant: 'pine-county', cookie: pineCookie });
    expect(back.results.map((row) => row.id)).toEqual(first.results.map((row) => row.id));
    expect(back).toMatchObject({ totalCount: 121, firstPosition: 2, newer: first.results[0].id });

    const small = await auditPage('?size=7', { tenant: 'pine-county', cookie: pineCookie });
    expect(small.results).toHaveLength(7);
  });
});

describe('filters', () => {
  it('filters by action, by account (or none), and by days in the county’s time zone', async () => {
    const clerk = await accountIdOf('harbor-county', HARBOR_CLERK.email);
    await recordAudit(database.db, { tenantId: 'harbor-county', accountId: clerk, action: 'sign-in', detail: { n: 1 } });
    await recordAudit(database.db, { tenantId: 'harbor-county', accountId: clerk, action: 'sign-out', detail: { n: 2 } });
    await recordAudit(database.db, { tenantId: 'harbor-county', accountId: null, action: 'sign-in-failed', detail: { n: 3 } });
    await recordAudit(database.db, { tenantId: 'harbor-county', accountId: clerk, action: 'sign-in', detail: { n: 4 } });
    const byN = async (n: number) =>
      (
        await database.db
          .select({ id: auditEvents.id })
          .from(auditEvents)
          .where(sql`${auditEvents.detail}->>'n' = ${String(n)}`)
      )[0].id;
    // n=1 at 04:30 UTC on 10 January: still 9 January in New York. n=2 and n=3: 10 January there.
    // n=4: refusals from 8 to 11 January, one row.
    await database.db
      .update(auditEvents)
      .set({ createdAt: new Date('2026-01-10T04:30:00Z') })
      .where(eq(auditEvents.id, await byN(1)));
    await database.db
      .update(auditEvents)
      .set({ createdAt: new Date('2026-01-10T15:00:00Z') })
      .where(inArray(auditEvents.id, [await byN(2), await byN(3)]));
    await database.db
      .update(auditEvents)
      .set({ createdAt: new Date('2026-01-08T12:00:00Z'), lastAt: new Date('2026-01-11T12:00:00Z'), count: 9 })
      .where(eq(auditEvents.id, await byN(4)));
    const ns = async (query: string) => (await auditPage(query)).results.map((row) => row.detail.n);

    expect(await ns('?action=sign-in')).toEqual([4, 1]);
    expect(await ns('?action=sign-out')).toEqual([2]);
    expect(await ns(`?account=${clerk}`)).toEqual([4, 2, 1]);
    expect(await ns('?account=none')).toEqual([3]);
    expect(await ns('?from=2026-01-09&to=2026-01-09')).toEqual([4, 1]);
    expect(await ns('?from=2026-01-10')).toEqual([4, 3, 2]);
    expect(await ns('?to=2026-01-07')).toEqual([]);
    expect(await ns(`?action=sign-in&account=${clerk}&from=2026-01-10&to=2026-01-31`)).toEqual([4]);
    const filtered = await auditPage('?action=sign-in&size=1');
    expect(filtered).toMatchObject({ totalCount: 2, firstPosition: 1 });
    // The accounts to filter by: the county's own.
    expect(filtered.accounts).toEqual(expect.arrayContaining([{ id: clerk, name: HARBOR_CLERK.name }]));
    expect(filtered.accounts.some((account) => account.name === PINE_CLERK.name)).toBe(false);
  });

  it.each([
    ['?before=1&after=2', 'Ask for the events before one event or after it, not both.'],
    ['?before=abc', 'The page position must be the number of an audit event (a whole number from 0).'],
    ['?size=500', 'The page size must be a whole number from 1 to 100.'],
    ['?action=DROP%20TABLE', 'The action must be the name of an audit action, such as sign-in-failed.'],
    ['?account=someone', 'The account must be the id of a staff account, or "none" for sign-ins with an unknown email.'],
    ['?from=2026-02-30', 'Enter the date as year, month and day, such as 2026-01-15.'],
    ['?from=0000-01-01', 'Enter a date from 1970 to 2999.'],
    ['?to=9999-12-31', 'Enter a date from 1970 to 2999.'],
    ['?from=2026-02-01&to=2026-01-01', 'The "From" date must be on or before the "To" date.'],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const response = await audit(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers the public 401 before reading the query', async () => {
    const response = await audit('?size=500', { cookie: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in as a member of staff to see the audit trail.' });
  });
});
