import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PLAIN_PAGE_POLICY } from './html-page';

/** No page of ours, nor anything it frames, may use the camera, microphone, location, payments or USB. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The headers a government site is expected to send, from @fastify/helmet:
 * - no page of ours inside another site's frame (`frame-ancestors 'none'`, X-Frame-Options DENY),
 *   so the staff sign-in cannot be clickjacked (a county page's own policy lets the county's
 *   allowed origins embed it);
 * - nosniff; a Referer only to this origin (the staff calls' same-origin check reads it);
 * - HSTS only over https (TRUST_PROXY makes a TLS proxy's X-Forwarded-Proto count).
 * - a county's page sets its own full Content-Security-Policy (routes/web/county-csp.ts), and so does the
 *   API documentation (routes/docs/api-docs.ts); any other HTML gets the plain pages' strict policy
 *   (infrastructure/http/html-page.ts), every other answer `frame-ancestors 'none'`;
 * - a Permissions-Policy that turns off the powerful features no page here uses.
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
    if (!reply.hasHeader('Content-Security-Policy')) {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('Content-Security-Policy', html ? PLAIN_PAGE_POLICY : "frame-ancestors 'none'");
    }
    if (!reply.hasHeader('Permissions-Policy')) reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
