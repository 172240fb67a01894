import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { appeals } from '../../infrastructure/db/schema';

/**
 * The appeal that holds the parcel's one place in the season (docs/product.md#who-takes-the-parcels-place),
 * other than `exceptId`; undefined when the place is free. Filing, confirming and keeping ask it.
 */
export async function placeHolder(tx: Pick<Database, 'select'>, tenantId: string, parcelId: string, windowId: string, exceptId?: string) {
  const [holder] = await tx
    .select({ id: appeals.id })
    .from(appeals)
    .where(
      and(
        eq(appeals.tenantId, tenantId),
        eq(appeals.parcelId, parcelId),
        eq(appeals.windowId, windowId),
        eq(appeals.holdsPlace, true),
        ...(exceptId ? [ne(appeals.id, exceptId)] : []),
      ),
    )
    .limit(1);
  return holder;
}
