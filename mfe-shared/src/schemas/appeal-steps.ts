import { z } from 'zod';
import { calendarDateField } from './calendar-date';
import { plainText } from './plain-text';

// The steps after the filing that carry more than a status (docs/product.md#appeal-lifecycle):
// the county's offer and the filer's answer, the filer's withdrawal, a decision with its reasons.

export const OFFER_NOTE_MAX = 1000;
export const DECISION_EXPLANATION_MAX = 2000;
export const DECIDED_BY_MAX = 120;
/** A decision gives at most this many of the county's reasons. */
export const DECISION_REASONS_MAX = 10;

export const STEP_MESSAGES = {
  offerValueRequired: 'Enter the value the county offers, as a whole number of dollars, for example 250,000.',
  offerOnlyWithOffer: 'An offer is given only when making one.',
  offerNoteTooLong: `Keep the note on the offer to ${OFFER_NOTE_MAX} characters.`,
  answerByInvalid: 'Enter the date to answer by as YYYY-MM-DD, for example 2026-06-15.',
  answerByPast: 'The date to answer by must be after today.',
  decisionRequired: 'Choose at least one reason for the decision. The filer is sent them.',
  decisionOnlyWhenDecided: 'Reasons for a decision are given only with a decision.',
  decisionReasonUnknown: "Choose the reasons for the decision from the county's list.",
  decisionReasonsTooMany: `Choose at most ${DECISION_REASONS_MAX} reasons.`,
  explanationTooLong: `Keep the explanation to ${DECISION_EXPLANATION_MAX} characters.`,
  decidedByTooLong: `Keep who decided to ${DECIDED_BY_MAX} characters.`,
  hearingHeldFirst: 'Record that the hearing was held before deciding the appeal.',
  answerInvalid: "Answer 'accept' or 'decline'.",
  noOffer: 'This appeal has no offer waiting for an answer.',
  offerLapsed: (date: string) => `The time to answer this offer ended on ${date}. The county will now hold a hearing or decide your appeal.`,
  notWithdrawable: 'This appeal can no longer be withdrawn online. Contact the office if you want to stop it.',
  hearingPassed: 'The hearing time has passed, so this appeal can no longer be withdrawn online. Contact the office.',
  evidenceClosed: 'This appeal is no longer taking evidence.',
  evidenceLate: (date: string) => `Evidence for the hearing had to be added by ${date}. Bring it to the hearing, or contact the office.`,
  evidenceTooMany: (max: number) => `You can add at most ${max} documents of evidence. Put several pages in one document.`,
  evidenceNotFound: 'We could not find that document. Upload it again.',
  evidenceRequired: 'Choose a document to add.',
} as const;

const M = STEP_MESSAGES;
const dollars = (message: string) => z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(1_000_000_000_000, { error: message });

/** With 'offer-made': the value offered, a note the filer reads, and the county day by which to answer (else the county's default). */
export const offerInputSchema = z
  .object({
    amount: dollars(M.offerValueRequired),
    note: plainText({ error: M.offerNoteTooLong }).max(OFFER_NOTE_MAX, { error: M.offerNoteTooLong }).optional(),
    answerBy: calendarDateField(M.answerByInvalid).optional(),
  })
  .strict();
export type OfferInput = z.infer<typeof offerInputSchema>;

/** With 'decided': the county's reasons (ids of its list), the officer's explanation, and who decided (a panel or an officer's title, when staff give one: the filer is never told a staff member's name). */
export const decisionInputSchema = z
  .object({
    reasons: z.array(z.string().min(1).max(60), { error: M.decisionRequired }).min(1, { error: M.decisionRequired }).max(DECISION_REASONS_MAX, { error: M.decisionReasonsTooMany }),
    explanation: plainText({ error: M.explanationTooLong }).max(DECISION_EXPLANATION_MAX, { error: M.explanationTooLong }).optional(),
    decidedBy: plainText({ error: M.decidedByTooLong }).max(DECIDED_BY_MAX, { error: M.decidedByTooLong }).optional(),
  })
  .strict();
export type DecisionInput = z.infer<typeof decisionInputSchema>;

/** POST /status/{token}/offer */
export const offerAnswerBodySchema = z.object({ answer: z.enum(['accept', 'decline'], { error: M.answerInvalid }) }).strict();

