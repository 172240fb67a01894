import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { isAllowedOrigin } from './allowed-origins';

/**
 * What the screens send beside the simple headers (Idempotency-Key, the slot hold, an upload's name,
 * an upload's delete token). Accept-Language is simple only while its value is: granted here for any value.
 */
const ALLOWED_HEADERS = ['accept', 'accept-language', 'content-type', 'idempotency-key', 'x-slot-hold', 'x-original-name', 'x-convert-to-pdf', 'x-delete-token'];
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** What a screen reads from an answer beyond the simple headers: the total count of a HEAD, a limit's wait. */
const EXPOSED_HEADERS = 'x-total-count, retry-after';
const PREFLIGHT_SECONDS = 600;

// Read by the county page's developer, in the browser's console: what to ask for, not the setting's name.
export const CORS_REFUSED_MESSAGE =
  'This web site is not one this county allows to show its portal. Ask the assessor’s office to add it to the web sites that may show the portal.';

/**
 * CORS for the embed, per county: a page on one of `embed.allowed_origins` may call this
 * county's API from the browser; any other origin gets no grant, so the browser keeps the answer from
 * it (a preflight is refused outright). Never with credentials: an embed sends no cookie, so the staff
 * session cannot be used from another site (README, "The embed"). Runs after the county is loaded.
 */
export async function tenantCors(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  const origin = request.headers.origin;
  if (!origin) return;
  reply.header('Vary', 'Origin');
  const allowed = isAllowedOrigin(request.settings['embed.allowed_origins'], origin);
  const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
  if (!preflight) {
    if (allowed) reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    return;
  }
  if (!allowed) throw new HttpError(403, CORS_REFUSED_MESSAGE);
  const asked = String(request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => ALLOWED_HEADERS.includes(name));
  reply
    .code(204)
    .header('Access-Control-Allow-Origin', origin)
    .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
    .header('Access-Control-Max-Age', String(PREFLIGHT_SECONDS))
    .header('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
  if (asked.length) reply.header('Access-Control-Allow-Headers', asked.join(', '));
  return reply.send();
}
