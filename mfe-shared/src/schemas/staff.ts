import { z } from 'zod';
import { SIGN_IN_MESSAGES } from '../rules/sign-in-messages';

/** POST /session body. Over-long values cannot belong to an account, so they fail like any wrong pair. */
export const signInBodySchema = z.object({
  email: z.string({ error: SIGN_IN_MESSAGES.emailRequired }).trim().min(1, SIGN_IN_MESSAGES.emailRequired).max(254, SIGN_IN_MESSAGES.incorrect),
  password: z.string({ error: SIGN_IN_MESSAGES.passwordRequired }).min(1, SIGN_IN_MESSAGES.passwordRequired).max(1024, SIGN_IN_MESSAGES.incorrect),
});
export type Credentials = z.input<typeof signInBodySchema>;

/** POST /session answers the signed-in staff member. */
export const signInResultSchema = z.object({ accountId: z.string(), name: z.string() });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** One row of GET /audit: a staff action, newest first. */
export const auditRowSchema = z.object({
  id: z.number(),
  action: z.string(),
  accountName: z.string().nullable(),
  parcelId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  /** UTC, ISO 8601. */
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditResponseSchema = z.object({ results: z.array(auditRowSchema) });
