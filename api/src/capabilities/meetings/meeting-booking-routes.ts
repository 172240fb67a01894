import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meetingCreateSchema, meetingResultSchema, meetingsCountQuerySchema } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { referenceDrawer } from '../../infrastructure/references/reference';
import { bookMeeting } from './book-meeting';
import { countMeetings } from './meeting-count';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { requestLanguage } from '../../infrastructure/i18n/request-language';
import { meetingsBooked } from '../../infrastructure/metrics/portal-metrics';
import { holdTokenOf } from './slot-holds';

/** HEAD /meetings (the one-a-year check) and POST /meetings (docs/product.md#api-endpoints, docs/product.md#meeting-rules-on-the-server). */
export function registerMeetingBookingRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.head('/meetings', { schema: { querystring: meetingsCountQuerySchema } }, async (request, reply) => {
    const { q, filters, holding } = request.query;
    const thisYearIn = filters ? { timeZone: countyTimeZone(request.settings), now: new Date() } : undefined;
    const total = await countMeetings(db, request.tenant.id, { parcelId: q, thisYearIn, holding: holding === 'true' });
    return reply.header('x-total-count', String(total)).send();
  });

  typed.post(
    '/meetings',
    { onRequest: anonymousWriteLimit(api, 'meetings'), schema: { body: meetingCreateSchema, response: { 201: meetingResultSchema } } },
    async (request, reply) => {
      const result = await bookMeeting(db, {
        tenantId: request.tenant.id,
        settings: request.settings,
        meeting: request.body,
        holdToken: holdTokenOf(request),
        drawReference: referenceDrawer(request.tenant, request.settings, countyTimeZone(request.settings)),
        language: requestLanguage(request),
        staff: request.staff,
      });
      meetingsBooked.inc({ county: request.tenant.id });
      return reply.code(201).send({ ...result, statusToken: api.tokens.statusToken('meeting', request.tenant.id, result.id, new Date(result.createdAt)) });
    },
  );
}
