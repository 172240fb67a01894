import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../infrastructure/http/http-error';

export const CROSS_SITE_MESSAGE = 'This request came from another web site, so it was refused. Go back to the county site, reload the page and try again.';

/** The host of an Origin or Referer value, with the default port of its scheme dropped; null when unreadable. */
function hostOf(value: string): { protocol: string; host: string } | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { protocol: url.protocol, host: url.host } : null;
  } catch {
    return null; // includes Origin: null (sandboxed frames, some redirects)
  }
}

/**
 * CSRF defence for writes with the staff cookie: the browser names the page that sent the request
 * in `Origin` (every modern browser does for non-GET requests), or failing that in `Referer`; it
 * must be a page of this same host. SameSite=Strict already keeps the cookie off other sites'
 * requests; this check also covers old browsers and sibling subdomains.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const source = request.headers.origin ?? request.headers.referer;
  const sender = source ? hostOf(source) : null;
  // The request's own host, read with the sender's scheme so default ports compare equal.
  const own = sender ? hostOf(`${sender.protocol}//${request.host}`) : null;
  if (!sender || !own || sender.host.toLowerCase() !== own.host.toLowerCase()) throw new HttpError(403, CROSS_SITE_MESSAGE);
}
