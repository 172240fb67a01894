import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { parcels, type ParcelRow } from '../../infrastructure/db/schema';

/**
 * Active parcels of the subject's type with an assessed value, nearest first: by map distance
 * when the subject has a location (longitude scaled by the latitude's cosine, enough for ranking
 * within a county), otherwise by closeness of value. A county-wide scan ordered in SQL: fine at
 * tens of thousands of parcels per county; a county of millions would want a spatial index.
 */
export async function nearbyParcels(db: Database, subject: ParcelRow, limit: number): Promise<ParcelRow[]> {
  const where = and(eq(parcels.tenantId, subject.tenantId), eq(parcels.type, subject.type), eq(parcels.active, true), isNotNull(parcels.valueAmount), ne(parcels.id, subject.id));
  let order;
  if (subject.lat !== null && subject.lng !== null) {
    const scale = Math.cos((subject.lat * Math.PI) / 180);
    order = sql`coalesce(power(${parcels.lat} - ${subject.lat}, 2) + power((${parcels.lng} - ${subject.lng}) * ${scale}, 2), 1e9)`;
  } else if (subject.valueAmount !== null) {
    order = sql`abs(${parcels.valueAmount} - ${subject.valueAmount})`;
  } else {
    order = sql`${parcels.id}`;
  }
  return db.select().from(parcels).where(where).orderBy(order, asc(parcels.id)).limit(limit);
}

/** The county's parcels with these ids, in the order asked; ids not found are left out. */
export async function parcelsByIds(db: Database, tenantId: string, ids: string[]): Promise<ParcelRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), inArray(parcels.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
