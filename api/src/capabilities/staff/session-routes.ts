import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, SIGN_IN_MESSAGES, signInBodySchema, signInResultSchema } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { HttpError } from '../../infrastructure/http/http-error';
import { isLoopback } from '../../infrastructure/http/network';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { localText } from '../../infrastructure/i18n/local-text';
import { requestLanguage } from '../../infrastructure/i18n/request-language';
import { waitInWords, waitText } from '../limits/wait-time';
import { recordAudit, recordRefusal } from './audit';
import { BUSY, passwordCheckGate } from './password-check-gate';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { DEMO_STAFF_PASSWORD } from './demo-password';
import { clearedSessionCookie, readSessionToken, sessionCookie } from './session-cookie';
import { asStaffRole, createSession, deleteExpiredSessions, deleteSession, findAccountByEmail } from './session-store';
import { afterSignIn, claimSignInAttempt, giveBack, signInKeys } from './sign-in-limit';

/** What staff read when sign-in is held back (docs/product.md#staff-sign-in). */
export const SIGN_IN_LIMIT_MESSAGES = {
  wait: (seconds: number) => `Too many sign-in attempts. Please wait ${waitInWords(seconds)} and try again, or call the office.`,
  busy: 'Signing in is very busy just now. Please try again in a few seconds.',
} as const;

/** Retry-After of the busy answer: a password check takes tens of milliseconds, so the queue moves fast. */
const BUSY_RETRY_SECONDS = 2;

// Answered here, not by the error handler, so said in the request's language here too.
const busy = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_SECONDS))
    .send({ message: localText('api.SIGN_IN_LIMIT_MESSAGES.busy', SIGN_IN_LIMIT_MESSAGES.busy).in(requestLanguage(request)) });
const waitMessage = (request: FastifyRequest, seconds: number) =>
  localText('api.SIGN_IN_LIMIT_MESSAGES.wait', SIGN_IN_LIMIT_MESSAGES.wait(seconds), { wait: waitText(seconds) }).in(requestLanguage(request));

/** POST /session signs a staff member in; DELETE /session signs out. */
export function registerSessionRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const throttle = api.limits.signIn;
  const gate = passwordCheckGate({ concurrent: throttle.concurrentChecks, queued: throttle.queuedChecks });

  typed.post(
    '/session',
    {
      onRequest: [
        // A flood that has taken every password check is answered before anything else, with no
        // database work at all: otherwise its counting and throttling would starve the rest.
        async (request, reply) => {
          if (gate.full()) return busy(request, reply);
        },
        anonymousWriteLimit(api, 'sign-in'),
      ],
      schema: { body: signInBodySchema, response: { 200: signInResultSchema, 429: errorBodySchema, 503: errorBodySchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const tenantId = request.tenant.id;
      const keys = signInKeys(tenantId, request.ip, email);
      const claim = await claimSignInAttempt(db, keys, throttle);
      const account = await findAccountByEmail(db, tenantId, email);

      // Held back: answered before any password check, so waiting attempts cost no argon2 work.
      if (!claim.allowed) {
        await recordRefusal(db, { tenantId, accountId: account?.id ?? null, action: 'sign-in-rate-limited' });
        return reply
          .code(429)
          .header('retry-after', String(claim.retryAfterSeconds))
          .send({ message: waitMessage(request, claim.retryAfterSeconds) });
      }

      // An unknown e-mail still costs one argon2 check, so the answer's timing gives nothing away.
      const passwordOk = await gate.run(() => (account ? verifyPassword(account.passwordHash, password) : verifyAgainstDummy(password)));
      if (passwordOk === BUSY) {
        await giveBack(db, keys, claim, throttle);
        return busy(request, reply);
      }
      // The demo accounts' password is in the README: it opens nothing for a client elsewhere on the network.
      const demoPasswordFromAfar = password === DEMO_STAFF_PASSWORD && !isLoopback(request.ip);
      if (!account || !passwordOk || !account.active || demoPasswordFromAfar) {
        await recordRefusal(db, { tenantId, accountId: account?.id ?? null, action: 'sign-in-failed' });
        throw new HttpError(401, SIGN_IN_MESSAGES.incorrect);
      }

      await afterSignIn(db, keys, throttle);
      // A new session id at every sign-in; the one the browser held before (if any) ends.
      const previous = readSessionToken(request);
      if (previous) await deleteSession(db, tenantId, previous);
      await deleteExpiredSessions(db);
      const token = await createSession(db, tenantId, account.id);
      await recordAudit(db, { tenantId, accountId: account.id, action: 'sign-in' });
      request.staff = { accountId: account.id, name: account.name, role: asStaffRole(account.role) };
      reply.header('set-cookie', sessionCookie(request, token));
      return request.staff;
    },
  );

  api.delete('/session', async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await deleteSession(db, request.tenant.id, token);
    if (request.staff) await recordAudit(db, { tenantId: request.tenant.id, accountId: request.staff.accountId, action: 'sign-out' });
    request.staff = null;
    return reply.code(204).header('set-cookie', clearedSessionCookie(request)).send();
  });
}
