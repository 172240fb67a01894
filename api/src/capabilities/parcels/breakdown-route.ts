import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parcelBreakdownSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { HttpError } from '../../infrastructure/http/http-error';
import { parcelBreakdown } from './parcel-breakdown';
import { findParcel } from './parcel-store';

const BREAKDOWN_ERRORS = {
  parcelNotFound: 'We could not find a property with that parcel number in this county.',
  noValue: 'This property has no assessed value yet, so its value has no breakdown.',
} as const;

/** GET /prc/{id}/breakdown (pro mode): `parcelBreakdown`; 404 for an unknown parcel and for one with no value yet. */
export function registerBreakdownRoute(api: FastifyInstance, db: Database): void {
  api
    .withTypeProvider<ZodTypeProvider>()
    .get('/prc/:id/breakdown', { schema: { params: z.object({ id: z.string().min(1).max(100) }), response: { 200: parcelBreakdownSchema } } }, async (request) => {
      const parcel = await findParcel(db, request.tenant.id, request.params.id);
      if (!parcel) throw new HttpError(404, BREAKDOWN_ERRORS.parcelNotFound);
      const breakdown = await parcelBreakdown(db, parcel);
      if (!breakdown) throw new HttpError(404, BREAKDOWN_ERRORS.noValue);
      return breakdown;
    });
}
