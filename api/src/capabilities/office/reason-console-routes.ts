import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countyReasonSchema, countyReasonsResponseSchema, newReasonSchema, reasonChangeSchema, reasonMoveSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { answeringRefusals } from '../../infrastructure/http/http-error';
import { addReason, changeReason, listReasons, moveReason, ReasonNotFound } from '../counties/county-reasons';
import { CountyRefusal } from '../counties/county-refusal';
import { CONSOLE_STAFF_ONLY, consoleActor } from './county-console-routes';
import { officeCall } from './office-access';

const reasonParams = z.object({ reason: z.string().min(1).max(100) });

/** A reason not there is 404; words taken or a move past an end is 409. */
const reasonRefusal = (error: unknown) => (error instanceof ReasonNotFound ? 404 : error instanceof CountyRefusal ? 409 : undefined);
const refusing = <T>(work: () => Promise<T>) => answeringRefusals(work, reasonRefusal);

/**
 * The county console's appeal reasons (docs/product.md#county-console): the list in the order the
 * reasons step offers them, a new one, new words or no longer offered, one place up or down.
 */
export function registerReasonConsoleRoutes(api: FastifyInstance, db: Database): void {
  const office = api.withTypeProvider<ZodTypeProvider>();
  const administrators = officeCall('county.administer', CONSOLE_STAFF_ONLY);

  office.get('/office/county/reasons', { onRequest: administrators, schema: { response: { 200: countyReasonsResponseSchema } } }, async (request) => ({
    results: await listReasons(db, request.tenant.id),
  }));

  office.post('/office/county/reasons', { onRequest: administrators, schema: { body: newReasonSchema, response: { 201: countyReasonSchema } } }, async (request, reply) => {
    const reason = await refusing(() => addReason(db, request.tenant.id, request.body, consoleActor(request)));
    return reply.code(201).send(reason);
  });

  office.put(
    '/office/county/reasons/:reason',
    { onRequest: administrators, schema: { params: reasonParams, body: reasonChangeSchema, response: { 200: countyReasonSchema } } },
    async (request) => refusing(() => changeReason(db, request.tenant.id, request.params.reason, request.body, consoleActor(request))),
  );

  office.post(
    '/office/county/reasons/:reason/move',
    { onRequest: administrators, schema: { params: reasonParams, body: reasonMoveSchema, response: { 200: countyReasonsResponseSchema } } },
    async (request) => ({
      results: await refusing(() => moveReason(db, request.tenant.id, request.params.reason, request.body.direction, consoleActor(request))),
    }),
  );
}
