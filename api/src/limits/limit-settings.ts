import { availableParallelism } from 'node:os';

/**
 * The limits on anonymous writes and on sign-in: defaults, the environment variables
 * that change them (api/README.md, "Limits"), and the overrides tests pass to buildApp.
 */

/** Each anonymous write the limits count, by the name its environment variables use. */
export const LIMITED_WRITES = {
  'sign-in': 'SIGN_IN',
  appeals: 'APPEALS',
  meetings: 'MEETINGS',
  reservations: 'RESERVATIONS',
  uploads: 'UPLOADS',
  'comparables-pdfs': 'COMPARABLES_PDFS',
  analytics: 'ANALYTICS',
  'meeting-changes': 'MEETING_CHANGES',
  'appeal-drafts': 'APPEAL_DRAFTS',
  'change-requests': 'CHANGE_REQUESTS',
} as const;

export type LimitedWrite = keyof typeof LIMITED_WRITES;

/** At most `max` requests in each fixed window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface WriteLimits {
  /** Per client address in a county (an IPv6 address counts by its /64). */
  perAddress: Limit;
  /** Per county, all addresses together: what one county's site takes in at most. */
  perCounty: Limit;
}

export interface SignInThrottle {
  /** Failed sign-ins from one address (any e-mail) before its attempts are delayed. */
  freeFailures: number;
  /** Addresses with a failed sign-in for one e-mail before that account's attempts are delayed. */
  freeAccountAddresses: number;
  /** The longest delay, in seconds; delays double from 2 s with each further failure. */
  maxDelaySeconds: number;
  /** A count with no new failure for this long starts again from zero. */
  forgetAfterSeconds: number;
  /** How long an address the account signed in from stays exempt from the account's delays. */
  knownAddressSeconds: number;
  /** Password checks (argon2) running at once in this process ... */
  concurrentChecks: number;
  /** ... and waiting for a turn; beyond that a sign-in is answered 503 at once. */
  queuedChecks: number;
}

export interface Limits {
  writes: Record<LimitedWrite, WriteLimits>;
  signIn: SignInThrottle;
}

const MINUTE = 60;

/**
 * Password checks at once: one core fewer than the machine has (so the event loop keeps a core while
 * argon2 takes the others), at least 1, at most 3 (libuv's pool has 4 threads; file I/O needs one).
 * On 2 cores, 2 checks at once took both, and an upload waited 2.3 s instead of 0.3 s under a flood.
 */
const defaultConcurrentChecks = () => Math.min(3, Math.max(1, availableParallelism() - 1));
const per = (max: number, windowSeconds: number): Limit => ({ max, windowSeconds });

/**
 * Generous: far above what a person (or the e2e suite, all from one address) sends, far below
 * the floods a script can send (455 appeals, 245 PDFs or 30,000 analytics rows a second).
 */
export const DEFAULT_LIMITS: Limits = {
  writes: {
    // Staff of an office often share one address; the throttle, not this, answers wrong passwords.
    'sign-in': { perAddress: per(300, 10 * MINUTE), perCounty: per(3000, 10 * MINUTE) },
    appeals: { perAddress: per(60, 10 * MINUTE), perCounty: per(1200, 10 * MINUTE) },
    meetings: { perAddress: per(60, 10 * MINUTE), perCounty: per(1200, 10 * MINUTE) },
    reservations: { perAddress: per(120, 10 * MINUTE), perCounty: per(3000, 10 * MINUTE) },
    uploads: { perAddress: per(120, 10 * MINUTE), perCounty: per(3000, 10 * MINUTE) },
    'comparables-pdfs': { perAddress: per(60, 10 * MINUTE), perCounty: per(600, 10 * MINUTE) },
    // Each request carries at most 50 events: 120 a minute is 6,000 events a minute per address.
    analytics: { perAddress: per(120, MINUTE), perCounty: per(6000, MINUTE) },
    'meeting-changes': { perAddress: per(60, 10 * MINUTE), perCounty: per(600, 10 * MINUTE) },
    // Each save may send an e-mail to the address typed in.
    'appeal-drafts': { perAddress: per(30, 10 * MINUTE), perCounty: per(600, 10 * MINUTE) },
    // Each one e-mails the address typed in and lands on the office's desk.
    'change-requests': { perAddress: per(20, 10 * MINUTE), perCounty: per(600, 10 * MINUTE) },
  },
  signIn: {
    freeFailures: 3,
    freeAccountAddresses: 5,
    maxDelaySeconds: 15 * MINUTE,
    forgetAfterSeconds: 60 * MINUTE,
    knownAddressSeconds: 30 * 24 * 60 * MINUTE,
    concurrentChecks: defaultConcurrentChecks(),
    queuedChecks: 8,
  },
};

