import { FILER_MESSAGES } from './filer';
import {
  MEETING_MESSAGES,
  meetingCreateSchema,
  meetingsCountQuerySchema,
  propertyTypesOf,
  SLOT_HOLD_HEADER,
  SLOT_HOLD_MINUTES,
  TIME_SLOTS_MAX_SIZE,
  timeSlotsQuerySchema,
} from './meeting';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('time-slot query', () => {
  it('reads from, size and one or two property types', () => {
    const query = timeSlotsQuerySchema.parse({ from: '2025-03-01T00:00:00Z', size: '50', propertyType: ['mobile-home', 'residential'] });
    expect(query).toEqual({ from: '2025-03-01T00:00:00Z', size: 50, propertyType: ['mobile-home', 'residential'] });
    expect(propertyTypesOf(query)).toEqual(['mobile-home', 'residential']);
    expect(propertyTypesOf(timeSlotsQuerySchema.parse({ propertyType: 'commercial' }))).toEqual(['commercial']);
    expect(propertyTypesOf(timeSlotsQuerySchema.parse({}))).toEqual([]);
    expect(timeSlotsQuerySchema.parse({}).size).toBe(TIME_SLOTS_MAX_SIZE);
  });

  it.each(['2025-03-01', '2025-03-01T09:00:00-05:00', '2025-03-01T14:00:00.000Z', '2025-03-01T14:00Z'])('accepts from=%s', (from) => {
    expect(timeSlotsQuerySchema.safeParse({ from }).success).toBe(true);
  });

  it.each(['tomorrow', '2025-03-01T09:00', '2025-02-30T00:00:00Z x', '1700000000000', ''])('refuses from=%s with one readable message', (from) => {
    expect(messagesOf(timeSlotsQuerySchema.safeParse({ from }))).toEqual([MEETING_MESSAGES.fromInvalid]);
  });

  it('refuses sizes outside 1..10000, unknown types and a third type', () => {
    expect(messagesOf(timeSlotsQuerySchema.safeParse({ size: '10001' }))).toEqual([MEETING_MESSAGES.sizeInvalid]);
    expect(messagesOf(timeSlotsQuerySchema.safeParse({ size: '0' }))).toEqual([MEETING_MESSAGES.sizeInvalid]);
    expect(messagesOf(timeSlotsQuerySchema.safeParse({ propertyType: 'castle' }))).toEqual([MEETING_MESSAGES.propertyTypeInvalid]);
    expect(messagesOf(timeSlotsQuerySchema.safeParse({ propertyType: ['residential', 'commercial', 'exempt'] }))).toEqual([MEETING_MESSAGES.propertyTypeInvalid]);
  });
});

describe('meeting count query', () => {
  it('reads the parcel id and the this-year filter; the category is id', () => {
    expect(meetingsCountQuerySchema.parse({ q: 'HC-1', filters: 'booked-for:this-year', category: 'id' })).toEqual({
      q: 'HC-1',
      filters: 'booked-for:this-year',
      category: 'id',
    });
  });

  it('refuses unknown filters and categories with readable messages', () => {
    expect(messagesOf(meetingsCountQuerySchema.safeParse({ q: 'HC-1', filters: 'booked-for:ever' }))).toEqual([MEETING_MESSAGES.filterInvalid]);
    expect(messagesOf(meetingsCountQuerySchema.safeParse({ q: 'HC-1', category: 'owner' }))).toEqual([MEETING_MESSAGES.categoryInvalid]);
    expect(messagesOf(meetingsCountQuerySchema.safeParse({}))).toEqual([MEETING_MESSAGES.parcelIdRequired]);
  });
});

describe('meeting create payload', () => {
  const valid = {
    property: { id: 'HC-1', owner: 'Ana Peña', type: 'residential', address: '1 Main St', value: { amount: 100000, currency: 'USD' } },
    attendee: { name: 'Ana Peña', type: 'owner', phone: { number: '(207) 555 0100' }, email: 'ana@example.com' },
    timeSlot: 'slot-1',
    place: null,
  };

  it('accepts a virtual meeting without documents, and normalises the attendee like the filer', () => {
    const parsed = meetingCreateSchema.parse(valid);
    expect(parsed.documents).toEqual([]);
    expect(parsed.attendee.phone.number).toBe('2075550100');
  });

  it('gives the documented messages for a missing time and location, and the filer messages for the attendee', () => {
    const { timeSlot: _slot, place: _place, ...rest } = valid;
    expect(messagesOf(meetingCreateSchema.safeParse(rest))).toEqual(expect.arrayContaining([MEETING_MESSAGES.timeRequired, MEETING_MESSAGES.locationRequired]));
    const badAttendee = { ...valid, attendee: { ...valid.attendee, email: 'nope', type: 'agent' } };
    expect(messagesOf(meetingCreateSchema.safeParse(badAttendee))).toEqual(expect.arrayContaining([FILER_MESSAGES.emailInvalid, FILER_MESSAGES.organizationRequired]));
  });

  it('takes documents with an id and a name at least', () => {
    expect(meetingCreateSchema.safeParse({ ...valid, documents: [{ id: 'f1', name: 'deed.pdf' }] }).success).toBe(true);
    expect(meetingCreateSchema.safeParse({ ...valid, documents: [{ name: 'deed.pdf' }] }).success).toBe(false);
  });
});

it('names the hold header and its length', () => {
  expect(SLOT_HOLD_HEADER).toBe('X-Slot-Hold');
  expect(SLOT_HOLD_MINUTES).toBe(5);
});
