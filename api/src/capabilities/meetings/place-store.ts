import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Place } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { places, timeSlots, type PlaceRow } from '../../infrastructure/db/schema';
import { isAhead, isFree } from './time-slot-store';

interface PlaceFilter {
  /** Only places that are open. */
  active: boolean;
  /** Only places with a slot at the place that could be reserved now (free and not started). */
  availableTimeslots: boolean;
}

/** A place as the API sends it (docs/product.md#data-shapes). */
function toPlace(row: PlaceRow): Place {
  return { id: row.id, name: row.name, address: row.address, location: row.location, createdAt: row.createdAt.toISOString() };
}

export async function listPlaces(db: Database, tenantId: string, filter: PlaceFilter): Promise<Place[]> {
  const where: SQL[] = [eq(places.tenantId, tenantId)];
  if (filter.active) where.push(eq(places.active, true));
  if (filter.availableTimeslots) {
    where.push(
      sql`exists (select 1 from ${timeSlots} where ${timeSlots.tenantId} = ${places.tenantId}
        and ${timeSlots.placeId} = ${places.id} and ${isFree} and ${isAhead})`,
    );
  }
  const rows = await db
    .select()
    .from(places)
    .where(and(...where))
    .orderBy(asc(places.name), asc(places.id));
  return rows.map(toPlace);
}
