import './support/load-outside-sandbox';
import { asc, eq } from 'drizzle-orm';
import { propertyTypes } from 'mfe-shared/schemas';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { meetings, places, settings, timeSlots } from '../src/infrastructure/db/schema';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { DEMO_COUNTIES } from '../src/tools/demo/seed-parcels';
import { DEMO_SLOT_TIMES, DEMO_WEEKS_AHEAD } from '../src/tools/demo/demo-slot-plan';
import { countMeetings } from '../src/capabilities/meetings/meeting-count';
import { wallClock, weekday, zonedTime, zonedYear } from '../src/infrastructure/clock/zoned-time';
import { openTestDatabase } from './support/test-database';

let database: DatabaseHandle;
const NY = 'America/New_York';
const DAY = 86_400_000;
const harbor = DEMO_COUNTIES[0];

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);

afterAll(async () => {
  await database.close();
});

async function reset() {
  await database.db.delete(meetings);
  await database.db.delete(timeSlots);
  await database.db.delete(places);
}

async function snapshot() {
  const db = database.db;
  return {
    places: await db.select().from(places).orderBy(asc(places.tenantId), asc(places.id)),
    slots: await db.select().from(timeSlots).orderBy(asc(timeSlots.tenantId), asc(timeSlots.id)),
    meetings: await db.select().from(meetings).orderBy(asc(meetings.tenantId), asc(meetings.id)),
  };
}

const harborSlots = (rows: Awaited<ReturnType<typeof snapshot>>['slots']) => rows.filter((slot) => slot.tenantId === 'harbor-county');
const starts = (rows: Array<{ startTime: Date }>) => new Set(rows.map((row) => row.startTime.toISOString()));

