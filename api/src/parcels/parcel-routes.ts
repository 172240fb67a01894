import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertySchema, searchQuerySchema, searchResponseSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { registerBreakdownRoute } from './breakdown-route';
import { findPropertyJson, searchParcels } from './parcel-store';

/** JSON text already in the route's response shape: Fastify sends a string as it is, without its serializer. */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

/** GET /prc/search and GET /prc/{id} (docs/product.md#api-endpoints), scoped to the county of the path. */
export function registerParcelRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get('/prc/search', { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } }, async (request, reply) => {
    const { q, page, size } = request.query;
    const { rows, totalCount, totalPages } = await searchParcels(db, request.tenant.id, q, page, size);
    // The properties are JSON already (parcels.property_json), in the schema's shape; the page is written around them.
    const results = rows.map((row) => row.propertyJson).join(',');
    return sendJson(reply, `{"results":[${results}],"pagination":${JSON.stringify({ totalCount, totalPages })}}`);
  });

  typed.get(
    '/prc/:id',
    { schema: { params: z.object({ id: z.string().min(1).max(100) }), response: { 200: propertySchema } } },
    async (request, reply) => {
      const property = await findPropertyJson(db, request.tenant.id, request.params.id);
      if (property === undefined) throw new HttpError(404, 'We could not find a property with that parcel number in this county.');
      return sendJson(reply, property);
    },
  );
  registerBreakdownRoute(api, db);
}
