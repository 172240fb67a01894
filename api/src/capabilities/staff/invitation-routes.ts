import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, invitationAcceptSchema, invitationViewSchema, signInResultSchema, type StaffRole } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { answeringRefusals } from '../../infrastructure/http/http-error';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { sessionCookie } from './session-cookie';
import { asStaffRole, createSession } from './session-store';
import { acceptInvitation, invitationOfToken, invitationRefusalStatus } from './staff-invitations';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

const refusing = <T>(work: () => Promise<T>) => answeringRefusals(work, invitationRefusalStatus);

/**
 * The invited person's two calls (docs/product.md#county-console): what the link invites them to,
 * and accepting it with a password, which signs them in. Limited as sign-in is: each accept hashes
 * a password, and a stranger guessing tokens gets the same 410 for every wrong one.
 */
export function registerInvitationRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get('/staff/invitations/:token', { schema: { params: tokenParams, response: { 200: invitationViewSchema, 410: errorBodySchema } } }, async (request) => {
    const row = await refusing(() => invitationOfToken(db, api.tokens, request.tenant.id, request.params.token));
    return { name: row.name, email: row.email, role: row.role as StaffRole, expiresAt: row.expiresAt.toISOString() };
  });

  typed.post(
    '/staff/invitations/:token/accept',
    {
      onRequest: anonymousWriteLimit(api, 'sign-in'),
      schema: { params: tokenParams, body: invitationAcceptSchema, response: { 201: signInResultSchema, 409: errorBodySchema, 410: errorBodySchema, 429: errorBodySchema } },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const account = await refusing(() => acceptInvitation(db, api.tokens, tenantId, request.params.token, request.body.password));
      // Signed in at once, as after POST /session: the person has just chosen the password.
      const token = await createSession(db, tenantId, account.accountId);
      request.staff = { accountId: account.accountId, name: account.name, role: asStaffRole(account.role) };
      return reply.code(201).header('set-cookie', sessionCookie(request, token)).send(request.staff);
    },
  );
}
