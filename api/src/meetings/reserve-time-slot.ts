import { and, eq, sql } from 'drizzle-orm';
import { isUuid, MEETING_MESSAGES, type ReservedTimeSlot } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { timeSlots } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { CountySettings } from '../tenants/server-settings';
import { holdLimitRefusal, newHoldToken, releaseHold } from './slot-holds';
import { findTimeSlot, isAhead, isFree, toTimeSlot } from './time-slot-store';

interface ReserveInput {
  tenantId: string;
  settings: CountySettings;
  slotId: string;
  /** A keyed digest of the client's address (tokens.digest): whose holds are counted together. */
  client: string;
  /** The visitor's current hold (X-Slot-Hold), given up for this one. */
  currentHold?: string;
}

/**
 * POST /time-slots/{id}/reserve (docs/product.md#slot-holds), in one transaction under a lock of
 * the client's address, so one address's reservations take turns and its count cannot be raced:
 * the visitor's current hold is given up (picking another slot), the address's holds are counted
 * against `meetings.holds_per_address`, and the hold is taken by ONE conditional UPDATE: whichever
 * request the database applies first wins; every other one finds the row no longer free, so two
 * people can never hold the same slot. Any refusal rolls it all back: the current hold stays.
 */
export async function reserveTimeSlot(db: Database, { tenantId, settings, slotId, client, currentHold }: ReserveInput): Promise<ReservedTimeSlot> {
  if (!isUuid(slotId)) throw new HttpError(404, MEETING_MESSAGES.slotNotFound);
  const { token, hash } = newHoldToken();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`slot-holds:${tenantId}:${client}`}, 0))`);
    if (currentHold) await releaseHold(tx, tenantId, currentHold);
    // At the limit already: refused without a write (a hoarder's requests are read, never written),
    // though an unknown or taken slot is still answered as such.
    const overLimit = await holdLimitRefusal(tx, tenantId, client, settings['meetings.holds_per_address']);
    const [row] = overLimit
      ? []
      : await tx
          .update(timeSlots)
          .set({ reservedUntil: sql`now() + make_interval(mins => ${settings['meetings.hold_minutes']}::int)`, holdTokenHash: hash, holdClient: client })
          .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, slotId), isFree, isAhead))
          .returning();
    if (row) {
      const expiresAt = row.reservedUntil as Date;
      return { ...toTimeSlot({ ...row, reserved: true }), hold: { token, expiresAt: expiresAt.toISOString() } };
    }
    throw await slotRefusal(tx, tenantId, slotId, overLimit);
  });
}

/** Lost, never winnable, or over the limit: says which, for the person choosing another slot. */
async function slotRefusal(db: Pick<Database, 'select'>, tenantId: string, slotId: string, overLimit: HttpError | null): Promise<HttpError> {
  const slot = await findTimeSlot(db, tenantId, slotId);
  if (!slot) return new HttpError(404, MEETING_MESSAGES.slotNotFound);
  if (slot.booked || slot.reserved) return new HttpError(409, MEETING_MESSAGES.slotTaken);
  if (new Date(slot.startTime) <= new Date()) return new HttpError(409, MEETING_MESSAGES.slotStarted);
  // Free and ahead: only the limit stood in the way (or the slot was freed after the UPDATE read it).
  return overLimit ?? new HttpError(409, MEETING_MESSAGES.slotTaken);
}
