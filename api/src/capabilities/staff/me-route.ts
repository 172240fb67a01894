import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema } from 'mfe-shared/schemas';

/** GET /me: the staff member of this county's session, or `{ accountId: null }` for the public. */
export function registerMeRoute(api: FastifyInstance): void {
  api.withTypeProvider<ZodTypeProvider>().get('/me', { schema: { response: { 200: meSchema } } }, async (request) => request.staff ?? { accountId: null });
}
