import { z } from 'zod';
import { calendarDateField } from './calendar-date';
import { LANGUAGES } from '../rules/languages';
import { filingMethodLabels, filingMethods } from './appeal';
import { officeHearingSchema } from './hearings';
import { propertyTypes } from './property';
import { APPEAL_STATUSES, APPEAL_STATUS_LABELS, timelineEntrySchema } from './status';
import { UUID_PATTERN } from './uuid';

/**
 * The office desk's view of appeals (GET /office/appeals and /office/appeals/{appeal},
 * staff only). Besides the timeline's statuses, a public filing its filer has not confirmed yet is
 * "awaiting confirmation": not filed, so it cannot be moved (POST /appeals/{appeal}/status answers 409).
 */
export const OFFICE_STATUSES = [...APPEAL_STATUSES, 'awaiting-confirmation'] as const;
export type OfficeStatus = (typeof OFFICE_STATUSES)[number];

export const OFFICE_STATUS_LABELS: Record<OfficeStatus, string> = { ...APPEAL_STATUS_LABELS, 'awaiting-confirmation': 'Awaiting confirmation' };

/** How an appeal reached the office: online (the public wizard, or staff without a method) or a staff filing method. */
export const OFFICE_METHODS = ['online', ...filingMethods] as const;
export type OfficeMethod = (typeof OFFICE_METHODS)[number];
export const OFFICE_METHOD_LABELS: Record<OfficeMethod, string> = { online: 'Online', ...filingMethodLabels };

/** The columns the queue sorts by. */
export const OFFICE_SORTS = ['filed', 'reference', 'parcel', 'filer', 'claimed', 'status'] as const;
export type OfficeSort = (typeof OFFICE_SORTS)[number];

export const OFFICE_PAGE_SIZE = 25;
export const OFFICE_MAX_PAGE_SIZE = 100;
export const OFFICE_SEARCH_MAX = 200;
export const OFFICE_NEIGHBORHOOD_MAX = 100;
/** The offer states the queue filters by: an offer waiting for its answer, one accepted, one the lapse sweep declined. */
export const OFFICE_OFFER_STATES = ['out', 'accepted', 'lapsed'] as const;
export type OfficeOfferState = (typeof OFFICE_OFFER_STATES)[number];
export const OFFICE_NOTE_MAX = 1000;
/** The reason for closing an appeal is read by its filer: a few sentences, not a file note. */
export const OFFICE_REASON_MAX = 500;

export const OFFICE_MESSAGES = {
  staffOnly: 'Sign in as a member of staff to see the appeals.',
  notFound: 'We could not find that appeal in this county.',
  fileNotFound: 'This appeal has no such document.',
  disabled: 'The office desk is not used by this county.',
  windowInvalid: 'Choose a season from the list, or all seasons.',
  statusInvalid: `The status must be one of: ${OFFICE_STATUSES.join(', ')}.`,
  propertyTypeInvalid: `The property type must be one of: ${propertyTypes.join(', ')}.`,
  methodInvalid: `The filing method must be one of: ${OFFICE_METHODS.join(', ')}.`,
  filedByInvalid: "Filed by must be 'staff' or 'public'.",
  dateInvalid: 'Write dates as YYYY-MM-DD, for example 2026-04-01.',
  dateOrder: 'The "from" date must be on or before the "to" date.',
  searchTooLong: `Search for at most ${OFFICE_SEARCH_MAX} characters.`,
  neighborhoodTooLong: `Write the neighborhood in at most ${OFFICE_NEIGHBORHOOD_MAX} characters.`,
  hearingDayInvalid: 'Write the hearing date as YYYY-MM-DD, for example 2026-05-12.',
  panelInvalid: 'Choose a panel from the list.',
  officerInvalid: 'Choose a member of staff from the list.',
  offerInvalid: `The offer must be one of: ${OFFICE_OFFER_STATES.join(', ')}.`,
  cursorInvalid: 'This page link no longer works. Go back to the first page of the queue.',
  cursorBoth: 'Ask for the page after a row or the page before it, not both.',
  pageInvalid: 'The page must be a whole number from 1 to 100000.',
  pageSizeInvalid: `The page size must be a whole number from 1 to ${OFFICE_MAX_PAGE_SIZE}.`,
  sortInvalid: `Sort by one of: ${OFFICE_SORTS.join(', ')}.`,
  orderInvalid: "The order must be 'asc' or 'desc'.",
  noteTooLong: `Keep the note to ${OFFICE_NOTE_MAX} characters.`,
  decidedValueRequired: 'Enter the decided value to record a decision.',
  decidedValueInvalid: 'Enter the decided value as a whole number of dollars, for example 250,000.',
  hearingIncomplete: 'Enter both the date and the time of the hearing, or neither.',
  reasonRequired: 'Enter the reason for closing the appeal. The filer is sent it.',
  reasonTooLong: `Keep the reason to ${OFFICE_REASON_MAX} characters.`,
} as const;

