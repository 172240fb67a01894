import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { meetings, places, timeSlots } from '../../infrastructure/db/schema';
import { countMeetings } from '../../capabilities/meetings/meeting-count';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { addDays, civilDate, dayNumber, isWorkingDay, zonedYear } from '../../infrastructure/clock/zoned-time';
import { referencePrefix } from '../../infrastructure/references/reference';
import { findTenant, readTenantSettings } from '../../capabilities/tenants/tenant-store';
import { demoAttendee, demoBookingParcels, demoMeetingProperty, demoVisitorFor } from './demo-bookings';
import type { DemoCounty } from './demo-parcels';
import { demoPlaces, mapEmbedUrl } from './demo-places';
import { DEMO_SLOT_TIMES, demoSlotId, demoSlotPattern, officeHourStarts, planDemoSlots } from './demo-slot-plan';
import { DEMO_COUNTIES } from './seed-parcels';
import { stableReference, stableUuid } from './stable-id';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type DemoParcel = ReturnType<typeof demoBookingParcels>['showcase'][number];

/**
 * Places, time slots over the coming weeks and existing meetings of every demo county whose
 * settings turn meetings on (harbor-county). Runs at every start: rows have stable ids, so it only
 * adds what is missing (the days that came into the DEMO_WEEKS_AHEAD window since the last start,
 * a showcase meeting for a new year); it never deletes, and never touches a slot it made before.
 * The same `now` on an empty database always gives the same rows.
 */
export async function seedDemoMeetings(db: Database, now: Date = new Date()): Promise<void> {
  for (const county of DEMO_COUNTIES) {
    if (!(await findTenant(db, county.tenantId))) continue;
    const { settings } = await readTenantSettings(db, county.tenantId);
    if (!settings['meetings.enabled']) continue;
    await seedCounty(db, county, countyTimeZone(settings), now);
  }
}

const placeId = (tenantId: string, key: string) => stableUuid(`place:${tenantId}:${key}`);
const meetingId = (tenantId: string, slotId: string) => stableUuid(`meeting:${tenantId}:${slotId}`);

function meetingRow(tenantId: string, slot: { id: string; placeId: string | null }, parcel: DemoParcel, now: Date) {
  return {
    tenantId,
    id: meetingId(tenantId, slot.id),
    reference: stableReference(referencePrefix(tenantId), now.getUTCFullYear(), `${tenantId}:${slot.id}`),
    parcelId: parcel.id,
    timeSlotId: slot.id,
    placeId: slot.placeId,
    meetingType: slot.placeId ? 'in-place' : 'virtual',
    property: demoMeetingProperty(parcel),
    attendee: demoAttendee(parcel),
    documents: [],
    createdAt: now,
  };
}

async function seedCounty(db: Database, county: DemoCounty, timeZone: string, now: Date): Promise<void> {
  const tenantId = county.tenantId;
  const placeRows = demoPlaces(county).map((place) => ({
    tenantId,
    id: placeId(tenantId, place.key),
    name: place.name,
    address: place.address,
    location: mapEmbedUrl(place.lat, place.lng),
    active: place.active,
    createdAt: now,
  }));
  const openPlaceIds = placeRows.filter((place) => place.active).map((place) => place.id);
  const parcels = demoBookingParcels(county);

  await db.transaction(async (tx) => {
    // The seed owns its places: a changed demo value replaces the stored one.
    await tx
      .insert(places)
      .values(placeRows)
      .onConflictDoUpdate({
        target: [places.tenantId, places.id],
        set: { name: sql`excluded.name`, address: sql`excluded.address`, location: sql`excluded.location`, active: sql`excluded.active` },
      });

    const plan = planDemoSlots(tenantId, timeZone, now, openPlaceIds.length);
    const rows = plan.map((slot) => ({
      tenantId,
      id: slot.id,
      startTime: slot.startTime,
      propertyType: slot.propertyType,
      placeId: slot.placeIndex === null ? null : openPlaceIds[slot.placeIndex],
      reservedUntil: slot.officeHold ? slot.startTime : null,
      booked: slot.demoBooking,
      createdAt: now,
    }));
    // Only the slots new to the database get their demo meeting; the others have theirs (or were changed since).
    const inserted = rows.length ? await tx.insert(timeSlots).values(rows).onConflictDoNothing().returning({ id: timeSlots.id }) : [];
    const insertedIds = new Set(inserted.map((row) => row.id));
    const bookings = rows
      .filter((row) => row.booked && insertedIds.has(row.id))
      .map((row) => meetingRow(tenantId, row, demoVisitorFor(parcels.others, dayNumber(civilDate(row.startTime, timeZone))), now));
    if (bookings.length) await tx.insert(meetings).values(bookings).onConflictDoNothing();

    await bookShowcaseMeetings(tx, tenantId, timeZone, now, parcels.showcase, openPlaceIds);
  });
}

