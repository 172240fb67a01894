import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHANGE_REQUEST_MESSAGES as M,
  changeRequestCreatedSchema,
  changeRequestSchema,
  changeRequestStatusSchema,
  officeChangeRequestSchema,
  officeChangeRequestsQuerySchema,
  officeChangeRequestsResponseSchema,
  officeFileQuerySchema,
} from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { files } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { anonymousWriteLimit } from '../limits/anonymous-limits';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { officeCall } from '../office/office-access';
import { sendOfficeFile } from '../office/office-file';
import { countyText } from '../../infrastructure/i18n/county-text';
import { requestLanguage } from '../../infrastructure/i18n/request-language';
import { referenceDrawer } from '../../infrastructure/references/reference';
import { proofOfChangeRequest } from './change-request-proof';
import { createChangeRequest, moveChangeRequest } from './change-request-store';
import { findChangeRequest, listOfficeChangeRequests, readOfficeChangeRequest } from './office-change-requests';

/** A small JSON body: the longest text is CHANGE_REQUEST_LIMITS.correctValueMax characters. */
const BODY_LIMIT = 16 * 1024;
const requestParams = z.object({ request: z.string().min(1).max(100) });

/**
 * Change requests: POST /change-requests for the public (the embed's "Change Request"),
 * limited like every anonymous write, and capped per parcel when proven, per sender when not
 * (change-request-store.ts); the office
 * desk's list, one request, its document and the status call, staff of this county only.
 */
export function registerChangeRequestRoutes(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const read = officeCall('change-requests.read', M.staffOnly);
  const change = officeCall('change-requests.change', M.staffOnly);

  typed.post(
    '/change-requests',
    {
      onRequest: anonymousWriteLimit(api, 'change-requests'),
      bodyLimit: BODY_LIMIT,
      schema: { body: changeRequestSchema, response: { 201: changeRequestCreatedSchema } },
    },
    async (request, reply) => {
      const settings = request.settings;
      const tenantId = request.tenant.id;
      const staff = request.staff;
      const proof = await proofOfChangeRequest(db, { tenantId, parcelId: request.body.parcelId, ownerCode: request.body.ownerCode, staff, ip: request.ip });
      const row = await createChangeRequest(db, {
        tenantId,
        office: countyText(settings, 'general.display_name'),
        language: requestLanguage(request),
        request: request.body,
        drawReference: referenceDrawer(request.tenant, settings, countyTimeZone(settings)),
        proof,
        staffAccountId: staff?.accountId,
        ip: request.ip,
      });
      return reply.code(201).send({ reference: row.reference, createdAt: row.createdAt.toISOString() });
    },
  );

  typed.get(
    '/office/change-requests',
    { onRequest: read, schema: { querystring: officeChangeRequestsQuerySchema, response: { 200: officeChangeRequestsResponseSchema } } },
    async (request) => listOfficeChangeRequests(db, request.tenant.id, request.query),
  );

  typed.get('/office/change-requests/:request', { onRequest: read, schema: { params: requestParams, response: { 200: officeChangeRequestSchema } } }, async (request) =>
    readOfficeChangeRequest(db, await findChangeRequest(db, request.tenant.id, request.params.request)),
  );

  typed.get('/office/change-requests/:request/document', { onRequest: read, schema: { params: requestParams, querystring: officeFileQuerySchema } }, async (request, reply) => {
    const row = await findChangeRequest(db, request.tenant.id, request.params.request);
    const [file] = row.documentId
      ? await db
          .select()
          .from(files)
          .where(and(eq(files.tenantId, row.tenantId), eq(files.id, row.documentId)))
      : [];
    if (!file) throw new HttpError(404, M.documentMissing);
    return sendOfficeFile(reply, api.fileStorage, file, request.query.disposition);
  });

  typed.post(
    '/office/change-requests/:request/status',
    { onRequest: change, schema: { params: requestParams, body: changeRequestStatusSchema, response: { 200: officeChangeRequestSchema } } },
    async (request) => {
      const found = await findChangeRequest(db, request.tenant.id, request.params.request);
      const moved = await moveChangeRequest(db, {
        tenantId: request.tenant.id,
        id: found.id,
        status: request.body.status,
        note: request.body.note || undefined,
        accountId: request.staff!.accountId,
      });
      return readOfficeChangeRequest(db, moved);
    },
  );
}
