import type { FastifyServerOptions } from 'fastify';

/** How long a client may take, so a slow upload cannot hold a connection for minutes. */
export interface ServerTimeouts {
  /** To send the request line and headers (slow headers, "slowloris"): 408 and closed after. */
  headersSeconds: number;
  /** To send the whole request, headers and body: 408 and closed after. Bounds a trickled upload. */
  requestSeconds: number;
  /** A connection with nothing sent either way for this long is closed (a client that stops reading too). */
  idleSeconds: number;
}

/**
 * 120 s sends the largest default upload (20 MB) at 1.4 Mbit/s. The idle limit is above Fastify's
 * keep-alive timeout (72 s), so an idle keep-alive connection is still closed by that one first
 * (a proxy in front expects the server to keep its connections longer than its own idle timeout).
 */
export const DEFAULT_TIMEOUTS: ServerTimeouts = { headersSeconds: 20, requestSeconds: 120, idleSeconds: 90 };

/** Fastify's server options for them. Node checks the headers and request deadlines on a timer, by default only every 30 s. */
export function timeoutOptions({ headersSeconds, requestSeconds, idleSeconds }: ServerTimeouts): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout'> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const headersMs = Math.round(Math.min(headersSeconds, requestSeconds) * 1000);
  const requestMs = Math.round(requestSeconds * 1000);
  return {
    requestTimeout: requestMs,
    connectionTimeout: Math.round(idleSeconds * 1000),
    http: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.round(headersMs / 4))) },
  };
}
