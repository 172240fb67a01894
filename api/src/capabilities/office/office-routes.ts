import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decisionReasonSchema, evidenceBodySchema, officeAppealSchema, officeAppealsQuerySchema, officeAppealsResponseSchema, officeFileQuerySchema } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { addEvidence } from '../appeal-lifecycle/appeal-evidence';
import { listDecisionReasons } from '../appeal-lifecycle/decision-reasons';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { recordAudit } from '../staff/audit';
import { listOfficeAppeals, queueSelection } from './appeals-queue';
import { registerAvailabilityRoutes } from './availability-routes';
import { registerCountyConsoleRoutes } from './county-console-routes';
import { officeCall } from './office-access';
import { findOfficeAppeal, officeAppealFile, readOfficeAppeal } from './office-appeal';
import { sendOfficeFile } from './office-file';
import { registerOfficeMeetingRoutes } from './office-meeting-routes';
import { exportFileName, queueCsvLines } from './queue-export';
import { registerRollUploadRoutes } from './roll-upload-routes';
import { registerPlaceConsoleRoutes } from './place-console-routes';
import { registerReasonConsoleRoutes } from './reason-console-routes';
import { registerStaffConsoleRoutes } from './staff-console-routes';

/** The appeal's id, or its reference as a filer reads it out (`HC-26-7K3QPM`). */
const appealParams = z.object({ appeal: z.string().min(1).max(100) });
const fileParams = appealParams.extend({ file: z.string().min(1).max(100) });

/**
 * The office desk's calls, staff of this county only, each checked against the role's
 * permissions before its query or body is read (office-access.ts): the appeals queue, one appeal
 * and its files, the queue as CSV; the meetings (office-meeting-routes.ts) and availability
 * (availability-routes.ts); the administrators' county console (county-console-routes.ts,
 * roll-upload-routes.ts, staff-console-routes.ts). The status actions are POST /appeals/{appeal}/status (appeals/).
 */
export function registerOfficeRoutes(api: FastifyInstance, db: Database): void {
  const office = api.withTypeProvider<ZodTypeProvider>();
  const readAppeals = officeCall('appeals.read');

  office.get('/office/appeals', { onRequest: readAppeals, schema: { querystring: officeAppealsQuerySchema, response: { 200: officeAppealsResponseSchema } } }, async (request) =>
    listOfficeAppeals(db, { tenantId: request.tenant.id, settings: request.settings, query: request.query }),
  );

  // The same view as GET /office/appeals, every page of it, streamed; page, pageSize and the cursors are ignored.
  office.get('/office/appeals.csv', { onRequest: readAppeals, schema: { querystring: officeAppealsQuerySchema } }, async (request, reply) => {
    const input = { tenantId: request.tenant.id, settings: request.settings, query: request.query };
    const selection = await queueSelection(db, input);
    const fileName = exportFileName(request.tenant.id, selection.season, request.query);
    const { page: _page, pageSize: _size, after: _after, before: _before, ...filters } = request.query;
    await recordAudit(db, {
      tenantId: request.tenant.id,
      accountId: request.staff!.accountId,
      action: 'appeals-exported',
      detail: { ...filters, window: selection.season?.id ?? 'all', fileName },
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Readable.from(queueCsvLines(db, input, selection)));
  });

  // The reasons the county gives for its decisions, for the decision form (appeal-lifecycle/decision-reasons.ts).
  office.get('/office/decision-reasons', { onRequest: readAppeals, schema: { response: { 200: z.object({ results: z.array(decisionReasonSchema) }) } } }, async (request) => ({
    results: await listDecisionReasons(db, request.tenant.id),
  }));

  office.get('/office/appeals/:appeal', { onRequest: readAppeals, schema: { params: appealParams, response: { 200: officeAppealSchema } } }, async (request) =>
    readOfficeAppeal(db, request.tenant.id, request.params.appeal, request.settings),
  );

  // The county's evidence (docs/product.md#evidence): uploads (POST /documents) added on the county's side.
  office.post(
    '/office/appeals/:appeal/evidence',
    { onRequest: officeCall('appeals.move'), schema: { params: appealParams, body: evidenceBodySchema, response: { 200: officeAppealSchema } } },
    async (request) => {
      const appeal = await findOfficeAppeal(db, request.tenant.id, request.params.appeal);
      await addEvidence(db, {
        tenantId: request.tenant.id,
        appealId: appeal.id,
        documents: request.body.documents,
        side: 'county',
        accountId: request.staff!.accountId,
        settings: request.settings,
        timeZone: countyTimeZone(request.settings),
      });
      return readOfficeAppeal(db, request.tenant.id, appeal.id, request.settings);
    },
  );

  office.get('/office/appeals/:appeal/files/:file', { onRequest: readAppeals, schema: { params: fileParams, querystring: officeFileQuerySchema } }, async (request, reply) => {
    const row = await officeAppealFile(db, request.tenant.id, request.params.appeal, request.params.file);
    return sendOfficeFile(reply, api.fileStorage, row, request.query.disposition);
  });

  registerOfficeMeetingRoutes(api, db);
  registerAvailabilityRoutes(api, db);
  registerCountyConsoleRoutes(api, db);
  registerRollUploadRoutes(api, db);
  registerStaffConsoleRoutes(api, db);
  registerReasonConsoleRoutes(api, db);
  registerPlaceConsoleRoutes(api, db);
}
