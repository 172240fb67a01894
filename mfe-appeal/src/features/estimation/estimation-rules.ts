import { type Property } from 'mfe-shared';
import { type FieldError, type FieldErrors } from 'mfe-shared/forms';
import { createEstimationFormSchema, type AppealReasonCode, type EstimationForm, type SelectedReason } from 'mfe-shared/schemas';

export const ESTIMATION_IDS = {
  value: 'estimation-value',
  reasons: 'estimation-reasons',
  comment: (codeId: string) => `estimation-comment-${codeId}`,
} as const;

/** The estimation rules (docs/product.md#estimation) for this parcel and county: the schema the step's form validates with. */
export function estimationSchema(property: Pick<Property, 'value'> | null, requireOtherDescription: boolean) {
  return createEstimationFormSchema({ marketValue: property?.value?.amount, requireOtherDescription });
}

/** The form's messages in screen order (value, reasons, then each reason's comment), each linked to its field. */
export function estimationSummary(errors: FieldErrors<EstimationForm>, reasons: SelectedReason[]): FieldError[] {
  const entries = [
    { fieldId: ESTIMATION_IDS.value, message: errors.estimatedValue?.message },
    { fieldId: ESTIMATION_IDS.reasons, message: errors.reasons?.message },
    ...reasons.map((reason, index) => ({ fieldId: ESTIMATION_IDS.comment(reason.id), message: errors.reasons?.[index]?.description?.message })),
  ];
  return entries.flatMap(({ fieldId, message }) => (message ? [{ fieldId, message }] : []));
}

/**
 * Digits and commas regrouped by thousands as the visitor leaves the field; anything else is left for
 * the rules to name. The field's own format ('250,000', what the rules read) in every language.
 */
export function groupThousands(typed: string): string {
  if (!/^[\d,]+$/.test(typed)) return typed;
  const digits = typed.replaceAll(',', '');
  if (!digits || digits.startsWith('0')) return typed;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The reasons offered, as the filer picked them: selecting adds one with an empty comment. */
export function toggleReason(selected: SelectedReason[], code: AppealReasonCode, on: boolean): SelectedReason[] {
  if (!on) return selected.filter((reason) => reason.id !== code.id);
  if (selected.some((reason) => reason.id === code.id)) return selected;
  return [...selected, { id: code.id, title: code.description, description: '' }];
}
