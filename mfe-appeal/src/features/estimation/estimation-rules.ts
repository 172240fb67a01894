import {
  APPEAL_MESSAGES,
  estimationBounds,
  parseEstimatedValue,
  type AppealReasonCode,
  type FieldError,
  type Property,
  type SelectedReason,
} from 'mfe-shared';

export const ESTIMATION_IDS = {
  value: 'estimation-value',
  reasons: 'estimation-reasons',
  comment: (codeId: string) => `estimation-comment-${codeId}`,
} as const;

export interface EstimationInput {
  estimatedValue: string;
  reasons: SelectedReason[];
}

/** SPEC 5 'Estimation': every rule, in screen order, as error-summary entries. */
export function estimationErrors(
  { estimatedValue, reasons }: EstimationInput,
  property: Pick<Property, 'value'> | null,
  requireOtherDescription: boolean,
): FieldError[] {
  const errors: FieldError[] = [];
  const parsed = parseEstimatedValue(estimatedValue, estimationBounds(property?.value?.amount));
  if ('error' in parsed) errors.push({ fieldId: ESTIMATION_IDS.value, message: parsed.error });
  if (reasons.length === 0) errors.push({ fieldId: ESTIMATION_IDS.reasons, message: APPEAL_MESSAGES.reasonsRequired });
  const other = reasons.find((reason) => reason.title.trim().toLowerCase() === 'other');
  if (requireOtherDescription && other && !other.description.trim()) {
    errors.push({ fieldId: ESTIMATION_IDS.comment(other.id), message: APPEAL_MESSAGES.otherExplanation });
  }
  return errors;
}

/** Digits and commas regrouped by thousands as the visitor leaves the field; anything else is left for the rules to name. */
export function groupThousands(typed: string): string {
  if (!/^[\d,]+$/.test(typed)) return typed;
  const digits = typed.replaceAll(',', '');
  if (!digits || digits.startsWith('0')) return typed;
  return Number(digits).toLocaleString('en-US');
}

/** The reasons offered, as the filer picked them: selecting adds one with an empty comment. */
export function toggleReason(selected: SelectedReason[], code: AppealReasonCode, on: boolean): SelectedReason[] {
  if (!on) return selected.filter((reason) => reason.id !== code.id);
  if (selected.some((reason) => reason.id === code.id)) return selected;
  return [...selected, { id: code.id, title: code.description, description: '' }];
}
