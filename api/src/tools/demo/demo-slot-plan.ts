import type { PropertyType } from 'mfe-shared/schemas';
import { addDays, civilDate, dayNumber, isWorkingDay, zonedTime, type CivilDate } from '../../infrastructure/clock/zoned-time';
import { stableUuid } from './stable-id';

/** Office hours of the demo counties, on the county's wall clock: starts every 30 minutes. */
export const DEMO_SLOT_TIMES: ReadonlyArray<readonly [hour: number, minute: number]> = [
  [9, 0],
  [9, 30],
  [10, 0],
  [10, 30],
  [11, 0],
  [11, 30],
  [13, 0],
  [13, 30],
  [14, 0],
  [14, 30],
  [15, 0],
  [15, 30],
  [16, 0],
];

/** How far ahead the seed keeps slots. */
export const DEMO_WEEKS_AHEAD = 4;

interface PlannedSlot {
  id: string;
  startTime: Date;
  /** Index into the county's open demo places, or null: virtual (or any place). */
  placeIndex: number | null;
  propertyType: PropertyType | null;
  /** Held by the office until it starts (no token: nobody can book it through the API). */
  officeHold: boolean;
  /** Booked by a demo visitor: the seed books a meeting on it. */
  demoBooking: boolean;
}

/** The id of the county's slot starting at `startTime`: one slot per start time, found again by a later seed. */
export const demoSlotId = (tenantId: string, startTime: Date) => stableUuid(`time-slot:${tenantId}:${startTime.toISOString()}`);

/**
 * What the slot at `index` of DEMO_SLOT_TIMES on `date` is: a fixed pattern of the date, so any
 * start of the server plans the same slot the same way. About one slot in four is virtual, one
 * in five is for one property type, one in eleven is held, and one a day is booked.
 */
export function demoSlotPattern(date: CivilDate, index: number, placeCount: number): Omit<PlannedSlot, 'id' | 'startTime'> {
  const day = dayNumber(date);
  const demoBooking = index === (day * 5) % DEMO_SLOT_TIMES.length;
  const officeHold = !demoBooking && (day * 7 + index * 3) % 11 === 0;
  const typeRoll = (day * 3 + index * 7) % 10;
  const propertyType = demoBooking ? null : typeRoll === 3 ? 'residential' : typeRoll === 7 ? 'commercial' : null;
  const placeRoll = (day + index) % (placeCount + 1);
  return { placeIndex: placeRoll === placeCount ? null : placeRoll, propertyType, officeHold, demoBooking };
}

/** Every start time of office hours on `date` in `timeZone`, as instants. */
export function officeHourStarts(date: CivilDate, timeZone: string): Date[] {
  return DEMO_SLOT_TIMES.map(([hour, minute]) => zonedTime(date, hour, minute, timeZone));
}

/** The slots of the working days after `now`, up to DEMO_WEEKS_AHEAD weeks on. */
export function planDemoSlots(tenantId: string, timeZone: string, now: Date, placeCount: number): PlannedSlot[] {
  const until = new Date(now.getTime() + DEMO_WEEKS_AHEAD * 7 * 86_400_000);
  const planned: PlannedSlot[] = [];
  const today = civilDate(now, timeZone);
  for (let offset = 0; offset <= DEMO_WEEKS_AHEAD * 7; offset += 1) {
    const date = addDays(today, offset);
    if (!isWorkingDay(date)) continue;
    officeHourStarts(date, timeZone).forEach((startTime, index) => {
      if (startTime <= now || startTime > until) return;
      planned.push({ id: demoSlotId(tenantId, startTime), startTime, ...demoSlotPattern(date, index, placeCount) });
    });
  }
  return planned;
}
