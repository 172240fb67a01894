import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { unknownTenantMessage } from '../../capabilities/tenants/unknown-tenant';
import { notFoundPage } from '../../infrastructure/http/html-page';
import { sameText } from '../../infrastructure/i18n/local-text';
import { requestLanguage } from '../../infrastructure/i18n/request-language';
import { countyFrameOrigins, countyPolicy, remoteOrigins } from './county-csp';
import type { RegistryReader } from './remotes';
import { dataHints, federationHints, withHints } from './start-up-hints';

const sendUnknownTenant = (request: FastifyRequest, reply: FastifyReply, tenant: string) =>
  reply
    .code(404)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Language')
    .type('text/html; charset=utf-8')
    .send(notFoundPage(unknownTenantMessage(tenant), requestLanguage(request)));

/** `/{tenant}/`: the shell's index.html; the shell reads the tenant from the URL itself. */
export function registerShellPage(app: FastifyInstance, db: Database, distRoot: string, readRegistry: RegistryReader): void {
  const indexFile = path.join(distRoot, 'shell', 'dist', 'index.html');

  app.get<{ Params: { tenant: string } }>('/:tenant', async (request, reply) => {
    const { tenant } = request.params;
    if (!(await app.counties(tenant))) return sendUnknownTenant(request, reply, tenant);
    return reply.redirect(`/${encodeURIComponent(tenant)}/`, 301);
  });

  app.get<{ Params: { tenant: string } }>(
    '/:tenant/',
    countyPage(app, db, indexFile, 'npm run build', {
      hints: async (tenant) => [...dataHints(tenant), ...(await federationHints(distRoot, await readRegistry()))],
      remotes: async () => remoteOrigins(await readRegistry()),
    }),
  );
}

interface CountyPageOptions {
  /** The start-up requests to announce in its <head> (start-up-hints.ts). */
  hints?: (tenant: string) => Promise<string[]> | string[];
  /** The origins the page's remotes are served from, beside this one (county-csp.ts). */
  remotes?: () => Promise<string[]> | string[];
}

/**
 * A county's page: `indexFile` for a known county (no-cache), the not-found page for an unknown one.
 * The file is read on every request (it is small): a redeployed build is live without a restart.
 * Its Content-Security-Policy is the county's own (county-csp.ts).
 */
export function countyPage(app: FastifyInstance, db: Database, indexFile: string, buildCommand: string, { hints = dataHints, remotes = () => [] }: CountyPageOptions = {}) {
  return async (request: FastifyRequest<{ Params: { tenant: string } }>, reply: FastifyReply) => {
    const { tenant } = request.params;
    const county = await app.counties(tenant);
    if (!county) return sendUnknownTenant(request, reply, tenant);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    reply.header('Content-Security-Policy', countyPolicy({ remotes: await remotes(), frames: await countyFrameOrigins(db, county) }));
    try {
      const [html, links] = await Promise.all([fs.readFile(indexFile, 'utf8'), hints(tenant)]);
      return reply.send(withHints(html, links));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      request.log.warn(`${indexFile} does not exist; build the site with ${buildCommand}.`);
      // For whoever runs the portal: English.
      return reply.code(404).send(notFoundPage(sameText('This site has not been built yet. Please try again later.')));
    }
  };
}
