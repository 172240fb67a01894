/**
 * Wall-clock times of a county's time zone (`general.timezone`) as instants, by Intl: daylight
 * saving time comes from the zone database, never from a fixed offset.
 */

import { dateTimeFormat } from 'mfe-shared/format';

/** A calendar date without a zone: month 1-12. */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const formatterFor = (timeZone: string) =>
  dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });

/** The wall clock of `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): CivilDate & { hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instantMs`, in milliseconds. */
function offsetAt(instantMs: number, timeZone: string): number {
  const wall = wallClock(new Date(instantMs), timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant at which `timeZone`'s clocks show `date` `hour`:`minute`. (A time inside a
 * spring-forward gap, which never holds office hours, resolves to an hour off.)
 */
export function zonedTime(date: CivilDate, hour: number, minute: number, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return new Date(second);
}

/** The calendar date of `timeZone` at `instant`. */
export function civilDate(instant: Date, timeZone: string): CivilDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** A calendar date written `YYYY-MM-DD` (already checked), and back. */
export function parseCivilDate(text: string): CivilDate {
  const [year, month, day] = text.split('-').map(Number);
  return { year, month, day };
}
export const formatCivilDate = ({ year, month, day }: CivilDate): string => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `date` moved by `days` calendar days. */
export function addDays(date: CivilDate, days: number): CivilDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Days since 1970-01-01 of a calendar date: a stable number for deterministic patterns. */
export function dayNumber(date: CivilDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
}

/** 0 Sunday .. 6 Saturday. */
export function weekday(date: CivilDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export const isWorkingDay = (date: CivilDate) => weekday(date) >= 1 && weekday(date) <= 5;

/** The calendar year of `timeZone` containing `instant`, as [start, end) instants. */
export function zonedYear(instant: Date, timeZone: string): { year: number; start: Date; end: Date } {
  const { year } = civilDate(instant, timeZone);
  return {
    year,
    start: zonedTime({ year, month: 1, day: 1 }, 0, 0, timeZone),
    end: zonedTime({ year: year + 1, month: 1, day: 1 }, 0, 0, timeZone),
  };
}
