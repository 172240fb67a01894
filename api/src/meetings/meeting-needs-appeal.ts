import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appeals, appealWindows } from '../db/schema';

/**
 * product.check_appeals_for_meetings (docs/product.md#meetings-after-an-appeal): whether the
 * parcel has a confirmed appeal in the county's open season, as the property page's Meetings card
 * counts it (a pending public filing counts for nothing yet).
 */
export async function hasAppealInOpenSeason(db: Pick<Database, 'select'>, tenantId: string, parcelId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .innerJoin(appealWindows, and(eq(appealWindows.tenantId, appeals.tenantId), eq(appealWindows.id, appeals.windowId)))
    .where(and(eq(appeals.tenantId, tenantId), eq(appeals.parcelId, parcelId), eq(appealWindows.open, true), isNotNull(appeals.confirmedAt)))
    .limit(1);
  return Boolean(found);
}
