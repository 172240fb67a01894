import { z } from 'zod';
import { STAFF_ROLES } from '../rules/staff-roles';
import { isCalendarDate } from './calendar-date';

/**
 * The county console (administrators only, docs/product.md#county-console): the county's settings,
 * its services, its appeal seasons and its parcel roll, under /office/county/... The API checks every
 * value with the settings schemas themselves; these are the shapes of the calls.
 */

/** One editable setting: what the county gets now (its value or the default), whether it set it, and what it takes. */
export const countySettingSchema = z.object({
  key: z.string(),
  value: z.unknown(),
  stored: z.boolean(),
  allowed: z.string(),
});
export type CountySetting = z.infer<typeof countySettingSchema>;

export const countySettingsResponseSchema = z.object({ settings: z.array(countySettingSchema) });
export type CountySettingsResponse = z.infer<typeof countySettingsResponseSchema>;

/** POST /office/county/settings: the keys to change, each with its new value (JSON: text, number, true/false, a list). */
export const countySettingsChangeSchema = z.object({ values: z.record(z.string().max(100), z.unknown()) }).strict();
export type CountySettingsChange = z.infer<typeof countySettingsChangeSchema>;

export const countySettingsChangedSchema = countySettingsResponseSchema.extend({ changed: z.array(z.string()) });
export type CountySettingsChanged = z.infer<typeof countySettingsChangedSchema>;

/**
 * The services the console switches on and off. The office desk itself is not among them: the
 * console lives in it, so switching it off is left to `npm run county -- modules`.
 */
export const CONSOLE_MODULES = ['appeals', 'meetings'] as const;
export type ConsoleModule = (typeof CONSOLE_MODULES)[number];

export const countyModulesResponseSchema = z.object({ modules: z.array(z.object({ name: z.enum(CONSOLE_MODULES), enabled: z.boolean() })) });
export type CountyModulesResponse = z.infer<typeof countyModulesResponseSchema>;

export const countyModulesChangeSchema = z
  .object({
    enable: z.array(z.enum(CONSOLE_MODULES)).max(CONSOLE_MODULES.length).default([]),
    disable: z.array(z.enum(CONSOLE_MODULES)).max(CONSOLE_MODULES.length).default([]),
  })
  .strict();
export type CountyModulesChange = z.input<typeof countyModulesChangeSchema>;

export const SEASON_NAME_MAX = 100;

export const SEASON_MESSAGES = {
  nameRequired: 'Enter a name for the season, such as 2027 appeal season.',
  nameTooLong: `The name must be ${SEASON_NAME_MAX} characters or fewer.`,
  yearInvalid: 'Enter the year as 4 digits, from 2000 to 2100, such as 2027.',
  opensOnInvalid: 'Enter the first day of the season as a real date, such as 2027-04-01, or leave it empty.',
  closesOnInvalid: 'Enter the last day of the season as a real date, such as 2027-06-30, or leave it empty.',
  closesBeforeOpens: 'The last day of the season must be the same as or after its first day.',
} as const;

/** A real day of a season's years (2000 to 2100), YYYY-MM-DD. */
const isSeasonDay = (day: string) => isCalendarDate(day) && Number(day.slice(0, 4)) >= 2000 && Number(day.slice(0, 4)) <= 2100;

/** A season's first or last day: YYYY-MM-DD, or null for none (the county says it in its own words). */
const seasonDay = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .refine((day) => isSeasonDay(day), { error: invalid })
    .nullable()
    .default(null);

/** The first and last days of a season, each optional; the last never before the first. */
const seasonDays = z.object({ opensOn: seasonDay(SEASON_MESSAGES.opensOnInvalid), closesOn: seasonDay(SEASON_MESSAGES.closesOnInvalid) });
const inOrder = (days: { opensOn: string | null; closesOn: string | null }) => !days.opensOn || !days.closesOn || days.closesOn >= days.opensOn;

export const countySeasonSchema = z.object({
  id: z.string(),
  name: z.string(),
  year: z.number().int(),
  open: z.boolean(),
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
});
export type CountySeason = z.infer<typeof countySeasonSchema>;

export const countySeasonsResponseSchema = z.object({ results: z.array(countySeasonSchema) });

