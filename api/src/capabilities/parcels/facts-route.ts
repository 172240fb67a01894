import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parcelFactsSchema, type ParcelFacts } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import type { ParcelRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { findParcel } from './parcel-store';

const PARCEL_NOT_FOUND = 'We could not find a property with that parcel number in this county.';

/** A parcel row's facts as GET /prc/{id}/facts sends them; last year's value is in this year's currency. */
export function toParcelFacts(row: ParcelRow): ParcelFacts {
  const currency = (row.valueCurrency ?? 'USD') as 'USD' | 'GBP';
  return {
    priorValue: row.priorValueAmount === null ? null : { amount: row.priorValueAmount, currency },
    characteristics: row.characteristics ?? {},
  };
}

/**
 * GET /prc/{id}/facts: what an owner checks before deciding to appeal (docs/product.md#property-page),
 * from the county's own row (findParcel: this county's parcels only); 404 for a parcel it does not hold.
 */
export function registerFactsRoute(api: FastifyInstance, db: Database): void {
  api
    .withTypeProvider<ZodTypeProvider>()
    .get('/prc/:id/facts', { schema: { params: z.object({ id: z.string().min(1).max(100) }), response: { 200: parcelFactsSchema } } }, async (request) => {
      const parcel = await findParcel(db, request.tenant.id, request.params.id);
      if (!parcel) throw new HttpError(404, PARCEL_NOT_FOUND);
      return toParcelFacts(parcel);
    });
}
