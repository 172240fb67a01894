import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isUuid, MEETING_MESSAGES as M, SLOT_HOLD_HEADER } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { timeSlots } from '../db/schema';
import { HttpError } from '../http/http-error';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a slot without a hold stores (docs/product.md#slot-holds). */
export const NO_HOLD = { reservedUntil: null, holdTokenHash: null, holdClient: null } as const;

const holdHeader = SLOT_HOLD_HEADER.toLowerCase();
/** Longer than any token the server makes (32 characters): anything longer is not one. */
const MAX_TOKEN_LENGTH = 200;

/** A new hold token, 24 random bytes (32 base64url characters), and the digest the database keeps instead. */
export function newHoldToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: holdTokenHash(token) };
}

/** A token is random and long, so a plain SHA-256 cannot be reversed by trying tokens. */
export const holdTokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** The X-Slot-Hold header, or undefined when it is missing, empty or too long to be a token. */
export function holdTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[holdHeader];
  const token = typeof header === 'string' ? header.trim() : '';
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/**
 * Books the slot for a booking or a move: one conditional UPDATE marks it booked if it is this
 * county's, not booked, not started and held by an unexpired hold whose token is the one sent.
 * Otherwise it says why, so the visitor knows whether to choose again.
 */
export async function takeHeldSlot(tx: Transaction, tenantId: string, slotId: string, holdToken: string | undefined) {
  if (!isUuid(slotId)) throw new HttpError(409, M.bookingFailed);
  if (!holdToken) throw new HttpError(409, M.holdMissing);
  const hash = holdTokenHash(holdToken);
  const [slot] = await tx
    .update(timeSlots)
    .set({ booked: true, ...NO_HOLD })
    .where(
      and(
        eq(timeSlots.tenantId, tenantId),
        eq(timeSlots.id, slotId),
        eq(timeSlots.booked, false),
        eq(timeSlots.holdTokenHash, hash),
        gt(timeSlots.reservedUntil, sql`now()`),
        gt(timeSlots.startTime, sql`now()`),
      ),
    )
    .returning();
  if (!slot) throw await holdRefusal(tx, tenantId, slotId, hash);
  return slot;
}

async function holdRefusal(tx: Transaction, tenantId: string, slotId: string, hash: string): Promise<HttpError> {
  const [row] = await tx
    .select({
      booked: timeSlots.booked,
      started: sql<boolean>`${timeSlots.startTime} <= now()`,
      held: sql<boolean>`coalesce(${timeSlots.reservedUntil} > now(), false)`,
      ours: sql<boolean>`coalesce(${timeSlots.holdTokenHash} = ${hash}, false)`,
    })
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, slotId)));
  if (!row || row.booked) return new HttpError(409, M.bookingFailed);
  if (row.started) return new HttpError(409, M.slotStarted);
  if (row.held && !row.ours) return new HttpError(403, M.holdNotYours);
  // An ended hold keeps its digest until the slot is held again: this token's hold ran out.
  if (row.ours) return new HttpError(409, M.holdExpired);
  return new HttpError(409, M.holdMissing);
}

/** Ends the hold whose token is given, on any slot of the county not yet booked; true when there was one. */
export async function releaseHold(db: Pick<Database, 'update'>, tenantId: string, holdToken: string, slotId?: string): Promise<boolean> {
  const where = [eq(timeSlots.tenantId, tenantId), eq(timeSlots.holdTokenHash, holdTokenHash(holdToken)), eq(timeSlots.booked, false)];
  if (slotId !== undefined) where.push(eq(timeSlots.id, slotId));
  const released = await db.update(timeSlots).set(NO_HOLD).where(and(...where)).returning({ id: timeSlots.id });
  return released.length > 0;
}

/**
 * The refusal when `client` already has `limit` holds in force in the county (a 429 whose
 * Retry-After is when the first of them ends), or null. Read under the client's lock
 * (reserveTimeSlot), so parallel requests from one address cannot all pass it.
 */
export async function holdLimitRefusal(db: Pick<Database, 'select'>, tenantId: string, client: string, limit: number): Promise<HttpError | null> {
  const [{ active, endsInSeconds }] = await db
    .select({
      active: sql<number>`count(*)::int`,
      endsInSeconds: sql<string | null>`ceil(extract(epoch from min(${timeSlots.reservedUntil}) - now()))`,
    })
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.holdClient, client), gt(timeSlots.reservedUntil, sql`now()`)));
  if (Number(active) < limit) return null;
  const retryAfter = Math.max(1, Number(endsInSeconds ?? 60));
  return new HttpError(429, M.holdLimit, { 'retry-after': String(retryAfter) });
}
