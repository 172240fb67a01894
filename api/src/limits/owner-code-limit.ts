import { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { hitCounter, readCounter } from './rate-limit-store';
import { LIMIT_MESSAGES, limitText } from './anonymous-limits';

/** Wrong owner codes allowed in an hour: per parcel (the code is the parcel's), and per client address across parcels. */
export const OWNER_CODE_LIMITS = { perParcel: 5, perAddress: 20, windowSeconds: 60 * 60 } as const;

export const OWNER_CODE_LIMIT_MESSAGE = LIMIT_MESSAGES.ownerCode;

/** The refusal of a limit that is used up, with how long to wait (the error handler sends Retry-After). */
export class LimitReachedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, limitText('ownerCode', retryAfterSeconds), {}, 'ownerCode');
  }
}

/**
 * A wrong owner code counts against the parcel and the client address, in the database
 * (rate_limit_counters, shared by every API process). Once either is used up, every code is refused
 * until the hour ends, the right one too, so the codes cannot be guessed by trying them all.
 */
export function ownerCodeLimit(db: Database, tenantId: string, parcelId: string, ip: string) {
  const keys = [
    { key: `owner-code\n${tenantId}\nparcel\n${parcelId}`, max: OWNER_CODE_LIMITS.perParcel },
    { key: `owner-code\n${tenantId}\naddress\n${normalizeIP(ip)}`, max: OWNER_CODE_LIMITS.perAddress },
  ];
  return {
    async assertOpen(): Promise<void> {
      for (const { key, max } of keys) {
        const { current, ttl } = await readCounter(db, key);
        if (current >= max) throw new LimitReachedError(Math.max(1, Math.ceil(ttl / 1000)));
      }
    },
    async countWrong(): Promise<void> {
      for (const { key } of keys) await hitCounter(db, key, OWNER_CODE_LIMITS.windowSeconds * 1000);
    },
  };
}
