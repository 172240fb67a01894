import { CALENDAR_DATE_MESSAGES, calendarDateField, isCalendarDate } from './calendar-date';

const field = calendarDateField('Write dates as YYYY-MM-DD, for example 2026-04-01.');
const messages = (value: unknown) => field.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

it('takes a real day from 1970 to 2999, trimmed', () => {
  expect(field.parse(' 2026-04-01 ')).toBe('2026-04-01');
  expect(messages('1970-01-01')).toEqual([]);
  expect(messages('2999-12-31')).toEqual([]);
});

it('says how to write a date for what is not a day, and only that', () => {
  for (const value of ['2026-02-30', '01/04/2026', '2026-4-1', '', 20260401]) {
    expect(messages(value)).toEqual(['Write dates as YYYY-MM-DD, for example 2026-04-01.']);
  }
});

it('says which years it takes for a real day outside them', () => {
  for (const value of ['1969-12-31', '3000-01-01', '9999-12-31', '0000-01-01']) {
    expect(messages(value)).toEqual([CALENDAR_DATE_MESSAGES.outOfRange]);
  }
  expect(CALENDAR_DATE_MESSAGES.outOfRange).toBe('Enter a date from 1970 to 2999.');
});

it('knows the days of years before 100, which JavaScript dates would move to the 1900s', () => {
  expect(isCalendarDate('0004-02-29')).toBe(true);
  expect(isCalendarDate('0001-02-29')).toBe(false);
});
