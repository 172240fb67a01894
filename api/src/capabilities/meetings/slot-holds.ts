import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isUuid, MEETING_MESSAGES as M, SLOT_HOLD_HEADER } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { timeSlots } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a slot without a hold stores (docs/product.md#slot-holds). */
export const NO_HOLD = { reservedUntil: null, holdTokenHash: null, holdClient: null, holdRange: null, holdStartedAt: null } as const;

/**
 * A hold given up: free for anyone at once and its token books nothing, but who held it and since
 * when stay, so that holder cannot take it again past one hold's length (reserve-time-slot.ts).
 */
const RELEASED = { reservedUntil: null, holdTokenHash: null } as const;

/** Who reserves: keyed digests (tokens.digest) of the client's address and of its range (an IPv4 /24, an IPv6 /48). */
export interface HoldClient {
  address: string;
  range: string;
}

/** How many holds may be in force at once in the county from one address and from one range. */
export interface HoldCaps {
  perAddress: number;
  perRange: number;
}

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

/**
 * Ends the hold in force whose token is given, on any slot of the county not yet booked; true when
 * there was one. A hold that has ended already is left as it is (its digest says so to a booking).
 */
export async function releaseHold(db: Pick<Database, 'update'>, tenantId: string, holdToken: string, slotId?: string): Promise<boolean> {
  const where = [eq(timeSlots.tenantId, tenantId), eq(timeSlots.holdTokenHash, holdTokenHash(holdToken)), eq(timeSlots.booked, false), gt(timeSlots.reservedUntil, sql`now()`)];
  if (slotId !== undefined) where.push(eq(timeSlots.id, slotId));
  const released = await db
    .update(timeSlots)
    .set(RELEASED)
    .where(and(...where))
    .returning({ id: timeSlots.id });
  return released.length > 0;
}

/** A 429 after which the client may try again: when the first of the holds that fill the cap ends. */
const capRefusal = (message: string, endsInSeconds: string | null) => new HttpError(429, message, { 'retry-after': String(Math.max(1, Number(endsInSeconds ?? 60))) });

/**
 * The refusal when the client's address, or its range, already has as many holds in force in the
 * county as its cap (a 429 whose Retry-After is when the first of them ends), or null; `range`
 * says which one. Read under the range's lock (reserveTimeSlot), so parallel requests from one
 * range, any of its addresses, cannot all pass it.
 */
export async function holdLimitRefusal(
  db: Pick<Database, 'select'>,
  tenantId: string,
  client: HoldClient,
  caps: HoldCaps,
): Promise<{ error: HttpError; range: boolean; held: number } | null> {
  const fromAddress = sql`${timeSlots.holdClient} = ${client.address}`;
  const fromRange = sql`${timeSlots.holdRange} = ${client.range}`;
  const [counts] = await db
    .select({
      address: sql<number>`count(*) filter (where ${fromAddress})::int`,
      range: sql<number>`count(*) filter (where ${fromRange})::int`,
      addressEnds: sql<string | null>`ceil(extract(epoch from min(${timeSlots.reservedUntil}) filter (where ${fromAddress}) - now()))`,
      rangeEnds: sql<string | null>`ceil(extract(epoch from min(${timeSlots.reservedUntil}) filter (where ${fromRange}) - now()))`,
    })
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), gt(timeSlots.reservedUntil, sql`now()`), sql`(${fromAddress} or ${fromRange})`));
  if (Number(counts.address) >= caps.perAddress) return { error: capRefusal(M.holdLimit, counts.addressEnds), range: false, held: Number(counts.address) };
  if (Number(counts.range) >= caps.perRange) return { error: capRefusal(M.holdRangeLimit, counts.rangeEnds), range: true, held: Number(counts.range) };
  return null;
}

/** The slot's last holder (held now or not) was this client: its address, its range, or the token it sends. */
export function sameHolder(client: HoldClient, tokenHash: string | null): SQL<boolean> {
  return sql<boolean>`coalesce(${timeSlots.holdClient} = ${client.address} or ${timeSlots.holdRange} = ${client.range} or ${timeSlots.holdTokenHash} = ${tokenHash}, false)`;
}