/** POST /status/{token}/evidence and /office/appeals/{appeal}/evidence: uploads (POST /documents) to add. */
export const evidenceBodySchema = z
  .object({
    documents: z
      .array(z.string().min(1).max(100), { error: M.evidenceRequired })
      .min(1, { error: M.evidenceRequired })
      .max(20, { error: M.evidenceTooMany(20) }),
  })
  .strict();

/** A document of evidence as the status page and the office list it. */
export const evidenceItemSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int(), addedAt: z.string() });

/**
 * The evidence as the filer sees it: their own, and the county's once the exchange date has come
 * (`countyFrom`: when it shows; null with no hearing yet). `canAdd`, `addBy`: whether and until when they may add.
 */
export const filerEvidenceSchema = z.object({
  yours: z.array(evidenceItemSchema),
  county: z.array(evidenceItemSchema).nullable(),
  countyFrom: z.string().nullable(),
  canAdd: z.boolean(),
  addBy: z.string().nullable(),
});
export type FilerEvidence = z.infer<typeof filerEvidenceSchema>;

/** A reason a county gives for its decisions, with its words in other languages. */
export const decisionReasonSchema = z.object({ id: z.string(), description: z.string(), spanish: z.string().nullable(), used: z.boolean() });
export type DecisionReason = z.infer<typeof decisionReasonSchema>;

const money = z.object({ amount: z.number(), currency: z.string() });

/** An offer as a timeline step and the status page show it. `answer` null: waiting for the filer. */
export const offerViewSchema = money.extend({
  note: z.string().nullable(),
  answerBy: z.string(),
  answer: z.enum(['accepted', 'declined', 'lapsed']).nullable(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

/** A decision's reasons in the reader's language, the explanation, and who decided. */
export const decisionViewSchema = z.object({
  reasons: z.array(z.string()),
  explanation: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type DecisionView = z.infer<typeof decisionViewSchema>;

/**
 * What is due next and from whom, for the status page: the county reviewing or deciding (by the
 * county's promised day, when it gives one), the filer answering an offer, or the hearing.
 */
export const nextStepSchema = z.object({
  step: z.enum(['county-reviews', 'answer-offer', 'attend-hearing', 'county-decides']),
  by: z.string().nullable(),
});
export type NextStep = z.infer<typeof nextStepSchema>;

// A decision's letter (docs/product.md#appeal-lifecycle): written with every 'decided' step, checked by
// a second person when the county asks for it (`appeal.letter_check`), then e-mailed and on the status page.

/** 'awaiting-check': written, not yet approved, so the filer is not told of the decision; 'sent': approved (or the county checks none). */
export const LETTER_STATUSES = ['awaiting-check', 'sent'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const LETTER_PAGE_SIZE = 50;
export const LETTER_MAX_PAGE_SIZE = 200;

/** GET /office/letters: the letters in one state, oldest decision first (the queue of letters to check). */
export const letterQueueQuerySchema = z
  .object({
    status: z.enum(LETTER_STATUSES).default('awaiting-check'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(LETTER_MAX_PAGE_SIZE).default(LETTER_PAGE_SIZE),
  })
  .strict();
export type LetterQueueQuery = z.input<typeof letterQueueQuerySchema>;

/** A decision's letter as the office sees it: the appeal, the decision, who made it and who approved it. */
export const decisionLetterSchema = z.object({
  appeal: z.object({
    id: z.string(),
    reference: z.string(),
    parcel: z.object({ id: z.string(), address: z.string() }),
    /** The filing's language: the letter's. */
    language: z.string(),
  }),
  status: z.enum(LETTER_STATUSES),
  /** The property's value as filed (the county's record then); null when the record had none. */
  valueBefore: money.nullable(),
  decidedValue: money,
  decidedAt: z.string(),
  /** The staff member who recorded the decision; null for a settlement (the filer accepted the county's offer: `settled`). */
  decidedBy: z.string().nullable(),
  settled: z.boolean(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** Whether the signed-in staff member may approve it now: it waits, their role may, and they did not make the decision. */
  canApprove: z.boolean(),
});
export type DecisionLetter = z.infer<typeof decisionLetterSchema>;

/** GET /office/letters answer. */
export const letterQueueResponseSchema = z.object({
  results: z.array(decisionLetterSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type LetterQueueResponse = z.infer<typeof letterQueueResponseSchema>;
