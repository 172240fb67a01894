import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/*
 * Every request has an id (docs/operations.md#request-ids): the X-Request-Id it came with when
 * that is well formed (nginx in the cluster sets its own $request_id when the client sent none),
 * otherwise a new one. It is in every log line of the request (Fastify's reqId) and answered in
 * X-Request-Id, so a visitor's "it failed" can be found in the logs of whichever process served it.
 */

/** 8 to 64 letters, digits, dots, underscores and hyphens: enough for a UUID or nginx's 32 hex digits, nothing a log could be spoofed with. */
export const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's own would trust any header value (requestIdHeader) or count from 1 in each process (req-1, req-2...). */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The server options: ids from requestIdOf (logged as reqId, Fastify's default label). */
export const requestIdOptions = { requestIdHeader: false, genReqId: requestIdOf } as const;

/** Answers every request's id, first thing, so even a refusal carries it. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
