import { z } from 'zod';
import { calendarDateField } from './calendar-date';
import { plainText } from './plain-text';
import { UUID_PATTERN } from './uuid';

// Hearings (docs/product.md#hearings): a county's panels, the sessions they sit, and the appeals
// heard in them, one at a time or in bulk from the queue, never two at once for a panel or an appeal.

export const PANEL_NAME_MAX = 120;
export const PANEL_MEMBERS_MAX = 12;
export const HEARING_BULK_MAX = 1000;
export const HEARING_MODES = ['in-person', 'video'] as const;
export type HearingMode = (typeof HEARING_MODES)[number];

export const HEARING_MESSAGES = {
  panelNameRequired: 'Enter the name of the panel, for example Panel 2.',
  panelNameTooLong: `Keep the name of the panel to ${PANEL_NAME_MAX} characters.`,
  membersInvalid: `List at most ${PANEL_MEMBERS_MAX} members, each a name of at most 120 characters.`,
  modeInvalid: "Choose how the panel sits: 'in-person' or 'video'.",
  roomRequired: 'Enter where the panel sits, for example Room 204, County Building, 100 Main Street.',
  videoUrlInvalid: "Enter the video link in full, as it appears in the browser's address bar.",
  panelNotFound: 'We could not find that panel in this county.',
  sessionTimesInvalid: 'Enter the start and end of the session as date and time, for example 2026-05-04T09:00:00-04:00.',
  sessionOrder: 'The session must end after it starts, on the same day.',
  sessionOverlaps: 'The panel already sits at that time. Choose a time outside its other sessions.',
  appealInvalid: 'Name the appeal by its id or reference.',
  startsAtInvalid: 'Enter the hearing time as a date and time, for example 2026-05-04T14:00:00-04:00.',
  tooSoon: (days: number) => `A hearing must be at least ${days} days from today, so that its notice reaches the filer in time.`,
  notInSession: 'The panel does not sit at that time. Choose a time in one of its sessions.',
  notOnTheGrid: (minutes: number) => `Hearings start every ${minutes} minutes from the start of the session.`,
  panelBusy: 'The panel already has a hearing at that time. Choose another time.',
  noFreeTimes: 'The panel has no free time left in its sessions for this appeal. Add a session, or choose another panel.',
  tooManyAppeals: `Schedule at most ${HEARING_BULK_MAX} appeals at once.`,
  dayInvalid: 'Write the day as YYYY-MM-DD, for example 2026-05-04.',
  moveReasonRequired: 'Tell us why you need to move the hearing, for example when you cannot attend.',
  moveReasonTooLong: 'Keep the reason to 500 characters.',
  noHearing: 'This appeal has no hearing to move.',
  moveAskedAlready: 'You have already asked to move this hearing. The office will answer you by email.',
  movePassed: 'The hearing time has passed, so it can no longer be moved. Contact the office.',
  moveNoteRequired: 'Enter why the hearing cannot be moved. The filer is sent it.',
  noMoveRequest: 'The filer has not asked to move this hearing, or it has been answered.',
  hearingNotFound: 'We could not find that hearing in this county.',
  freeTimesLimit: 'Ask for 1 to 100 free times.',
} as const;

const M = HEARING_MESSAGES;
const https = z
  .string({ error: M.videoUrlInvalid })
  .trim()
  .max(500, { error: M.videoUrlInvalid })
  .refine((value) => /^https:\/\/[^\s/]+/i.test(value), { error: M.videoUrlInvalid });
const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** POST /office/panels: a panel sits in a room or by video (then with the link every hearing of it carries). */
export const newPanelSchema = z
  .object({
    name: plainText({ error: M.panelNameRequired }).min(1, { error: M.panelNameRequired }).max(PANEL_NAME_MAX, { error: M.panelNameTooLong }),
    members: z.array(plainText().min(1).max(120), { error: M.membersInvalid }).max(PANEL_MEMBERS_MAX, { error: M.membersInvalid }).default([]),
    mode: z.enum(HEARING_MODES, { error: M.modeInvalid }),
    room: plainText({ error: M.roomRequired }).max(300, { error: M.roomRequired }).optional(),
    videoUrl: https.optional(),
  })
  .strict()
  .refine((panel) => panel.mode !== 'in-person' || Boolean(panel.room), { error: M.roomRequired, path: ['room'] })
  .refine((panel) => panel.mode !== 'video' || Boolean(panel.videoUrl), { error: M.videoUrlInvalid, path: ['videoUrl'] });
export type NewPanel = z.infer<typeof newPanelSchema>;

/** POST /office/panels/{panel}/sessions */
export const newSessionSchema = z.object({ startsAt: instant(M.sessionTimesInvalid), endsAt: instant(M.sessionTimesInvalid) }).strict();

const appealRef = z.string({ error: M.appealInvalid }).trim().min(1, { error: M.appealInvalid }).max(100, { error: M.appealInvalid });

/** POST /office/hearings: one appeal at a time the staff member chose; without `startsAt` (from 2.18.0), the panel's next free time. */
export const scheduleHearingSchema = z
  .object({ appeal: appealRef, panel: z.string().regex(UUID_PATTERN, { error: M.panelNotFound }), startsAt: instant(M.startsAtInvalid).optional() })
  .strict();