/** A new season: its name, its year, whether it opens at once (closing the one open), and its first and last days if known. */
export const newSeasonSchema = z
  .object({
    name: z.string({ error: SEASON_MESSAGES.nameRequired }).trim().min(1, SEASON_MESSAGES.nameRequired).max(SEASON_NAME_MAX, SEASON_MESSAGES.nameTooLong),
    year: z.coerce.number({ error: SEASON_MESSAGES.yearInvalid }).int(SEASON_MESSAGES.yearInvalid).min(2000, SEASON_MESSAGES.yearInvalid).max(2100, SEASON_MESSAGES.yearInvalid),
    open: z.boolean().default(false),
    ...seasonDays.shape,
  })
  .strict()
  .refine(inOrder, { error: SEASON_MESSAGES.closesBeforeOpens, path: ['closesOn'] });
export type NewSeason = z.input<typeof newSeasonSchema>;

export const seasonOpenSchema = z.object({ open: z.boolean() }).strict();

/** PUT /office/county/seasons/:season/dates: both days, each a date or null. */
export const seasonDatesSchema = seasonDays.strict().refine(inOrder, { error: SEASON_MESSAGES.closesBeforeOpens, path: ['closesOn'] });
export type SeasonDates = z.input<typeof seasonDatesSchema>;

/** The roll layouts the console offers (api/src/capabilities/parcel-roll/layouts); a mapping file of its own is the command line's. */
export const CONSOLE_ROLL_LAYOUTS = ['florida-nal', 'texas-appraisal'] as const;

/** POST /office/county/rolls: the query beside the CSV body. */
export const rollUploadQuerySchema = z
  .object({
    layout: z.enum(CONSOLE_ROLL_LAYOUTS),
    /** Checks and counts, writes nothing. */
    dryRun: z.enum(['true', 'false']).default('false'),
    /** The percentage of rows that may be refused before the import stops with nothing changed (the command's --max-rejects). */
    maxRejects: z.coerce.number().min(0).max(100).default(1),
    /** The file's name, for the screens and the audit trail. */
    name: z.string().max(200).default('roll.csv'),
  })
  .strict();
export type RollUploadQuery = z.input<typeof rollUploadQuerySchema>;

/** The console's staff accounts: each can be given another role or disabled, never by its own holder. */
export const consoleStaffAccountSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.string(), active: z.boolean() });
export type ConsoleStaffAccount = z.infer<typeof consoleStaffAccountSchema>;
export const consoleStaffResponseSchema = z.object({ results: z.array(consoleStaffAccountSchema) });

export const STAFF_CHANGE_MESSAGES = {
  nothing: 'Give the account a role, or disable it.',
  yourOwn: 'You cannot change your own account. Ask another administrator of your office.',
  notFound: 'We could not find that staff account in this county. Reload the page to see its accounts.',
} as const;

export const staffAccountChangeSchema = z
  .object({ role: z.enum(STAFF_ROLES).optional(), active: z.literal(false).optional() })
  .strict()
  .refine((change) => change.role !== undefined || change.active !== undefined, STAFF_CHANGE_MESSAGES.nothing);
export type StaffAccountChange = z.infer<typeof staffAccountChangeSchema>;

export const ROLL_JOB_STATES = ['running', 'done', 'failed'] as const;

/** A roll upload's import, run in the background by the API process that took the file. */
export const rollJobSchema = z.object({
  id: z.string(),
  state: z.enum(ROLL_JOB_STATES),
  fileName: z.string(),
  layout: z.string(),
  dryRun: z.boolean(),
  startedAt: z.string(),
  by: z.string(),
  /** Rows read so far, the bytes of the file they came from, and rows a second. */
  rows: z.number().int(),
  bytes: z.number().int(),
  totalBytes: z.number().int(),
  rowsPerSecond: z.number(),
  summary: z
    .object({
      read: z.number().int(),
      added: z.number().int(),
      changed: z.number().int(),
      unchanged: z.number().int(),
      deactivated: z.number().int(),
      refused: z.number().int(),
      seconds: z.number(),
    })
    .nullable(),
  /** Why it stopped, in words for the administrator (nothing was changed). */
  error: z.string().nullable(),
  /** Whether rows were refused: GET /office/county/rolls/{job}/rejects.csv lists them. */
  hasRejects: z.boolean(),
});
export type RollJob = z.infer<typeof rollJobSchema>;

export const rollJobResponseSchema = z.object({ job: rollJobSchema.nullable() });
export type RollJobResponse = z.infer<typeof rollJobResponseSchema>;

/**
 * The console's forms, checked in the browser before the API checks them again with the settings
 * schemas: English here, said in the staff member's language by the office's catalogue
 * (office.console.form.<name>).
 */
