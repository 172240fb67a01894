import type { FastifyRequest } from 'fastify';

/**
 * The staff session cookie. Written by hand rather than with @fastify/cookie: that plugin loads
 * the ESM-only `cookie` package with import(), which Jest's sandbox refuses (see the api README),
 * and one name with a base64url value needs no general parser.
 */
const SESSION_COOKIE = 'portal_staff_session';

/** Idle expiry: a session unused this long is over (`last_seen_at` slides with use). */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** Absolute expiry: a session ends this long after sign-in however busy it is. */
export const SESSION_ABSOLUTE_SECONDS = 10 * 60 * 60;

/** The session token the request carries, if any (only the first cookie of that name counts). */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(index + 1).trim();
    // A token is 32 random bytes in base64url; anything else was not written by us.
    return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path of the
 * county (never sent to another county's pages or API), Secure when the request came over https.
 */
function attributes(request: FastifyRequest, maxAgeSeconds: number): string {
  const parts = [`Path=/${encodeURIComponent(request.tenant.id)}/`, 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`];
  if (maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

export const sessionCookie = (request: FastifyRequest, token: string): string => `${SESSION_COOKIE}=${token}; ${attributes(request, SESSION_ABSOLUTE_SECONDS)}`;

export const clearedSessionCookie = (request: FastifyRequest): string => `${SESSION_COOKIE}=; ${attributes(request, 0)}`;
