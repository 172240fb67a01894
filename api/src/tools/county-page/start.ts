import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Environment } from '../../infrastructure/config/environment';
import { buildCountyPage } from './county-page';

/**
 * The demo county web page beside the portal (api/src/main.ts); resolves to null (with a log line)
 * when it is not wanted or its port is taken, so the portal keeps running.
 */
export async function startCountyPageBeside(
  { COUNTY_PAGE_PORT: port }: Pick<Environment, 'COUNTY_PAGE_PORT'>,
  { host, portalOrigin, comperOrigin, log }: { host: string; portalOrigin: string; comperOrigin?: string; log: (message: string) => void },
): Promise<FastifyInstance | null> {
  if (port === 0) {
    log('Demo county page not started (COUNTY_PAGE_PORT=0).');
    return null;
  }
  const page = buildCountyPage({ portalOrigin, comperOrigin });
  try {
    await page.listen({ port, host });
  } catch (error) {
    await page.close();
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    log(`Demo county page not started: port ${port} is already in use (set COUNTY_PAGE_PORT to another port, or 0 to skip it).`);
    return null;
  }
  const { port: actualPort } = page.server.address() as AddressInfo;
  log(`Demo county web page embedding the portal: http://localhost:${actualPort}/ (Pine County: /?county=pine-county, both: /two-counties, the iframe fallback: /iframe)`);
  return page;
}