export const CONSOLE_FORM_MESSAGES = {
  nameRequired: 'Enter the name of your office',
  phone: 'Enter a phone number using only digits, spaces, brackets, hyphens and a plus sign, like 555 555 0100',
  email: 'Enter an email address in the correct format, like name@example.com',
  buttonColor: 'Enter the colour as a hex code, like #005ea2',
  timeZone: 'Enter a time zone name, like America/New_York',
  wholeNumber: 'Enter a whole number, like 500',
  seasonName: 'Enter a name for the season, like 2027 appeal season',
  seasonNameTooLong: `The name must be ${SEASON_NAME_MAX} characters or fewer`,
  seasonYear: 'Enter the year as 4 digits, like 2027',
  seasonOpensOn: 'Enter the first day as a real date, like 1 April 2027, or leave it empty',
  seasonClosesOn: 'Enter the last day as a real date, like 30 June 2027, or leave it empty',
  seasonDaysOrder: 'The last day must be the same as or after the first day',
  reasonRequired: 'Enter the reason as the public will read it',
  reasonTooLong: 'The reason must be 200 characters or fewer',
  inviteName: 'Enter the name of the person you are inviting',
  inviteNameTooLong: 'The name must be 200 characters or fewer',
  inviteEmail: 'Enter their email address',
  inviteRole: 'Choose a role',
  maxRejects: 'Enter a percentage from 0 to 100, like 1',
  placeName: 'Enter the name of the location',
  placeNameTooLong: 'The name must be 120 characters or fewer',
  placeAddress: 'Enter the address of the location',
  placeAddressTooLong: 'The address must be 300 characters or fewer',
  placeMap: 'Enter the map link',
  placeMapHttps: 'Enter the map link as a web address starting with https://',
  placeMapTooLong: 'The map link must be 2000 characters or fewer',
} as const;
const F = CONSOLE_FORM_MESSAGES;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};
const wholeNumber = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, F.wholeNumber);

/** The county settings screen's fields (each stands for one settings key: the office maps them). */
export const countySettingsFormSchema = z.object({
  displayName: z.string().trim().min(1, F.nameRequired),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9 ()+-]*$/, F.phone),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), F.email),
  buttonColor: z
    .string()
    .trim()
    .regex(/^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, F.buttonColor),
  timeZone: z.string().trim().refine(isTimeZone, F.timeZone),
  commentLength: wholeNumber,
  maxFiles: wholeNumber,
  requireOwnerCode: z.boolean(),
  allowUnlisted: z.boolean(),
  hidePrc: z.boolean(),
});
export type CountySettingsForm = z.infer<typeof countySettingsFormSchema>;

/** A season's first and last days as typed in date fields: empty, or a real day from 2000 to 2100. */
const formDay = (invalid: string) =>
  z
    .string()
    .trim()
    .refine((day) => day === '' || isSeasonDay(day), invalid);
export const seasonDatesFormSchema = z
  .object({ opensOn: formDay(F.seasonOpensOn), closesOn: formDay(F.seasonClosesOn) })
  .refine((days) => !days.opensOn || !days.closesOn || days.closesOn >= days.opensOn, { message: F.seasonDaysOrder, path: ['closesOn'] });
export type SeasonDatesForm = z.infer<typeof seasonDatesFormSchema>;

/** Add a season: the year as typed (4 digits), then the number the API takes; its days as in seasonDatesFormSchema. */
export const seasonFormSchema = z
  .object({
    name: z.string().trim().min(1, F.seasonName).max(SEASON_NAME_MAX, F.seasonNameTooLong),
    year: z
      .string()
      .trim()
      .regex(/^\d{4}$/, F.seasonYear)
      .refine((year) => Number(year) >= 2000 && Number(year) <= 2100, F.seasonYear),
    open: z.boolean(),
    opensOn: formDay(F.seasonOpensOn),
    closesOn: formDay(F.seasonClosesOn),
  })
  .refine((days) => !days.opensOn || !days.closesOn || days.closesOn >= days.opensOn, { message: F.seasonDaysOrder, path: ['closesOn'] });
export type SeasonForm = z.infer<typeof seasonFormSchema>;

/** The roll upload's share of refusals, as a percentage typed. */
export const maxRejectsSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d+)?$/, F.maxRejects)
  .refine((value) => Number(value) <= 100, F.maxRejects);
