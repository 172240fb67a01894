import { translate, type Property, type Translate } from 'mfe-shared';
import { formatDateTime, timeZoneName, zonedDateKey, zonedHour } from 'mfe-shared/format';
import { type MeetingType, type PropertyType, type TimeSlot } from 'mfe-shared/schemas';
// Defines the package's catalogue, so that translate() below knows its ids outside a component too.
import '../i18n/catalogue';

/** The empty messages of the AM/PM lists (docs/product.md#meeting-wizard): their catalogue ids. */
export const NO_SLOTS_TEXT = {
  am: 'meeting.slots.noMorning',
  pm: 'meeting.slots.noAfternoon',
} as const;

/** The parcel's type and the extra type its timeslot group adds (meetings.timeslot_groups). */
export function slotTypesFor(property: Pick<Property, 'type'>, groups: Record<string, string>): PropertyType[] {
  const extra = groups[property.type] as PropertyType | undefined;
  return extra && extra !== property.type ? [property.type, extra] : [property.type];
}

export interface SlotFilter {
  types: PropertyType[];
  meetingType: MeetingType | null;
  /** The chosen place of an in-place meeting. */
  placeId: string | null;
}

/**
 * Slots a visitor may pick: neither reserved nor booked, open to the parcel's types (a slot without
 * a type is open to all), virtual slots (no place) for a virtual meeting, the chosen place's for
 * one in person; none before the type (and place) are chosen.
 */
export function availableSlots(slots: readonly TimeSlot[], { types, meetingType, placeId }: SlotFilter): TimeSlot[] {
  return slots.filter(
    (slot) =>
      !slot.reserved &&
      !slot.booked &&
      (slot.propertyType === null || types.includes(slot.propertyType)) &&
      (meetingType === 'virtual' ? slot.placeId === null : meetingType === 'in-place' && placeId !== null && slot.placeId === placeId),
  );
}

/** Slots by their day in the county's zone ('YYYY-MM-DD'), each day in start order. */
export function slotsByDay(slots: readonly TimeSlot[], timeZone: string): Map<string, TimeSlot[]> {
  const days = new Map<string, TimeSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    const key = zonedDateKey(slot.startTime, timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return days;
}

/** Morning and afternoon by the county's clock, not the browser's. */
export function splitAmPm(slots: readonly TimeSlot[], timeZone: string): { am: TimeSlot[]; pm: TimeSlot[] } {
  return {
    am: slots.filter((slot) => zonedHour(slot.startTime, timeZone) < 12),
    pm: slots.filter((slot) => zonedHour(slot.startTime, timeZone) >= 12),
  };
}

/** '9:30 AM' in the county's zone; in the visitor's language given its Intl locale (useIntlLocale). */
export const slotTime = (slot: Pick<TimeSlot, 'startTime'>, timeZone: string, locale?: string) =>
  formatDateTime(slot.startTime, timeZone, { hour: 'numeric', minute: '2-digit' }, locale);

/**
 * The full name a screen reader hears: 'Tuesday, December 1, 2026 at 9:30 AM Eastern Time'. A
 * component passes its `t` and Intl locale (useT, useIntlLocale), so words and date agree; the
 * defaults (the catalogue outside React, US English dates) are for the rules' own tests.
 */
export function slotAccessibleName(slot: Pick<TimeSlot, 'startTime'>, timeZone: string, t: Translate<'meeting.slots.slotName'> = translate, locale?: string): string {
  const day = formatDateTime(slot.startTime, timeZone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, locale);
  return t('meeting.slots.slotName', { day, time: slotTime(slot, timeZone, locale), zone: timeZoneName(timeZone, new Date(slot.startTime), locale) });
}
