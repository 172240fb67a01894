import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { availabilityPatternSchema, availabilityResultSchema } from 'mfe-shared/schemas';
import type { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { changeAvailability } from './availability';
import { officeCall } from './office-access';

/** What `run` reads of a request whose body the route's schema has parsed. */
type Parsed = Pick<FastifyRequest, 'tenant' | 'settings' | 'staff'> & { body: z.output<typeof availabilityPatternSchema> };

/**
 * Availability: administrators add and remove time slots by a weekly pattern. The
 * preview answers what applying would do and writes nothing; applying writes it and its audit row.
 */
export function registerAvailabilityRoutes(api: FastifyInstance, db: Database): void {
  const office = api.withTypeProvider<ZodTypeProvider>();
  const administrators = officeCall('availability.change', 'Sign in as a member of staff to change the meeting times.');
  const run = (request: Parsed, apply: boolean) =>
    changeAvailability(db, { tenantId: request.tenant.id, settings: request.settings, pattern: request.body, accountId: request.staff!.accountId, apply });
  const options = { onRequest: administrators, schema: { body: availabilityPatternSchema, response: { 200: availabilityResultSchema } } };

  office.post('/office/availability/preview', options, async (request) => run(request, false));
  office.post('/office/availability', options, async (request) => run(request, true));
}
