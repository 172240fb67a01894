import { z } from 'zod';
import { CONSOLE_FORM_MESSAGES as F } from './office-county';
import { plainText } from './plain-text';

/**
 * The reasons a county offers on the appeal's reasons step (docs/product.md#county-console):
 * added, reworded, put in order and no longer offered from the console or `npm run county -- reasons`.
 * A reason is never deleted: filed appeals keep the words they were filed with.
 */
export const REASON_TEXT_MAX = 200;

export const REASON_MESSAGES = {
  descriptionRequired: 'Enter the reason as the public will read it, such as Market value is too high.',
  tooLong: `A reason must be ${REASON_TEXT_MAX} characters or fewer.`,
  notFound: 'We could not find that reason in this county. Reload the page to see its reasons.',
  taken: (description: string) => `There is already a reason "${description}". Change that one, or word this one differently.`,
  cannotMove: 'That reason is already at that end of the list.',
} as const;

export const countyReasonSchema = z.object({
  id: z.string(),
  description: z.string(),
  /** The reason in Spanish, or null: Spanish visitors then read it in English. */
  spanish: z.string().nullable(),
  /** Whether the appeal's reasons step offers it. */
  used: z.boolean(),
});
export type CountyReason = z.infer<typeof countyReasonSchema>;

export const countyReasonsResponseSchema = z.object({ results: z.array(countyReasonSchema) });

const description = plainText({ error: REASON_MESSAGES.descriptionRequired }).pipe(
  z.string().min(1, REASON_MESSAGES.descriptionRequired).max(REASON_TEXT_MAX, REASON_MESSAGES.tooLong),
);
const spanish = plainText()
  .pipe(z.string().max(REASON_TEXT_MAX, REASON_MESSAGES.tooLong))
  .nullable()
  .transform((text) => text || null);

/** POST /office/county/reasons: a new reason, offered at the end of the list. */
export const newReasonSchema = z.object({ description, spanish: spanish.default(null) }).strict();
export type NewReason = z.input<typeof newReasonSchema>;

/** PUT /office/county/reasons/:id: its words and whether it is offered. */
export const reasonChangeSchema = z.object({ description, spanish, used: z.boolean() }).strict();
export type ReasonChange = z.input<typeof reasonChangeSchema>;

/** POST /office/county/reasons/:id/move: one place up or down the list. */
export const reasonMoveSchema = z.object({ direction: z.enum(['up', 'down']) }).strict();

/** The console's reason form: the words as typed (the API trims and checks them again). */
export const reasonFormSchema = z.object({
  description: z.string().trim().min(1, F.reasonRequired).max(REASON_TEXT_MAX, F.reasonTooLong),
  spanish: z.string().trim().max(REASON_TEXT_MAX, F.reasonTooLong),
});
export type ReasonForm = z.infer<typeof reasonFormSchema>;
