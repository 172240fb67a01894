import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildComperTool, DEFAULT_COMPER_TENANT } from './comper-tool';

export const DEFAULT_COMPER_PORT = 8081;

interface StartComperToolOptions {
  port: number;
  host: string;
  apiOrigin: string;
  defaultTenant?: string;
  log?: (message: string) => void;
}

/** Starts the demo tool; resolves to null (with a log line) when its port is taken, so the portal keeps running. */
export async function startComperTool({ port, host, apiOrigin, defaultTenant = DEFAULT_COMPER_TENANT, log = console.log }: StartComperToolOptions): Promise<FastifyInstance | null> {
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

/** COMPER_PORT (default 8081; 0: the tool is not started). */
export function comperPortFromEnv(env: NodeJS.ProcessEnv): number {
  const port = Number(env.COMPER_PORT ?? DEFAULT_COMPER_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`COMPER_PORT must be a port number, not ${env.COMPER_PORT}`);
  return port;
}

/**
 * The tool beside the portal (api/src/main.ts): COMPER_PORT (default 8081; 0 skips it),
 * COMPER_API_ORIGIN (default: the portal that starts it), COMPER_TENANT (default harbor-county).
 */
export async function startComperToolFromEnv(
  env: NodeJS.ProcessEnv,
  { host, portalOrigin, log }: { host: string; portalOrigin: string; log: (message: string) => void },
): Promise<FastifyInstance | null> {
  const port = comperPortFromEnv(env);
  if (port === 0) {
    log('Demo comparables tool not started (COMPER_PORT=0).');
    return null;
  }
  return startComperTool({ port, host, apiOrigin: env.COMPER_API_ORIGIN || portalOrigin, defaultTenant: env.COMPER_TENANT || undefined, log });
}
