import { z } from 'zod';
import { meetingTypes } from './meeting';
import { propertyTypes } from './property';

import { APPEAL_STATUSES } from './appeal-lifecycle';
import { decisionViewSchema, filerEvidenceSchema, nextStepSchema, offerViewSchema } from './appeal-steps';
import { hearingViewSchema } from './hearings';

export * from './appeal-lifecycle';
export * from './appeal-steps';

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
  /** On an 'offer-made' step: the offer and, once given, its answer. Absent from APIs before 2.16.0. */
  offer: offerViewSchema.nullable().optional(),
  /** On a 'decided' step: its reasons, explanation and who decided. Absent from APIs before 2.16.0. */
  decision: decisionViewSchema.nullable().optional(),
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
      /** The county's value of the property when the appeal was filed (null when the record had none). From 2.18.0. */
      valueBefore: money.nullable().optional(),
      timeline: z.array(timelineEntrySchema),
      documents: z.array(z.object({ name: z.string(), size: z.number() })),
      /**
       * A public filing waits for its filer to confirm it from the e-mail: `confirmBy` is
       * the deadline (null once confirmed), `canConfirm` is true only for the e-mail's confirmation
       * link, never for the status link the filing browser holds. Optional: 2.1 servers send none.
       */
      confirmBy: z.string().nullable().optional(),
      canConfirm: z.boolean().optional(),
      /** The county's offer waiting for an answer, or the last one answered; `canAnswer`: this link may answer it now. From 2.16.0. */
      offer: offerViewSchema.extend({ canAnswer: z.boolean() }).nullable().optional(),
      /** Evidence after the filing: the filer's, and the county's from the exchange date. From 2.16.0. */
      evidence: filerEvidenceSchema.optional(),
      /** The hearing scheduled on a panel: when, and where or how to join. From 2.16.0. */
      hearing: hearingViewSchema.nullable().optional(),
      /** Whether this link may withdraw the appeal now (before its hearing is held). From 2.16.0. */
      canWithdraw: z.boolean().optional(),
      /** What is due next, from whom and by when; null once the appeal is final. From 2.16.0. */
      nextStep: nextStepSchema.nullable().optional(),
      /** Once decided: where the filer may take a further appeal and by when (the county's settings); null when the county says nothing. */
      furtherAppeal: z.object({ body: z.string(), by: z.string().nullable() }).nullable().optional(),
      /**
       * Whether the decision's letter has been sent: GET /status/{token}/decision-letter.pdf answers it.
       * While the letter waits for the office's check the decision is not shown at all. Optional: older servers send none.
       */
      decisionLetter: z.boolean().optional(),
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
