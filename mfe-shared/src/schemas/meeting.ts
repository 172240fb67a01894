import { z } from 'zod';
import { documentSchema, submittedPropertySchema } from './appeal';
import { appellantSchema } from './filer';
import { propertyTypes } from './property';
import { UUID_PATTERN } from './uuid';

/** The messages of the meeting wizard and the property page's Meetings card, and the API's own for meeting calls (docs/product.md#meeting-rules-on-the-server). */
export const MEETING_MESSAGES = {
  // Validation (docs/product.md#meeting)
  typeRequired: 'You must select a meeting type',
  locationRequired: 'You must select a location',
  dateRequired: 'Date selection is required',
  timeRequired: 'Time selection is required',
  // Booking (docs/product.md#booking-a-meeting) and the Meetings card (docs/product.md#property-options)
  reserveFailedAlert: 'We were unable to book the time slot you selected. We will now redirect you to the calendar view to select another.',
  bookingError: 'There was an error booking your meeting...',
  inactiveParcel: 'You cannot book a meeting for this parcel',
  alreadyScheduled: 'A meeting has already been scheduled for this parcel.',
  // The specification's 'The meetings module is disabled' named the code, not the service (docs/product.md#no-dead-ends).
  moduleDisabled: 'Booking a meeting online is not available for this county.',
  noSlots: 'There are no time slots available for booking meetings.',
  // The API's answers
  disabled: 'Meetings are not offered by this county.',
  slotTaken: 'This time slot has just been taken. Please choose another.',
  slotStarted: 'This time slot has already started. Please choose another.',
  slotNotFound: 'We could not find that time slot in this county.',
  bookingFailed: 'We were unable to book the time slot you selected.',
  // Holds (docs/product.md#slot-holds): booking and moving a meeting need the hold's token.
  holdMissing: 'This time slot is not held for you. Please choose the time again.',
  holdExpired: 'Your hold on this time slot has ended. Please choose the time again.',
  holdNotYours: 'This time slot is held for someone else. Please choose another.',
  holdLimit: 'Too many time slots are held from your connection at the moment. Please book one, or wait a few minutes and try again.',
  holdRangeLimit: 'Too many time slots are held from your network at the moment. Please wait a few minutes and try again.',
  holdAgainTooSoon: 'You held this time slot a few minutes ago, so it cannot be held for you again yet. Please choose another time.',
  holdNotFound: 'We could not find your hold on this time slot. It may have ended already.',
  holdTokenRequired: 'Send the hold token in the X-Slot-Hold header.',
  // product.check_appeals_for_meetings (docs/product.md#meetings-after-an-appeal): the property page's reason, and the API's.
  needsAppeal: 'A meeting can only be booked once an appeal has been filed for this parcel in this appeal season.',
  parcelNotFound: 'We could not find a property with that parcel number in this county.',
  placeNotFound: 'We could not find that meeting location in this county.',
  virtualOff: 'Virtual meetings are not offered by this county.',
  inPlaceOff: 'Meetings in person are not offered by this county.',
  documentNotFound: 'A document you attached could not be found. Please upload it again.',
  fromInvalid: "'from' must be a date in ISO 8601 form, for example 2025-03-01 or 2025-03-01T00:00:00Z.",
  fromOutOfRange: "'from' must be a date between the years 1970 and 9999.",
  sizeInvalid: 'The number of time slots must be a whole number between 1 and 10000.',
  propertyTypeInvalid: `The property type must be one of ${propertyTypes.join(', ')}; give it at most twice.`,
  placeIdInvalid: 'The place id is not valid.',
  flagInvalid: 'Use true or false.',
  filterInvalid: "Unknown filter: the only filter of meetings is 'booked-for:this-year'.",
  categoryInvalid: "Unknown category: meetings are counted by parcel id ('category=id').",
  parcelIdRequired: 'Give the parcel id to count its meetings.',
} as const;

const M = MEETING_MESSAGES;

/** 'virtual' when the meeting has no place, otherwise 'in-place' (docs/product.md#data-shapes). */
export const meetingTypes = ['virtual', 'in-place'] as const;
export type MeetingType = (typeof meetingTypes)[number];

/** Header of POST /meetings carrying the token POST /time-slots/{id}/reserve answered. */
export const SLOT_HOLD_HEADER = 'X-Slot-Hold';
/** How long a reservation holds a slot for its booker before anyone may take it again, unless the county sets `meetings.hold_minutes`. */
export const SLOT_HOLD_MINUTES = 5;
/** Time slots are fetched 10000 at a time (docs/product.md#limits-and-constants). */
export const TIME_SLOTS_MAX_SIZE = 10_000;
/** The only filter of HEAD /meetings (docs/product.md#api-endpoints). */
export const BOOKED_THIS_YEAR_FILTER = 'booked-for:this-year';

