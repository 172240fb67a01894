import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  isUuid,
  MEETING_MESSAGES,
  propertyTypesOf,
  reservedTimeSlotSchema,
  timeSlotsQuerySchema,
  timeSlotsResponseSchema,
  type TimeSlotsQuery,
} from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { addressRange } from '../limits/owner-code-limit';
import { HttpError } from '../../infrastructure/http/http-error';
import { reserveTimeSlot } from './reserve-time-slot';
import { holdTokenOf, releaseHold } from './slot-holds';
import { countFreeTimeSlots, listTimeSlots, type TimeSlotFilter } from './time-slot-store';

const filterOf = (query: TimeSlotsQuery): TimeSlotFilter => ({
  // Without `from`: from now.
  from: query.from ? new Date(query.from) : new Date(),
  propertyTypes: propertyTypesOf(query),
  placeId: query.placeId,
});

const slotParams = z.object({ id: z.string().max(100) });

/** GET and HEAD /time-slots, POST and DELETE /time-slots/{id}/reserve (docs/product.md#api-endpoints, docs/product.md#slot-holds). */
export function registerTimeSlotRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  // HEAD has its own meaning here (a count of free slots), so GET gets no automatic HEAD twin.
  typed.head('/time-slots', { schema: { querystring: timeSlotsQuerySchema } }, async (request, reply) => {
    const total = await countFreeTimeSlots(db, request.tenant.id, filterOf(request.query));
    return reply.header('x-total-count', String(total)).send();
  });

  typed.get('/time-slots', { exposeHeadRoute: false, schema: { querystring: timeSlotsQuerySchema, response: { 200: timeSlotsResponseSchema } } }, async (request) => ({
    results: await listTimeSlots(db, request.tenant.id, filterOf(request.query), request.query.size),
  }));

  typed.post(
    '/time-slots/:id/reserve',
    { onRequest: anonymousWriteLimit(api, 'reservations'), schema: { params: slotParams, response: { 200: reservedTimeSlotSchema, 429: errorBodySchema } } },
    async (request) =>
      reserveTimeSlot(db, {
        tenantId: request.tenant.id,
        settings: request.settings,
        limits: api.limits.slotHolds,
        slotId: request.params.id,
        // The address as the server sees it (behind a trusted proxy, the client's: TRUST_PROXY), and its range, kept only as keyed digests.
        client: { address: api.tokens.digest('hold-client', request.ip), range: api.tokens.digest('hold-range', addressRange(request.ip)) },
        currentHold: holdTokenOf(request),
        // For whoever watches the logs: a range at its cap is a script more often than an office. No address, not even its digest.
        onRangeFull: (held) => request.log.warn({ held, cap: api.limits.slotHolds.perRange }, 'slot holds: a hold refused, its address range holds as many as it may'),
      }),
  );

  // The visitor leaves the booking step or the reschedule page: the slot is free for anyone at once.
  typed.delete('/time-slots/:id/reserve', { schema: { params: slotParams } }, async (request, reply) => {
    const token = holdTokenOf(request);
    if (!token) throw new HttpError(400, MEETING_MESSAGES.holdTokenRequired);
    const slotId = request.params.id;
    if (!isUuid(slotId) || !(await releaseHold(db, request.tenant.id, token, slotId.toLowerCase()))) throw new HttpError(404, MEETING_MESSAGES.holdNotFound);
    return reply.code(204).send();
  });
}
