import { z } from 'zod';
import { meetingTypes } from './meeting';
import { calendarDateField } from './calendar-date';
import { OFFICE_MESSAGES, OFFICE_NOTE_MAX } from './office';
import { plainText } from './plain-text';
import { UUID_PATTERN } from './uuid';

/**
 * The office desk's meetings (GET /office/meetings, /office/places, and the actions on a
 * meeting, staff only). A meeting the office marked attended stays booked for every other rule (it
 * keeps its slot and counts as the parcel's meeting of the year).
 */
export const OFFICE_MEETING_STATUSES = ['booked', 'attended', 'cancelled'] as const;
export type OfficeMeetingStatus = (typeof OFFICE_MEETING_STATUSES)[number];
export const OFFICE_MEETING_STATUS_LABELS: Record<OfficeMeetingStatus, string> = { booked: 'Booked', attended: 'Attended', cancelled: 'Cancelled' };

export const OFFICE_MEETING_SORTS = ['time', 'attendee', 'reference'] as const;
export type OfficeMeetingSort = (typeof OFFICE_MEETING_SORTS)[number];

export const OFFICE_MEETINGS_PAGE_SIZE = 50;
export const OFFICE_MEETINGS_MAX_PAGE_SIZE = 200;
/** The `place` of virtual meetings (a slot without a place). */
export const VIRTUAL_PLACE = 'virtual';

export const OFFICE_MEETING_MESSAGES = {
  staffOnly: 'Sign in as a member of staff to see the meetings.',
  notFound: 'We could not find that meeting in this county.',
  fileNotFound: 'This meeting has no such document.',
  placeInvalid: 'Choose a place from the list, or virtual meetings.',
  dayAndFrom: 'Ask for the meetings of one day (date) or from a day on (from), not both.',
  statusInvalid: `The status must be one of: ${OFFICE_MEETING_STATUSES.join(', ')}.`,
  sortInvalid: `Sort by one of: ${OFFICE_MEETING_SORTS.join(', ')}.`,
  pageSizeInvalid: `The page size must be a whole number from 1 to ${OFFICE_MEETINGS_MAX_PAGE_SIZE}.`,
  alreadyCancelled: 'This meeting is already cancelled.',
  attendedNoCancel: 'This meeting was marked attended, so it can no longer be cancelled.',
  startedNoCancel: 'This meeting has already started, so it can no longer be cancelled. Mark it attended if the attendee came.',
  alreadyAttended: 'This meeting is already marked attended.',
  cancelledNotAttended: 'This meeting was cancelled, so it cannot be marked attended.',
  notStarted: 'A meeting can be marked attended once it has started.',
} as const;

const M = OFFICE_MEETING_MESSAGES;
const calendarDate = calendarDateField(OFFICE_MESSAGES.dateInvalid);
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/**
 * GET /office/meetings: the meetings of one day (`date`, the county's calendar day), or from a day on
 * (`from`, default today), at one place or all; any status unless `status` says.
 */
export const officeMeetingsQuerySchema = z
  .object({
    date: calendarDate.optional(),
    from: calendarDate.optional(),
    place: z.union([z.literal(VIRTUAL_PLACE), z.string().regex(UUID_PATTERN, { error: M.placeInvalid })], { error: M.placeInvalid }).optional(),
    status: z.enum(OFFICE_MEETING_STATUSES, { error: M.statusInvalid }).optional(),
    sort: z.enum(OFFICE_MEETING_SORTS, { error: M.sortInvalid }).default('time'),
    order: z.enum(['asc', 'desc'], { error: OFFICE_MESSAGES.orderInvalid }).default('asc'),
    page: wholeNumber(OFFICE_MESSAGES.pageInvalid, 1, 100_000).default(1),
    pageSize: wholeNumber(M.pageSizeInvalid, 1, OFFICE_MEETINGS_MAX_PAGE_SIZE).default(OFFICE_MEETINGS_PAGE_SIZE),
  })
  .refine((query) => !query.date || !query.from, { error: M.dayAndFrom });
export type OfficeMeetingsQuery = z.input<typeof officeMeetingsQuerySchema>;

const storedFile = z.object({ id: z.string(), name: z.string(), size: z.number().int(), type: z.string() });

/** One meeting as the office sees it: when, where, who, about what, and what happened. */
export const officeMeetingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(OFFICE_MEETING_STATUSES),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  meetingType: z.enum(meetingTypes),
  place: z.object({ id: z.string(), name: z.string() }).nullable(),
  attendee: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  parcel: z.object({ id: z.string(), address: z.string() }),
  /** The documents the attendee attached (GET /office/meetings/{meeting}/files/{file}). */
  documents: z.array(storedFile),
  cancelledAt: z.string().nullable(),
  /** 'office' when staff cancelled it, 'attendee' by the status link. */
  cancelledBy: z.enum(['office', 'attendee']).nullable(),
  attendedAt: z.string().nullable(),
  /**
   * Whether it is the parcel's meeting of the year (docs/product.md#who-takes-the-parcels-meeting-and-change-requests):
   * false for one booked without proof, which keeps its slot but does not stop another booking. Absent from APIs before 2.10.0.
   */
  takesPlace: z.boolean().optional(),
});
export type OfficeMeeting = z.infer<typeof officeMeetingSchema>;

export const officeMeetingsResponseSchema = z.object({
  /** The day listed (`date`), or the first day of the list (`from`). */
  day: z.string(),
  /** True when the list is of that one day. */
  oneDay: z.boolean(),
  results: z.array(officeMeetingSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OfficeMeetingsResponse = z.infer<typeof officeMeetingsResponseSchema>;

/**
 * GET /office/slot-holds: the county's time slots visitors hold now while they book, how many of
 * them the busiest address range (an IPv4 /24, an IPv6 /48) holds, and how many one range may hold.
 * No address is ever answered.
 */
export const officeSlotHoldsSchema = z.object({
  held: z.number().int(),
  heldFromBusiestRange: z.number().int(),
  perRangeCap: z.number().int(),
});
export type OfficeSlotHolds = z.infer<typeof officeSlotHoldsSchema>;

/** GET /office/places: the county's meeting places (the ones the meeting wizard offers, and closed ones). */
export const officePlacesResponseSchema = z.object({
  results: z.array(z.object({ id: z.string(), name: z.string(), address: z.string(), active: z.boolean() })),
});
export type OfficePlace = z.infer<typeof officePlacesResponseSchema>['results'][number];

/** POST /office/meetings/{meeting}/cancel and /attended: an optional note for the audit trail (never sent to the attendee). */
export const officeMeetingActionSchema = z
  .object({ note: plainText({ error: OFFICE_MESSAGES.noteTooLong }).max(OFFICE_NOTE_MAX, { error: OFFICE_MESSAGES.noteTooLong }).optional() })
  .strict();
export type OfficeMeetingAction = z.input<typeof officeMeetingActionSchema>;
