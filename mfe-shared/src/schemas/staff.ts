import { z } from 'zod';
import { AUDIT_MAX_PAGE_SIZE, AUDIT_NO_ACCOUNT, AUDIT_PAGE_SIZE, AUDIT_QUERY_MESSAGES as M } from '../rules/audit-rules';
import { SIGN_IN_MESSAGES } from '../rules/sign-in-messages';
import { STAFF_ROLES } from '../rules/staff-roles';
import { calendarDateField } from './calendar-date';
import { isUuid } from './uuid';

/** POST /session body. Over-long values cannot belong to an account, so they fail like any wrong pair. */
export const signInBodySchema = z.object({
  email: z.string({ error: SIGN_IN_MESSAGES.emailRequired }).trim().min(1, SIGN_IN_MESSAGES.emailRequired).max(254, SIGN_IN_MESSAGES.incorrect),
  password: z.string({ error: SIGN_IN_MESSAGES.passwordRequired }).min(1, SIGN_IN_MESSAGES.passwordRequired).max(1024, SIGN_IN_MESSAGES.incorrect),
});
export type Credentials = z.input<typeof signInBodySchema>;

/** POST /session answers the signed-in staff member. */
export const signInResultSchema = z.object({ accountId: z.string(), name: z.string(), role: z.enum(STAFF_ROLES).optional() });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** One row of GET /audit: a staff action, newest first. */
export const auditRowSchema = z.object({
  id: z.number(),
  action: z.string(),
  accountName: z.string().nullable(),
  parcelId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  /** UTC, ISO 8601; for a row of repeated refusals, the first of them. */
  createdAt: z.string(),
  /** How many times the action happened: more than 1 for repeated refusals recorded as one row. */
  count: z.number().int(),
  /** UTC, ISO 8601: the last of the repeated refusals; null for a single event. */
  lastAt: z.string().nullable(),
  /** The reference of the appeal the event is about (its `detail.appealId`), to read and quote. From 2.18.0. */
  appealReference: z.string().nullable().optional(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** A calendar date; the API reads it in the county's time zone. */
const auditDate = calendarDateField(M.date);
const cursor = z.coerce.number({ error: M.cursor }).int(M.cursor).min(0, M.cursor).max(Number.MAX_SAFE_INTEGER, M.cursor);

/** GET /audit query: one page of the trail, newest first, optionally filtered. */
export const auditQuerySchema = z
  .object({
    /** The page of events older than this event id (the answer's `older`). */
    before: cursor.optional(),
    /** The page of events newer than this event id (the answer's `newer`). */
    after: cursor.optional(),
    size: z.coerce.number({ error: M.size }).int(M.size).min(1, M.size).max(AUDIT_MAX_PAGE_SIZE, M.size).default(AUDIT_PAGE_SIZE),
    action: z
      .string({ error: M.action })
      .regex(/^[a-z][a-z-]{0,63}$/, M.action)
      .optional(),
    /** A staff account's id, or "none" for rows without an account. */
    account: z
      .string({ error: M.account })
      .refine((value) => value === AUDIT_NO_ACCOUNT || isUuid(value), M.account)
      .optional(),
    /** From the start of this day in the county's zone ... */
    from: auditDate.optional(),
    /** ... to the end of this day; a row of repeated refusals matches when any of them falls in between. */
    to: auditDate.optional(),
  })
  .refine((query) => query.before === undefined || query.after === undefined, { message: M.bothCursors, path: ['after'] })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: M.dateOrder, path: ['to'] });
/** What the audit page sends: every parameter optional. */
export type AuditQuery = Partial<z.infer<typeof auditQuerySchema>>;

export const auditResponseSchema = z.object({
  results: z.array(auditRowSchema),
  /** Events matching the filters, in all pages. */
  totalCount: z.number().int(),
  /** Where the first row stands among them, newest first (1 on the first page). */
  firstPosition: z.number().int(),
  /** `before` for the next older page; null on the last. */
  older: z.number().int().nullable(),
  /** `after` for the next newer page; null on the first. */
  newer: z.number().int().nullable(),
  /** The county's staff accounts, for the account filter. */
  accounts: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
