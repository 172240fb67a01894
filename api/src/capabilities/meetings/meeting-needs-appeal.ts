import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { appeals, appealWindows } from '../../infrastructure/db/schema';

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

/**
 * Whether `email` filed the appeal that takes the parcel's place in an open season
 * (docs/product.md#who-takes-the-parcels-meeting-and-change-requests). The meeting wizard asks no
 * owner code, so a booking shows a right to the parcel's meeting by coming from the filer whose
 * right the appeal showed: the same e-mail. Anyone else naming the parcel proves nothing, and a
 * stranger using the filer's e-mail books a meeting whose links reach the filer.
 */
export async function filedPlaceHoldingAppeal(db: Pick<Database, 'select'>, tenantId: string, parcelId: string, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .innerJoin(appealWindows, and(eq(appealWindows.tenantId, appeals.tenantId), eq(appealWindows.id, appeals.windowId)))
    .where(
      and(
        eq(appeals.tenantId, tenantId),
        eq(appeals.parcelId, parcelId),
        eq(appealWindows.open, true),
        eq(appeals.holdsPlace, true),
        sql`lower(${appeals.appellant} ->> 'email') = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return Boolean(found);
}
