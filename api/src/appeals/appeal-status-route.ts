import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireRole } from '../staff/roles';
import { changeAppealStatus, staffAppealStatusSchema, statusChangeBodySchema, STATUS_MESSAGES } from './appeal-status';

/** The appeal's id, or its reference as a filer reads it out (`HC-26-7K3QPM`). */
const appealParams = z.object({ appeal: z.string().min(1).max(100) });

/**
 * POST /appeals/{appeal}/status (staff): moves an appeal along its timeline and e-mails the filer,
 * in one transaction (appeal-status.ts). 401 for the public, like the audit trail, before the body is read.
 */
export function registerAppealStatusRoute(api: FastifyInstance, db: Database): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/appeals/:appeal/status',
    { onRequest: requireRole('appeals.move', STATUS_MESSAGES.staffOnly), schema: { params: appealParams, body: statusChangeBodySchema, response: { 200: staffAppealStatusSchema } } },
    async (request) => changeAppealStatus(db, { tenantId: request.tenant.id, accountId: request.staff!.accountId, appeal: request.params.appeal, change: request.body }),
  );
}
