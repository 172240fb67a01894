import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OFFICE_MESSAGES, officeAppealSchema, officeAppealsQuerySchema, officeAppealsResponseSchema, officeFileQuerySchema } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { listOfficeAppeals } from './appeals-queue';
import { officeAppealFile, readOfficeAppeal } from './office-appeal';

/** The appeal's id, or its reference as a filer reads it out (`HC-26-7K3QPM`). */
const appealParams = z.object({ appeal: z.string().min(1).max(100) });
const fileParams = appealParams.extend({ file: z.string().min(1).max(100) });

/** Types a browser shows itself; anything else is always a download. */
const INLINE_TYPES = /^(application\/pdf|image\/(png|jpeg)|text\/plain)\b/;

/**
 * Staff of this county only (the session hook finds a session of this county alone, so another
 * county's session is the public here): 401 first, before the query is read; then 404 when the
 * county does not use the office desk (office.enabled).
 */
async function requireOfficeStaff(request: FastifyRequest): Promise<void> {
  if (!request.staff) throw new HttpError(401, OFFICE_MESSAGES.staffOnly);
  if (!request.settings['office.enabled']) throw new HttpError(404, OFFICE_MESSAGES.disabled);
}

/**
 * The office desk's calls (issue 20): GET /office/appeals (the queue), GET /office/appeals/{appeal}
 * (one appeal, all of it) and GET /office/appeals/{appeal}/files/{file} (its documents and
 * comparables PDF). The status actions are POST /appeals/{appeal}/status (appeals/).
 */
export function registerOfficeRoutes(api: FastifyInstance, db: Database): void {
  api.register(async (scope) => {
    scope.addHook('preValidation', requireOfficeStaff);
    const office = scope.withTypeProvider<ZodTypeProvider>();

    office.get('/office/appeals', { schema: { querystring: officeAppealsQuerySchema, response: { 200: officeAppealsResponseSchema } } }, async (request) =>
      listOfficeAppeals(db, { tenantId: request.tenant.id, settings: request.settings, query: request.query }),
    );

    office.get('/office/appeals/:appeal', { schema: { params: appealParams, response: { 200: officeAppealSchema } } }, async (request) =>
      readOfficeAppeal(db, request.tenant.id, request.params.appeal, request.settings),
    );

    office.get('/office/appeals/:appeal/files/:file', { schema: { params: fileParams, querystring: officeFileQuerySchema } }, async (request, reply) => {
      const row = await officeAppealFile(db, request.tenant.id, request.params.appeal, request.params.file);
      const bytes = await scope.fileStorage.get(request.tenant.id, row.id);
      // A row always has its bytes (they are written first); missing bytes are our fault, not the caller's.
      if (!bytes) throw new Error(`file ${request.tenant.id}/${row.id} has a row but no bytes`);
      const inline = request.query.disposition === 'inline' && INLINE_TYPES.test(row.contentType);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Type', row.contentType)
        .header('Content-Length', bytes.length)
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${row.name.replace(/["\\]/g, '_')}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    });
  });
}
