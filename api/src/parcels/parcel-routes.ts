import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertySchema, searchQuerySchema, searchResponseSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { registerBreakdownRoute } from './breakdown-route';
import { findParcel, searchParcels } from './parcel-store';
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
    async (request) => {
      // No parcel number holds NUL (PostgreSQL would fail on it rather than find nothing).
      const row = await findParcel(db, request.tenant.id, request.params.id);
      if (!row) throw new HttpError(404, 'We could not find a property with that parcel number in this county.');
      return toProperty(row);
    },
  );
  registerBreakdownRoute(api, db);
}