/**
 * A meeting this year for each showcase parcel that has none: on the first free slot ahead that
 * suits it, or, when the year has too few days left, on a slot earlier this year (made if needed).
 */
async function bookShowcaseMeetings(tx: Transaction, tenantId: string, timeZone: string, now: Date, showcase: DemoParcel[], openPlaceIds: string[]) {
  const needing: DemoParcel[] = [];
  for (const parcel of showcase) {
    if ((await countMeetings(tx, tenantId, { parcelId: parcel.id, thisYearIn: { timeZone, now } })) === 0) needing.push(parcel);
  }
  if (!needing.length) return;

  const year = zonedYear(now, timeZone);
  const yearSlots = await tx
    .select({
      id: timeSlots.id,
      startTime: timeSlots.startTime,
      booked: timeSlots.booked,
      reservedUntil: timeSlots.reservedUntil,
      propertyType: timeSlots.propertyType,
      placeId: timeSlots.placeId,
    })
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), gte(timeSlots.startTime, year.start), lt(timeSlots.startTime, year.end)));
  const free = yearSlots.filter((slot) => !slot.booked && (slot.reservedUntil === null || slot.reservedUntil <= now));
  const ahead = free.filter((slot) => slot.startTime > now).sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  const before = free.filter((slot) => slot.startTime <= now).sort((a, b) => b.startTime.getTime() - a.startTime.getTime());
  const existing = new Set(yearSlots.map((slot) => slot.id));
  const candidates = [...ahead, ...before];

  for (const parcel of needing) {
    const index = candidates.findIndex((slot) => slot.propertyType === null || slot.propertyType === parcel.type);
    let slot: { id: string; placeId: string | null };
    if (index >= 0) {
      [slot] = candidates.splice(index, 1);
      await tx
        .update(timeSlots)
        .set({ booked: true, reservedUntil: null, holdTokenHash: null, holdClient: null })
        .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, slot.id)));
    } else {
      const made = pastSlotThisYear(tenantId, timeZone, now, existing, openPlaceIds);
      existing.add(made.id);
      await tx.insert(timeSlots).values({ ...made, tenantId, booked: true, createdAt: now });
      slot = made;
    }
    await tx
      .insert(meetings)
      .values(meetingRow(tenantId, slot, parcel, now))
      .onConflictDoNothing();
  }
}

/** An office-hours slot on a working day earlier this year that does not exist yet. */
function pastSlotThisYear(tenantId: string, timeZone: string, now: Date, existing: Set<string>, openPlaceIds: string[]) {
  const { year } = civilDate(now, timeZone);
  for (let date = civilDate(now, timeZone); date.year === year; date = addDays(date, -1)) {
    if (!isWorkingDay(date)) continue;
    const starts = officeHourStarts(date, timeZone);
    for (let index = 0; index < DEMO_SLOT_TIMES.length; index += 1) {
      const startTime = starts[index];
      const id = demoSlotId(tenantId, startTime);
      if (startTime > now || existing.has(id)) continue;
      const { placeIndex } = demoSlotPattern(date, index, openPlaceIds.length);
      return { id, startTime, propertyType: null, placeId: placeIndex === null ? null : openPlaceIds[placeIndex] };
    }
  }
  throw new Error(`demo meetings: no office hours left earlier this year in ${tenantId}`);
}
