import { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '../../infrastructure/db/client';
import { HttpError } from '../../infrastructure/http/http-error';
import { counterKeyHash, hitCounters, readCounters } from './rate-limit-store';
import { LIMIT_MESSAGES, limitText } from './anonymous-limits';
import { limitRefusals } from '../../infrastructure/metrics/portal-metrics';

/**
 * Wrong owner codes allowed in an hour: for one parcel from one client address, from one address
 * across parcels, and from one address range (an IPv4 /24, an IPv6 /48) across parcels. Nothing
 * counts per parcel alone: that would let anyone lock the owner out with five wrong codes. A code
 * is eight characters of 32 (40 bits), so even a botnet at these rates would take centuries.
 */
export const OWNER_CODE_LIMITS = { perParcelAndAddress: 5, perAddress: 20, perRange: 60, windowSeconds: 60 * 60 } as const;

/** The range an address belongs to: its IPv4 /24 or its IPv6 /48 (what one network holds). */
export function addressRange(ip: string): string {
  const normal = normalizeIP(ip);
  if (!normal.includes(':')) return `${normal.split('.').slice(0, 3).join('.')}.0/24`;
  return `${normalizeIP(normal, 48)}/48`;
}

export const OWNER_CODE_LIMIT_MESSAGE = LIMIT_MESSAGES.ownerCode;

/** The refusal of a limit that is used up, with how long to wait (the error handler sends Retry-After). */
export class LimitReachedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, limitText('ownerCode', retryAfterSeconds), {}, 'ownerCode');
    limitRefusals.inc({ limit: 'owner-code' });
  }
}

/**
 * A wrong owner code counts against the parcel from this address, the address, and its range, in
 * the database (rate_limit_counters, shared by every API process). Once one is used up, every code
 * from there is refused until the hour ends, the right one too, so the codes cannot be guessed by
 * trying them all; the owner, from an address of their own, still files.
 */
export function ownerCodeLimit(db: Database, tenantId: string, parcelId: string, ip: string) {
  const address = normalizeIP(ip);
  const keys = [
    { key: `owner-code\n${tenantId}\nparcel-address\n${parcelId}\n${address}`, max: OWNER_CODE_LIMITS.perParcelAndAddress },
    { key: `owner-code\n${tenantId}\naddress\n${address}`, max: OWNER_CODE_LIMITS.perAddress },
    { key: `owner-code\n${tenantId}\nrange\n${addressRange(ip)}`, max: OWNER_CODE_LIMITS.perRange },
  ];
  /** Refuses when one of the counters (in the order of `keys`) has used its limit up. */
  const assertWithin = (counters: Array<{ current: number; ttl: number }>) => {
    keys.forEach(({ max }, index) => {
      const { current, ttl } = counters[index];
      if (current >= max) throw new LimitReachedError(Math.max(1, Math.ceil(ttl / 1000)));
    });
  };
  return {
    async assertOpen(): Promise<void> {
      assertWithin(
        await readCounters(
          db,
          keys.map(({ key }) => key),
        ),
      );
    },
    async countWrong(): Promise<void> {
      await hitCounters(
        db,
        keys.map(({ key }) => key),
        OWNER_CODE_LIMITS.windowSeconds * 1000,
      );
    },
    /** The counters' keys as their rows hold them, for a caller that reads them in a statement of its own (file-appeal.ts). */
    keyHashes: keys.map(({ key }) => counterKeyHash(key)),
    /** assertOpen on counters the caller read (rows of `keyHashes`: hits and milliseconds left; none: 0). */
    assertWithin,
  };
}
