import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Environment } from '../../infrastructure/config/environment';
import { buildComperTool, DEFAULT_COMPER_TENANT } from './comper-tool';

interface StartComperToolOptions {
  port: number;
  host: string;
  apiOrigin: string;
  defaultTenant?: string;
  log?: (message: string) => void;
}

/** Starts the demo tool; resolves to null (with a log line) when its port is taken, so the portal keeps running. */
export async function startComperTool({
  port,
  host,
  apiOrigin,
  defaultTenant = DEFAULT_COMPER_TENANT,
  log = console.log,
}: StartComperToolOptions): Promise<FastifyInstance | null> {
  const tool = buildComperTool({ apiOrigin, defaultTenant });
  try {
    await tool.listen({ port, host });
  } catch (error) {
    await tool.close();
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    log(`Demo comparables tool not started: port ${port} is already in use (set COMPER_PORT to another port, or 0 to skip it).`);
    return null;
  }
  const { port: actualPort } = tool.server.address() as AddressInfo;
  log(`Demo comparables tool on http://localhost:${actualPort}/comps?parcel=<id> (county ${defaultTenant} unless ?tenant=, portal ${apiOrigin})`);
  return tool;
}

/**
 * The tool beside the portal (api/src/main.ts): on COMPER_PORT (0 skips it), reading from
 * COMPER_API_ORIGIN or the portal that starts it, for COMPER_TENANT or harbor-county.
 */
export async function startComperToolBeside(
  config: Pick<Environment, 'COMPER_PORT' | 'COMPER_API_ORIGIN' | 'COMPER_TENANT'>,
  { host, portalOrigin, log }: { host: string; portalOrigin: string; log: (message: string) => void },
): Promise<FastifyInstance | null> {
  if (config.COMPER_PORT === 0) {
    log('Demo comparables tool not started (COMPER_PORT=0).');
    return null;
  }
  return startComperTool({ port: config.COMPER_PORT, host, apiOrigin: config.COMPER_API_ORIGIN ?? portalOrigin, defaultTenant: config.COMPER_TENANT, log });
}
