import type { FieldError } from 'mfe-shared/forms';
import { HEARING_MESSAGES } from 'mfe-shared/schemas';
import { countyInstant } from '../../../lib/zoned-time';

export interface SessionFormValues {
  date: string;
  start: string;
  end: string;
}
export type SessionField = keyof SessionFormValues;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A session as typed (a county day, a start and an end on its clock) checked before it is sent, with
 * the API's messages: each field filled in, and the end after the start on that day. The instants
 * are the county's wall clock whatever the browser's own zone.
 */
export function checkSession(
  values: SessionFormValues,
  timeZone: string,
): { session: { startsAt: string; endsAt: string }; errors?: undefined } | { session?: undefined; errors: Partial<Record<SessionField, string>> } {
  const errors: Partial<Record<SessionField, string>> = {};
  if (!DATE.test(values.date) || Number.isNaN(Date.parse(`${values.date}T12:00:00Z`))) errors.date = HEARING_MESSAGES.sessionTimesInvalid;
  if (!TIME.test(values.start)) errors.start = HEARING_MESSAGES.sessionTimesInvalid;
  if (!TIME.test(values.end)) errors.end = HEARING_MESSAGES.sessionTimesInvalid;
  else if (!errors.start && values.end <= values.start) errors.end = HEARING_MESSAGES.sessionOrder;
  if (Object.keys(errors).length) return { errors };
  return { session: { startsAt: countyInstant(values.date, values.start, timeZone), endsAt: countyInstant(values.date, values.end, timeZone) } };
}

const FIELDS: SessionField[] = ['date', 'start', 'end'];

export const sessionSummary = (idPrefix: string, errors: Partial<Record<SessionField, string>>): FieldError[] =>
  FIELDS.flatMap((field) => (errors[field] ? [{ fieldId: `${idPrefix}-${field}`, message: errors[field] }] : []));
