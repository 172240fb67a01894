import { and, asc, eq, gt, lte, not, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zonedDateKey } from 'mfe-shared/format';
import { appealWindowsResponseSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
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
 * of them without a year), oldest first, each with its first and last days where the county gave
 * them. Earlier seasons are included on purpose: the property page asks for the current year and
 * takes the second-to-last window as the previous season (product.check_assessor_appeals,
 * docs/product.md#appeal-seasons). `next`: the first closed season whose first day is after today
 * in the county's zone, of any year, so the screens can say when appeals open again.
 */
export function registerWindowRoute(api: FastifyInstance, db: Database): void {
  api
    .withTypeProvider<ZodTypeProvider>()
    .get('/appeal-windows', { schema: { querystring: windowsQuerySchema, response: { 200: appealWindowsResponseSchema } } }, async (request) => {
      const conditions: SQL[] = [eq(appealWindows.tenantId, request.tenant.id)];
      if (request.query.year !== undefined) conditions.push(lte(appealWindows.year, request.query.year));
      const today = zonedDateKey(new Date(), countyTimeZone(request.settings));
      const [rows, [next]] = await Promise.all([
        db
          .select()
          .from(appealWindows)
          .where(and(...conditions))
          .orderBy(asc(appealWindows.createdAt), asc(appealWindows.id)),
        db
          .select({ name: appealWindows.name, opensOn: appealWindows.opensOn })
          .from(appealWindows)
          .where(and(eq(appealWindows.tenantId, request.tenant.id), not(appealWindows.open), gt(appealWindows.opensOn, today)))
          .orderBy(asc(appealWindows.opensOn))
          .limit(1),
      ]);
      return {
        results: rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), open: row.open, opensOn: row.opensOn, closesOn: row.closesOn })),
        next: next?.opensOn ? { name: next.name, opensOn: next.opensOn } : null,
      };
    });
}
