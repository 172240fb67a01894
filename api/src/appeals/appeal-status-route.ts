import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { changeAppealStatus, staffAppealStatusSchema, statusChangeBodySchema, STATUS_MESSAGES } from './appeal-status';

/** The appeal's id, or its reference as a filer reads it out (`HC-26-7K3QPM`). */
const appealParams = z.object({ appeal: z.string().min(1).max(100) });

/**
 * POST /appeals/{appeal}/status (staff): moves an appeal along its timeline and e-mails the filer,
 * in one transaction (appeal-status.ts). 401 for the public, like the audit trail.
 */
export function registerAppealStatusRoute(api: FastifyInstance, db: Database): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/appeals/:appeal/status',
    { schema: { params: appealParams, body: statusChangeBodySchema, response: { 200: staffAppealStatusSchema } } },
    async (request) => {
      if (!request.staff) throw new HttpError(401, STATUS_MESSAGES.staffOnly);
      return changeAppealStatus(db, { tenantId: request.tenant.id, accountId: request.staff.accountId, appeal: request.params.appeal, change: request.body });
    },
  );
}
