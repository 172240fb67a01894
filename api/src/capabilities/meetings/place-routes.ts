import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placesQuerySchema, placesResponseSchema } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { listPlaces } from './place-store';

/** GET /places?active=true&available_timeslots=true (docs/product.md#api-endpoints). `false` or absent: no filter. */
export function registerPlaceRoutes(api: FastifyInstance, db: Database): void {
  api.withTypeProvider<ZodTypeProvider>().get('/places', { schema: { querystring: placesQuerySchema, response: { 200: placesResponseSchema } } }, async (request) => {
    const { active, available_timeslots: availableTimeslots } = request.query;
    const results = await listPlaces(db, request.tenant.id, { active: active === 'true', availableTimeslots: availableTimeslots === 'true' });
    return { results };
  });
}
