import { and, asc, count, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PropertyType, TimeSlot } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { places, timeSlots } from '../../infrastructure/db/schema';

/** A hold is in force while `reserved_until` lies ahead (the database's clock decides). */
const reservedNow = sql<boolean>`coalesce(${timeSlots.reservedUntil} > now(), false)`;

/** Neither booked nor held: anyone may reserve it (if it has not started). */
export const isFree: SQL = and(eq(timeSlots.booked, false), or(isNull(timeSlots.reservedUntil), lte(timeSlots.reservedUntil, sql`now()`)))!;

/** Not yet started. */
export const isAhead: SQL = gt(timeSlots.startTime, sql`now()`);

/** A slot at a place the county has closed cannot be booked, so it is never offered. */
const atOpenPlaceOrNone = or(
  isNull(timeSlots.placeId),
  sql`exists (select 1 from ${places} where ${places.tenantId} = ${timeSlots.tenantId} and ${places.id} = ${timeSlots.placeId} and ${places.active})`,
)!;

export interface TimeSlotFilter {
  from: Date;
  /** Slots of any of these types or of none; empty: every slot. */
  propertyTypes: readonly PropertyType[];
  /** Only slots at this place. */
  placeId?: string;
}

function matching(tenantId: string, { from, propertyTypes, placeId }: TimeSlotFilter): SQL[] {
  const where: SQL[] = [eq(timeSlots.tenantId, tenantId), gte(timeSlots.startTime, from), atOpenPlaceOrNone];
  if (propertyTypes.length) where.push(or(isNull(timeSlots.propertyType), inArray(timeSlots.propertyType, [...propertyTypes]))!);
  if (placeId) where.push(eq(timeSlots.placeId, placeId));
  return where;
}

const slotColumns = {
  id: timeSlots.id,
  createdAt: timeSlots.createdAt,
  startTime: timeSlots.startTime,
  reserved: reservedNow,
  booked: timeSlots.booked,
  propertyType: timeSlots.propertyType,
  placeId: timeSlots.placeId,
};

interface SlotRow {
  id: string;
  createdAt: Date;
  startTime: Date;
  reserved: boolean;
  booked: boolean;
  propertyType: string | null;
  placeId: string | null;
}

/** A slot as the API sends it (docs/product.md#data-shapes). */
export function toTimeSlot(row: SlotRow): TimeSlot {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    startTime: row.startTime.toISOString(),
    reserved: Boolean(row.reserved),
    booked: row.booked,
    propertyType: row.propertyType as PropertyType | null,
    placeId: row.placeId,
  };
}

/** Slots from `filter.from` on, earliest first, whatever their state. */
export async function listTimeSlots(db: Database, tenantId: string, filter: TimeSlotFilter, size: number): Promise<TimeSlot[]> {
  const rows = await db
    .select(slotColumns)
    .from(timeSlots)
    .where(and(...matching(tenantId, filter)))
    .orderBy(asc(timeSlots.startTime), asc(timeSlots.id))
    .limit(size);
  return rows.map(toTimeSlot);
}

/** How many slots from `filter.from` on could be reserved now: free and not yet started. */
export async function countFreeTimeSlots(db: Database, tenantId: string, filter: TimeSlotFilter): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(timeSlots)
    .where(and(...matching(tenantId, filter), isFree, isAhead));
  return Number(total);
}

/** The slot with its current state, or undefined when the county has no such slot. */
export async function findTimeSlot(db: Pick<Database, 'select'>, tenantId: string, id: string): Promise<TimeSlot | undefined> {
  const [row] = await db
    .select(slotColumns)
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, id)))
    .limit(1);
  return row && toTimeSlot(row);
}