/** A place / meeting location (docs/product.md#data-shapes); `location` is a map URL that can be shown in a frame. */
export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  location: z.string(),
  createdAt: z.string(),
});
export type Place = z.infer<typeof placeSchema>;
export const placesResponseSchema = z.object({ results: z.array(placeSchema) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

const flag = z.enum(['true', 'false'], { error: M.flagInvalid });

/** GET /places query: `active=true` only active places, `available_timeslots=true` only places with a free future slot. */
export const placesQuerySchema = z.object({
  active: flag.optional(),
  available_timeslots: flag.optional(),
});

/** A time slot (docs/product.md#data-shapes). `startTime` is an ISO instant (UTC); a null `propertyType` or `placeId` means any. */
export const timeSlotSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  startTime: z.string(),
  reserved: z.boolean(),
  booked: z.boolean(),
  propertyType: z.enum(propertyTypes).nullable(),
  placeId: z.string().nullable(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;
export const timeSlotsResponseSchema = z.object({ results: z.array(timeSlotSchema) });
export type TimeSlotsResponse = z.infer<typeof timeSlotsResponseSchema>;

/** A date (midnight UTC) or a date and time with Z or an offset: never a time read in the server's zone. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;

const propertyTypeSchema = z.enum(propertyTypes, { error: M.propertyTypeInvalid });

/**
 * GET and HEAD /time-slots query (docs/product.md#api-endpoints). `propertyType` may be repeated
 * once (the parcel's type and the extra type of its timeslot group); read it with `propertyTypesOf`.
 */
const FROM_EARLIEST = Date.UTC(1970, 0, 1);
const FROM_LATEST = Date.UTC(10000, 0, 1);

export const timeSlotsQuerySchema = z.object({
  from: z
    .string({ error: M.fromInvalid })
    .trim()
    .refine((text) => ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text)), { error: M.fromInvalid, abort: true })
    // JavaScript reads year 0000, which PostgreSQL cannot store (it has no year 0).
    .refine((text) => Date.parse(text) >= FROM_EARLIEST && Date.parse(text) < FROM_LATEST, { error: M.fromOutOfRange })
    .optional(),
  size: z.coerce
    .number({ error: M.sizeInvalid })
    .int({ error: M.sizeInvalid })
    .min(1, { error: M.sizeInvalid })
    .max(TIME_SLOTS_MAX_SIZE, { error: M.sizeInvalid })
    .default(TIME_SLOTS_MAX_SIZE),
  propertyType: z.union([propertyTypeSchema, z.array(propertyTypeSchema).min(1).max(2)], { error: M.propertyTypeInvalid }).optional(),
  placeId: z.string({ error: M.placeIdInvalid }).regex(UUID_PATTERN, { error: M.placeIdInvalid }).optional(),
});
export type TimeSlotsQuery = z.infer<typeof timeSlotsQuerySchema>;

/** The property types a time-slot query asks for, as a list (empty: any). */
export function propertyTypesOf(query: Pick<TimeSlotsQuery, 'propertyType'>): Array<(typeof propertyTypes)[number]> {
  if (query.propertyType === undefined) return [];
  return Array.isArray(query.propertyType) ? query.propertyType : [query.propertyType];
}

/** POST /time-slots/{id}/reserve answer: the slot, and the hold to send back as X-Slot-Hold. */
export const reservedTimeSlotSchema = timeSlotSchema.extend({
  hold: z.object({ token: z.string(), expiresAt: z.string() }),
});
export type ReservedTimeSlot = z.infer<typeof reservedTimeSlotSchema>;

/** The property as the meeting create payload carries it (docs/product.md#data-shapes). */
export const meetingPropertySchema = submittedPropertySchema.omit({ originalBreakdown: true, accountnumber: true, taxarea: true });

/** An uploaded document as the meeting payload carries it: its id and name at least. */
export const meetingDocumentSchema = documentSchema.partial({ size: true, type: true });

/** POST /meetings body. The attendee follows the filer's rules; `place` is null for a virtual meeting. */
export const meetingCreateSchema = z.object({
  property: meetingPropertySchema,
  attendee: appellantSchema,
  timeSlot: z.string({ error: M.timeRequired }).trim().min(1, { error: M.timeRequired }).max(100),
  place: z.string({ error: M.locationRequired }).trim().min(1, { error: M.locationRequired }).max(100).nullable(),
  documents: z.array(meetingDocumentSchema).max(50).default([]),
});
export type MeetingCreate = z.input<typeof meetingCreateSchema>;
export type MeetingCreateParsed = z.output<typeof meetingCreateSchema>;

/** POST /meetings answer (201): what the confirmation reads. */
export const meetingResultSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  meetingType: z.enum(meetingTypes),
  property: z.object({ parcelId: z.string(), address: z.string() }),
  place: z.object({ id: z.string(), name: z.string(), address: z.string() }).nullable(),
  attendee: z.object({ name: z.string(), email: z.string() }),
  timeSlot: z.object({ id: z.string(), startTime: z.string() }),
  reference: z.string(),
  /** Opens the status page (`#/status/{token}`), where the attendee can reschedule or cancel. */
  statusToken: z.string(),
});
export type MeetingResult = z.infer<typeof meetingResultSchema>;

/** HEAD /meetings query (docs/product.md#api-endpoints): `q` is the parcel id; without `filters` every meeting of the parcel counts. */
export const meetingsCountQuerySchema = z.object({
  q: z.string({ error: M.parcelIdRequired }).trim().min(1, { error: M.parcelIdRequired }).max(100),
  filters: z.enum([BOOKED_THIS_YEAR_FILTER], { error: M.filterInvalid }).optional(),
  category: z.enum(['id'], { error: M.categoryInvalid }).default('id'),
  /** true: only the meetings that take the parcel's place, booked with a proof (docs/product.md#who-takes-the-parcels-meeting-and-change-requests). */
  holding: z.enum(['true', 'false'], { error: M.flagInvalid }).optional(),
});
export type MeetingsCountQuery = z.infer<typeof meetingsCountQuerySchema>;
