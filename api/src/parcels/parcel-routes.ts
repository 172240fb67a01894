import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertySchema, searchQuerySchema, searchResponseSchema, type Property } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { registerBreakdownRoute } from './breakdown-route';
import { findPropertyJson, searchParcels } from './parcel-store';
import { toProperty } from './to-property';

/** GET /prc/search and GET /prc/{id} (SPEC 7), scoped to the county of the path. */
export function registerParcelRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get('/prc/search', { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } }, async (request) => {
    const { q, page, size } = request.query;
    const { rows, totalCount, totalPages } = await searchParcels(db, request.tenant.id, q, page, size);
    return { results: rows.map(toProperty), pagination: { totalCount, totalPages } };
  });

  typed.get(
    '/prc/:id',
    { schema: { params: z.object({ id: z.string().min(1).max(100) }), response: { 200: propertySchema } } },
    async (request, reply) => {
      const property = await findPropertyJson(db, request.tenant.id, request.params.id);
      if (property === undefined) throw new HttpError(404, 'We could not find a property with that parcel number in this county.');
      // JSON already, written by PostgreSQL to the schema's shape: Fastify sends a string as it is.
      return reply.type('application/json; charset=utf-8').send(property as unknown as Property);
    },
  );
  registerBreakdownRoute(api, db);
}
