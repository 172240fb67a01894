import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appealResultSchema,
  appealWindowsResponseSchema,
  MEETING_MESSAGES as M,
  meetingResultSchema,
  officeMeetingsResponseSchema,
  reservedTimeSlotSchema,
  SLOT_HOLD_HEADER,
  type AppealSubmission,
} from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { auditEvents, meetings, timeSlots } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF } from '../src/tools/demo/seed-staff';
import { appealBody, meetingBody } from './support/request-bodies';
import { LIFTED_LIMITS } from './support/lifted-limits';
import { seedStaff, STAFF_PASSWORD } from './support/staff-accounts';
import { openTestDatabase } from './support/test-database';
import { visitorAddress } from './support/visitors';

/**
 * Who takes the parcel's one meeting of the year (docs/product.md#who-takes-the-parcels-meeting-and-change-requests):
 * the meeting wizard asks no owner code, so a booking shows a right to the parcel's meeting when
 * staff book it, or when the filer of the appeal that takes the parcel's place books it. A stranger
 * who books with any e-mail keeps his slot but takes nobody's place: the owner still books.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
const HARBOR = 'harbor-county';
const API = `/${HARBOR}/api`;
const SAME_ORIGIN = 'http://localhost:80';
const county = DEMO_COUNTIES.find((candidate) => candidate.tenantId === HARBOR)!;
let windowId: string;
let cookie: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 300);
  await seedDemoAppeals(database.db);
  await seedStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0, limits: LIFTED_LIMITS });
  await app.ready();
  windowId = appealWindowsResponseSchema.parse((await app.inject({ url: `${API}/appeal-windows` })).json()).results.find((season) => season.open)!.id;
  const clerk = DEMO_STAFF.find((account) => account.tenantId === HARBOR && account.role === 'clerk')!;
  const signIn = await app.inject({ method: 'POST', url: `${API}/session`, payload: { email: clerk.email, password: STAFF_PASSWORD }, headers: { origin: SAME_ORIGIN } });
  cookie = String(signIn.headers['set-cookie']).split(';')[0];
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

// Parcels 140 onwards have a prior appeal in the demo (Harbor asks for one before an appeal), and
// neither the appeal nor the meeting seed gives them anything this year.
let next = 140;
function freshParcel() {
  for (;;) {
    const parcel = demoParcel(county, next++);
    if (parcel.active !== false && parcel.valueAmount != null && parcel.type === 'residential') return parcel;
  }
}

type Booker = 'squatter' | 'owner' | 'staff';
const ATTENDEES: Record<Booker, { name: string; email: string }> = {
  squatter: { name: 'Someone Else', email: 'squatter@example.net' },
  owner: { name: 'Pat Owner', email: 'pat@example.org' },
  staff: { name: 'Pat Owner', email: 'pat@example.org' },
};

/** A free virtual slot of our own, starting soon (this year, bar the last minutes of December 31). */
async function newSlot() {
  const [slot] = await database.db
    .insert(timeSlots)
    .values({ tenantId: HARBOR, startTime: new Date(Date.now() + 10 * 60_000 + Math.floor(Math.random() * 60_000)) })
    .returning();
  return slot;
}

/** Holds a new slot as a visitor of its own and books it for `parcel`, as the wizard does. */
async function book(parcel: ReturnType<typeof demoParcel>, booker: Booker, email = ATTENDEES[booker].email) {
  const slot = await newSlot();
  const reserved = await app.inject({ method: 'POST', url: `${API}/time-slots/${slot.id}/reserve`, remoteAddress: visitorAddress() });
  const hold = reservedTimeSlotSchema.parse(reserved.json()).hold.token;
  const body = meetingBody(parcel, slot);
  body.attendee = { ...body.attendee, ...ATTENDEES[booker], email };
  const headers = { [SLOT_HOLD_HEADER]: hold, ...(booker === 'staff' ? { cookie, origin: SAME_ORIGIN } : {}) };
  return app.inject({ method: 'POST', url: `${API}/meetings`, payload: body, headers, remoteAddress: visitorAddress() });
}

async function booked(parcel: ReturnType<typeof demoParcel>, booker: Booker, email?: string) {
  const response = await book(parcel, booker, email);
  expect(response.statusCode).toBe(201);
  return meetingResultSchema.parse(response.json());
}

const proofOf = async (id: string) =>
  (
    await database.db
      .select({ proof: meetings.proof, holdsPlace: meetings.holdsPlace })
      .from(meetings)
      .where(and(eq(meetings.tenantId, HARBOR), eq(meetings.id, id)))
  )[0];

/** What the property page asks before it offers Meetings: this year's meetings that take the parcel's place. */
const placeTaken = async (parcelId: string) =>
  Number(
    (await app.inject({ method: 'HEAD', url: `${API}/meetings?q=${encodeURIComponent(parcelId)}&filters=booked-for:this-year&category=id&holding=true` })).headers['x-total-count'],
  );

/** The meeting as the office's list shows it. */
async function onTheDesk(reference: string) {
  const list = officeMeetingsResponseSchema.parse((await app.inject({ url: `${API}/office/meetings?pageSize=200`, headers: { cookie } })).json());
  return list.results.find((meeting) => meeting.reference === reference)!;
}

