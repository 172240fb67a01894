import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { appeals } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { APPEAL_ERRORS } from './file-appeal';

const PARCEL_MESSAGE = 'Give the parcel number to count appeals for (parcel=...).';
const WINDOW_MESSAGE = 'Give at most one appeal season (window=...).';
const HOLDING_MESSAGE = 'holding must be true or false.';

const countQuerySchema = z.object({
  parcel: z.string({ error: PARCEL_MESSAGE }).trim().min(1, { error: PARCEL_MESSAGE }).max(100, { error: PARCEL_MESSAGE }),
  window: z.string({ error: WINDOW_MESSAGE }).max(100, { error: WINDOW_MESSAGE }).optional(),
  /** true: only the appeal that holds the parcel's place (docs/product.md#who-takes-the-parcels-place). */
  holding: z.enum(['true', 'false'], { error: HOLDING_MESSAGE }).optional(),
});

/**
 * Confirmed appeals of one parcel (a pending filing counts for nothing yet), in one window or in
 * all; a window id that cannot exist counts 0. `holding`: only the one that holds the parcel's place
 * (confirmed, proven, not withdrawn), which is what blocks another filing.
 */
async function countAppeals(db: Database, tenantId: string, parcelId: string, windowId?: string, holding = false): Promise<number> {
  if (windowId !== undefined && !isUuid(windowId)) return 0;
  const conditions: SQL[] = [eq(appeals.tenantId, tenantId), eq(appeals.parcelId, parcelId), holding ? eq(appeals.holdsPlace, true) : isNotNull(appeals.confirmedAt)];
  if (windowId !== undefined) conditions.push(eq(appeals.windowId, windowId));
  const [{ total }] = await db
    .select({ total: count() })
    .from(appeals)
    .where(and(...conditions));
  return Number(total); // count(*) may come back as a string
}

/**
 * HEAD /appeals?parcel=&window=[&holding=true]: 200, no body, `x-total-count` = appeals of that
 * parcel in that window, or with holding=true the one that holds its place (docs/product.md#api-endpoints). Who filed and why stays private, so GET of the same path
 * answers 405.
 */
export function registerAppealCountRoute(api: FastifyInstance, db: Database): void {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  // Declared before the GET, so Fastify does not derive a HEAD route from the GET.
  typed.head('/appeals', { schema: { querystring: countQuerySchema } }, async (request, reply) => {
    const total = await countAppeals(db, request.tenant.id, request.query.parcel, request.query.window, request.query.holding === 'true');
    return reply.code(200).header('x-total-count', String(total)).send();
  });
  typed.get('/appeals', { exposeHeadRoute: false }, async (_request, reply) => {
    reply.header('Allow', 'HEAD, POST');
    throw new HttpError(405, APPEAL_ERRORS.notListed);
  });
}
