import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appealReasonCodesResponseSchema } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appealReasonCodes } from '../../infrastructure/db/schema';

/**
 * GET /code-systems/appeal-reasons: every code of the county, used or not; the browser offers the
 * used ones by position, each in the visitor's language where `labels` has it.
 */
export function registerReasonCodeRoute(api: FastifyInstance, db: Database): void {
  api.withTypeProvider<ZodTypeProvider>().get('/code-systems/appeal-reasons', { schema: { response: { 200: appealReasonCodesResponseSchema } } }, async (request) => {
    const codes = await db
      .select({
        id: appealReasonCodes.id,
        description: appealReasonCodes.description,
        position: appealReasonCodes.position,
        used: appealReasonCodes.used,
        labels: appealReasonCodes.labels,
      })
      .from(appealReasonCodes)
      .where(eq(appealReasonCodes.tenantId, request.tenant.id))
      .orderBy(asc(appealReasonCodes.position), asc(appealReasonCodes.id));
    return { codes };
  });
}
