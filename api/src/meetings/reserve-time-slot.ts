import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid, MEETING_MESSAGES, SLOT_HOLD_MINUTES, type ReservedTimeSlot } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { timeSlots } from '../db/schema';
import { HttpError } from '../http/http-error';
import { findTimeSlot, isAhead, isFree, toTimeSlot } from './time-slot-store';

const HOLD_INTERVAL = sql.raw(`interval '${SLOT_HOLD_MINUTES} minutes'`);

/**
 * POST /time-slots/{id}/reserve. The hold is taken by ONE conditional UPDATE: whichever request
 * the database applies first wins; every other one finds the row no longer free and gets nothing
 * back, so two people can never hold the same slot (on PostgreSQL the losers wait for the row lock
 * and then re-check the condition). Nothing is read before the write.
 */
export async function reserveTimeSlot(db: Database, tenantId: string, id: string): Promise<ReservedTimeSlot> {
  if (!isUuid(id)) throw new HttpError(404, MEETING_MESSAGES.slotNotFound);
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .update(timeSlots)
    .set({ reservedUntil: sql`now() + ${HOLD_INTERVAL}`, holdToken: token })
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, id), isFree, isAhead))
    .returning();
  if (row) {
    const expiresAt = row.reservedUntil as Date;
    return { ...toTimeSlot({ ...row, reserved: true }), hold: { token, expiresAt: expiresAt.toISOString() } };
  }
  // Lost, or never winnable: say which, for the person choosing another slot.
  const slot = await findTimeSlot(db, tenantId, id);
  if (!slot) throw new HttpError(404, MEETING_MESSAGES.slotNotFound);
  if (!slot.booked && !slot.reserved && new Date(slot.startTime) <= new Date()) throw new HttpError(409, MEETING_MESSAGES.slotStarted);
  throw new HttpError(409, MEETING_MESSAGES.slotTaken);
}
