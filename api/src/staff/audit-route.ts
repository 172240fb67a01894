import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditResponseSchema } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { listAudit } from './audit';

export const AUDIT_STAFF_ONLY = 'Sign in as a member of staff to see the audit trail.';

/** GET /audit: the county's recent staff actions, newest first; staff only. */
export function registerAuditRoute(api: FastifyInstance, db: Database): void {
  api.withTypeProvider<ZodTypeProvider>().get('/audit', { schema: { response: { 200: auditResponseSchema } } }, async (request) => {
    if (!request.staff) throw new HttpError(401, AUDIT_STAFF_ONLY);
    return { results: await listAudit(db, request.tenant.id) };
  });
}
