import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { queryCancelled } from '../../infrastructure/db/statement-timeout';
import { HttpError } from '../../infrastructure/http/http-error';
import { isStaff, limitRefusal, limitText } from './anonymous-limits';
import type { LimitedRead } from '../../infrastructure/config/limit-settings';
import { addToCounter, takeFromCounter } from './rate-limit-store';

/*
 * Limits on the public reads that cost the most or hand out the most (docs/security.md#reads-have-a-cost-too):
 * the requests of each costly list read per client address, and the parcels (owners' names and
 * mailing addresses) all of them send one address, in fixed windows in the database like the limits
 * on writes (anonymous-limits.ts), so every API process shares them. Per address only (an IPv6
 * address by its /64): no county-wide count, which a flood could use to switch search off for
 * everyone. Signed-in staff are not limited. Over a limit: 429 with Retry-After and the write
 * limits' message.
 */

const addressKey = (what: string, request: FastifyRequest) => `read:${what}\n${request.tenant.id}\naddress\n${normalizeIP(request.ip)}`;

/** How long one statement of this request may run: public reads are limited, staff's are not (limits.reads.queryTimeoutMs, infrastructure/db/statement-timeout.ts). */
export const publicQueryTimeout = (api: FastifyInstance, request: FastifyRequest) => (isStaff(request) ? undefined : api.limits.reads.queryTimeoutMs);

/** A cancelled read is a moment's crowd, not the reader's fault: a few seconds' wait. */
const RETRY_CANCELLED_AFTER_SECONDS = 5;

/**
 * For a read's catch: a statement its time limit cancelled answers 503 with `message` (try again)
 * and Retry-After, never 500; any other error goes on as it was.
 */
export const cancelledAs =
  (message: string) =>
  (error: unknown): never => {
    throw queryCancelled(error) ? new HttpError(503, message, { 'retry-after': String(RETRY_CANCELLED_AFTER_SECONDS) }) : error;
  };

const refuse = (ttlSeconds: number, limit: string) => limitRefusal(ttlSeconds, (seconds) => limitText('address', seconds), limit);

/** Keys this process remembers as refused; past it the ended ones go, then all (each is learnt again from the database). */
const MAX_REMEMBERED = 10_000;

/**
 * The keys this process has seen refused, until their window ends: a flood from an address past
 * its limit then costs no statement, where counting each refused request in the database made the
 * flood itself slow everyone's pages (PGlite runs one statement at a time). A fixed window ends
 * when it ends whatever else is counted, so the answer is the same; another process learns it from
 * the database at its first request.
 */
function refusals() {
  const until = new Map<string, number>();
  return {
    /** The end of the key's window, in ms since the epoch, while it is refused. */
    get(key: string, now = Date.now()): number | undefined {
      const end = until.get(key);
      if (end !== undefined && end <= now) until.delete(key);
      return end !== undefined && end > now ? end : undefined;
    },
    set(key: string, end: number) {
      if (until.size >= MAX_REMEMBERED) {
        const now = Date.now();
        for (const [known, knownEnd] of until) if (knownEnd <= now) until.delete(known);
        if (until.size >= MAX_REMEMBERED) until.clear();
      }
      until.set(key, end);
    },
  };
}

/**
 * The check of one costly public list read, an onRequest hook or called by the route once the
 * request is known to be worth a query: counted per client address in the county.
 */
export function publicReadLimit(api: FastifyInstance, read: LimitedRead): onRequestAsyncHookHandler {
  const { max, windowSeconds } = api.limits.reads.perAddress[read];
  const byAddress = api.createRateLimit({ keyGenerator: (request) => addressKey(read, request), max, timeWindow: windowSeconds * 1000, allowList: isStaff });
  const refused = refusals();
  return async (request) => {
    if (isStaff(request)) return;
    const key = addressKey(read, request);
    const end = refused.get(key);
    if (end !== undefined) throw refuse((end - Date.now()) / 1000, `read-${read}:address`);
    const address = await byAddress(request);
    // Allowed here means on the allow list: signed-in staff.
    if (!address.isAllowed && address.isExceeded) {
      refused.set(key, Date.now() + address.ttl);
      throw refuse(address.ttlInSeconds, `read-${read}:address`);
    }
  };
}

/** Parcels taken from an address's allowance for one read, settled once the read knows how many it sends. */
export interface ParcelsTaken {
  /** Keeps `sent` of the parcels taken and gives the rest back (all of them when the read failed). Only the first call counts. */
  settle(sent: number): Promise<void>;
}

/**
 * The parcels the public list reads (search, nearby parcels) may send one client address in a
 * window (limits.reads.parcelsPerAddress): paging through a county's roll 100 at a time stops after
 * a few thousand owners instead of at the last one.
 */
export function parcelAllowance(api: FastifyInstance, db: Database) {
  const { max, windowSeconds } = api.limits.reads.parcelsPerAddress;
  return {
    /**
     * Takes `parcels` (the most this read can send) before its query runs, or refuses with 429 and
     * Retry-After when they would go past the allowance. Taken at once, so reads sent side by side
     * cannot all pass on the same remainder; a refused read takes nothing. Null for signed-in staff.
     */
    async take(request: FastifyRequest, parcels: number): Promise<ParcelsTaken | null> {
      if (isStaff(request) || parcels <= 0) return null;
      const key = addressKey('parcels', request);
      const taken = await addToCounter(db, key, parcels, windowSeconds * 1000);
      if (taken.current > max) {
        await takeFromCounter(db, key, parcels, taken.windowEnds);
        throw refuse(taken.ttl / 1000, 'read-parcels:address');
      }
      let settled = false;
      return {
        async settle(sent) {
          if (settled) return;
          settled = true;
          const back = parcels - Math.min(parcels, Math.max(0, sent));
          if (back > 0) await takeFromCounter(db, key, back, taken.windowEnds);
        },
      };
    },
  };
}

/** Runs `read` with the parcels it may send taken from the allowance; `sent` says how many it sent (nothing when it fails). */
export async function withParcelAllowance<T>(taken: ParcelsTaken | null, read: () => Promise<T>, sent: (result: T) => number): Promise<T> {
  let result: T;
  try {
    result = await read();
  } catch (error) {
    // The read's own error is the one to answer; a failed give-back only leaves the allowance lower.
    await taken?.settle(0).catch(() => undefined);
    throw error;
  }
  await taken?.settle(sent(result));
  return result;
}
