import { formatDateTime } from 'mfe-shared/format';

/**
 * The last day to answer an offer, on the county's calendar. The API gives the instant the time
 * ends, the first instant of the next day in the county's zone, so the day is the one just before it.
 */
export const lastDayToAnswer = (answerBy: string, timeZone: string, locale: string) => formatDateTime(new Date(Date.parse(answerBy) - 1), timeZone, { dateStyle: 'long' }, locale);