export interface LimitOverrides {
  writes?: Partial<Record<LimitedWrite, Partial<WriteLimits>>>;
  signIn?: Partial<SignInThrottle>;
}

/** The defaults with `overrides` laid over them. */
export function withOverrides(overrides: LimitOverrides = {}, base: Limits = DEFAULT_LIMITS): Limits {
  const writes = { ...base.writes };
  for (const [write, limits] of Object.entries(overrides.writes ?? {}) as Array<[LimitedWrite, Partial<WriteLimits>]>) {
    writes[write] = { ...writes[write], ...limits };
  }
  return { writes, signIn: { ...base.signIn, ...overrides.signIn } };
}

const UNITS: Record<string, number> = { s: 1, m: MINUTE, h: 60 * MINUTE, d: 24 * 60 * MINUTE };

/** "30s", "10m", "1h", "2d" or plain seconds. */
function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * UNITS[match[2] || 's'];
  return seconds >= 1 && seconds <= 30 * UNITS.d ? seconds : null;
}

/** "60/10m": at most 60 requests in every 10 minutes. */
function parseLimit(name: string, text: string): Limit {
  const [count, window] = text.split('/');
  const max = Number(count?.trim());
  const windowSeconds = window === undefined ? null : parseDuration(window);
  if (!Number.isInteger(max) || max < 1 || max > 10_000_000 || windowSeconds === null) {
    throw new Error(`${name} must be a count and a period, such as "60/10m" (60 requests in every 10 minutes), not "${text}".`);
  }
  return { max, windowSeconds };
}

function parseWhole(name: string, text: string, min: number, max: number): number {
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${text}".`);
  return value;
}

function parseSeconds(name: string, text: string): number {
  const seconds = parseDuration(text);
  if (seconds === null) throw new Error(`${name} must be a period such as "90s", "15m" or "1h", not "${text}".`);
  return seconds;
}

/** LIMIT_{WRITE}_PER_ADDRESS, LIMIT_{WRITE}_PER_COUNTY and SIGN_IN_* (api/README.md, "Limits"); unset: the default. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Limits {
  const overrides: LimitOverrides = { writes: {}, signIn: {} };
  for (const [write, envName] of Object.entries(LIMITED_WRITES) as Array<[LimitedWrite, string]>) {
    const limits: Partial<WriteLimits> = {};
    for (const [scope, suffix] of [
      ['perAddress', 'PER_ADDRESS'],
      ['perCounty', 'PER_COUNTY'],
    ] as const) {
      const name = `LIMIT_${envName}_${suffix}`;
      const text = env[name]?.trim();
      if (text) limits[scope] = parseLimit(name, text);
    }
    overrides.writes![write] = limits;
  }
  const signIn = overrides.signIn!;
  const read = (name: string) => env[name]?.trim() || undefined;
  let text: string | undefined;
  if ((text = read('SIGN_IN_FREE_FAILURES'))) signIn.freeFailures = parseWhole('SIGN_IN_FREE_FAILURES', text, 0, 100);
  if ((text = read('SIGN_IN_FREE_ACCOUNT_ADDRESSES'))) signIn.freeAccountAddresses = parseWhole('SIGN_IN_FREE_ACCOUNT_ADDRESSES', text, 0, 1000);
  if ((text = read('SIGN_IN_MAX_DELAY'))) signIn.maxDelaySeconds = parseSeconds('SIGN_IN_MAX_DELAY', text);
  if ((text = read('SIGN_IN_FORGET_AFTER'))) signIn.forgetAfterSeconds = parseSeconds('SIGN_IN_FORGET_AFTER', text);
  if ((text = read('SIGN_IN_CONCURRENT_CHECKS'))) signIn.concurrentChecks = parseWhole('SIGN_IN_CONCURRENT_CHECKS', text, 1, 64);
  if ((text = read('SIGN_IN_QUEUED_CHECKS'))) signIn.queuedChecks = parseWhole('SIGN_IN_QUEUED_CHECKS', text, 0, 10_000);
  return withOverrides(overrides);
}
