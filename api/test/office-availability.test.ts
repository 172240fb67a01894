import './support/load-outside-sandbox';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AVAILABILITY_MESSAGES as M, CALENDAR_DATE_MESSAGES, availabilityResultSchema, timeSlotsResponseSchema, type AvailabilityPattern } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { auditEvents, meetings, places, timeSlots } from '../src/infrastructure/db/schema';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { addDays, formatCivilDate, wallClock, weekday, type CivilDate } from '../src/infrastructure/clock/zoned-time';
import { openTestDatabase } from './support/test-database';

// Availability: an administrator adds and removes time slots by a weekly pattern, on the
// county's clock across a daylight-saving change, and never removes a booked or held slot.

const ZONE = 'America/New_York';
const HARBOR = '/harbor-county/api';
const ORIGIN = 'http://localhost:80';
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: string;
let office: string;
let library: string;
let closed: string;

/** The second Sunday of March of next year: New York's clocks go forward that night, from 2:00 to 3:00. */
function springForward(): CivilDate {
  const year = new Date().getUTCFullYear() + 1;
  let date: CivilDate = { year, month: 3, day: 1 };
  while (weekday(date) !== 0) date = addDays(date, 1);
  return addDays(date, 7);
}
const DST = springForward();
/** Monday before the change to Saturday after it: Tuesday, Thursday, (Sunday: the change), Tuesday, Thursday. */
const FROM = formatCivilDate(addDays(DST, -6));
const TO = formatCivilDate(addDays(DST, 6));

const pattern = (overrides: Partial<AvailabilityPattern> = {}): AvailabilityPattern => ({
  action: 'add',
  places: [office, library],
  from: FROM,
  to: TO,
  weekdays: [2, 4],
  start: '09:00',
  end: '12:00',
  every: 30,
  ...overrides,
});

const post = (url: string, payload: unknown, cookie = admin) =>
  app.inject({ method: 'POST', url: `${HARBOR}${url}`, headers: { cookie, origin: ORIGIN }, payload: payload as object });
async function run(body: AvailabilityPattern, apply = true) {
  const response = await post(apply ? '/office/availability' : '/office/availability/preview', body);
  expect([response.statusCode, response.json().message]).toEqual([200, undefined]);
  return availabilityResultSchema.parse(response.json());
}
async function refusal(body: unknown) {
  const response = await post('/office/availability/preview', body);
  expect(response.statusCode).toBe(400);
  return response.json().message as string;
}
const slotsAt = (placeIds: string[]) =>
  database.db
    .select()
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, 'harbor-county'), inArray(timeSlots.placeId, placeIds)))
    .orderBy(timeSlots.startTime);