async function fileAppeal(parcelId: string, byStaff: boolean) {
  const body: AppealSubmission = {
    ...(await appealBody(app, HARBOR, parcelId, windowId)),
    appellant: { name: 'Pat Owner', type: 'owner', phone: { number: '(555) 555-0142', extension: '' }, email: 'pat@example.org' },
  };
  if (byStaff) {
    const me = (await app.inject({ url: `${API}/me`, headers: { cookie } })).json();
    body.staff = { method: 'mail', staffId: me.accountId };
  }
  const filed = await app.inject({ method: 'POST', url: `${API}/appeals`, payload: body, headers: byStaff ? { cookie, origin: SAME_ORIGIN } : {} });
  expect(filed.statusCode).toBe(201);
  const appeal = appealResultSchema.parse(filed.json());
  if (appeal.confirmBy) {
    const token = app.tokens.confirmToken(HARBOR, appeal.id, new Date(Date.now() + 3_600_000), appeal.appellant.email);
    expect((await app.inject({ method: 'POST', url: `/${HARBOR}/api/status/${token}/confirm` })).statusCode).toBe(200);
  }
  return appeal;
}

describe('a booking without proof', () => {
  it("keeps its slot but takes no place: the owner still books, and the office sees it is not the parcel's meeting", async () => {
    const parcel = freshParcel();
    const squatter = await booked(parcel, 'squatter');
    // The parcel's page still offers Meetings, and the owner books from the wizard, as anyone would.
    expect(await placeTaken(parcel.id)).toBe(0);
    const owner = await booked(parcel, 'owner');
    expect(await onTheDesk(squatter.reference)).toMatchObject({ status: 'booked', takesPlace: false });
    expect(await proofOf(squatter.id)).toEqual({ proof: null, holdsPlace: false });
    // The owner's booking shows no right to the parcel either: it blocks no one.
    expect(await proofOf(owner.id)).toEqual({ proof: null, holdsPlace: false });
  });
});

describe('a proven booking', () => {
  it("by staff for the owner takes the place, audited; another booking, proven or not, is then refused with today's message", async () => {
    const parcel = freshParcel();
    await booked(parcel, 'squatter');
    const byStaff = await booked(parcel, 'staff');
    expect(await proofOf(byStaff.id)).toEqual({ proof: 'staff', holdsPlace: true });
    expect(await placeTaken(parcel.id)).toBe(1);
    expect(await onTheDesk(byStaff.reference)).toMatchObject({ takesPlace: true });
    const [audited] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'meeting-booked-on-behalf'), eq(auditEvents.parcelId, parcel.id)));
    expect(audited).toMatchObject({ accountId: expect.any(String), detail: { meetingId: byStaff.id, reference: byStaff.reference } });

    for (const booker of ['staff', 'owner', 'squatter'] as const) {
      const again = await book(parcel, booker);
      expect([again.statusCode, again.json()]).toEqual([409, { message: M.alreadyScheduled }]);
    }
  });

  it("by the filer of the appeal that takes the parcel's place (the same e-mail, in any case) takes the place too", async () => {
    const parcel = freshParcel();
    await fileAppeal(parcel.id, true);
    const owner = await booked(parcel, 'owner', 'Pat@Example.ORG');
    expect(await proofOf(owner.id)).toEqual({ proof: 'appeal', holdsPlace: true });
    const again = await book(parcel, 'squatter');
    expect([again.statusCode, again.json()]).toEqual([409, { message: M.alreadyScheduled }]);
  });

  it('is not made by an appeal filed without proof, nor by naming a parcel whose appeal takes the place under another e-mail', async () => {
    const kept = freshParcel();
    await fileAppeal(kept.id, true);
    const squatter = await booked(kept, 'squatter');
    expect((await book(kept, 'owner')).statusCode).toBe(201);
    expect(await proofOf(squatter.id)).toEqual({ proof: null, holdsPlace: false });

    // Harbor asks no owner code: a public filing, confirmed, takes no place, and neither does its filer's meeting.
    const unproven = freshParcel();
    await fileAppeal(unproven.id, false);
    const owner = await booked(unproven, 'owner');
    expect(await proofOf(owner.id)).toEqual({ proof: null, holdsPlace: false });
  });

  it('is freed when cancelled: the owner, or staff for them, book again', async () => {
    const parcel = freshParcel();
    const byStaff = await booked(parcel, 'staff');
    const cancelled = await app.inject({ method: 'POST', url: `${API}/office/meetings/${byStaff.reference}/cancel`, payload: {}, headers: { cookie, origin: SAME_ORIGIN } });
    expect(cancelled.statusCode).toBe(200);
    expect(await proofOf(byStaff.id)).toEqual({ proof: 'staff', holdsPlace: false });
    expect(await placeTaken(parcel.id)).toBe(0);
    const again = await booked(parcel, 'staff');
    expect(await proofOf(again.id)).toEqual({ proof: 'staff', holdsPlace: true });
  });
});