const M = OFFICE_MESSAGES;
const calendarDate = calendarDateField(M.dateInvalid);
/** An opaque cursor (base64url); the API reads what it holds. */
const cursorField = z
  .string({ error: M.cursorInvalid })
  .max(400, { error: M.cursorInvalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: M.cursorInvalid });
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** GET /office/appeals query. `window`: a season's id, or 'all'; absent, the open season (else the latest). Dates are the county's calendar days. */
export const officeAppealsQuerySchema = z
  .object({
    window: z.union([z.literal('all'), z.string().regex(UUID_PATTERN, { error: M.windowInvalid })], { error: M.windowInvalid }).optional(),
    status: z.enum(OFFICE_STATUSES, { error: M.statusInvalid }).optional(),
    propertyType: z.enum(propertyTypes, { error: M.propertyTypeInvalid }).optional(),
    method: z.enum(OFFICE_METHODS, { error: M.methodInvalid }).optional(),
    filedBy: z.enum(['staff', 'public'], { error: M.filedByInvalid }).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    q: z.string({ error: M.searchTooLong }).trim().max(OFFICE_SEARCH_MAX, { error: M.searchTooLong }).optional(),
    /** From 2.18.0: the neighborhood of the parcel as filed (its snapshot's `neighborhood`), exactly. */
    neighborhood: z
      .string({ error: M.neighborhoodTooLong })
      .trim()
      .min(1, { error: M.neighborhoodTooLong })
      .max(OFFICE_NEIGHBORHOOD_MAX, { error: M.neighborhoodTooLong })
      .optional(),
    /** From 2.18.0: a hearing (scheduled or held) on this county calendar day. */
    hearingDay: calendarDateField(M.hearingDayInvalid).optional(),
    /** From 2.18.0: a hearing (scheduled or held) before this panel. */
    panel: z.string({ error: M.panelInvalid }).regex(UUID_PATTERN, { error: M.panelInvalid }).optional(),
    /** From 2.18.0: the member of staff who made the appeal's latest step by staff. */
    officer: z.string({ error: M.officerInvalid }).regex(UUID_PATTERN, { error: M.officerInvalid }).optional(),
    /** From 2.18.0: an offer waiting for its answer ('out'), accepted, or declined by the lapse sweep ('lapsed'). */
    offer: z.enum(OFFICE_OFFER_STATES, { error: M.offerInvalid }).optional(),
    /** From 2.18.0: the page after (or before) the row of this cursor (`next`/`previous` of an answer), read by key, not by offset; `page` is then only echoed. */
    after: cursorField.optional(),
    before: cursorField.optional(),
    page: wholeNumber(M.pageInvalid, 1, 100_000).default(1),
    pageSize: wholeNumber(M.pageSizeInvalid, 1, OFFICE_MAX_PAGE_SIZE).default(OFFICE_PAGE_SIZE),
    sort: z.enum(OFFICE_SORTS, { error: M.sortInvalid }).default('filed'),
    order: z.enum(['asc', 'desc'], { error: M.orderInvalid }).default('desc'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: M.dateOrder })
  .refine((query) => !query.after || !query.before, { error: M.cursorBoth });
export type OfficeAppealsQuery = z.input<typeof officeAppealsQuerySchema>;

const money = z.object({ amount: z.number(), currency: z.string() });

/** One row of the queue. */
export const officeAppealRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(OFFICE_STATUSES),
  /** When its filer confirmed it (or staff filed it); for one awaiting confirmation, when the form was sent. */
  filedAt: z.string(),
  parcel: z.object({ id: z.string(), address: z.string(), type: z.string() }),
  filer: z.object({ name: z.string() }),
  claimedValue: money,
  method: z.enum(OFFICE_METHODS),
  filedBy: z.enum(['staff', 'public']),
});
export type OfficeAppealRow = z.infer<typeof officeAppealRowSchema>;

