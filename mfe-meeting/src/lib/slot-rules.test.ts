import type { TimeSlot } from 'mfe-shared/schemas';
import en from '../locales/en';
import { slot } from '../../test/time-slot';
import { availableSlots, NO_SLOTS_TEXT, slotAccessibleName, slotsByDay, slotTime, slotTypesFor, splitAmPm } from './slot-rules';

const OFFICE = 'place-office';
const LIBRARY = 'place-library';
const ids = (slots: TimeSlot[]) => slots.map((s) => s.id);

describe('availableSlots (only slots neither reserved nor booked)', () => {
  const free = slot('2026-12-01T14:00:00.000Z', { id: 'free' });
  const reserved = slot('2026-12-01T14:30:00.000Z', { id: 'reserved', reserved: true });
  const booked = slot('2026-12-01T15:00:00.000Z', { id: 'booked', booked: true });
  const forResidential = slot('2026-12-01T15:30:00.000Z', { id: 'residential', propertyType: 'residential' });
  const forCommercial = slot('2026-12-01T16:00:00.000Z', { id: 'commercial', propertyType: 'commercial' });
  const atOffice = slot('2026-12-01T16:30:00.000Z', { id: 'office', placeId: OFFICE });
  const atLibrary = slot('2026-12-01T17:00:00.000Z', { id: 'library', placeId: LIBRARY, propertyType: 'residential' });
  const reservedAtOffice = slot('2026-12-01T17:30:00.000Z', { id: 'office-reserved', placeId: OFFICE, reserved: true });
  const all = [free, reserved, booked, forResidential, forCommercial, atOffice, atLibrary, reservedAtOffice];

  it('offers a virtual meeting the free slots without a place, of any type or the parcel’s', () => {
    expect(ids(availableSlots(all, { types: ['residential'], meetingType: 'virtual', placeId: null }))).toEqual(['free', 'residential']);
  });

  it('offers a commercial parcel the untyped and commercial slots only', () => {
    expect(ids(availableSlots(all, { types: ['commercial'], meetingType: 'virtual', placeId: null }))).toEqual(['free', 'commercial']);
  });

  it('offers a meeting in person the free slots of the chosen place only', () => {
    expect(ids(availableSlots(all, { types: ['residential'], meetingType: 'in-place', placeId: OFFICE }))).toEqual(['office']);
    expect(ids(availableSlots(all, { types: ['residential'], meetingType: 'in-place', placeId: LIBRARY }))).toEqual(['library']);
    expect(ids(availableSlots(all, { types: ['commercial'], meetingType: 'in-place', placeId: LIBRARY }))).toEqual([]);
  });

  it('offers nothing in person before a place is chosen', () => {
    expect(availableSlots(all, { types: ['residential'], meetingType: 'in-place', placeId: null })).toEqual([]);
  });
});

describe('slotTypesFor (meetings.timeslot_groups adds a second type)', () => {
  it('is the parcel’s type and the type its group names', () => {
    expect(slotTypesFor({ type: 'mobile-home' }, { 'mobile-home': 'residential' })).toEqual(['mobile-home', 'residential']);
  });

  it('is the parcel’s type alone without a group, or when the group names the same type', () => {
    expect(slotTypesFor({ type: 'commercial' }, { 'mobile-home': 'residential' })).toEqual(['commercial']);
    expect(slotTypesFor({ type: 'residential' }, { residential: 'residential' })).toEqual(['residential']);
  });

  it('lets a grouped parcel take the slots of its group’s type', () => {
    const forResidential = slot('2026-12-01T15:30:00.000Z', { propertyType: 'residential' });
    const forIndustrial = slot('2026-12-01T16:00:00.000Z', { propertyType: 'industrial' });
    const types = slotTypesFor({ type: 'mobile-home' }, { 'mobile-home': 'residential' });
    expect(availableSlots([forResidential, forIndustrial], { types, meetingType: 'virtual', placeId: null })).toEqual([forResidential]);
  });
});

describe("days, morning and afternoon by the county's clock, not the machine's", () => {
  // Auckland is UTC+13 in December; these instants fall on other days and halves in UTC and in the Americas.
  const ZONE = 'Pacific/Auckland';
  const earlyMorning = slot('2026-11-30T20:30:00.000Z'); // Tue 1 Dec 09:30 in Auckland, Mon 30 Nov in UTC
  const noon = slot('2026-11-30T23:00:00.000Z'); // Tue 1 Dec 12:00
  const evening = slot('2026-12-01T05:15:00.000Z'); // Tue 1 Dec 18:15
  const nextDay = slot('2026-12-01T11:00:00.000Z'); // Wed 2 Dec 00:00

  it('groups slots by the county’s calendar day, each in start order', () => {
    const days = slotsByDay([evening, nextDay, noon, earlyMorning], ZONE);
    expect([...days.keys()]).toEqual(['2026-12-01', '2026-12-02']);
    expect(days.get('2026-12-01')).toEqual([earlyMorning, noon, evening]);
  });

  it('puts slots before noon in AM and from noon on in PM', () => {
    expect(splitAmPm([earlyMorning, noon, evening, nextDay], ZONE)).toEqual({ am: [earlyMorning, nextDay], pm: [noon, evening] });
  });

  it('names the time and the full date with the county’s zone', () => {
    expect(slotTime(earlyMorning, ZONE)).toMatch(/^9:30\sAM$/);
    expect(slotAccessibleName(earlyMorning, ZONE)).toMatch(/^Tuesday, December 1, 2026 at 9:30\sAM New Zealand Time$/);
    expect(slotAccessibleName(slot('2026-12-01T14:30:00.000Z'), 'America/New_York')).toMatch(/^Tuesday, December 1, 2026 at 9:30\sAM Eastern Time$/);
  });

  it('has the documented words for an empty half of the day', () => {
    // Catalogue ids: their English is the documented text.
    expect(en[NO_SLOTS_TEXT.am]).toBe('There are no available slots in the morning. Please check for available slots in the afternoon.');
    expect(en[NO_SLOTS_TEXT.pm]).toBe('There are no available slots in the afternoon. Please check for available slots in the morning.');
  });
});
