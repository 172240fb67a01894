import { z } from 'zod';
import { APPEAL_MESSAGES, estimationBounds, parseEstimatedValue } from './appeal';

export interface EstimationFormOptions {
  /** The parcel's market value, which sets the accepted range (docs/product.md#limits-and-constants). */
  marketValue: number | null | undefined;
  /** require_other_desc: a reason titled 'Other' needs an explanation. */
  requireOtherDescription: boolean;
}

/** A reason as the form holds it; any comment length the county allows (its max length is the field's). */
const reasonEntrySchema = z.object({ id: z.string(), title: z.string(), description: z.string() });

/**
 * The estimation rules (docs/product.md#estimation) as the appeal's form validates them: the
 * owner's opinion of value (the first rule it breaks), at least one reason, and an explanation of 'Other' when the county asks for one.
 */
export function createEstimationFormSchema({ marketValue, requireOtherDescription }: EstimationFormOptions) {
  const bounds = estimationBounds(marketValue);
  return z.object({
    estimatedValue: z.string().superRefine((typed, context) => {
      const parsed = parseEstimatedValue(typed, bounds);
      if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error });
    }),
    reasons: z
      .array(reasonEntrySchema)
      .min(1, { error: APPEAL_MESSAGES.reasonsRequired })
      .superRefine((reasons, context) => {
        const other = reasons.findIndex((reason) => reason.title.trim().toLowerCase() === 'other');
        if (requireOtherDescription && other >= 0 && !reasons[other].description.trim()) {
          // On the comment of that reason, so the message sits by the box that needs it.
          context.addIssue({ code: 'custom', message: APPEAL_MESSAGES.otherExplanation, path: [other, 'description'] });
        }
      }),
  });
}

export type EstimationForm = z.input<ReturnType<typeof createEstimationFormSchema>>;
