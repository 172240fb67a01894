import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { parcels, type ParcelRow } from '../db/schema';

/** A search term as a LIKE pattern body: its own % _ and \ match themselves. */
const likeEscape = (term: string) => term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Parcel id prefix, address or owner substring, case-insensitive (DESIGN), served by the lower()
 * expression indexes. Parcel-number matches come first: someone typing a number means that parcel.
 */
export async function searchParcels(db: Database, tenantId: string, term: string, page: number, size: number) {
  const body = likeEscape(term);
  const idMatch = sql`lower(${parcels.id}) like ${`${body}%`}`;
  const where = and(
    eq(parcels.tenantId, tenantId),
    or(idMatch, sql`lower(${parcels.address}) like ${`%${body}%`}`, sql`lower(${parcels.ownerName}) like ${`%${body}%`}`),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(parcels)
      .where(where)
      .orderBy(desc(idMatch), asc(parcels.address), asc(parcels.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(parcels).where(where),
  ]);
  const totalCount = Number(total);
  return { rows, totalCount, totalPages: Math.ceil(totalCount / size) };
}

export async function findParcel(db: Database, tenantId: string, id: string): Promise<ParcelRow | undefined> {
  const [row] = await db.select().from(parcels).where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, id))).limit(1);
  return row;
}