export const FREE_TIMES_MAX = 100;

/** GET /office/panels/{panel}/free-times?from=&limit=: from 2.18.0. */
export const freeTimesQuerySchema = z.object({
  from: instant(M.startsAtInvalid).optional(),
  limit: z.coerce
    .number({ error: M.freeTimesLimit })
    .int({ error: M.freeTimesLimit })
    .min(1, { error: M.freeTimesLimit })
    .max(FREE_TIMES_MAX, { error: M.freeTimesLimit })
    .default(20),
});

/** The panel's free times, soonest first, never sooner than the notice allows; each `minutes` long. From 2.18.0. */
export const freeTimesSchema = z.object({ minutes: z.number().int(), results: z.array(z.object({ startsAt: z.string() })) });
export type FreeTimes = z.infer<typeof freeTimesSchema>;

/** POST /office/hearings/bulk: a selection from the queue, each at the panel's next free time from `from` (else the first day the notice allows). */
export const bulkScheduleSchema = z
  .object({
    appeals: z.array(appealRef, { error: M.tooManyAppeals }).min(1, { error: M.appealInvalid }).max(HEARING_BULK_MAX, { error: M.tooManyAppeals }),
    panel: z.string().regex(UUID_PATTERN, { error: M.panelNotFound }),
    from: instant(M.startsAtInvalid).optional(),
  })
  .strict();

/** GET /office/hearings?day=…[&panel=…]: the docket. */
export const docketQuerySchema = z.object({ day: calendarDateField(M.dayInvalid), panel: z.string().regex(UUID_PATTERN, { error: M.panelNotFound }).optional() });

/** POST /status/{token}/hearing/move: the filer asks once, with why. */
export const hearingMoveBodySchema = z
  .object({ reason: plainText({ error: M.moveReasonRequired }).min(1, { error: M.moveReasonRequired }).max(500, { error: M.moveReasonTooLong }) })
  .strict();

/** POST /office/hearings/{hearing}/move-request/refuse: the office's words to the filer. */
export const hearingMoveRefusalSchema = z
  .object({ note: plainText({ error: M.moveNoteRequired }).min(1, { error: M.moveNoteRequired }).max(500, { error: M.moveReasonTooLong }) })
  .strict();

export const panelSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(z.string()),
  mode: z.enum(HEARING_MODES),
  room: z.string().nullable(),
  videoUrl: z.string().nullable(),
  active: z.boolean(),
});
export type Panel = z.infer<typeof panelSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  panelId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Hearings scheduled (or held) in it; the list of a panel's sessions says it, a new session has none. */
  booked: z.number().int().optional(),
});
export type HearingSession = z.infer<typeof sessionSchema>;

/** A hearing on the docket: when, which panel, and the appeal it hears. */
export const docketEntrySchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  minutes: z.number().int(),
  status: z.enum(['scheduled', 'held', 'cancelled']),
  /** The panel, with where it sits (a room) or its video link: what the docket's reader needs to run the hearing. */
  panel: z.object({ id: z.string(), name: z.string(), mode: z.enum(HEARING_MODES).optional(), room: z.string().nullable().optional(), videoUrl: z.string().nullable().optional() }),
  /** The filer asked to move it and the office has not answered: the reason. */
  moveAsked: z.string().nullable().optional(),
  appeal: z.object({
    id: z.string(),
    reference: z.string(),
    parcelId: z.string(),
    address: z.string(),
    filerName: z.string(),
    propertyType: z.string(),
    /** The filer's opinion of value. */
    claimedValue: z.object({ amount: z.number(), currency: z.string() }).optional(),
  }),
});
export type DocketEntry = z.infer<typeof docketEntrySchema>;

export const docketSchema = z.object({ day: z.string(), timeZone: z.string(), hearings: z.array(docketEntrySchema) });
export type Docket = z.infer<typeof docketSchema>;

/** A hearing as its filer reads it on the status page: when, how long, and where or how to join. */
export const hearingViewSchema = z.object({
  startsAt: z.string(),
  minutes: z.number().int(),
  mode: z.enum(HEARING_MODES),
  panel: z.string(),
  room: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** The filer's request to move it: when asked, and the office's answer ('refused' with its note), if any. */
  moveRequest: z
    .object({ askedAt: z.string(), answer: z.enum(['refused']).nullable(), note: z.string().nullable() })
    .nullable()
    .optional(),
  /** Whether the filer may still ask to move it (once, before its time). */
  canAskToMove: z.boolean().optional(),
});
export type HearingView = z.infer<typeof hearingViewSchema>;

/** The appeal's scheduled hearing as the office reads it (GET /office/appeals/{appeal}), with the filer's request to move it. From 2.18.0. */
export const officeHearingSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  minutes: z.number().int(),
  mode: z.enum(HEARING_MODES),
  panel: z.object({ id: z.string(), name: z.string() }),
  room: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** 'asked' until the office answers; 'refused' once it refused (moving it makes another hearing). */
  moveRequest: z.object({ reason: z.string(), askedAt: z.string(), state: z.enum(['asked', 'refused']), note: z.string().nullable() }).nullable(),
});
export type OfficeHearing = z.infer<typeof officeHearingSchema>;
