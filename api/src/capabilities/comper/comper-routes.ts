import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPEAL_MESSAGES, MAX_COMPARABLES, sanitiseFileName, type Settings } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { saveFile } from '../files/file-store';
import { HttpError } from '../../infrastructure/http/http-error';
import { localText } from '../../infrastructure/i18n/local-text';
import { withStatementTimeout } from '../../infrastructure/db/statement-timeout';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { cancelledAs, parcelAllowance, publicQueryTimeout, publicReadLimit, withParcelAllowance } from '../limits/read-limits';
import { PARCEL_READ_MESSAGES } from '../parcels/read-messages';
import { findParcel } from '../parcels/parcel-store';
import { toProperty } from '../parcels/to-property';
import { renderCompsPdf } from './comps-pdf';
import { requestLanguage } from '../../infrastructure/i18n/request-language';
import { nearbyParcels, parcelsByIds } from './nearby';
import { nearbyResponseSchema } from './nearby-response';

/** The Comparables card's reason (docs/product.md#property-options) and the API's own refusals (docs/product.md#file-rules-on-the-server). */
export const COMPER_MESSAGES = {
  parcelNotFound: 'We could not find a property with that parcel number in this county.',
  comparableNotFound: (id: string) => `We could not find the parcel "${id}" of one of your comparable sales in this county.`,
  inactive: 'You cannot review comparable sales for this parcel',
  subjectRequired: 'Choose the parcel the comparable sales are for.',
  comparablesRequired: 'Choose at least one comparable sale.',
  tooManyComparables: APPEAL_MESSAGES.comparablesTooMany,
  badParcelId: 'A parcel number is at most 100 characters long.',
} as const;

const parcelId = z.string({ error: COMPER_MESSAGES.subjectRequired }).trim().min(1, COMPER_MESSAGES.subjectRequired).max(100, COMPER_MESSAGES.badParcelId);

const generatePdfBodySchema = z.object({
  subjectId: parcelId,
  comparablesIds: z
    .array(z.string({ error: COMPER_MESSAGES.comparablesRequired }).trim().min(1, COMPER_MESSAGES.comparablesRequired).max(100, COMPER_MESSAGES.badParcelId), {
      error: COMPER_MESSAGES.comparablesRequired,
    })
    .min(1, COMPER_MESSAGES.comparablesRequired)
    .max(MAX_COMPARABLES, COMPER_MESSAGES.tooManyComparables),
});

const generatedPdfSchema = z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.literal('application/pdf') });

/**
 * A parcel the comparables may be reviewed for, by the property page's Comparables card
 * (docs/product.md#property-options): the county has a comparables tool, and the parcel is known
 * in this county, active, and residential when only those may be compared.
 */
async function reviewableParcel(db: Database, tenantId: string, settings: Settings, id: string) {
  if (!settings['products.public_comper_url']) throw new HttpError(403, APPEAL_MESSAGES.comperOff);
  const row = await findParcel(db, tenantId, id);
  if (!row) throw new HttpError(404, COMPER_MESSAGES.parcelNotFound);
  if (!row.active) throw new HttpError(409, COMPER_MESSAGES.inactive);
  if (settings['appeal.show_comper_only_residential'] && !row.type.includes('residential')) throw new HttpError(409, APPEAL_MESSAGES.comperResidentialOnly);
  return row;
}

/**
 * POST /comper/generate-pdf (docs/product.md#api-endpoints): the comparables PDF, stored as a file
 * of kind 'comps-pdf' and downloaded at /{tenant}/files/{id}. GET /prc/{id}/nearby: the parcels the
 * demo comparables tool offers for a subject.
 */
export function registerComperRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const allowance = parcelAllowance(api, db);

  typed.post(
    '/comper/generate-pdf',
    { onRequest: anonymousWriteLimit(api, 'comparables-pdfs'), schema: { body: generatePdfBodySchema, response: { 201: generatedPdfSchema } } },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const subject = await reviewableParcel(db, tenantId, request.settings, request.body.subjectId);
      const ids = [...new Set(request.body.comparablesIds)];
      const rows = await parcelsByIds(db, tenantId, ids);
      const missing = ids.find((id) => !rows.some((row) => row.id === id));
      if (missing) {
        const id = missing.slice(0, 100);
        throw new HttpError(404, localText('api.COMPER_MESSAGES.comparableNotFound', COMPER_MESSAGES.comparableNotFound(id), { id }));
      }

      const bytes = await renderCompsPdf({
        office: request.settings['general.display_name'],
        timeZone: request.settings['general.timezone'],
        subject: toProperty(subject),
        comparables: rows.map(toProperty),
        language: requestLanguage(request),
      });
      const row = await saveFile(db, api.fileStorage, {
        tenantId,
        kind: 'comps-pdf',
        name: `comparables-${sanitiseFileName(subject.id) || 'parcel'}.pdf`,
        contentType: 'application/pdf',
        bytes,
      });
      return reply.code(201).send({ id: row.id, name: row.name, size: row.size, type: 'application/pdf' as const });
    },
  );

  typed.get(
    '/prc/:id/nearby',
    {
      // A county-wide scan (nearby.ts) handing out owners and mailing addresses: limited like search.
      onRequest: publicReadLimit(api, 'nearby'),
      schema: {
        params: z.object({ id: z.string().min(1).max(100, COMPER_MESSAGES.badParcelId) }),
        querystring: z.object({
          limit: z.coerce
            .number({ error: 'The limit must be a whole number from 1 to 25.' })
            .int('The limit must be a whole number from 1 to 25.')
            .min(1, 'The limit must be a whole number from 1 to 25.')
            .max(25, 'The limit must be a whole number from 1 to 25.')
            .default(MAX_COMPARABLES),
        }),
        response: { 200: nearbyResponseSchema },
      },
    },
    async (request) => {
      const subject = await reviewableParcel(db, request.tenant.id, request.settings, request.params.id);
      // The subject is sent too, with its owner.
      const taken = await allowance.take(request, request.query.limit + 1);
      const rows = await withParcelAllowance(
        taken,
        () => withStatementTimeout(db, publicQueryTimeout(api, request), (reader) => nearbyParcels(reader, subject, request.query.limit)),
        (found) => found.length + 1,
      ).catch(cancelledAs(PARCEL_READ_MESSAGES.tooSlow));
      return { subject: toProperty(subject), results: rows.map(toProperty) };
    },
  );
}