describe('the county clock', () => {
  it('turns wall-clock times into instants with the zone rules of the day', () => {
    expect(zonedTime({ year: 2025, month: 3, day: 7 }, 9, 0, NY).toISOString()).toBe('2025-03-07T14:00:00.000Z');
    expect(zonedTime({ year: 2025, month: 3, day: 10 }, 9, 0, NY).toISOString()).toBe('2025-03-10T13:00:00.000Z');
    expect(zonedTime({ year: 2025, month: 3, day: 9 }, 13, 30, NY).toISOString()).toBe('2025-03-09T17:30:00.000Z');
    expect(zonedTime({ year: 2025, month: 11, day: 2 }, 9, 0, NY).toISOString()).toBe('2025-11-02T14:00:00.000Z');
    expect(zonedTime({ year: 2025, month: 7, day: 1 }, 16, 0, 'America/Denver').toISOString()).toBe('2025-07-01T22:00:00.000Z');
    expect(zonedTime({ year: 2025, month: 1, day: 1 }, 0, 0, 'UTC').toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it("knows the county's year", () => {
    // 03:00 UTC on January 1 is still December 31 in New York.
    const year = zonedYear(new Date('2026-01-01T03:00:00Z'), NY);
    expect(year).toEqual({ year: 2025, start: new Date('2025-01-01T05:00:00Z'), end: new Date('2026-01-01T05:00:00Z') });
  });
});

describe('seedDemoMeetings', () => {
  it('opens slots on working days in New York office hours, right on both sides of the spring DST change', async () => {
    await reset();
    const now = new Date('2025-03-05T12:00:00Z');
    await seedDemoMeetings(database.db, now);
    const slots = harborSlots((await snapshot()).slots);
    const at = starts(slots);
    // 9:00 in New York: 14:00 UTC on Friday (EST), 13:00 UTC on Monday (EDT).
    expect(at.has('2025-03-07T14:00:00.000Z')).toBe(true);
    expect(at.has('2025-03-10T13:00:00.000Z')).toBe(true);
    expect(at.has('2025-03-07T13:00:00.000Z')).toBe(false);
    expect(at.has('2025-03-10T14:00:00.000Z')).toBe(true); // 10:00 EDT
    const times = new Set(DEMO_SLOT_TIMES.map(([hour, minute]) => `${hour}:${minute}`));
    for (const slot of slots) {
      const wall = wallClock(slot.startTime, NY);
      expect(times.has(`${wall.hour}:${wall.minute}`)).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(weekday(wall));
      expect(slot.startTime.getTime()).toBeGreaterThan(now.getTime());
      expect(slot.startTime.getTime()).toBeLessThanOrEqual(now.getTime() + DEMO_WEEKS_AHEAD * 7 * DAY);
    }
    // 4 weeks of working days (20, with today's remaining hours) times 13 a day.
    expect(slots.length).toBeGreaterThanOrEqual(20 * DEMO_SLOT_TIMES.length - DEMO_SLOT_TIMES.length);
  });

  it('follows the autumn change too', async () => {
    await reset();
    await seedDemoMeetings(database.db, new Date('2025-10-29T12:00:00Z'));
    const at = starts(harborSlots((await snapshot()).slots));
    expect(at.has('2025-10-31T13:00:00.000Z')).toBe(true); // Friday 9:00 EDT
    expect(at.has('2025-11-03T14:00:00.000Z')).toBe(true); // Monday 9:00 EST
    expect(at.has('2025-11-03T13:00:00.000Z')).toBe(false);
    expect(at.has('2025-11-03T21:00:00.000Z')).toBe(true); // Monday 16:00 EST
  });

  it('makes three open places and a closed one, and a realistic mix of slots and meetings', async () => {
    await reset();
    const now = new Date('2025-05-12T11:00:00Z');
    await seedDemoMeetings(database.db, now);
    const { places: allPlaces, slots: allSlots, meetings: allMeetings } = await snapshot();
    const harborPlaces = allPlaces.filter((place) => place.tenantId === 'harbor-county');
    expect(harborPlaces).toHaveLength(4);
    const open = new Set(harborPlaces.filter((place) => place.active).map((place) => place.id));
    expect(open.size).toBe(3);
    const slots = harborSlots(allSlots);
    expect(slots.every((slot) => slot.placeId === null || open.has(slot.placeId))).toBe(true);
    expect(new Set(slots.map((slot) => slot.placeId))).toEqual(new Set([...open, null]));
    const share = (test: (slot: (typeof slots)[number]) => boolean) => slots.filter(test).length / slots.length;
    expect(share((slot) => slot.placeId === null)).toBeGreaterThan(0.15);
    expect(share((slot) => slot.propertyType === null)).toBeGreaterThan(0.7);
    expect(new Set(slots.map((slot) => slot.propertyType))).toEqual(new Set([null, 'residential', 'commercial']));
    expect(slots.every((slot) => slot.propertyType === null || (propertyTypes as readonly string[]).includes(slot.propertyType))).toBe(true);
    // Office holds: reserved until the slot starts, with no token anyone could send.
    const held = slots.filter((slot) => slot.reservedUntil !== null);
    expect(held.length).toBeGreaterThan(5);
    expect(held.every((slot) => slot.reservedUntil!.getTime() === slot.startTime.getTime() && slot.holdTokenHash === null && !slot.booked)).toBe(true);
    // Every booked slot has its meeting, and every meeting its booked slot.
    const booked = slots.filter((slot) => slot.booked);
    expect(booked.length).toBeGreaterThanOrEqual(20);
    const harborMeetings = allMeetings.filter((meeting) => meeting.tenantId === 'harbor-county');
    expect(new Set(harborMeetings.map((meeting) => meeting.timeSlotId))).toEqual(new Set(booked.map((slot) => slot.id)));
    for (const meeting of harborMeetings) {
      const slot = booked.find((candidate) => candidate.id === meeting.timeSlotId)!;
      expect(meeting.placeId).toBe(slot.placeId);
      expect(meeting.meetingType).toBe(slot.placeId ? 'in-place' : 'virtual');
      expect(meeting.property).toMatchObject({ id: meeting.parcelId });
    }
    // No parcel has two meetings.
    expect(new Set(harborMeetings.map((meeting) => meeting.parcelId)).size).toBe(harborMeetings.length);
    // And the showcase parcels have theirs this year.
    for (const parcelId of demoShowcase(harbor).meetingBooked) {
      expect(await countMeetings(database.db, 'harbor-county', { parcelId, thisYearIn: { timeZone: NY, now } })).toBe(1);
    }
    // Other showcase roles are left alone.
    const showcase = demoShowcase(harbor);
    const untouched = new Set([...showcase.fresh, ...showcase.appealFiled, ...showcase.noPriorAppeal, showcase.commercial]);
    expect(harborMeetings.some((meeting) => untouched.has(meeting.parcelId))).toBe(false);
    // Pine County has meetings off: nothing.
    expect(allPlaces.some((place) => place.tenantId === 'pine-county')).toBe(false);
    expect(allSlots.some((slot) => slot.tenantId === 'pine-county')).toBe(false);
  });

  it('gives the same rows for the same `now`, and adds nothing when run again', async () => {
    const now = new Date('2025-05-12T11:00:00Z');
    await reset();
    await seedDemoMeetings(database.db, now);
    const first = await snapshot();
    await reset();
    await seedDemoMeetings(database.db, now);
    expect(await snapshot()).toEqual(first);
    await seedDemoMeetings(database.db, now);
    expect(await snapshot()).toEqual(first);
  });

  it('tops the weeks ahead up on a later start, keeping every earlier row and booking nothing twice', async () => {
    const now = new Date('2025-05-12T11:00:00Z');
    await reset();
    await seedDemoMeetings(database.db, now);
    const before = await snapshot();
    const later = new Date(now.getTime() + 9 * DAY);
    await seedDemoMeetings(database.db, later);
    const after = await snapshot();
    expect(after.places).toEqual(before.places);
    for (const slot of before.slots) expect(after.slots).toContainEqual(slot);
    for (const meeting of before.meetings) expect(after.meetings).toContainEqual(meeting);
    const newest = Math.max(...after.slots.map((slot) => slot.startTime.getTime()));
    expect(newest).toBeGreaterThan(later.getTime() + (DEMO_WEEKS_AHEAD * 7 - 3) * DAY);
    for (const parcelId of demoShowcase(harbor).meetingBooked) {
      expect(await countMeetings(database.db, 'harbor-county', { parcelId, thisYearIn: { timeZone: NY, now: later } })).toBe(1);
    }
  });

  it('books the showcase meetings earlier in the year when the year has no office hours left', async () => {
    await reset();
    // 17:00 on Wednesday, December 31 in New York.
    const now = new Date('2025-12-31T22:00:00Z');
    await seedDemoMeetings(database.db, now);
    const { slots, meetings: rows } = await snapshot();
    const year = zonedYear(now, NY);
    for (const parcelId of demoShowcase(harbor).meetingBooked) {
      const meeting = rows.find((row) => row.parcelId === parcelId)!;
      const slot = slots.find((candidate) => candidate.id === meeting.timeSlotId)!;
      expect(slot.startTime.getTime()).toBeLessThan(now.getTime());
      expect(slot.startTime.getTime()).toBeGreaterThanOrEqual(year.start.getTime());
      expect(slot.booked).toBe(true);
    }
    // The weeks ahead are next year's.
    expect(harborSlots(slots).some((slot) => slot.startTime.toISOString() === '2026-01-02T14:00:00.000Z')).toBe(true);
  });

  it('gives a county that turns meetings on places in its own town', async () => {
    await reset();
    await database.db
      .insert(settings)
      .values({ tenantId: 'pine-county', key: 'meetings.enabled', value: true })
      .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value: true } });
    await seedDemoMeetings(database.db, new Date('2025-05-12T11:00:00Z'));
    const pine = await database.db.select().from(places).where(eq(places.tenantId, 'pine-county'));
    expect(pine).toHaveLength(4);
    expect(pine.every((place) => place.address.endsWith('Pine Ridge, CO 80401'))).toBe(true);
    // Its slots are on Denver's clock: 9:00 MDT is 15:00 UTC.
    const pineSlots = await database.db.select().from(timeSlots).where(eq(timeSlots.tenantId, 'pine-county'));
    expect(pineSlots.some((slot) => slot.startTime.toISOString() === '2025-05-13T15:00:00.000Z')).toBe(true);
  });
});
