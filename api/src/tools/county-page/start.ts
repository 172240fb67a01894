import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildCountyPage } from './county-page';

export const DEFAULT_COUNTY_PAGE_PORT = 8082;

/** COUNTY_PAGE_PORT (default 8082; 0: the page is not started). */
export function countyPagePortFromEnv(env: NodeJS.ProcessEnv): number {
  const port = Number(env.COUNTY_PAGE_PORT ?? DEFAULT_COUNTY_PAGE_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`COUNTY_PAGE_PORT must be a port number, not ${env.COUNTY_PAGE_PORT}`);
  return port;
}

/** Where browsers reach the demo county page: COUNTY_PAGE_PUBLIC_URL, else localhost on its port (the demo counties allow this origin). */
export function countyPageUrlFromEnv(env: NodeJS.ProcessEnv): string {
  return env.COUNTY_PAGE_PUBLIC_URL || `http://localhost:${countyPagePortFromEnv(env) || DEFAULT_COUNTY_PAGE_PORT}`;
}

/**
 * The demo county web page beside the portal (api/src/main.ts); resolves to null (with a log line)
 * when it is not wanted or its port is taken, so the portal keeps running.
 */
export async function startCountyPageFromEnv(
  env: NodeJS.ProcessEnv,
  { host, portalOrigin, comperOrigin, log }: { host: string; portalOrigin: string; comperOrigin?: string; log: (message: string) => void },
): Promise<FastifyInstance | null> {
  const port = countyPagePortFromEnv(env);
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
