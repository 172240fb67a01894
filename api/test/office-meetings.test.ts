import './support/load-outside-sandbox';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CALENDAR_DATE_MESSAGES,
  OFFICE_MEETING_MESSAGES as M,
  OFFICE_MESSAGES,
  officeMeetingSchema,
  officeMeetingsResponseSchema,
  officePlacesResponseSchema,
  type OfficeMeetingsQuery,
} from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { auditEvents, meetings, outbox, places, timeSlots } from '../src/infrastructure/db/schema';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { addDays, civilDate, formatCivilDate, zonedTime } from '../src/infrastructure/clock/zoned-time';
import { bookTestMeeting } from './support/after-filing';
import { LIFTED_LIMITS } from './support/lifted-limits';
import { openTestDatabase } from './support/test-database';

// The office's meetings: a day view and a list per place with attendee, type, reference
// and documents; marking attended and cancelling, both audited, the cancel freeing the slot and
// e-mailing the attendee through the public cancel's own code.

const ZONE = 'America/New_York';
const HARBOR = '/harbor-county/api';
const ORIGIN = 'http://localhost:80';
let database: DatabaseHandle;
let app: FastifyInstance;
let clerk: string;
let pineAdmin: string;
let placeId: string;
let placeName: string;
/** A county day past the demo seed's four weeks of slots, so it holds only this file's meetings. */
const DAY = addDays(civilDate(new Date(), ZONE), 45);
const at = (hour: number, minute: number, day = DAY) => zonedTime(day, hour, minute, ZONE);
const booked: Record<string, { reference: string; id: string; slotId: string }> = {};

const signIn = async (tenant: string, email: string) =>
  String(
    (await app.inject({ method: 'POST', url: `/${tenant}/api/session`, headers: { origin: ORIGIN }, payload: { email, password: DEMO_STAFF_PASSWORD } })).headers['set-cookie'],
  ).split(';')[0];
const get = (url: string, cookie = clerk) => app.inject({ url: `${HARBOR}${url}`, headers: { cookie } });
const post = (url: string, payload?: object, cookie = clerk, base = HARBOR) =>
  app.inject({ method: 'POST', url: `${base}${url}`, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) });
