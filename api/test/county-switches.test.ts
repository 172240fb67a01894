import './support/load-outside-sandbox';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPEAL_MESSAGES, appealWindowsResponseSchema, MEETING_MESSAGES, reservedTimeSlotSchema, SLOT_HOLD_HEADER, type AppealSubmission } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { APPEAL_ERRORS } from '../src/capabilities/appeals/file-appeal';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, files, meetings, settings } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { demoShowcase, type DemoShowcase } from '../src/tools/demo/demo-showcase';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { bookTestMeeting, newTestSlot } from './support/after-filing';
import { appealBody, meetingBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';
import { visitorAddress } from './support/visitors';

// Every county switch the screens honour, called on the API directly (docs/product.md#county-switches-on-the-server).

const HARBOR = 'harbor-county';
const PINE = 'pine-county';
const [harbor, pine] = DEMO_COUNTIES;
const showcase: Record<string, DemoShowcase> = { [HARBOR]: demoShowcase(harbor), [PINE]: demoShowcase(pine) };
/** Test-only: a request with this header is treated as signed in by that staff account. */
const STAFF_HEADER = 'x-test-staff-account';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoMeetings(database.db);
  // Settings change between requests here, so each request reads them afresh.
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  // Stands in for the staff session: runs after the county's hooks, before the handler.
  app.addHook('preHandler', async (request) => {
    const accountId = request.headers[STAFF_HEADER];
    if (typeof accountId === 'string') request.staff = { accountId, name: 'Test Clerk', role: 'clerk' };
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Runs `body` with the county's settings changed, then puts the demo values back. */
async function withSettings(tenantId: string, values: Record<string, unknown>, body: () => Promise<void>) {
  const before = await database.db.select().from(settings).where(eq(settings.tenantId, tenantId));
  const set = async (entries: Array<[string, unknown]>) => {
    for (const [key, value] of entries) {
      await database.db
        .insert(settings)
        .values({ tenantId, key, value })
        .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value } });
    }
  };
  await set(Object.entries(values));
  try {
    await body();
  } finally {
    for (const key of Object.keys(values)) {
      const stored = before.find((row) => row.key === key);
      if (stored) await set([[key, stored.value]]);
      else await database.db.delete(settings).where(and(eq(settings.tenantId, tenantId), eq(settings.key, key)));
    }
  }
}

const refusal = (response: { statusCode: number; json(): unknown }) => ({ status: response.statusCode, body: response.json() });

async function openSeason(tenant: string): Promise<string> {
  const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: `/${tenant}/api/appeal-windows` })).json()).results;
  return seasons.find((season) => season.open)!.id;
}

const freshTaken: Record<string, number> = { [HARBOR]: 0, [PINE]: 0 };
const nextFresh = (tenant: string) => showcase[tenant].fresh[freshTaken[tenant]++];

