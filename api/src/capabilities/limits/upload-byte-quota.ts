import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { localText } from '../../infrastructure/i18n/local-text';
import { fairShare, limitRefusal } from './anonymous-limits';
import type { UploadByteLimits } from '../../infrastructure/config/limit-settings';
import { addToCounter, takeFromCounter } from './rate-limit-store';
import { waitInWords, waitText } from './wait-time';

/** What a visitor reads when the bytes they may upload are used up (docs/product.md#limits-on-anonymous-writes). */
export const UPLOAD_QUOTA_MESSAGES = {
  address: (seconds: number) => `You have uploaded as much as we can take from your connection for now. Please wait ${waitInWords(seconds)} and try again, or call the office.`,
  county: (seconds: number) => `The site is receiving too many files just now. Please wait ${waitInWords(seconds)} and try again, or call the office.`,
} as const;

const quotaText = (limit: keyof typeof UPLOAD_QUOTA_MESSAGES, seconds: number) =>
  localText(`api.UPLOAD_QUOTA_MESSAGES.${limit}`, UPLOAD_QUOTA_MESSAGES[limit](seconds), { wait: waitText(seconds) });

/** The counters (rate_limit_counters, an int per row) count whole kilobytes, so a county's gigabytes fit. */
const kilobytes = (bytes: number) => Math.ceil(bytes / 1024);

/** Bytes taken for one upload, settled once its answer is known. */
export interface UploadReservation {
  /** Keeps `storedBytes` (0: nothing was stored) and gives the rest back. Only the first call counts. */
  settle(storedBytes: number): Promise<void>;
}

/**
 * The bytes of anonymous uploads, per client address in the county (an IPv6 address by its /64) and
 * per county, in fixed windows in the database (every API process shares them), beside the count of
 * upload requests (anonymousWriteLimit). The same fair share as the county limits of writes: past the
 * county's budget only addresses past a quarter of their own are refused, so a visitor uploading a
 * file or two from an address of their own is served through a flood.
 */
export function uploadByteQuota(db: Database, limits: UploadByteLimits) {
  const { perAddress, perCounty } = limits;
  const addressMax = kilobytes(perAddress.maxBytes);
  const countyMax = kilobytes(perCounty.maxBytes);
  const share = fairShare(addressMax);

  const refuse = (limit: 'address' | 'county', ttlMs: number) => limitRefusal(ttlMs / 1000, (seconds) => quotaText(limit, seconds), `upload-bytes:${limit}`);

  return {
    /** The largest file this request may send: no more than its address may upload in a whole window (staff: no bound here). */
    largestUpload: (request: FastifyRequest) => (request.staff !== null ? Infinity : perAddress.maxBytes),

    /**
     * Takes `bytes` (at most largestUpload) from the address's and the county's budgets before a
     * byte of the body is read, or refuses with 429 and Retry-After while a budget is used up. Taken
     * at once, so uploads sent side by side cannot all pass on the same remainder. Null for
     * signed-in staff: they are not limited.
     */
    async reserve(request: FastifyRequest, bytes: number): Promise<UploadReservation | null> {
      if (request.staff !== null) return null;
      const amount = kilobytes(bytes);
      const addressKey = `upload-bytes\n${request.tenant.id}\naddress\n${normalizeIP(request.ip)}`;
      const countyKey = `upload-bytes\n${request.tenant.id}\ncounty`;
      const address = await addToCounter(db, addressKey, amount, perAddress.windowSeconds * 1000);
      if (address.current > addressMax) {
        await takeFromCounter(db, addressKey, amount, address.windowEnds);
        throw refuse('address', address.ttl);
      }
      const county = await addToCounter(db, countyKey, amount, perCounty.windowSeconds * 1000);
      if (county.current > countyMax && address.current > share) {
        await takeFromCounter(db, addressKey, amount, address.windowEnds);
        await takeFromCounter(db, countyKey, amount, county.windowEnds);
        throw refuse('county', county.ttl);
      }
      let settled = false;
      return {
        async settle(storedBytes) {
          if (settled) return;
          settled = true;
          const back = amount - Math.min(amount, kilobytes(storedBytes));
          if (back === 0) return;
          await takeFromCounter(db, addressKey, back, address.windowEnds);
          await takeFromCounter(db, countyKey, back, county.windowEnds);
        },
      };
    },
  };
}
