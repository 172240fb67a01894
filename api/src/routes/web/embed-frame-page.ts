import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { escapeHtml, notFoundPage } from '../../infrastructure/http/html-page';
import { unknownTenantMessage } from '../../capabilities/tenants/unknown-tenant';
import { requestLanguage } from '../../infrastructure/i18n/request-language';
import { countyFrameOrigins, countyPolicy, remoteOrigins } from './county-csp';
import type { RegistryReader } from './remotes';

/** The page the iframe fallback frames: the county's portal, and nothing else (README, "The iframe fallback"). */
export function framePage(tenant: string, countyName: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(countyName)} property portal</title>
<script type="module" src="/embed.js"></script>
</head>
<body>
<assessor-portal tenant="${escapeHtml(tenant)}" frame></assessor-portal>
</body>
</html>
`;
}

/**
 * `/{tenant}/frame`: for a county whose web site cannot take a third-party script (its CMS or its own
 * Content-Security-Policy), the portal in a plain iframe. The same element as the embed, so it keeps
 * its address in memory and tells the county's page its height (embed/loader/frame-height.ts). Only
 * the county's own sites (`embed.allowed_origins`) may frame it: every other page of ours stays
 * unframeable, the staff sign-in above all.
 */
export function registerEmbedFramePage(app: FastifyInstance, db: Database, readRegistry: RegistryReader): void {
  app.get<{ Params: { tenant: string } }>('/:tenant/frame', async (request, reply) => {
    const { tenant } = request.params;
    const county = await app.counties(tenant);
    if (!county) {
      return reply
        .code(404)
        .header('Vary', 'Accept-Language')
        .type('text/html; charset=utf-8')
        .send(notFoundPage(unknownTenantMessage(tenant), requestLanguage(request)));
    }
    const [frames, remotes] = await Promise.all([countyFrameOrigins(db, county), readRegistry()]);
    const frameAncestors = county.settings['embed.allowed_origins'];
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    reply.header('Content-Security-Policy', countyPolicy({ remotes: remoteOrigins(remotes), frames, frameAncestors }));
    // Helmet's DENY would override the policy in browsers that read both the old way.
    if (frameAncestors.length) reply.removeHeader('X-Frame-Options');
    return reply.send(framePage(tenant, county.tenant.name));
  });
}
