import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { clearedSessionCookie, readSessionToken } from './session-cookie';
import { findSession } from './session-store';
import { assertSameOrigin } from './same-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Sign-in is checked even without a cookie, so another site cannot sign a visitor in to its own
 * account; so is accepting an invitation, which signs its person in.
 */
const isSignIn = (request: FastifyRequest) =>
  request.method === 'POST' && (request.routeOptions.url?.endsWith('/api/session') === true || request.routeOptions.url?.endsWith('/accept') === true);

/**
 * onRequest, after the county is known: refuses cross-site writes that carry the staff cookie,
 * then sets `request.staff` from a valid session of THIS county (null otherwise). A cookie that
 * no longer names a session here is cleared.
 */
export function staffSessionHook(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    request.staff = null;
    const token = readSessionToken(request);
    if (!SAFE_METHODS.has(request.method) && (token || isSignIn(request))) assertSameOrigin(request);
    if (!token) return;
    request.staff = await findSession(db, request.tenant.id, token);
    if (!request.staff) reply.header('set-cookie', clearedSessionCookie(request));
  };
}
