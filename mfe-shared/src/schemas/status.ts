import { z } from 'zod';
import { meetingTypes } from './meeting';
import { propertyTypes } from './property';

/** An appeal's timeline, in order (the status page, the staff call and the e-mails). */
export const APPEAL_STATUSES = ['filed', 'under-review', 'hearing-scheduled', 'decided', 'withdrawn', 'closed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = {
  filed: 'Filed',
  'under-review': 'Under review',
  'hearing-scheduled': 'Hearing scheduled',
  decided: 'Decided',
  withdrawn: 'Withdrawn',
  closed: 'Closed',
};

/**
 * Where an appeal may go next. Forward only: a review, a hearing if there is one, then a decision;
 * a withdrawal, or the office closing it with a reason (a filing that is not the parcel's appeal, or
 * one merged into another), at any point before the decision. Decided, withdrawn and closed are
 * final (a further appeal to a board is a new case, outside the portal). The API enforces it; the
 * office desk reads it to offer only the appeals that can still take another's documents.
 */
export const NEXT_STATUSES: Record<AppealStatus, readonly AppealStatus[]> = {
  filed: ['under-review', 'withdrawn', 'closed'],
  'under-review': ['hearing-scheduled', 'decided', 'withdrawn', 'closed'],
  'hearing-scheduled': ['decided', 'withdrawn', 'closed'],
  decided: [],
  withdrawn: [],
  closed: [],
};

/** A status after which nothing moves, and no other filing can be merged into the appeal. */
export const isFinalStatus = (status: AppealStatus) => NEXT_STATUSES[status].length === 0;

const money = z.object({ amount: z.number(), currency: z.string() });
const parcelSchema = z.object({ id: z.string(), address: z.string() });

/** One step of the timeline as the status page and staff see it. */
export const timelineEntrySchema = z.object({
  status: z.enum(APPEAL_STATUSES),
  label: z.string(),
  at: z.string(),
  decidedValue: money.nullable(),
  hearingAt: z.string().nullable(),
  /** Why the office closed the appeal, as told to its filer; absent from APIs before 2.10.0. */
  reason: z.string().nullable().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/**
 * GET /status/{token} (and the answers of reschedule and cancel): the one record the token opens.
 * `kind` says which of `appeal` and `meeting` is filled. Nothing about the filer or attendee (no
 * name, e-mail or phone): the page needs none, and a link can be forwarded.
 */
export const statusResponseSchema = z.object({
  kind: z.enum(['appeal', 'meeting']),
  reference: z.string(),
  county: z.object({ name: z.string(), phone: z.string(), email: z.string(), timeZone: z.string() }),
  appeal: z
    .object({
      status: z.enum(APPEAL_STATUSES),
      filedAt: z.string(),
      parcel: parcelSchema,
      claimedValue: money,
      timeline: z.array(timelineEntrySchema),
      documents: z.array(z.object({ name: z.string(), size: z.number() })),
      /**
       * A public filing waits for its filer to confirm it from the e-mail: `confirmBy` is
       * the deadline (null once confirmed), `canConfirm` is true only for the e-mail's confirmation
       * link, never for the status link the filing browser holds. Optional: 2.1 servers send none.
       */
      confirmBy: z.string().nullable().optional(),
      canConfirm: z.boolean().optional(),
    })
    .nullable(),
  meeting: z
    .object({
      status: z.enum(['booked', 'cancelled']),
      meetingType: z.enum(meetingTypes),
      startTime: z.string(),
      durationMinutes: z.number(),
      /** `id` for the reschedule page's slot query (a meeting in person moves only to its own place's slots). */
      place: z.object({ id: z.string(), name: z.string(), address: z.string() }).nullable(),
      parcel: parcelSchema,
      /**
       * The property types whose slots the meeting may move to: the parcel's type and the extra type of
       * its timeslot group (`meetings.timeslot_groups`), as the booking wizard asks GET /time-slots.
       * The county's rule, not the visitor's: nothing personal.
       */
      slotTypes: z.array(z.enum(propertyTypes)),
      /** Whether the link may reschedule or cancel now; when not, `changeClosedReason` says why, for the page. */
      canChange: z.boolean(),
      changeClosedReason: z.string().nullable(),
      changeCutoffHours: z.number(),
    })
    .nullable(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** Where a status link points (the e-mails and the confirmation pages): the page, its receipt and its invitation. */
export const statusPath = (token: string) => `/status/${encodeURIComponent(token)}`;
