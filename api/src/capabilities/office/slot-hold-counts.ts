import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { OfficeSlotHolds } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { timeSlots } from '../../infrastructure/db/schema';

/**
 * GET /office/slot-holds: the visitors' holds in force in the county (an office closing has no
 * token) and the most of them one address range holds, so staff see a range hoarding the slots
 * (docs/security.md#meeting-slots-cannot-be-hoarded). Counted by the ranges' digests; no address.
 */
export async function countSlotHolds(db: Pick<Database, 'select'>, tenantId: string, perRangeCap: number): Promise<OfficeSlotHolds> {
  const byRange = await db
    .select({ range: timeSlots.holdRange, held: sql<number>`count(*)::int` })
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.booked, false), isNotNull(timeSlots.holdTokenHash), gt(timeSlots.reservedUntil, sql`now()`)))
    .groupBy(timeSlots.holdRange);
  const held = byRange.reduce((total, row) => total + Number(row.held), 0);
  // Holds taken before ranges were kept have none: counted as held, never as one range's.
  const heldFromBusiestRange = Math.max(0, ...byRange.filter((row) => row.range !== null).map((row) => Number(row.held)));
  return { held, heldFromBusiestRange, perRangeCap };
}
