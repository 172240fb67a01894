import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SEARCH_MAX_RESULTS } from 'mfe-shared/domain';
import { propertySchema, searchQuerySchema, searchResponseSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { HttpError } from '../../infrastructure/http/http-error';
import { cancelledAs, parcelAllowance, publicQueryTimeout, publicReadLimit, withParcelAllowance } from '../limits/read-limits';
import { registerBreakdownRoute } from './breakdown-route';
import { registerFactsRoute } from './facts-route';
import { findPropertyJson, searchParcels } from './parcel-store';
import { PARCEL_READ_MESSAGES } from './read-messages';

/** JSON text already in the route's response shape: Fastify sends a string as it is, without its serializer. */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

// pg_trgm reads letters and digits only, so a term of none ('%%%', '&') has no trigram any index
// could look up: it could only be answered by reading every parcel of the county.
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** GET /prc/search, GET /prc/{id} and its breakdown and facts (docs/product.md#api-endpoints), scoped to the county of the path. */
export function registerParcelRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const allowance = parcelAllowance(api, db);
  const searchLimit = publicReadLimit(api, 'searches');

  typed.get('/prc/search', { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } }, async (request, reply) => {
    const { q, page, size } = request.query;
    const offset = (page - 1) * size;
    // Refused before they are counted: counting one costs more than refusing it.
    if (offset >= SEARCH_MAX_RESULTS) throw new HttpError(400, PARCEL_READ_MESSAGES.tooDeep);
    if (!LETTER_OR_DIGIT.test(q)) throw new HttpError(400, PARCEL_READ_MESSAGES.noLetterOrDigit);
    await searchLimit.call(api, request, reply);
    const taken = await allowance.take(request, Math.min(size, SEARCH_MAX_RESULTS - offset));
    const { rows, totalCount, totalPages } = await withParcelAllowance(
      taken,
      () => searchParcels(db, request.tenant.id, q, page, size, { timeoutMs: publicQueryTimeout(api, request) }),
      (found) => found.rows.length,
    ).catch(cancelledAs(PARCEL_READ_MESSAGES.searchTooSlow));
    // The properties are JSON already (parcels.property_json), in the schema's shape; the page is written around them.
    const results = rows.map((row) => row.propertyJson).join(',');
    return sendJson(reply, `{"results":[${results}],"pagination":${JSON.stringify({ totalCount, totalPages })}}`);
  });

  typed.get('/prc/:id', { schema: { params: z.object({ id: z.string().min(1).max(100) }), response: { 200: propertySchema } } }, async (request, reply) => {
    const property = await findPropertyJson(db, request.tenant.id, request.params.id, publicQueryTimeout(api, request)).catch(cancelledAs(PARCEL_READ_MESSAGES.tooSlow));
    if (property === undefined) throw new HttpError(404, 'We could not find a property with that parcel number in this county.');
    return sendJson(reply, property);
  });
  registerBreakdownRoute(api, db);
  registerFactsRoute(api, db);
}
