import { normalizeIP } from '@fastify/rate-limit';
import type { Database } from '../../infrastructure/db/client';
import { localText } from '../../infrastructure/i18n/local-text';
import { limitRefusal } from '../limits/anonymous-limits';
import { addressRange } from '../limits/owner-code-limit';
import { hitCounter } from '../limits/rate-limit-store';
import { waitInWords, waitText } from '../limits/wait-time';

/**
 * Change requests without proof of a right to speak for the parcel (no owner code, not staff) in an
 * hour, in a county: from one client address, and from one address range (an IPv4 /24, an IPv6 /48).
 * They take none of the parcel's few places for open requests, so a stranger cannot fill them and
 * leave the owner refused; these caps stop one sender burying the desk instead.
 */
export const UNPROVEN_CHANGE_REQUEST_LIMITS = { perAddress: 5, perRange: 20, windowSeconds: 60 * 60 } as const;

/** What a sender reads past a cap (a 429 with Retry-After). */
export const CHANGE_REQUEST_LIMIT_MESSAGES = {
  unproven: (seconds: number) => `Too many correction requests have been sent from your connection. Please wait ${waitInWords(seconds)} and try again, or contact the office.`,
} as const;

/**
 * Counts one request without proof against its address and range, in the request's transaction:
 * a refused or failed request rolls its count back, and requests from one address racing for the
 * last place take it one at a time (the counter's row lock). Throws 429 past either cap.
 */
export async function countUnprovenRequest(tx: Database, tenantId: string, ip: string): Promise<void> {
  const { perAddress, perRange, windowSeconds } = UNPROVEN_CHANGE_REQUEST_LIMITS;
  const keys = [
    { key: `change-requests-unproven\n${tenantId}\naddress\n${normalizeIP(ip)}`, max: perAddress },
    { key: `change-requests-unproven\n${tenantId}\nrange\n${addressRange(ip)}`, max: perRange },
  ];
  for (const { key, max } of keys) {
    const { current, ttl } = await hitCounter(tx, key, windowSeconds * 1000);
    if (current > max) {
      throw limitRefusal(
        ttl / 1000,
        (seconds) => localText('api.CHANGE_REQUEST_LIMIT_MESSAGES.unproven', CHANGE_REQUEST_LIMIT_MESSAGES.unproven(seconds), { wait: waitText(seconds) }),
        'change-requests-unproven',
      );
    }
  }
}
