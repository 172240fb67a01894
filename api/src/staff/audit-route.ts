import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { listAudit } from './audit';

export const auditResponseSchema = z.object({
  results: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      accountName: z.string().nullable(),
      parcelId: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});

export const AUDIT_STAFF_ONLY = 'Sign in as a member of staff to see the audit trail.';

/** GET /audit: the county's recent staff actions, newest first; staff only. */
export function registerAuditRoute(api: FastifyInstance, db: Database): void {
  api.withTypeProvider<ZodTypeProvider>().get('/audit', { schema: { response: { 200: auditResponseSchema } } }, async (request) => {
    if (!request.staff) throw new HttpError(401, AUDIT_STAFF_ONLY);
    return { results: await listAudit(db, request.tenant.id) };
  });
}
