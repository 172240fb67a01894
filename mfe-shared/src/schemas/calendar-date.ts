import { z } from 'zod';

/**
 * The years a date in a query or a form may fall in: the office's records start in 1970, and
 * nothing it plans reaches 3000. Later years are refused before any query runs: a day after
 * 9999-12-31 is beyond what PostgreSQL holds, and a CSV export must not fail after its header.
 */
export const DATE_YEARS = { first: 1970, last: 2999 } as const;

export const CALENDAR_DATE_MESSAGES = {
  outOfRange: `Enter a date from ${DATE_YEARS.first} to ${DATE_YEARS.last}.`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), of any year. */
export const isCalendarDate = (text: string) => {
  if (!DATE.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A calendar day within DATE_YEARS; true for what is not a calendar day, which isCalendarDate judges. */
export const isWithinDateYears = (text: string) => {
  if (!isCalendarDate(text)) return true;
  const year = Number(text.slice(0, 4));
  return year >= DATE_YEARS.first && year <= DATE_YEARS.last;
};

/** A calendar date field: `invalid` for what is not a day, the range message for a day out of DATE_YEARS. */
export const calendarDateField = (invalid: string) =>
  z.string({ error: invalid }).trim().refine(isCalendarDate, { error: invalid }).refine(isWithinDateYears, { error: CALENDAR_DATE_MESSAGES.outOfRange });
