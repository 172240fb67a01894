import { and, desc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Language } from 'mfe-shared/domain';
import { statusLinksRequestSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { appeals, meetings } from '../../infrastructure/db/schema';
import { requestLanguage } from '../../infrastructure/i18n/request-language';
import { recipientKey } from '../../infrastructure/mail/recipient-standing';
import { STATUS_TOKEN_DAYS } from '../../infrastructure/tokens/signed-token';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { hitCounter } from '../limits/rate-limit-store';
import { enqueueEmail } from '../outbox/outbox-store';

/**
 * Status-link e-mails one address may be sent in a day however many ask for it: the page answers
 * the same past it, so nobody learns from the count either. Beside it, the daily limit of an
 * address that has confirmed nothing (LIMIT_UNCONFIRMED_EMAILS_PER_DAY) counts this e-mail too.
 */
export const STATUS_LINK_LIMITS = { perRecipient: 3, windowSeconds: 24 * 60 * 60, mostRecords: 20 } as const;

/**
 * POST /status-links { email } (docs/product.md#finding-an-appeal-or-meeting-again): one e-mail, in
 * the page's language, with the status links of the appeals and meetings made with that address in
 * this county (at most STATUS_LINK_LIMITS.mostRecords of each, newest first; an appeal that was
 * never confirmed in time is not one), or nothing when there are none. Always 202 with nothing in
 * it: the answer is the same whether the address filed or not (the e-mail goes through the outbox).
 * Limited per client address (`status-links`) and per e-mail address (its keyed digest: no address
 * is kept, nor logged).
 */
export function registerStatusLinksRoute(api: FastifyInstance, db: Database): void {
  api
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/status-links',
      { onRequest: anonymousWriteLimit(api, 'status-links'), schema: { body: statusLinksRequestSchema, response: { 202: z.object({}) } } },
      async (request, reply) => {
        const tenantId = request.tenant.id;
        const email = request.body.email.trim().toLowerCase();
        const language = requestLanguage(request);
        // The same reads run for every address; the only extra work for one that has records is queueing one row.
        await sendStatusLinks(db, api, tenantId, email, language, request.settings['appeal.confirm_hours']);
        return reply.code(202).send({});
      },
    );
}

async function sendStatusLinks(db: Database, api: FastifyInstance, tenantId: string, email: string, language: Language, confirmHours: number): Promise<void> {
  const counted = await hitCounter(db, `status-links\n${tenantId}\nrecipient\n${recipientKey(api.tokens, tenantId, email)}`, STATUS_LINK_LIMITS.windowSeconds * 1000);
  if (counted.current > STATUS_LINK_LIMITS.perRecipient) return;
  // A status link works STATUS_TOKEN_DAYS from its record's creation: older records have no link to send.
  const since = sql`now() - make_interval(days => ${STATUS_TOKEN_DAYS})`;
  const [appealRows, meetingRows] = await Promise.all([
    db
      .select({ id: appeals.id })
      .from(appeals)
      .where(
        and(
          eq(appeals.tenantId, tenantId),
          sql`lower(${appeals.appellant}->>'email') = ${email}`,
          gt(appeals.createdAt, since),
          // A pending filing only while it may still be confirmed.
          or(isNotNull(appeals.confirmedAt), gt(appeals.createdAt, sql`now() - make_interval(hours => ${confirmHours})`)),
        ),
      )
      .orderBy(desc(appeals.createdAt))
      .limit(STATUS_LINK_LIMITS.mostRecords),
    db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.tenantId, tenantId), sql`lower(${meetings.attendee}->>'email') = ${email}`, gt(meetings.createdAt, since)))
      .orderBy(desc(meetings.createdAt))
      .limit(STATUS_LINK_LIMITS.mostRecords),
  ]);
  if (!appealRows.length && !meetingRows.length) return;
  // The payload holds ids and the language, never the address: the composer reads it from the records.
  await enqueueEmail(db, {
    tenantId,
    kind: 'status-links',
    payload: { appealIds: appealRows.map((row) => row.id), meetingIds: meetingRows.map((row) => row.id), language },
  });
}
