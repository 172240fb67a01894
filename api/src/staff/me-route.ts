import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema } from 'mfe-shared/schemas';

/** GET /me: the staff account behind the request. No staff sessions exist yet, so always a visitor. */
export function registerMeRoute(api: FastifyInstance): void {
  api.withTypeProvider<ZodTypeProvider>().get('/me', { schema: { response: { 200: meSchema } } }, async () => ({ accountId: null }));
}
