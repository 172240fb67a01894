import { and, asc, eq, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appealWindowsResponseSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { appealWindows } from '../../infrastructure/db/schema';

const YEAR_MESSAGE = 'The year must be a four-digit year, for example 2025.';

const windowsQuerySchema = z.object({
  year: z
    .string({ error: YEAR_MESSAGE })
    .regex(/^\d{4}$/, { error: YEAR_MESSAGE })
    .transform(Number)
    .optional(),
});

/**
 * GET /appeal-windows?year=YYYY: the county's appeal seasons up to and including that year (all
 * of them without a year), oldest first. Earlier seasons are included on purpose: the property
 * page asks for the current year and takes the second-to-last window as the previous season
 * (product.check_assessor_appeals, docs/product.md#appeal-seasons).
 */
export function registerWindowRoute(api: FastifyInstance, db: Database): void {
  api
    .withTypeProvider<ZodTypeProvider>()
    .get('/appeal-windows', { schema: { querystring: windowsQuerySchema, response: { 200: appealWindowsResponseSchema } } }, async (request) => {
      const conditions: SQL[] = [eq(appealWindows.tenantId, request.tenant.id)];
      if (request.query.year !== undefined) conditions.push(lte(appealWindows.year, request.query.year));
      const rows = await db
        .select()
        .from(appealWindows)
        .where(and(...conditions))
        .orderBy(asc(appealWindows.createdAt), asc(appealWindows.id));
      return { results: rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), open: row.open })) };
    });
}
