import { z } from 'zod';
import { filerEmailSchema } from './filer';
import { plainText } from './plain-text';
import { UUID_PATTERN } from './uuid';

/**
 * Change requests (the "Change Request" of the embeddable variant): a visitor tells the
 * office that something the county's records show for a parcel is wrong (POST /change-requests); the
 * office works through them at its desk (GET /office/change-requests).
 */

/** What is wrong, as the visitor picks it. */
export const CHANGE_REQUEST_TOPICS = ['owner-name', 'mailing-address', 'characteristics', 'other'] as const;
export type ChangeRequestTopic = (typeof CHANGE_REQUEST_TOPICS)[number];

export const CHANGE_REQUEST_TOPIC_LABELS: Readonly<Record<ChangeRequestTopic, string>> = {
  'owner-name': 'Owner name',
  'mailing-address': 'Mailing address',
  characteristics: 'Property characteristics',
  other: 'Something else',
};

export const CHANGE_REQUEST_TOPIC_HINTS: Readonly<Record<ChangeRequestTopic, string>> = {
  'owner-name': 'For example a misspelt name, or an owner missing after a sale or inheritance.',
  'mailing-address': 'Where the county sends the assessment notice and tax bill.',
  characteristics: 'For example the living area, number of bedrooms, year built or lot size.',
  other: 'Anything else the county shows for this property.',
};

/** Where a request stands at the office. */
export const CHANGE_REQUEST_STATUSES = ['received', 'in-review', 'corrected', 'declined'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const CHANGE_REQUEST_STATUS_LABELS: Readonly<Record<ChangeRequestStatus, string>> = {
  received: 'Received',
  'in-review': 'In review',
  corrected: 'Corrected',
  declined: 'Declined',
};

/** Where a request may go next: corrected and declined are final (a new request starts again). */
export const NEXT_CHANGE_REQUEST_STATUSES: Readonly<Record<ChangeRequestStatus, readonly ChangeRequestStatus[]>> = {
  received: ['in-review', 'corrected', 'declined'],
  'in-review': ['corrected', 'declined'],
  corrected: [],
  declined: [],
};

export const CHANGE_REQUEST_LIMITS = { correctValueMax: 2000, nameMax: 200, noteMax: 1000 } as const;

export const CHANGE_REQUEST_MESSAGES = {
  topicRequired: 'Select what is wrong.',
  correctValueRequired: 'Enter what the correct information is.',
  correctValueTooLong: `Keep the correct information to ${CHANGE_REQUEST_LIMITS.correctValueMax} characters.`,
  nameRequired: 'Enter your name.',
  nameTooLong: `Keep your name to ${CHANGE_REQUEST_LIMITS.nameMax} characters.`,
  documentInvalid: 'The document was not uploaded to this county. Remove it and upload it again.',
  documentMissing: 'This correction request has no document.',
  parcelNotFound: 'We could not find a property with that parcel number in this county.',
  tooManyOpen: (office: string) =>
    `This property already has several correction requests waiting for ${office}. The office will look at them first; please contact the office if yours is urgent.`,
  notFound: 'We could not find that correction request in this county.',
  staffOnly: 'Sign in as a member of staff to see the correction requests.',
  statusInvalid: `The status must be one of: ${CHANGE_REQUEST_STATUSES.join(', ')}.`,
  noteTooLong: `Keep the note to ${CHANGE_REQUEST_LIMITS.noteMax} characters.`,
  moveNotAllowed: (from: ChangeRequestStatus, to: ChangeRequestStatus) =>
    from === to
      ? `This correction request is already ${CHANGE_REQUEST_STATUS_LABELS[from].toLowerCase()}.`
      : `A correction request that is ${CHANGE_REQUEST_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${CHANGE_REQUEST_STATUS_LABELS[to].toLowerCase()}.`,
  pageInvalid: 'The page must be a whole number from 1 to 100000.',
} as const;

const M = CHANGE_REQUEST_MESSAGES;
const L = CHANGE_REQUEST_LIMITS;

/** POST /change-requests, and the form's fields (the form sends `documentId` only when a document was uploaded). */
export const changeRequestSchema = z.object({
  parcelId: z.string().trim().min(1).max(100),
  topic: z.enum(CHANGE_REQUEST_TOPICS, { error: M.topicRequired }),
  correctValue: plainText({ error: M.correctValueRequired }).min(1, { error: M.correctValueRequired }).max(L.correctValueMax, { error: M.correctValueTooLong }),
  contactName: plainText({ error: M.nameRequired }).min(1, { error: M.nameRequired }).max(L.nameMax, { error: M.nameTooLong }),
  contactEmail: filerEmailSchema,
  documentId: z.string().regex(UUID_PATTERN, { error: M.documentInvalid }).nullish(),
  /**
   * The code on the parcel's assessment notice, optional: with it the request takes one of the
   * parcel's places for open requests; without it, it is capped per sender instead
   * (docs/product.md#who-takes-the-parcels-meeting-and-change-requests). The server checks it.
   */
  ownerCode: z.string().trim().max(40).optional(),
});
export type ChangeRequestInput = z.input<typeof changeRequestSchema>;

export const changeRequestCreatedSchema = z.object({
  reference: z.string(),
  createdAt: z.string(),
});
export type ChangeRequestCreated = z.output<typeof changeRequestCreatedSchema>;

const documentSummary = z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string() });

/** One request as the office desk shows it. */
export const officeChangeRequestSchema = z.object({
  id: z.string(),
  reference: z.string(),
  parcelId: z.string(),
  /** The parcel's address now; null when the parcel is no longer in the county's records. */
  address: z.string().nullable(),
  /** What the county's records show for the topic now, for the office to compare. */
  onRecord: z.string().nullable(),
  topic: z.enum(CHANGE_REQUEST_TOPICS),
  correctValue: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  document: documentSummary.nullable(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfficeChangeRequest = z.output<typeof officeChangeRequestSchema>;

export const OFFICE_CHANGE_REQUESTS_PAGE_SIZE = 25;

export const officeChangeRequestsQuerySchema = z.object({
  status: z.enum(CHANGE_REQUEST_STATUSES, { error: M.statusInvalid }).optional(),
  page: z.coerce.number({ error: M.pageInvalid }).int({ error: M.pageInvalid }).min(1, { error: M.pageInvalid }).max(100_000, { error: M.pageInvalid }).default(1),
});

export const officeChangeRequestsResponseSchema = z.object({
  items: z.array(officeChangeRequestSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.record(z.enum(CHANGE_REQUEST_STATUSES), z.number()),
});
export type OfficeChangeRequests = z.output<typeof officeChangeRequestsResponseSchema>;

/** POST /office/change-requests/{request}/status */
export const changeRequestStatusSchema = z.object({
  status: z.enum(CHANGE_REQUEST_STATUSES, { error: M.statusInvalid }),
  note: plainText().max(L.noteMax, { error: M.noteTooLong }).optional(),
});
export type ChangeRequestStatusChange = z.input<typeof changeRequestStatusSchema>;
