import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmationAddressSchema, confirmationResendSchema, confirmationSentSchema } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appeals, type AppealRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { localText } from '../../infrastructure/i18n/local-text';
import { anonymousWriteLimit, limitRefusal } from '../limits/anonymous-limits';
import { hitCounter } from '../limits/rate-limit-store';
import { waitInWords, waitText } from '../limits/wait-time';
import { enqueueEmail } from '../outbox/outbox-store';
import { recordAudit } from '../staff/audit';
import { CONFIRM_MESSAGES, confirmDeadline } from './confirm-appeal';

/**
 * Confirmation e-mails one pending appeal may ask for in an hour, sent again or to a corrected
 * address together (the filing's own is not counted). Beside them, the daily limit of an address
 * that has confirmed nothing (LIMIT_UNCONFIRMED_EMAILS_PER_DAY, 3) counts every e-mail to it.
 */
export const CONFIRMATION_EMAIL_LIMITS = { perAppeal: 5, windowSeconds: 60 * 60 } as const;

export const CONFIRMATION_EMAIL_MESSAGES = {
  notYours: 'This page can no longer send the email for this appeal. Use the link in the email we sent you, or contact the office.',
  filed: 'Your appeal is already confirmed, so it is filed. You do not need to confirm it again.',
  tooManyChanges: (seconds: number) =>
    `The email address of this appeal has been changed too many times. Please wait ${waitInWords(seconds)} and try again, or contact the office.`,
} as const;

/**
 * The pending appeal the filing browser's token names, locked for the change: refused when the token
 * is not one (403), when the appeal is filed already (409), or when its time to confirm is over (410).
 */
async function pendingAppealOf(api: FastifyInstance, tx: Database, request: FastifyRequest, filerToken: string, now: Date): Promise<AppealRow> {
  const check = api.tokens.verify(filerToken, request.tenant.id, now);
  if (!check.ok && check.problem === 'expired') throw new HttpError(410, CONFIRM_MESSAGES.lapsed);
  if (!check.ok || check.claims.kind !== 'filer') throw new HttpError(403, CONFIRMATION_EMAIL_MESSAGES.notYours);
  const [appeal] = await tx
    .select()
    .from(appeals)
    .where(and(eq(appeals.tenantId, request.tenant.id), eq(appeals.id, check.claims.id)))
    .for('update');
  if (!appeal) throw new HttpError(403, CONFIRMATION_EMAIL_MESSAGES.notYours);
  if (appeal.confirmedAt) throw new HttpError(409, CONFIRMATION_EMAIL_MESSAGES.filed);
  if (confirmDeadline(appeal, request.settings) <= now) throw new HttpError(410, CONFIRM_MESSAGES.lapsed);
  return appeal;
}

const emailOf = (appeal: AppealRow) => {
  const email = (appeal.appellant as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
};

/** One more confirmation e-mail of the appeal on its hour's count, in the caller's transaction (a refusal rolls it back). */
async function countEmail(tx: Database, appeal: AppealRow) {
  return hitCounter(tx, `appeal-emails\n${appeal.tenantId}\nappeal\n${appeal.id}`, CONFIRMATION_EMAIL_LIMITS.windowSeconds * 1000);
}

/**
 * The check-your-email page's two calls (docs/product.md#confirming-a-public-appeal), for the browser
 * that filed a pending public appeal (the `filerToken` of its POST /appeals answer, in the body:
 * never in a URL):
 * - POST /appeal-confirmations/resend: the confirmation e-mail again, to the same address. Always
 *   202 for a pending appeal: past its hour's count nothing more is sent, and the answer does not say so.
 * - POST /appeal-confirmations/address: corrects a mistyped address, then sends the e-mail there;
 *   past that count 429 (the filer must know the address did not change).
 * Both are limited per client address as every anonymous write (`appeal-emails`), and in the audit
 * trail with the appeal's id, never an address. The link's deadline stays the filing's:
 * `appeal.confirm_hours` from when it was filed.
 */
export function registerConfirmationEmailRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/appeal-confirmations/resend',
    { onRequest: anonymousWriteLimit(api, 'appeal-emails'), schema: { body: confirmationResendSchema, response: { 202: confirmationSentSchema } } },
    async (request, reply) => {
      const now = new Date();
      const email = await db.transaction(async (tx) => {
        const appeal = await pendingAppealOf(api, tx, request, request.body.filerToken, now);
        const counted = await countEmail(tx, appeal);
        const sent = counted.current <= CONFIRMATION_EMAIL_LIMITS.perAppeal;
        if (sent) await enqueueEmail(tx, { tenantId: appeal.tenantId, kind: 'appeal-confirm', payload: { appealId: appeal.id } });
        await recordAudit(tx, {
          tenantId: appeal.tenantId,
          accountId: null,
          action: 'appeal-confirmation-resent',
          parcelId: appeal.parcelId,
          detail: { appealId: appeal.id, sent },
        });
        return emailOf(appeal);
      });
      return reply.code(202).send({ email });
    },
  );
  typed.post(
    '/appeal-confirmations/address',
    { onRequest: anonymousWriteLimit(api, 'appeal-emails'), schema: { body: confirmationAddressSchema, response: { 202: confirmationSentSchema } } },
    async (request, reply) => {
      const now = new Date();
      const email = request.body.email.trim();
      await db.transaction(async (tx) => {
        const appeal = await pendingAppealOf(api, tx, request, request.body.filerToken, now);
        const counted = await countEmail(tx, appeal);
        if (counted.current > CONFIRMATION_EMAIL_LIMITS.perAppeal) {
          throw limitRefusal(
            counted.ttl / 1000,
            (seconds) =>
              localText('api.CONFIRMATION_EMAIL_MESSAGES.tooManyChanges', CONFIRMATION_EMAIL_MESSAGES.tooManyChanges(seconds), {
                wait: waitText(seconds),
              }),
            'appeal-emails:appeal',
          );
        }
        await tx
          .update(appeals)
          .set({ appellant: sql`jsonb_set(${appeals.appellant}, '{email}', to_jsonb(${email}::text))` })
          .where(and(eq(appeals.tenantId, appeal.tenantId), eq(appeals.id, appeal.id)));
        await enqueueEmail(tx, { tenantId: appeal.tenantId, kind: 'appeal-confirm', payload: { appealId: appeal.id } });
        await recordAudit(tx, { tenantId: appeal.tenantId, accountId: null, action: 'appeal-email-changed', parcelId: appeal.parcelId, detail: { appealId: appeal.id } });
      });
      return reply.code(202).send({ email });
    },
  );
}