const fileAppeal = (tenant: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/${tenant}/api/appeals`, payload: body as object, headers });

const appealsStored = async () => Number((await database.db.select({ n: count() }).from(appeals))[0].n);
const meetingsStored = async () => Number((await database.db.select({ n: count() }).from(meetings))[0].n);

async function comparablesPdf(tenant: string): Promise<string> {
  const [row] = await database.db
    .insert(files)
    .values({ tenantId: tenant, kind: 'comps-pdf', name: 'comparables.pdf', contentType: 'application/pdf', size: 1234, sha256: '0'.repeat(64) })
    .returning({ id: files.id });
  return row.id;
}

describe('appeal.enabled off', () => {
  it('refuses every appeal, the public’s and staff’s, with 403 and stores nothing', async () => {
    const body = await appealBody(app, PINE, nextFresh(PINE), await openSeason(PINE));
    const clerk = randomUUID();
    const before = await appealsStored();
    await withSettings(PINE, { 'appeal.enabled': false }, async () => {
      expect(refusal(await fileAppeal(PINE, body))).toEqual({ status: 403, body: { message: APPEAL_MESSAGES.disabled } });
      const asStaff = { ...body, staff: { method: 'mail', staffId: clerk } };
      expect(refusal(await fileAppeal(PINE, asStaff, { [STAFF_HEADER]: clerk }))).toEqual({ status: 403, body: { message: APPEAL_MESSAGES.disabled } });
    });
    expect(await appealsStored()).toBe(before);
    // The same appeal files once the county has appeals on again.
    expect((await fileAppeal(PINE, body)).statusCode).toBe(201);
  });
});

describe('appeal.allow_unlisted_property off', () => {
  it('refuses staff an appeal for a property the county does not hold, with 403', async () => {
    const body = await appealBody(app, PINE, nextFresh(PINE), await openSeason(PINE));
    const clerk = randomUUID();
    const unlisted: AppealSubmission = {
      ...body,
      property: { ...body.property, id: 'PC-UNLISTED-0001', value: { amount: 300_000, currency: 'USD' } },
      claimedValue: { amount: 250_000, currency: 'USD' },
      staff: { method: 'mail', staffId: clerk },
    };
    const before = await appealsStored();
    // Pine's demo setting: off.
    expect(refusal(await fileAppeal(PINE, unlisted, { [STAFF_HEADER]: clerk }))).toEqual({ status: 403, body: { message: APPEAL_MESSAGES.unlistedOff } });
    expect(await appealsStored()).toBe(before);
    await withSettings(PINE, { 'appeal.allow_unlisted_property': true }, async () => {
      expect((await fileAppeal(PINE, unlisted, { [STAFF_HEADER]: clerk })).statusCode).toBe(201);
    });
  });
});

describe('appeal.allow_public_unlisted_property', () => {
  it('takes a public appeal for a property the county does not hold only where the county lets the public enter one, pending the office', async () => {
    const body = await appealBody(app, HARBOR, nextFresh(HARBOR), await openSeason(HARBOR));
    const unlisted: AppealSubmission = {
      ...body,
      property: { ...body.property, id: 'HC-HAND-ENTERED-0001', value: { amount: 300_000, currency: 'USD' } },
      claimedValue: { amount: 250_000, currency: 'USD' },
    };
    const before = await appealsStored();
    // Harbor's demo settings: manual entry for staff, not for the public.
    expect(refusal(await fileAppeal(HARBOR, unlisted))).toEqual({ status: 404, body: { message: APPEAL_ERRORS.unlistedStaffOnly } });
    // Without manual entry at all, such a property is simply not one of the county's.
    await withSettings(HARBOR, { 'appeal.allow_unlisted_property': false, 'appeal.allow_public_unlisted_property': true }, async () => {
      expect(refusal(await fileAppeal(HARBOR, unlisted))).toEqual({ status: 404, body: { message: APPEAL_ERRORS.parcelNotFound } });
    });
    expect(await appealsStored()).toBe(before);

    await withSettings(HARBOR, { 'appeal.allow_public_unlisted_property': true }, async () => {
      const filed = await fileAppeal(HARBOR, unlisted);
      expect(filed.statusCode).toBe(201);
      // Pending its filer's confirmation, and proven by nothing: it takes no parcel's place until the office keeps it.
      const [row] = await database.db.select().from(appeals).where(eq(appeals.id, filed.json().id));
      expect([row.confirmedAt, row.proof, row.holdsPlace, row.property]).toEqual([null, null, false, unlisted.property]);
    });
  });
});

describe('the comparables step (appeal.comper_mode, products.public_comper_url, appeal.show_comper_only_residential)', () => {
  it('takes no comparables and no comparables PDF with an appeal where the wizard shows no comparables step', async () => {
    const before = await appealsStored();
    // Pine has no comparables tool: no step.
    const pineBody = await appealBody(app, PINE, nextFresh(PINE), await openSeason(PINE));
    const pineNeighbour = showcase[PINE].fresh[39];
    expect(refusal(await fileAppeal(PINE, { ...pineBody, comparables: [pineNeighbour] }))).toEqual({ status: 409, body: { message: APPEAL_MESSAGES.comparablesOff } });
    expect(refusal(await fileAppeal(PINE, { ...pineBody, compsPdf: { id: await comparablesPdf(PINE) } }))).toEqual({
      status: 409,
      body: { message: APPEAL_MESSAGES.comparablesOff },
    });
    // Harbor with appeal.comper_mode not 'view': no step either.
    const harborBody = await appealBody(app, HARBOR, nextFresh(HARBOR), await openSeason(HARBOR));
    const harborPdf = { id: await comparablesPdf(HARBOR) };
    await withSettings(HARBOR, { 'appeal.comper_mode': '' }, async () => {
      expect(refusal(await fileAppeal(HARBOR, { ...harborBody, compsPdf: harborPdf }))).toEqual({ status: 409, body: { message: APPEAL_MESSAGES.comparablesOff } });
    });
    expect(await appealsStored()).toBe(before);
    // Where the step shows, the same appeal files with them; without comparables it files anywhere.
    expect((await fileAppeal(HARBOR, { ...harborBody, compsPdf: harborPdf })).statusCode).toBe(201);
    expect((await fileAppeal(PINE, pineBody)).statusCode).toBe(201);
  });

  it('makes no comparables PDF and lists no comparables where the property page offers no Comparables card', async () => {
    const generate = (tenant: string, subjectId: string, comparablesIds: string[]) =>
      app.inject({ method: 'POST', url: `/${tenant}/api/comper/generate-pdf`, payload: { subjectId, comparablesIds } });
    const filesBefore = Number((await database.db.select({ n: count() }).from(files))[0].n);
    // No comparables tool (Pine).
    const pineSubject = showcase[PINE].fresh[38];
    expect(refusal(await generate(PINE, pineSubject, [showcase[PINE].fresh[37]]))).toEqual({ status: 403, body: { message: APPEAL_MESSAGES.comperOff } });
    expect(refusal(await app.inject({ url: `/${PINE}/api/prc/${pineSubject}/nearby` }))).toEqual({ status: 403, body: { message: APPEAL_MESSAGES.comperOff } });
    // Residential parcels only (Harbor): a commercial subject is refused with the card's words.
    const commercial = showcase[HARBOR].commercial;
    const other = demoParcel(harbor, 5).id;
    expect(refusal(await generate(HARBOR, commercial, [other]))).toEqual({ status: 409, body: { message: APPEAL_MESSAGES.comperResidentialOnly } });
    expect(refusal(await app.inject({ url: `/${HARBOR}/api/prc/${commercial}/nearby` }))).toEqual({ status: 409, body: { message: APPEAL_MESSAGES.comperResidentialOnly } });
    expect(Number((await database.db.select({ n: count() }).from(files))[0].n)).toBe(filesBefore);
    // A county that compares every type takes it.
    await withSettings(HARBOR, { 'appeal.show_comper_only_residential': false }, async () => {
      expect((await app.inject({ url: `/${HARBOR}/api/prc/${commercial}/nearby` })).statusCode).toBe(200);
    });
  });
});

async function heldSlot(tenant = HARBOR) {
  const slot = await newTestSlot(database.db, tenant, 96);
  const reserved = await app.inject({ method: 'POST', url: `/${tenant}/api/time-slots/${slot.id}/reserve`, remoteAddress: visitorAddress() });
  expect(reserved.statusCode).toBe(200);
  return { slot, hold: reservedTimeSlotSchema.parse(reserved.json()).hold.token };
}

/** The generated parcel of a showcase id (its number is its place in the generator). */
function parcelOf(id: string) {
  const parcel = demoParcel(harbor, Number(id.split('-')[1]));
  expect(parcel.id).toBe(id);
  return parcel;
}

const bookMeeting = (parcelId: string, slot: { id: string }, hold: string) =>
  app.inject({
    method: 'POST',
    url: `/${HARBOR}/api/meetings`,
    payload: meetingBody(parcelOf(parcelId), { id: slot.id, placeId: null }),
    headers: { [SLOT_HOLD_HEADER]: hold },
  });

describe('product.check_appeals_for_meetings on', () => {
  it('books a meeting only for a parcel with an appeal in the open season, with the property page’s words', async () => {
    await withSettings(HARBOR, { 'product.check_appeals_for_meetings': true }, async () => {
      const without = await heldSlot();
      const before = await meetingsStored();
      expect(refusal(await bookMeeting(nextFresh(HARBOR), without.slot, without.hold))).toEqual({ status: 409, body: { message: MEETING_MESSAGES.needsAppeal } });
      expect(await meetingsStored()).toBe(before);
      // The seed filed an appeal this season for these parcels.
      const withAppeal = await heldSlot();
      expect((await bookMeeting(showcase[HARBOR].appealFiled[0], withAppeal.slot, withAppeal.hold)).statusCode).toBe(201);
    });
  });
});

describe('appeal.hide_meetings on', () => {
  it('answers the meeting calls as a county without meetings does (404), but still lets a booked meeting be cancelled', async () => {
    const { body: booked } = await bookTestMeeting(app, database.db);
    const { slot, hold } = await heldSlot();
    const off = { status: 404, body: { message: MEETING_MESSAGES.disabled } };
    await withSettings(HARBOR, { 'appeal.hide_meetings': true }, async () => {
      expect(refusal(await app.inject({ url: `/${HARBOR}/api/time-slots` }))).toEqual(off);
      expect(refusal(await app.inject({ url: `/${HARBOR}/api/places` }))).toEqual(off);
      expect(refusal(await app.inject({ method: 'POST', url: `/${HARBOR}/api/time-slots/${slot.id}/reserve`, remoteAddress: visitorAddress() }))).toEqual(off);
      expect(refusal(await bookMeeting(nextFresh(HARBOR), slot, hold))).toEqual(off);
      const move = await app.inject({
        method: 'POST',
        url: `/${HARBOR}/api/status/${booked.statusToken}/reschedule`,
        payload: { timeSlot: slot.id },
        headers: { [SLOT_HOLD_HEADER]: hold },
      });
      expect(refusal(move)).toEqual(off);
      // The status page offers the cancel whatever the switch: an attendee can always free their slot.
      expect((await app.inject({ method: 'POST', url: `/${HARBOR}/api/status/${booked.statusToken}/cancel` })).statusCode).toBe(200);
    });
  });
});
