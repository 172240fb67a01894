import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isUuid, MEETING_MESSAGES, type ReservedTimeSlot } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { timeSlots } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import type { SlotHoldLimits } from '../../infrastructure/config/limit-settings';
import type { CountySettings } from '../tenants/server-settings';
import { holdLimitRefusal, holdTokenHash, newHoldToken, releaseHold, sameHolder, type HoldClient } from './slot-holds';
import { findTimeSlot, isAhead, isFree, toTimeSlot } from './time-slot-store';

interface ReserveInput {
  tenantId: string;
  settings: CountySettings;
  limits: SlotHoldLimits;
  slotId: string;
  /** Keyed digests of the client's address and of its range: whose holds are counted together. */
  client: HoldClient;
  /** The visitor's current hold (X-Slot-Hold), given up for this one. */
  currentHold?: string;
  /** Told when the range's cap refuses the hold, with how many its range holds (for a log line without the address). */
  onRangeFull?: (held: number) => void;
}

/**
 * When the same holder takes a slot again, their holds on it together last one hold length from
 * the first: taken again within it (back from another step, a change of mind), the hold ends when
 * the first would have; after it, that slot is refused to them for one more hold length. So no
 * client keeps a slot by taking it again and again (docs/security.md#meeting-slots-cannot-be-hoarded).
 */
function holdTimes(client: HoldClient, tokenHash: string | null, minutes: number) {
  const length = sql`make_interval(mins => ${minutes}::int)`;
  const again = sameHolder(client, tokenHash);
  const within = sql<boolean>`coalesce(${again} and ${timeSlots.holdStartedAt} > now() - ${length}, false)`;
  const tooSoon: SQL<boolean> = sql<boolean>`coalesce(${again} and ${timeSlots.holdStartedAt} <= now() - ${length} and ${timeSlots.holdStartedAt} > now() - 2 * ${length}, false)`;
  return {
    tooSoon,
    /** Seconds until the holder may take the slot afresh. */
    freeInSeconds: sql<string>`ceil(extract(epoch from ${timeSlots.holdStartedAt} + 2 * ${length} - now()))`,
    set: {
      reservedUntil: sql`case when ${within} then ${timeSlots.holdStartedAt} + ${length} else now() + ${length} end`,
      holdStartedAt: sql`case when ${within} then ${timeSlots.holdStartedAt} else now() end`,
    },
  };
}

/**
 * POST /time-slots/{id}/reserve (docs/product.md#slot-holds), in one transaction under a lock of
 * the client's address range, so one range's reservations (any of its addresses') take turns and
 * its counts cannot be raced: the visitor's current hold is given up (picking another slot), the
 * holds of the address and of the range are counted against `meetings.holds_per_address` and
 * `limits.perRange`, and the hold is taken by ONE conditional UPDATE: whichever request the
 * database applies first wins; every other one finds the row no longer free, so two people can
 * never hold the same slot. Any refusal rolls it all back: the current hold stays.
 */
export async function reserveTimeSlot(db: Database, { tenantId, settings, limits, slotId, client, currentHold, onRangeFull }: ReserveInput): Promise<ReservedTimeSlot> {
  if (!isUuid(slotId)) throw new HttpError(404, MEETING_MESSAGES.slotNotFound);
  const { token, hash } = newHoldToken();
  const times = holdTimes(client, currentHold ? holdTokenHash(currentHold) : null, settings['meetings.hold_minutes']);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`slot-holds:${tenantId}:${client.range}`}, 0))`);
    if (currentHold) await releaseHold(tx, tenantId, currentHold);
    // At a cap already: refused without a write (a hoarder's requests are read, never written),
    // though an unknown or taken slot is still answered as such.
    const overCap = await holdLimitRefusal(tx, tenantId, client, { perAddress: settings['meetings.holds_per_address'], perRange: limits.perRange });
    const [row] = overCap
      ? []
      : await tx
          .update(timeSlots)
          .set({ ...times.set, holdTokenHash: hash, holdClient: client.address, holdRange: client.range })
          .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, slotId), isFree, isAhead, sql`not ${times.tooSoon}`))
          .returning();
    if (row) {
      const expiresAt = row.reservedUntil as Date;
      return { ...toTimeSlot({ ...row, reserved: true }), hold: { token, expiresAt: expiresAt.toISOString() } };
    }
    if (overCap?.range) onRangeFull?.(overCap.held);
    throw await slotRefusal(tx, tenantId, slotId, overCap?.error ?? null, times);
  });
}

/** Lost, never winnable, over a cap, or this holder's again too soon: says which, for the person choosing another slot. */
async function slotRefusal(db: Pick<Database, 'select'>, tenantId: string, slotId: string, overCap: HttpError | null, times: ReturnType<typeof holdTimes>): Promise<HttpError> {
  const slot = await findTimeSlot(db, tenantId, slotId);
  if (!slot) return new HttpError(404, MEETING_MESSAGES.slotNotFound);
  if (slot.booked || slot.reserved) return new HttpError(409, MEETING_MESSAGES.slotTaken);
  if (new Date(slot.startTime) <= new Date()) return new HttpError(409, MEETING_MESSAGES.slotStarted);
  if (overCap) return overCap;
  const [again] = await db
    .select({ tooSoon: times.tooSoon, freeInSeconds: times.freeInSeconds })
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, slotId)));
  if (again?.tooSoon) return new HttpError(409, MEETING_MESSAGES.holdAgainTooSoon, { 'retry-after': String(Math.max(1, Number(again.freeInSeconds))) });
  // Free and ahead: the slot was freed after the UPDATE read it.
  return new HttpError(409, MEETING_MESSAGES.slotTaken);
}