async function listed(query: OfficeMeetingsQuery) {
  const response = await get(`/office/meetings?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
  expect([response.statusCode, response.json().message]).toEqual([200, undefined]);
  return officeMeetingsResponseSchema.parse(response.json());
}

async function upload(name: string) {
  const response = await app.inject({
    method: 'POST',
    url: `${HARBOR}/documents`,
    headers: { 'content-type': 'application/pdf', 'x-original-name': name },
    payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  return response.json() as { id: string; name: string; size: number; type: string };
}

async function book(key: string, startTime: Date, where: string | null, name: string, documents: Array<{ id: string; name: string }> = []) {
  const { body, slot } = await bookTestMeeting(app, database.db, {
    startTime,
    placeId: where,
    body: { attendee: { name, type: 'owner', address: null, phone: { number: '(207) 555 0142', extension: '12' }, email: `${key}@example.org` }, documents },
  });
  booked[key] = { reference: body.reference, id: body.id, slotId: slot.id };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoMeetings(database.db);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0, limits: LIFTED_LIMITS });
  await app.ready();
  clerk = await signIn('harbor-county', 'clerk@harborcounty.example');
  pineAdmin = await signIn('pine-county', 'admin@pinecounty.example');
  [{ id: placeId, name: placeName }] = await database.db
    .select()
    .from(places)
    .where(and(eq(places.tenantId, 'harbor-county'), eq(places.active, true)))
    .orderBy(places.name)
    .limit(1);
  const letter = await upload('tax-letter.pdf');
  await book('morning', at(9, 0), placeId, 'Zoe Abbott', [{ id: letter.id, name: letter.name }]);
  await book('afternoon', at(14, 30), placeId, 'Adam Young');
  await book('late', at(23, 30), null, 'Mia Late');
  await book('next-day', at(0, 30, addDays(DAY, 1)), placeId, 'Ned Next');
  await book('soon', new Date(Date.now() + 2 * 3_600_000), placeId, 'Sam Soon');
  await book('past', new Date(Date.now() + 72 * 3_600_000), null, 'Pat Past');
  // It took place an hour ago (a booking cannot be made in the past).
  await database.db
    .update(timeSlots)
    .set({ startTime: new Date(Date.now() - 3_600_000) })
    .where(eq(timeSlots.id, booked.past.slotId));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the day view and the list per place', () => {
  it("lists a county day's meetings, midnight to midnight on the county's clock, with attendee, type, reference, place and documents", async () => {
    const day = await listed({ date: formatCivilDate(DAY) });
    expect([day.day, day.oneDay, day.total]).toEqual([formatCivilDate(DAY), true, 3]);
    expect(day.results.map((meeting) => meeting.reference)).toEqual([booked.morning.reference, booked.afternoon.reference, booked.late.reference]);
    const [morning, , late] = day.results;
    expect(morning).toMatchObject({
      status: 'booked',
      startTime: at(9, 0).toISOString(),
      durationMinutes: 30,
      meetingType: 'in-place',
      place: { id: placeId, name: placeName },
      attendee: { name: 'Zoe Abbott', email: 'morning@example.org', phone: '2075550142 ext. 12' },
      documents: [{ name: 'tax-letter.pdf', size: 15, type: 'application/pdf' }],
      cancelledAt: null,
      cancelledBy: null,
      attendedAt: null,
    });
    expect(morning.parcel.id).toMatch(/^HC-/);
    expect([late.meetingType, late.place]).toEqual(['virtual', null]);
  });

  it('narrows to a place or to virtual meetings, sorts by attendee or reference, and pages', async () => {
    expect((await listed({ date: formatCivilDate(DAY), place: placeId })).results.map((m) => m.attendee.name)).toEqual(['Zoe Abbott', 'Adam Young']);
    expect((await listed({ date: formatCivilDate(DAY), place: 'virtual' })).results.map((m) => m.attendee.name)).toEqual(['Mia Late']);
    expect((await listed({ date: formatCivilDate(DAY), sort: 'attendee' })).results.map((m) => m.attendee.name)).toEqual(['Adam Young', 'Mia Late', 'Zoe Abbott']);
    expect((await listed({ date: formatCivilDate(DAY), sort: 'attendee', order: 'desc' })).results.map((m) => m.attendee.name)).toEqual(['Zoe Abbott', 'Mia Late', 'Adam Young']);
    const second = await listed({ date: formatCivilDate(DAY), pageSize: 2, page: 2 });
    expect([second.total, second.results.map((m) => m.attendee.name)]).toEqual([3, ['Mia Late']]);
  });

  it("lists a place's meetings from today on (or from a day), soonest first", async () => {
    const list = await listed({ place: placeId, pageSize: 200 });
    expect(list.oneDay).toBe(false);
    const names = list.results.map((m) => m.attendee.name);
    expect(names.filter((name) => ['Sam Soon', 'Zoe Abbott', 'Adam Young', 'Ned Next'].includes(name))).toEqual(['Sam Soon', 'Zoe Abbott', 'Adam Young', 'Ned Next']);
    expect(list.results.every((m) => m.place?.id === placeId)).toBe(true);
    const from = await listed({ place: placeId, from: formatCivilDate(addDays(DAY, 1)) });
    expect(from.results.map((m) => m.attendee.name)).toEqual(['Ned Next']);
  });

  it("lists the county's places, open ones first, for the screens' choices", async () => {
    const { results } = officePlacesResponseSchema.parse((await get('/office/places')).json());
    expect(results.find((place) => place.id === placeId)).toMatchObject({ name: placeName, active: true });
    const open = results.map((place) => place.active);
    expect(open).toEqual([...open].sort((a, b) => Number(b) - Number(a)));
  });

  it("opens an attendee's document with the staff session, and no other file", async () => {
    const [{ documents }] = (await listed({ date: formatCivilDate(DAY), place: placeId })).results;
    const file = await get(`/office/meetings/${booked.morning.reference}/files/${documents[0].id}?disposition=inline`);
    expect([file.statusCode, file.headers['content-disposition'], file.headers['cache-control']]).toEqual([200, 'inline; filename="tax-letter.pdf"', 'private, no-store']);
    const other = await upload('other.pdf');
    expect((await get(`/office/meetings/${booked.morning.reference}/files/${other.id}`)).json()).toEqual({ message: M.fileNotFound });
    expect((await app.inject({ url: `${HARBOR}/office/meetings/${booked.morning.reference}/files/${documents[0].id}` })).statusCode).toBe(401);
  });

  it.each([
    ['a day that is none', 'date=2026-02-30', OFFICE_MESSAGES.dateInvalid],
    ['a day after 2999', 'date=9999-12-31', CALENDAR_DATE_MESSAGES.outOfRange],
    ['a first day after 2999', 'from=9999-01-01', CALENDAR_DATE_MESSAGES.outOfRange],
    ['a day and a first day', `date=2030-01-01&from=2030-01-01`, M.dayAndFrom],
    ['a place that is no uuid', 'place=library', M.placeInvalid],
    ['a sort it does not know', 'sort=parcel', M.sortInvalid],
    ['a page too large', 'pageSize=1000', M.pageSizeInvalid],
  ])('refuses %s with a clear message', async (_name, query, message) => {
    const response = await get(`/office/meetings?${query}`);
    expect([response.statusCode, response.json().message]).toEqual([400, message]);
  });
});

describe('the actions', () => {
  it("cancels a meeting inside the attendee's own cut-off: the slot is free again, the attendee e-mailed, the change audited", async () => {
    const response = await post(`/office/meetings/${booked.soon.reference}/cancel`, { note: 'The attendee phoned: unwell.' });
    expect(response.statusCode).toBe(200);
    expect(officeMeetingSchema.parse(response.json())).toMatchObject({ status: 'cancelled', cancelledBy: 'office' });
    const [slot] = await database.db.select().from(timeSlots).where(eq(timeSlots.id, booked.soon.slotId));
    expect([slot.booked, slot.reservedUntil]).toEqual([false, null]);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.kind, 'meeting-cancelled')).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail.payload).toMatchObject({ meetingId: booked.soon.id, byOffice: true, sequence: 1 });
    const [audit] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'meeting-cancelled'));
    expect(audit.accountId).toBeTruthy();
    expect(audit.detail).toMatchObject({ meetingId: booked.soon.id, reference: booked.soon.reference, before: 'booked', after: 'cancelled', note: 'The attendee phoned: unwell.' });
    // Listed as cancelled by the office, and only once cancelled.
    expect((await listed({ place: placeId, status: 'cancelled' })).results.map((m) => m.reference)).toEqual([booked.soon.reference]);
    expect((await post(`/office/meetings/${booked.soon.reference}/cancel`)).json()).toEqual({ message: M.alreadyCancelled });
    expect((await post(`/office/meetings/${booked.soon.reference}/attended`)).json()).toEqual({ message: M.cancelledNotAttended });
  });

  it('marks a meeting attended once it has started, audited; an attended meeting keeps its slot and cannot be cancelled', async () => {
    expect((await post(`/office/meetings/${booked.afternoon.reference}/attended`)).json()).toEqual({ message: M.notStarted });
    const response = await post(`/office/meetings/${booked.past.id}/attended`);
    expect(officeMeetingSchema.parse(response.json())).toMatchObject({ status: 'attended', reference: booked.past.reference });
    const [row] = await database.db.select().from(meetings).where(eq(meetings.id, booked.past.id));
    expect([row.status, row.attendedAt !== null]).toEqual(['booked', true]);
    const [audit] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'meeting-attended'));
    expect(audit.detail).toMatchObject({ meetingId: booked.past.id, before: 'booked', after: 'attended' });
    expect((await post(`/office/meetings/${booked.past.reference}/attended`)).json()).toEqual({ message: M.alreadyAttended });
    expect((await post(`/office/meetings/${booked.past.reference}/cancel`)).json()).toEqual({ message: M.attendedNoCancel });
  });

  it("refuses a meeting of no county, a note too long, and another county's meeting", async () => {
    expect((await post('/office/meetings/HC-26-ZZZZZZ/cancel')).statusCode).toBe(404);
    expect((await post('/office/meetings/not-a-reference/attended')).json()).toEqual({ message: M.notFound });
    expect((await post(`/office/meetings/${booked.morning.reference}/cancel`, { note: 'x'.repeat(1001) })).json()).toEqual({ message: OFFICE_MESSAGES.noteTooLong });
    // Pine's administrator, on Pine's own calls, finds no such meeting: Harbor's records are not Pine's.
    expect((await post(`/office/meetings/${booked.morning.reference}/cancel`, undefined, pineAdmin, '/pine-county/api')).statusCode).toBe(404);
    expect((await listed({ date: formatCivilDate(DAY) })).results.map((m) => m.status)).toEqual(['booked', 'booked', 'booked']);
  });
});
