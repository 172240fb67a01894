import type { FieldError } from 'mfe-shared/forms';
import { zonedDateKey } from 'mfe-shared/format';
import { decisionInputSchema, offerInputSchema, OFFICE_MESSAGES, OFFICE_NOTE_MAX, OFFICE_REASON_MAX, STEP_MESSAGES, type AppealStatus } from 'mfe-shared/schemas';
import type { StatusChange } from '../../../api/office-api';
import { countyInstant } from '../../../lib/zoned-time';

// What the status change form asks the API for, checked first with the API's own rules and words
// (mfe-shared/schemas: office.ts, appeal-steps.ts), so the error summary says what the server would.

export interface MoveValues {
  note: string;
  decidedValue: string;
  hearingDate: string;
  hearingTime: string;
  reason: string;
  mergeInto: string;
  offerValue: string;
  offerNote: string;
  answerBy: string;
  /** The ids of the county's decision reasons ticked. */
  reasons: string[];
  explanation: string;
  decidedBy: string;
}

/** What each move's fields are given by the form. */
export interface MoveFieldsProps {
  values: MoveValues;
  set: (key: keyof MoveValues) => (event: { target: { value: string } }) => void;
  errorOf: (fieldId: string) => string | undefined;
}

export const EMPTY_MOVE: MoveValues = {
  note: '',
  decidedValue: '',
  hearingDate: '',
  hearingTime: '',
  reason: '',
  mergeInto: '',
  offerValue: '',
  offerNote: '',
  answerBy: '',
  reasons: [],
  explanation: '',
  decidedBy: '',
};

/** The id of each field, for the error summary's links (the first checkbox of a group takes the group's). */
export const MOVE_FIELDS = {
  move: 'office-move',
  note: 'office-note',
  decidedValue: 'office-decided-value',
  hearingDate: 'office-hearing-date',
  hearingTime: 'office-hearing-time',
  reason: 'office-reason',
  offerValue: 'office-offer-value',
  offerNote: 'office-offer-note',
  answerBy: 'office-answer-by',
  reasons: 'office-decision-reasons',
  explanation: 'office-explanation',
  decidedBy: 'office-decided-by',
} as const;

/** Whole dollars as typed ("250,000"), or undefined when that is not what was typed. */
const wholeDollars = (typed: string): number | undefined => {
  const digits = typed.trim().replace(/,/g, '');
  return /^\d{1,13}$/.test(digits) ? Number(digits) : undefined;
};

/** The first message of each field a schema's issues name, as the error summary lists them. */
const issuesOf = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, fields: Record<string, string>): FieldError[] => {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const fieldId = fields[String(issue.path[0])];
    if (fieldId && !errors.some((error) => error.fieldId === fieldId)) errors.push({ fieldId, message: issue.message });
  }
  return errors;
};

/**
 * The change a move asks for, or the messages of what is missing or wrong. `now`: when it is asked
 * (the county's today, which a last day to answer may not be before).
 */
export function changeFor(status: AppealStatus, values: MoveValues, timeZone: string, now: Date = new Date()): { change: StatusChange } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const change: StatusChange = { status };
  if (status === 'offer-made') {
    const amount = wholeDollars(values.offerValue);
    const offer = offerInputSchema.safeParse({
      amount: amount ?? NaN,
      ...(values.offerNote.trim() ? { note: values.offerNote } : {}),
      ...(values.answerBy.trim() ? { answerBy: values.answerBy } : {}),
    });
    const offerErrors = offer.success ? [] : issuesOf(offer.error.issues, { amount: MOVE_FIELDS.offerValue, note: MOVE_FIELDS.offerNote, answerBy: MOVE_FIELDS.answerBy });
    // A real day already gone: the API refuses a last day whose end has passed.
    const answerBy = values.answerBy.trim();
    if (!offerErrors.some((error) => error.fieldId === MOVE_FIELDS.answerBy) && answerBy && answerBy < zonedDateKey(now, timeZone)) {
      offerErrors.push({ fieldId: MOVE_FIELDS.answerBy, message: STEP_MESSAGES.answerByPast });
    }
    if (offerErrors.length) errors.push(...offerErrors);
    else if (offer.success) change.offer = offer.data;
  }

  if (status === 'hearing-scheduled' && (values.hearingDate || values.hearingTime)) {
    if (!values.hearingDate || !values.hearingTime)
      errors.push({ fieldId: values.hearingDate ? MOVE_FIELDS.hearingTime : MOVE_FIELDS.hearingDate, message: OFFICE_MESSAGES.hearingIncomplete });
    else change.hearingAt = countyInstant(values.hearingDate, values.hearingTime, timeZone);
  }

  if (status === 'decided') {
    const amount = wholeDollars(values.decidedValue);
    if (!values.decidedValue.trim()) errors.push({ fieldId: MOVE_FIELDS.decidedValue, message: OFFICE_MESSAGES.decidedValueRequired });
    else if (amount === undefined) errors.push({ fieldId: MOVE_FIELDS.decidedValue, message: OFFICE_MESSAGES.decidedValueInvalid });
    else change.decidedValue = { amount };
    const decision = decisionInputSchema.safeParse({
      reasons: values.reasons,
      ...(values.explanation.trim() ? { explanation: values.explanation } : {}),
      ...(values.decidedBy.trim() ? { decidedBy: values.decidedBy } : {}),
    });
    if (!decision.success)
      errors.push(...issuesOf(decision.error.issues, { reasons: MOVE_FIELDS.reasons, explanation: MOVE_FIELDS.explanation, decidedBy: MOVE_FIELDS.decidedBy }));
    else change.decision = decision.data;
  }

  if (status === 'closed') {
    const reason = values.reason.trim();
    if (!reason) errors.push({ fieldId: MOVE_FIELDS.reason, message: OFFICE_MESSAGES.reasonRequired });
    else if (reason.length > OFFICE_REASON_MAX) errors.push({ fieldId: MOVE_FIELDS.reason, message: OFFICE_MESSAGES.reasonTooLong });
    else change.reason = reason;
    if (values.mergeInto) change.mergeInto = values.mergeInto;
  }

  // Last, as the form asks it: the office's own note, below the move's fields.
  const note = values.note.trim();
  if (note.length > OFFICE_NOTE_MAX) errors.push({ fieldId: MOVE_FIELDS.note, message: OFFICE_MESSAGES.noteTooLong });
  else if (note) change.note = note;
  return errors.length ? { errors } : { change };
}
