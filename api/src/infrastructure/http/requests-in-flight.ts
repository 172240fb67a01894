import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests this process has begun and not yet answered (or seen abandoned). */
    requestsInFlight(): number;
  }
}

/**
 * Counts the requests in hand, so work that can wait (the outbox's e-mails) gives way to people
 * who are waiting for an answer. Counted down when the response closes: answered, failed or cut
 * off by the client, each request once.
 */
export function registerRequestsInFlight(app: FastifyInstance): void {
  let inFlight = 0;
  app.decorate('requestsInFlight', () => inFlight);
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    reply.raw.once('close', () => (inFlight -= 1));
    done();
  });
}
