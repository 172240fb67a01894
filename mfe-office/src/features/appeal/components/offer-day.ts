import { formatDateTime, zonedDateKey } from 'mfe-shared/format';

/**
 * The last day to answer an offer, on the county's calendar, in words and as YYYY-MM-DD (for a
 * time element). The API gives the instant the time ends, the first instant of the next day in
 * the county's zone, so the day is the one just before it.
 */
export function lastDayToAnswer(answerBy: string, timeZone: string, locale: string): { text: string; day: string } {
  const lastMoment = new Date(Date.parse(answerBy) - 1);
  return { text: formatDateTime(lastMoment, timeZone, { dateStyle: 'long' }, locale), day: zonedDateKey(lastMoment, timeZone) };
}
