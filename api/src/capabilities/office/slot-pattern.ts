import { minutesOf, type availabilityPatternSchema } from 'mfe-shared/schemas';
import type { z } from 'zod';
import { addDays, dayNumber, parseCivilDate as civilOf, wallClock, weekday, zonedTime, type CivilDate } from '../../infrastructure/clock/zoned-time';

type Pattern = z.output<typeof availabilityPatternSchema>;

/** The pattern's days: from `from` to `to`, both included, on the chosen days of the week. */
export function patternDays(pattern: Pick<Pattern, 'from' | 'to' | 'weekdays'>): CivilDate[] {
  const days: CivilDate[] = [];
  const last = dayNumber(civilOf(pattern.to));
  for (let date = civilOf(pattern.from); dayNumber(date) <= last; date = addDays(date, 1)) {
    if (pattern.weekdays.includes(weekday(date))) days.push(date);
  }
  return days;
}

/** Minutes after midnight of each start in a day: from `start`, every `every`, each ending by `end`. */
export function startsInADay(pattern: Pick<Pattern, 'start' | 'end' | 'every'>): number[] {
  const starts: number[] = [];
  for (let minute = minutesOf(pattern.start); minute + pattern.every <= minutesOf(pattern.end); minute += pattern.every) starts.push(minute);
  return starts;
}

/**
 * Every start of the pattern as an instant. Each day's times are read on the county's clock of that
 * day (zone helpers of infrastructure/clock/zoned-time.ts), so across a daylight-saving change 9:00 stays 9:00
 * and the instants move by the hour instead. A time the clocks skip (inside a spring-forward gap)
 * does not exist that day and is left out.
 */
export function patternStarts(pattern: Pattern, timeZone: string): Date[] {
  const minutes = startsInADay(pattern);
  return patternDays(pattern).flatMap((date) =>
    minutes.flatMap((minute) => {
      const instant = zonedTime(date, Math.floor(minute / 60), minute % 60, timeZone);
      const clock = wallClock(instant, timeZone);
      return clock.hour * 60 + clock.minute === minute && clock.day === date.day ? [instant] : [];
    }),
  );
}

/** Whether a slot's start falls in the pattern for removing: on a chosen day, from `start` up to (not at) `end`. */
export function startsInPattern(instant: Date, pattern: Pattern, timeZone: string): boolean {
  const clock = wallClock(instant, timeZone);
  const date = { year: clock.year, month: clock.month, day: clock.day };
  const day = dayNumber(date);
  const minute = clock.hour * 60 + clock.minute;
  return (
    day >= dayNumber(civilOf(pattern.from)) &&
    day <= dayNumber(civilOf(pattern.to)) &&
    pattern.weekdays.includes(weekday(date)) &&
    minute >= minutesOf(pattern.start) &&
    minute < minutesOf(pattern.end)
  );
}

/** The instants bounding the pattern's days on the county's clock: [first midnight, the midnight after the last day). */
export function patternRange(pattern: Pick<Pattern, 'from' | 'to'>, timeZone: string): { start: Date; end: Date } {
  return { start: zonedTime(civilOf(pattern.from), 0, 0, timeZone), end: zonedTime(addDays(civilOf(pattern.to), 1), 0, 0, timeZone) };
}
