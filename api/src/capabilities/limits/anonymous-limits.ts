import { fastifyRateLimit, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { HttpError } from '../../infrastructure/http/http-error';
import { localText, type LocalText } from '../../infrastructure/i18n/local-text';
import type { LimitedWrite, Limits } from '../../infrastructure/config/limit-settings';
import { limitRefusals } from '../../infrastructure/metrics/portal-metrics';
import { databaseRateLimitStore, hitCounterAndNext, sweepEndedWindows } from './rate-limit-store';
import { waitInWords, waitText } from './wait-time';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits this app enforces (infrastructure/config/limit-settings.ts): LIMIT_* and SIGN_IN_* in main, overrides in tests. */
    limits: Limits;
    /** Where the anonymous write limits keep their counters (registerAnonymousLimits). */
    limitCounters: Database;
  }
}

/** What a visitor reads when a limit refuses a write (docs/product.md#limits-on-anonymous-writes). */
export const LIMIT_MESSAGES = {
  address: (seconds: number) => `Too many requests from your connection. Please wait ${waitInWords(seconds)} and try again.`,
  county: (seconds: number) => `The site is very busy just now. Please wait ${waitInWords(seconds)} and try again.`,
  /** Wrong owner codes (capabilities/limits/owner-code-limit.ts). */
  ownerCode: (seconds: number) => `Too many wrong owner codes have been tried. Please wait ${waitInWords(seconds)} and try again, or call the office.`,
} as const;

/** A limit's message said in the reader's language, with the wait. */
export const limitText = (limit: keyof typeof LIMIT_MESSAGES, seconds: number) =>
  localText(`api.LIMIT_MESSAGES.${limit}`, LIMIT_MESSAGES[limit](seconds), { wait: waitText(seconds) });

/** Marks the hook with its write, so the OpenAPI document lists the 429 of every limited route (routes/docs/openapi-transform.ts). */
export const LIMITED_WRITE = Symbol('limited write');

/** Signed-in staff are not limited: they are known, and the office must keep working in a flood. */
export const isStaff = (request: FastifyRequest) => request.staff !== null;

/**
 * A request a limit refuses: 429 with Retry-After in whole seconds (at least 1) and `text`, the
 * limit's message for that wait, in the shape of every 4xx; counted in /metrics under `limit`, its name.
 */
export function limitRefusal(ttlSeconds: number, text: (seconds: number) => string | LocalText, limit: string): HttpError {
  limitRefusals.inc({ limit });
  const seconds = Math.max(1, Math.ceil(ttlSeconds));
  return new HttpError(429, text(seconds), { 'retry-after': String(seconds) });
}

/**
 * @fastify/rate-limit with its counters in the database (rate-limit-store.ts), so the limits hold
 * across API processes. Not applied globally: each anonymous write route asks for its own limit
 * (anonymousWriteLimit). Call inside the tenant API scope, before the routes.
 */
export async function registerAnonymousLimits(api: FastifyInstance, db: Database): Promise<void> {
  await api.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
  api.decorate('limitCounters', db);
}

/**
 * While a county's limit is used up, an address is still served its fair share of the window: this
 * fraction of its own limit. The county limit stops the heavy senders of a flood, never the owner
 * or the office member who sends a request or two from an address of their own.
 */
export const FAIR_SHARE_OF_ADDRESS_LIMIT = 1 / 4;

/** How many requests an address may send in a window whatever the county's count (at least 1). */
export const fairShare = (perAddressMax: number) => Math.max(1, Math.ceil(perAddressMax * FAIR_SHARE_OF_ADDRESS_LIMIT));

/**
 * The onRequest hook of one anonymous write: counted per client address in the county (an IPv6
 * address by its /64), then per county (an address already over its limit is not counted against
 * the county). The county's limit refuses only addresses past their fair share, so no client, and
 * no flood of invalid requests, can switch a county's writes off for everyone. Runs after the county
 * and the staff session are known and before the body is read, so a refused upload costs nothing.
 * Over a limit: 429 with Retry-After (seconds) and a message in the shape of every 4xx. Both
 * counts are one statement (rate-limit-store.ts hitCounterAndNext): the county's is counted in it
 * only when the address's count, with this hit, is within the address's limit. Fixed windows, as
 * @fastify/rate-limit counts them (over the limit: more hits than `max` in the window).
 */
export function anonymousWriteLimit(api: FastifyInstance, write: LimitedWrite): onRequestAsyncHookHandler & { [LIMITED_WRITE]: LimitedWrite } {
  const { perAddress, perCounty } = api.limits.writes[write];
  const share = fairShare(perAddress.max);
  const db = api.limitCounters;
  const refuse = (limit: 'address' | 'county', ttlMs: number) => limitRefusal(Math.ceil(ttlMs / 1000), (seconds) => limitText(limit, seconds), `${write}:${limit}`);
  const hook: onRequestAsyncHookHandler = async (request) => {
    if (isStaff(request)) return;
    sweepEndedWindows(db);
    const { first: address, second: county } = await hitCounterAndNext(
      db,
      { key: `${write}\n${request.tenant.id}\naddress\n${normalizeIP(request.ip)}`, windowMs: perAddress.windowSeconds * 1000, max: perAddress.max },
      { key: `${write}\n${request.tenant.id}\ncounty`, windowMs: perCounty.windowSeconds * 1000 },
    );
    if (address.current > perAddress.max) throw refuse('address', address.ttl);
    const sentByAddress = Math.min(perAddress.max, address.current);
    if (county && county.current > perCounty.max && sentByAddress > share) throw refuse('county', county.ttl);
  };
  return Object.assign(hook, { [LIMITED_WRITE]: write });
}

/** The write a route's onRequest hooks limit, if any. */
export function limitedWriteOf(onRequest: unknown): LimitedWrite | undefined {
  const hooks = (Array.isArray(onRequest) ? onRequest : [onRequest]) as Array<Partial<Record<typeof LIMITED_WRITE, LimitedWrite>> | undefined>;
  return hooks.find((hook) => hook?.[LIMITED_WRITE])?.[LIMITED_WRITE];
}