/** GET /office/appeals answer: a page of the queue, its total, and counts per status under the other filters. */
export const officeAppealsResponseSchema = z.object({
  /** The season listed (null: all seasons). */
  window: z.object({ id: z.string(), name: z.string(), open: z.boolean() }).nullable(),
  results: z.array(officeAppealRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Appeals matching every filter. */
  total: z.number().int(),
  /** Appeals matching every filter but the status, per status. */
  counts: z.object(Object.fromEntries(OFFICE_STATUSES.map((status) => [status, z.number().int()])) as Record<OfficeStatus, z.ZodNumber>),
  /** From 2.18.0: the cursor of the next page (`after`), null on the last. */
  next: z.string().nullable().optional(),
  /** From 2.18.0: the cursor of the previous page (`before`), null on the first. */
  previous: z.string().nullable().optional(),
  /** From 2.18.0: the neighborhoods of the season’s appeals, for the neighborhood filter's list. */
  neighborhoods: z.array(z.string()).optional(),
  /** From 2.18.0: the county's staff, for the officer filter's list. */
  officers: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type OfficeAppealsResponse = z.infer<typeof officeAppealsResponseSchema>;

/** A timeline step as the office sees it: who moved it (a staff member's name, else the filer or the portal), and their note. */
export const officeTimelineEntrySchema = timelineEntrySchema.extend({
  by: z.string().nullable(),
  /** From 2.16.0. */
  actor: z.enum(['staff', 'filer', 'portal']).nullable().optional(),
  note: z.string().nullable(),
});
export type OfficeTimelineEntry = z.infer<typeof officeTimelineEntrySchema>;

const storedFile = z.object({ id: z.string(), name: z.string(), size: z.number().int(), type: z.string() });
export type OfficeFile = z.infer<typeof storedFile>;

/** GET /office/appeals/{appeal}: everything filed, its timeline, and where it may go next. */
export const officeAppealSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(OFFICE_STATUSES),
  filedAt: z.string(),
  /** For one awaiting confirmation: until when its filer may confirm it. */
  confirmBy: z.string().nullable(),
  window: z.object({ id: z.string(), name: z.string() }),
  property: z.object({
    id: z.string(),
    address: z.string(),
    type: z.string(),
    owner: z.string(),
    value: money.nullable(),
  }),
  /** The filer as filed (an owner, an agent with their organization, or another relation). */
  filer: z.object({
    name: z.string(),
    type: z.string(),
    organization: z.string().nullable(),
    userType: z.string().nullable(),
    address: z.object({ lines: z.array(z.string()), city: z.string(), state: z.string(), zip: z.string() }).nullable(),
    phone: z.object({ number: z.string(), extension: z.string() }),
    email: z.string(),
  }),
  claimedValue: money,
  reasons: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
  comparables: z.array(z.object({ parcelId: z.string(), address: z.string() })),
  compsPdf: storedFile.nullable(),
  documents: z.array(storedFile),
  method: z.enum(OFFICE_METHODS),
  filedBy: z.enum(['staff', 'public']),
  /**
   * Whether it is the parcel's one appeal of the season (docs/product.md#who-takes-the-parcels-place):
   * false for one filed without proof, which the office may keep. Absent from APIs before 2.9.0.
   */
  takesPlace: z.boolean().optional(),
  /** The staff member who filed it on someone's behalf. */
  staffName: z.string().nullable(),
  /** The language the office writes to the filer in; absent from APIs before 2.7.0. */
  language: z.enum(LANGUAGES).optional(),
  timeline: z.array(officeTimelineEntrySchema),
  /** The statuses it may move to now (none while it awaits confirmation, or once final). */
  nextStatuses: z.array(z.enum(APPEAL_STATUSES)),
  /**
   * The parcel's other confirmed appeals of the same season, oldest first, for the office to keep,
   * merge or close (docs/product.md#who-takes-the-parcels-place). Absent from APIs before 2.10.0.
   */
  competing: z
    .array(
      z.object({
        reference: z.string(),
        status: z.enum(APPEAL_STATUSES),
        filedAt: z.string(),
        filerName: z.string(),
        filedBy: z.enum(['staff', 'public']),
        takesPlace: z.boolean(),
      }),
    )
    .optional(),
  /** Evidence after the filing, the filer's and the county's (docs/product.md#evidence), oldest first. From 2.16.0. */
  evidence: z.array(z.object({ id: z.string(), name: z.string(), size: z.number().int(), type: z.string(), side: z.enum(['filer', 'county']), addedAt: z.string() })).optional(),
  /** Its scheduled hearing on a panel (null: none), with the filer's request to move it. From 2.18.0. */
  hearing: officeHearingSchema.nullable().optional(),
});
export type OfficeAppeal = z.infer<typeof officeAppealSchema>;

/** GET /office/appeals/{appeal}/files/{file}: how the browser should take the file (inline only for PDFs, images and text). */
export const officeFileQuerySchema = z.object({
  disposition: z.enum(['attachment', 'inline'], { error: "The disposition must be 'attachment' or 'inline'." }).default('attachment'),
});
