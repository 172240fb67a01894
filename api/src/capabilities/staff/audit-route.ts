import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditQuerySchema, auditResponseSchema } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { listAudit } from './audit';
import { requireRole } from './roles';

export const AUDIT_STAFF_ONLY = 'Sign in as a member of staff to see the audit trail.';

/** GET /audit: one page of the county's staff actions, newest first, filtered by action, account and days; staff only. */
export function registerAuditRoute(api: FastifyInstance, db: Database): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/audit',
    {
      // Before the query is read: the public learns nothing about the trail, not even its parameters.
      onRequest: requireRole('audit.read', AUDIT_STAFF_ONLY),
      schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } },
    },
    async (request) => listAudit(db, request.tenant.id, request.query, countyTimeZone(request.settings)),
  );
}
