import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertyTypesOf, reservedTimeSlotSchema, timeSlotsQuerySchema, timeSlotsResponseSchema, type TimeSlotsQuery } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../db/client';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { reserveTimeSlot } from './reserve-time-slot';
import { countFreeTimeSlots, listTimeSlots, type TimeSlotFilter } from './time-slot-store';

const filterOf = (query: TimeSlotsQuery): TimeSlotFilter => ({
  // Without `from`: from now.
  from: query.from ? new Date(query.from) : new Date(),
  propertyTypes: propertyTypesOf(query),
  placeId: query.placeId,
});

/** GET and HEAD /time-slots, POST /time-slots/{id}/reserve (docs/product.md#api-endpoints, docs/product.md#slot-holds). */
export function registerTimeSlotRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  // HEAD has its own meaning here (a count of free slots), so GET gets no automatic HEAD twin.
  typed.head('/time-slots', { schema: { querystring: timeSlotsQuerySchema } }, async (request, reply) => {
    const total = await countFreeTimeSlots(db, request.tenant.id, filterOf(request.query));
    return reply.header('x-total-count', String(total)).send();
  });

  typed.get(
    '/time-slots',
    { exposeHeadRoute: false, schema: { querystring: timeSlotsQuerySchema, response: { 200: timeSlotsResponseSchema } } },
    async (request) => ({ results: await listTimeSlots(db, request.tenant.id, filterOf(request.query), request.query.size) }),
  );

  typed.post(
    '/time-slots/:id/reserve',
    { onRequest: anonymousWriteLimit(api, 'reservations'), schema: { params: z.object({ id: z.string().max(100) }), response: { 200: reservedTimeSlotSchema } } },
    async (request) => reserveTimeSlot(db, request.tenant.id, request.params.id),
  );
}
