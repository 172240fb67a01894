import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The headers a government site is expected to send, from @fastify/helmet:
 * - no page of ours inside another site's frame (`frame-ancestors 'none'`, X-Frame-Options DENY),
 *   so the staff sign-in cannot be clickjacked; the embeddable variant will open this
 *   per county;
 * - nosniff; a Referer only to this origin (the staff calls' same-origin check reads it);
 * - HSTS only over https (TRUST_PROXY makes a TLS proxy's X-Forwarded-Proto count).
 * - a county's page sets its own full Content-Security-Policy (web/county-csp.ts); every other
 *   answer gets `frame-ancestors 'none'`.
 * Cross-origin resource policy stays off: a remote deployed on another origin serves its scripts
 * to this site's pages.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(fastifyHelmet, {
    global: true,
    // Set below: helmet's policy needs a default-src, which a per-county policy will bring.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', "frame-ancestors 'none'");
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}

/** TRUST_PROXY: unset or "false": none; "true": any; otherwise a comma list of the proxies' addresses or CIDRs. */
export function trustProxyFromEnv(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}
