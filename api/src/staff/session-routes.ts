import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, SIGN_IN_MESSAGES, signInBodySchema, signInResultSchema } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { recordAudit } from './audit';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { clearedSessionCookie, readSessionToken, sessionCookie } from './session-cookie';
import { createSession, deleteExpiredSessions, deleteSession, findAccountByEmail } from './session-store';
import { attemptKey, clearAttempts, countAttempt } from './sign-in-limit';

const tooManyAttemptsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again, or call the office.`;
};

/** POST /session signs a staff member in; DELETE /session signs out. */
export function registerSessionRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.post('/session', { schema: { body: signInBodySchema, response: { 200: signInResultSchema, 429: errorBodySchema } } }, async (request, reply) => {
    const { email, password } = request.body;
    const tenantId = request.tenant.id;
    const key = attemptKey(tenantId, request.ip, email);
    const verdict = await countAttempt(db, tenantId, key);
    const account = await findAccountByEmail(db, tenantId, email);

    if (!verdict.allowed) {
      await recordAudit(db, { tenantId, accountId: account?.id ?? null, action: 'sign-in-rate-limited' });
      return reply
        .code(429)
        .header('retry-after', String(verdict.retryAfterSeconds))
        .send({ message: tooManyAttemptsMessage(verdict.retryAfterSeconds) });
    }

    // An unknown e-mail still costs one argon2 check, so the answer's timing gives nothing away.
    const passwordOk = account ? await verifyPassword(account.passwordHash, password) : await verifyAgainstDummy(password);
    if (!account || !passwordOk || !account.active) {
      await recordAudit(db, { tenantId, accountId: account?.id ?? null, action: 'sign-in-failed' });
      throw new HttpError(401, SIGN_IN_MESSAGES.incorrect);
    }

    await clearAttempts(db, key);
    // A new session id at every sign-in; the one the browser held before (if any) ends.
    const previous = readSessionToken(request);
    if (previous) await deleteSession(db, tenantId, previous);
    await deleteExpiredSessions(db);
    const token = await createSession(db, tenantId, account.id);
    await recordAudit(db, { tenantId, accountId: account.id, action: 'sign-in' });
    request.staff = { accountId: account.id, name: account.name };
    reply.header('set-cookie', sessionCookie(request, token));
    return { accountId: account.id, name: account.name };
  });

  api.delete('/session', async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await deleteSession(db, request.tenant.id, token);
    if (request.staff) await recordAudit(db, { tenantId: request.tenant.id, accountId: request.staff.accountId, action: 'sign-out' });
    request.staff = null;
    return reply.code(204).header('set-cookie', clearedSessionCookie(request)).send();
  });
}
