import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countyPlaceSchema, countyPlacesResponseSchema, placeActiveSchema, placeInputSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { answeringRefusals } from '../../infrastructure/http/http-error';
import { addPlace, changePlace, listCountyPlaces, PlaceNotFound, setPlaceActive } from '../counties/county-places';
import { CountyRefusal } from '../counties/county-refusal';
import { CONSOLE_STAFF_ONLY, consoleActor } from './county-console-routes';
import { officeCall } from './office-access';

// Any text: one that is no location's id is answered 404 like a location of another county.
const placeParams = z.object({ place: z.string().min(1).max(100) });

/** A location not there (or not a location's id) is 404; a name another location has is 409. */
const placeRefusal = (error: unknown) => (error instanceof PlaceNotFound ? 404 : error instanceof CountyRefusal ? 409 : undefined);
const refusing = <T>(work: () => Promise<T>) => answeringRefusals(work, placeRefusal);

/**
 * The county console's meeting locations (docs/product.md#county-console): every location, offered
 * or not; a new one; a new name, address or map link; no longer offered, and offered again. The
 * checks, writes and audit rows are those of `npm run county -- places` (counties/county-places.ts).
 * No cache to drop: the next county page reads the locations' map links for its frame-src itself.
 */
export function registerPlaceConsoleRoutes(api: FastifyInstance, db: Database): void {
  const office = api.withTypeProvider<ZodTypeProvider>();
  const administrators = officeCall('county.administer', CONSOLE_STAFF_ONLY);

  office.get('/office/county/places', { onRequest: administrators, schema: { response: { 200: countyPlacesResponseSchema } } }, async (request) => ({
    results: await listCountyPlaces(db, request.tenant.id),
  }));

  office.post('/office/county/places', { onRequest: administrators, schema: { body: placeInputSchema, response: { 201: countyPlaceSchema } } }, async (request, reply) => {
    const place = await refusing(() => addPlace(db, request.tenant.id, request.body, consoleActor(request)));
    return reply.code(201).send(place);
  });

  office.put(
    '/office/county/places/:place',
    { onRequest: administrators, schema: { params: placeParams, body: placeInputSchema, response: { 200: countyPlaceSchema } } },
    async (request) => refusing(() => changePlace(db, request.tenant.id, request.params.place, request.body, consoleActor(request))),
  );

  office.post(
    '/office/county/places/:place/active',
    { onRequest: administrators, schema: { params: placeParams, body: placeActiveSchema, response: { 200: countyPlaceSchema } } },
    async (request) => refusing(() => setPlaceActive(db, request.tenant.id, request.params.place, request.body.active, consoleActor(request))),
  );
}