const onTheClock = (instant: Date) => {
  const clock = wallClock(instant, ZONE);
  return `${formatCivilDate(clock)} ${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoStaff(database.db);
  const added = await database.db
    .insert(places)
    .values([
      { tenantId: 'harbor-county', name: 'Test Office', address: '1 Test Street', location: 'https://example.org/map' },
      { tenantId: 'harbor-county', name: 'Test Library', address: '2 Test Street', location: 'https://example.org/map' },
      { tenantId: 'harbor-county', name: 'Test Annex', address: '3 Test Street', location: 'https://example.org/map', active: false },
    ])
    .returning();
  [office, library, closed] = added.map((place) => place.id);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: `${HARBOR}/session`,
    headers: { origin: ORIGIN },
    payload: { email: 'admin@harborcounty.example', password: DEMO_STAFF_PASSWORD },
  });
  admin = String(signIn.headers['set-cookie']).split(';')[0];
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a weekly pattern across a daylight-saving change', () => {
  it('previews what it would add and writes nothing', async () => {
    const preview = await run(pattern(), false);
    expect(preview).toMatchObject({ action: 'add', applied: false, matched: 48, added: 48, alreadyThere: 0 });
    expect(await slotsAt([office, library])).toEqual([]);
  });

  it('adds Tuesdays and Thursdays 9:00-12:00 every 30 minutes at two places, 9:00 on the county clock on both sides of the change', async () => {
    const result = await run(pattern());
    expect(result).toMatchObject({ applied: true, matched: 48, added: 48, alreadyThere: 0 });
    const slots = await slotsAt([office]);
    expect(slots).toHaveLength(24);
    const times = slots.map((slot) => onTheClock(slot.startTime));
    const days = [-5, -3, 2, 4].map((offset) => formatCivilDate(addDays(DST, offset)));
    expect(times).toEqual(days.flatMap((day) => ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((time) => `${day} ${time}`)));
    // The same wall clock, an hour apart in UTC: EST (UTC-5) before the change, EDT (UTC-4) after.
    expect(slots[0].startTime.getUTCHours()).toBe(14);
    expect(slots[slots.length - 1].startTime.getUTCHours()).toBe(15);
    expect(slots[12].startTime.getUTCHours()).toBe(13);
    expect(slots.every((slot) => slot.durationMinutes === 30 && slot.propertyType === null && !slot.booked && slot.reservedUntil === null)).toBe(true);
    expect(result.first).toBe(slots[0].startTime.toISOString());

    // Visitors see them at once.
    const listed = await app.inject({ url: `${HARBOR}/time-slots?placeId=${office}&from=${encodeURIComponent(slots[0].startTime.toISOString())}` });
    expect(timeSlotsResponseSchema.parse(listed.json()).results.filter((slot) => slot.placeId === office)).toHaveLength(24);
  });

  it('is audited with who, the pattern and the slots before and after', async () => {
    const [row] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'availability-added'));
    expect(row.accountId).toBeTruthy();
    expect(row.detail).toMatchObject({
      added: 48,
      alreadyThere: 0,
      timeZone: ZONE,
      before: { slots: 0 },
      after: { slots: 48 },
      pattern: { from: FROM, to: TO, weekdays: [2, 4], start: '09:00', end: '12:00', every: 30 },
    });
  });

  it('adds nothing twice: applied again, every slot is already there', async () => {
    expect(await run(pattern())).toMatchObject({ added: 0, alreadyThere: 48 });
    expect(await slotsAt([office, library])).toHaveLength(48);
  });

  it('leaves out the times the clocks skip on the night of the change', async () => {
    const night = formatCivilDate(DST);
    const result = await run(pattern({ places: [office], from: night, to: night, weekdays: [0], start: '01:30', end: '03:30' }), false);
    // 1:30 EST and 3:00 EDT; 2:00 and 2:30 do not exist that night.
    expect(result.matched).toBe(2);
    expect([result.first, result.last].map((time) => onTheClock(new Date(time!)))).toEqual([`${night} 01:30`, `${night} 03:00`]);
  });
});

describe('removing by the pattern', () => {
  it('never removes a booked or held slot, says how many were kept, and closes a slot a cancelled meeting still points at', async () => {
    const slots = await slotsAt([office]);
    const [booked, held, withHistory] = [slots[1], slots[7], slots[13]];
    await database.db.update(timeSlots).set({ booked: true }).where(eq(timeSlots.id, booked.id));
    await database.db
      .update(timeSlots)
      .set({ holdTokenHash: 'a-visitor', reservedUntil: new Date(Date.now() + 5 * 60_000) })
      .where(eq(timeSlots.id, held.id));
    const meeting = { tenantId: 'harbor-county', parcelId: 'HC-1', meetingType: 'in-place', property: {}, attendee: {}, placeId: office };
    await database.db.insert(meetings).values([
      { ...meeting, timeSlotId: booked.id, reference: 'HC-27-BBBBBB' },
      { ...meeting, timeSlotId: withHistory.id, reference: 'HC-27-CCCCCC', status: 'cancelled', cancelledAt: new Date() },
    ]);
    // Outside the pattern: noon on a Tuesday, and a slot at the other place.
    const noon = new Date(slots[0].startTime.getTime() + 3 * 3_600_000);
    await database.db.insert(timeSlots).values({ tenantId: 'harbor-county', placeId: office, startTime: noon });

    const remove = pattern({ action: 'remove', places: [office] });
    const preview = await run(remove, false);
    expect(preview).toMatchObject({ action: 'remove', applied: false, matched: 24, removed: 22, kept: { booked: 1, held: 1 } });
    expect(await slotsAt([office])).toHaveLength(25);

    const result = await run(remove);
    expect(result).toMatchObject({ applied: true, matched: 24, removed: 22, kept: { booked: 1, held: 1 } });
    const left = await slotsAt([office]);
    expect(left.map((slot) => slot.id).sort()).toEqual([booked.id, held.id, withHistory.id, left.find((slot) => slot.startTime.getTime() === noon.getTime())!.id].sort());
    // Closed, not deleted: the office holds it until it starts, so nobody can book it.
    const closedSlot = left.find((slot) => slot.id === withHistory.id)!;
    expect([closedSlot.reservedUntil?.getTime(), closedSlot.holdTokenHash]).toEqual([closedSlot.startTime.getTime(), null]);
    expect(await slotsAt([library])).toHaveLength(24);
    const [audit] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'availability-removed'));
    expect(audit.detail).toMatchObject({ removed: 22, kept: { booked: 1, held: 1 }, before: { slots: 25 }, after: { slots: 4 } });
  });

  it('adding the pattern again opens the closed slot and adds the removed ones', async () => {
    const result = await run(pattern({ places: [office] }));
    expect(result).toMatchObject({ matched: 24, added: 22, alreadyThere: 2 });
    const reopened = (await slotsAt([office])).filter((slot) => slot.reservedUntil === null && !slot.holdTokenHash && !slot.booked);
    expect(reopened).toHaveLength(23);
  });
});

describe('bad patterns get a clear message, never a 500', () => {
  it.each([
    ['a first day in the past', { from: '2020-01-07', to: '2020-01-09' }, M.dateInPast],
    ['the last day before the first', { from: TO, to: FROM }, M.dateOrder],
    ['more than a year', { to: formatCivilDate(addDays(DST, 400)) }, M.rangeTooLong],
    ['days after 2999', { from: '9999-12-30', to: '9999-12-31' }, CALENDAR_DATE_MESSAGES.outOfRange],
    ['no day of the week', { weekdays: [] }, M.weekdaysRequired],
    ['a day of the week that is none', { weekdays: [7] }, M.weekdayInvalid],
    ['a day written out', { weekdays: ['Tuesday'] }, M.weekdayInvalid],
    ['an end before the start', { start: '12:00', end: '09:00' }, M.timeOrder],
    ['a time on a 12-hour clock', { start: '9:00 AM', end: '12:00 PM' }, M.timeInvalid],
    ['less than one slot between start and end', { start: '09:00', end: '09:20' }, M.tooShort],
    ['a slot of 1 minute', { every: 1 }, M.everyInvalid],
    ['no place', { places: [] }, M.placesRequired],
    ['a place that is no uuid', { places: ['the library'] }, M.placeInvalid],
    ['a place of no county', { places: ['6f1c2d3e-4b5a-4c6d-8e7f-901234567890'] }, M.placeUnknown],
    ['a range without the chosen days', { from: FROM, to: FROM, weekdays: [2] }, M.nothing],
    ['an action that is none', { action: 'move' }, M.actionInvalid],
  ])('%s', async (_name, overrides, message) => {
    expect(await refusal({ ...pattern(), ...overrides })).toBe(message);
  });

  it('refuses to add at a closed place, and more slots than one change may make', async () => {
    expect(await refusal(pattern({ places: [closed] }))).toBe(M.placeClosed('Test Annex'));
    const huge = pattern({ places: [office], from: FROM, to: formatCivilDate(addDays(DST, 300)), weekdays: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:55', every: 5 });
    expect(await refusal(huge)).toMatch(/^That pattern makes [\d,]+ time slots; add or remove at most 5,000 at once\./);
  });

  it('refuses a body that is not a pattern, and an unknown field', async () => {
    const text = await app.inject({
      method: 'POST',
      url: `${HARBOR}/office/availability`,
      headers: { cookie: admin, origin: ORIGIN, 'content-type': 'application/json' },
      payload: 'tuesdays',
    });
    expect([text.statusCode, typeof text.json().message]).toEqual([400, 'string']);
    expect((await post('/office/availability', { ...pattern(), extra: 1 })).statusCode).toBe(400);
  });
});
