import { z } from 'zod';
import { calendarDateField, isCalendarDate, isWithinDateYears } from './calendar-date';
import { UUID_PATTERN } from './uuid';

/**
 * Availability (administrators only): time slots added or removed at places by a weekly
 * pattern over a range of days, on the county's clock (POST /office/availability/preview and
 * POST /office/availability).
 */
export const AVAILABILITY_ACTIONS = ['add', 'remove'] as const;
export type AvailabilityAction = (typeof AVAILABILITY_ACTIONS)[number];

/** 0 Sunday .. 6 Saturday, as Date.getUTCDay counts. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The lengths a screen offers; the API takes any whole number of minutes in between. */
export const AVAILABILITY_INTERVALS = [15, 20, 30, 45, 60, 90, 120] as const;
export const AVAILABILITY_MAX_DAYS = 366;
export const AVAILABILITY_MAX_SLOTS = 5000;
export const AVAILABILITY_MAX_PLACES = 20;

export const AVAILABILITY_MESSAGES = {
  actionInvalid: "Choose whether to add or remove time slots ('add' or 'remove').",
  placesRequired: 'Choose at least one place.',
  placeInvalid: 'Choose places from the list.',
  tooManyPlaces: `Choose at most ${AVAILABILITY_MAX_PLACES} places at once.`,
  placeUnknown: 'We could not find one of those places in this county.',
  placeClosed: (name: string) => `${name} is closed: time slots can only be added at open places.`,
  dateInvalid: 'Enter the date as year, month and day, such as 2027-03-09.',
  dateOrder: 'The first day must be on or before the last day.',
  rangeTooLong: `Choose at most ${AVAILABILITY_MAX_DAYS} days at once.`,
  dateInPast: 'The first day must be today or later.',
  weekdaysRequired: 'Choose at least one day of the week.',
  weekdayInvalid: 'Days of the week are numbers from 0 (Sunday) to 6 (Saturday).',
  timeInvalid: 'Enter times as hours and minutes on the 24-hour clock, such as 09:00 or 13:30.',
  timeOrder: 'The start time must be before the end time.',
  everyInvalid: 'The length of a time slot must be a whole number of minutes from 5 to 240.',
  tooShort: 'The time between the start and the end is shorter than one time slot.',
  tooMany: (count: number) =>
    `That pattern makes ${count.toLocaleString('en-US')} time slots; add or remove at most ${AVAILABILITY_MAX_SLOTS.toLocaleString('en-US')} at once. Choose fewer days or places.`,
  nothing: 'No day in that range falls on the chosen days of the week.',
} as const;

const M = AVAILABILITY_MESSAGES;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const calendarDate = calendarDateField(M.dateInvalid);
const clockTime = z.string({ error: M.timeInvalid }).trim().regex(TIME, { error: M.timeInvalid });
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const datesRead = (body: { from: string; to: string }) => [body.from, body.to].every((date) => isCalendarDate(date) && isWithinDateYears(date));
const timesRead = (body: { start: string; end: string }) => TIME.test(body.start) && TIME.test(body.end);
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The body of both calls: what to do, where, on which days, and at which times of those days. */
export const availabilityPatternSchema = z
  .object({
    action: z.enum(AVAILABILITY_ACTIONS, { error: M.actionInvalid }),
    places: z
      .array(z.string({ error: M.placeInvalid }).regex(UUID_PATTERN, { error: M.placeInvalid }), { error: M.placesRequired })
      .min(1, { error: M.placesRequired })
      .max(AVAILABILITY_MAX_PLACES, { error: M.tooManyPlaces }),
    /** The county's calendar days, both included. */
    from: calendarDate,
    to: calendarDate,
    weekdays: z
      .array(z.number({ error: M.weekdayInvalid }).int({ error: M.weekdayInvalid }).min(0, { error: M.weekdayInvalid }).max(6, { error: M.weekdayInvalid }), {
        error: M.weekdaysRequired,
      })
      .min(1, { error: M.weekdaysRequired })
      .max(7, { error: M.weekdayInvalid }),
    /** On the county's clock: slots start from `start`, and (adding) end by `end`; removing takes the slots starting in between. */
    start: clockTime,
    end: clockTime,
    /** Minutes from one start to the next, and each slot's length. */
    every: z.number({ error: M.everyInvalid }).int({ error: M.everyInvalid }).min(5, { error: M.everyInvalid }).max(240, { error: M.everyInvalid }).default(30),
  })
  .strict()
  // Each rule between two fields only once both are well formed: a malformed one has its own message.
  .refine((body) => !datesRead(body) || body.from <= body.to, { error: M.dateOrder, path: ['to'] })
  .refine((body) => !datesRead(body) || daysBetween(body.from, body.to) < AVAILABILITY_MAX_DAYS, { error: M.rangeTooLong, path: ['to'] })
  .refine((body) => !timesRead(body) || body.start < body.end, { error: M.timeOrder, path: ['end'] })
  .refine((body) => body.action === 'remove' || !timesRead(body) || body.start >= body.end || minutesOf(body.end) - minutesOf(body.start) >= body.every, {
    error: M.tooShort,
    path: ['end'],
  });
export type AvailabilityPattern = z.input<typeof availabilityPatternSchema>;

/** What a pattern did (or, previewed, would do). */
export const availabilityResultSchema = z.object({
  action: z.enum(AVAILABILITY_ACTIONS),
  /** False for a preview: nothing was written. */
  applied: z.boolean(),
  /** The pattern's slots (adding: times x places), or the existing slots it matches (removing). */
  matched: z.number().int(),
  /** Adding: new slots; plus closed slots opened again. */
  added: z.number().int(),
  /** Adding: slots already there and open, left as they were. */
  alreadyThere: z.number().int(),
  /** Removing: slots removed (or closed, where a cancelled meeting's record still points at them). */
  removed: z.number().int(),
  /** Removing: slots kept because a meeting is booked on them, or a visitor holds them while booking. */
  kept: z.object({ booked: z.number().int(), held: z.number().int() }),
  /** The first and last start of the matched slots (UTC), or null when none. */
  first: z.string().nullable(),
  last: z.string().nullable(),
});
export type AvailabilityResult = z.infer<typeof availabilityResultSchema>;
