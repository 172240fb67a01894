import { availableParallelism } from 'node:os';
import type { Env } from './variable-rules';

/**
 * The limits on anonymous writes, public reads and sign-in: defaults, the environment variables
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
  'appeal-answers': 'APPEAL_ANSWERS',
  'appeal-drafts': 'APPEAL_DRAFTS',
  'change-requests': 'CHANGE_REQUESTS',
  'appeal-emails': 'APPEAL_EMAILS',
  'status-links': 'STATUS_LINKS',
} as const;

export type LimitedWrite = keyof typeof LIMITED_WRITES;

/** Each costly public list read the limits count per address, by the name its environment variable uses. */
export const LIMITED_READS = {
  searches: 'SEARCHES',
  nearby: 'NEARBY',
} as const;

export type LimitedRead = keyof typeof LIMITED_READS;

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

/** Public reads (capabilities/limits/read-limits.ts, docs/security.md#reads-have-a-cost-too). */
export interface ReadLimits {
  /** Requests of each costly list read per client address in a county (an IPv6 address counts by its /64). */
  perAddress: Record<LimitedRead, Limit>;
  /** Parcels (owners' names and mailing addresses) the list reads send one address: `max` parcels a window. */
  parcelsPerAddress: Limit;
  /** How long one statement of a public read may run on PostgreSQL, in milliseconds (PGlite cannot stop one). */
  queryTimeoutMs: number;
}

/** Meeting slot holds in force at once in a county (docs/security.md#meeting-slots-cannot-be-hoarded). */
export interface SlotHoldLimits {
  /** From one address range (an IPv4 /24, an IPv6 /48), all its addresses together; per address: `meetings.holds_per_address`. */
  perRange: number;
}

/** At most `maxBytes` in each fixed window of `windowSeconds`. */
export interface ByteBudget {
  maxBytes: number;
  windowSeconds: number;
}

/** Bytes of anonymous uploads (capabilities/limits/upload-byte-quota.ts), beside the count of UPLOADS requests. */
export interface UploadByteLimits {
  /** Per client address in a county (an IPv6 address counts by its /64). */
  perAddress: ByteBudget;
  /** Per county, all addresses together; an address within its fair share is served past it. */
  perCounty: ByteBudget;
}

export interface Limits {
  writes: Record<LimitedWrite, WriteLimits>;
  reads: ReadLimits;
  uploadBytes: UploadByteLimits;
  signIn: SignInThrottle;
  slotHolds: SlotHoldLimits;
  mail: MailLimits;
}

/** E-mail to an address anyone may have typed into a form (docs/security.md#the-countys-mail-is-not-the-attackers). */
export interface MailLimits {
  /** E-mails a visitor's requests may send in any 24 hours to an address that has confirmed nothing in the county. */
  unconfirmedPerDay: number;
}

const MINUTE = 60;
const MB = 1024 * 1024;

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
    // A filer answers an offer or withdraws once; each is a step on the timeline and an e-mail.
    'appeal-answers': { perAddress: per(30, 10 * MINUTE), perCounty: per(600, 10 * MINUTE) },
    // Each save may send an e-mail to the address typed in.
    'appeal-drafts': { perAddress: per(30, 10 * MINUTE), perCounty: per(600, 10 * MINUTE) },
    // Each one e-mails the address typed in and lands on the office's desk.
    'change-requests': { perAddress: per(20, 10 * MINUTE), perCounty: per(600, 10 * MINUTE) },
    // A pending appeal's confirmation e-mail again or to a corrected address; each appeal has its own count too.
    'appeal-emails': { perAddress: per(30, 10 * MINUTE), perCounty: per(600, 10 * MINUTE) },
    // Each may e-mail the address typed in its appeals' and meetings' links; each address has its own count too.
    'status-links': { perAddress: per(10, 10 * MINUTE), perCounty: per(600, 10 * MINUTE) },
  },
  // One appeal at the county defaults is at most 5 files of 20 MB: 100 MB an hour per address holds
  // it whole (most take a few MB), and its fair share, 25 MB, one such file or several typical ones.
  // 2 GB an hour is hundreds of typical appeals; past it only addresses over their share wait.
  // A person searches a few times a minute and opens a parcel's comparables now and then; a loop
  // sends hundreds a second. 3,000 parcels an hour is over a hundred full pages of results; a
  // harvest of 100 a page stops after 30 pages, not at the county's 20,000 owners. The slowest
  // search on a million parcels took 5 ms (p99, api/README.md "Benchmark"): 1 s is 200 times that.
  reads: {
    perAddress: { searches: per(600, 10 * MINUTE), nearby: per(120, 10 * MINUTE) },
    parcelsPerAddress: per(3000, 60 * MINUTE),
    queryTimeoutMs: 1000,
  },
  uploadBytes: { perAddress: { maxBytes: 100 * MB, windowSeconds: 60 * MINUTE }, perCounty: { maxBytes: 2048 * MB, windowSeconds: 60 * MINUTE } },
  signIn: {
    freeFailures: 3,
    freeAccountAddresses: 5,
    maxDelaySeconds: 15 * MINUTE,
    forgetAfterSeconds: 60 * MINUTE,
    knownAddressSeconds: 30 * 24 * 60 * MINUTE,
    concurrentChecks: defaultConcurrentChecks(),
    queuedChecks: 8,
  },
  // A filer's own day: the confirmation e-mail, or a meeting booked, moved and cancelled. A stranger
  // who types someone's address into 200 filings reaches them 3 times, not 200.
  mail: { unconfirmedPerDay: 3 },
  // A person holds one slot at a time, for minutes: 6 lets six people of one office or carrier network
  // be booking the same county at once, while a script on one /24 keeps 6 slots instead of all of them.
  slotHolds: { perRange: 6 },
};

export interface LimitOverrides {
  writes?: Partial<Record<LimitedWrite, Partial<WriteLimits>>>;
  reads?: { perAddress?: Partial<Record<LimitedRead, Limit>>; parcelsPerAddress?: Limit; queryTimeoutMs?: number };
  uploadBytes?: Partial<UploadByteLimits>;
  signIn?: Partial<SignInThrottle>;
  slotHolds?: Partial<SlotHoldLimits>;
  mail?: Partial<MailLimits>;
}

/** The defaults with `overrides` laid over them. */
export function withOverrides(overrides: LimitOverrides = {}, base: Limits = DEFAULT_LIMITS): Limits {
  const writes = { ...base.writes };
  for (const [write, limits] of Object.entries(overrides.writes ?? {}) as Array<[LimitedWrite, Partial<WriteLimits>]>) {
    writes[write] = { ...writes[write], ...limits };
  }
  const reads = { ...base.reads, ...overrides.reads, perAddress: { ...base.reads.perAddress, ...overrides.reads?.perAddress } };
  return {
    writes,
    reads,
    uploadBytes: { ...base.uploadBytes, ...overrides.uploadBytes },
    signIn: { ...base.signIn, ...overrides.signIn },
    slotHolds: { ...base.slotHolds, ...overrides.slotHolds },
    mail: { ...base.mail, ...overrides.mail },
  };
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

const BYTE_UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: MB, gb: 1024 * MB };

/** "100MB/1h": at most 100 MB (1024-based, as the upload screen counts them) in every hour. */
function parseByteBudget(name: string, text: string): ByteBudget {
  const [amount, window] = text.split('/');
  const match = /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(amount?.trim() ?? '');
  const maxBytes = match ? Number(match[1]) * BYTE_UNITS[(match[2] ?? '').toLowerCase()] : NaN;
  const windowSeconds = window === undefined ? null : parseDuration(window);
  // At least 1 KB (the counters count whole kilobytes), at most 1,000 GB.
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 1024 || maxBytes > 1000 * 1024 * MB || windowSeconds === null) {
    throw new Error(`${name} must be an amount and a period, such as "100MB/1h" (100 MB in every hour; KB, MB or GB), not "${text}".`);
  }
  return { maxBytes, windowSeconds };
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

/** "500ms", "2s" or plain seconds, from 10 ms to a minute. */
function parseMilliseconds(name: string, text: string): number {
  const match = /^(\d+)\s*(ms|s)?$/.exec(text.trim());
  const ms = match ? Number(match[1]) * (match[2] === 'ms' ? 1 : 1000) : NaN;
  if (!(ms >= 10 && ms <= 60_000)) throw new Error(`${name} must be a time from 10ms to 60s, such as "500ms" or "2s", not "${text}".`);
  return ms;
}

/** LIMIT_{WRITE}_PER_ADDRESS, LIMIT_{WRITE}_PER_COUNTY, LIMIT_{READ}_PER_ADDRESS, LIMIT_PARCELS_PER_ADDRESS, LIMIT_PUBLIC_QUERY_TIME, LIMIT_SLOT_HOLDS_PER_RANGE, LIMIT_UPLOAD_BYTES_PER_*, LIMIT_UNCONFIRMED_EMAILS_PER_DAY and SIGN_IN_* (api/README.md, "Limits"); unset: the default. The environment schema's rule for them (environment.ts). */
export function readLimits(env: Env): Limits {
  const overrides: LimitOverrides = { writes: {}, signIn: {}, slotHolds: {} };
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
  if ((text = read('LIMIT_UNCONFIRMED_EMAILS_PER_DAY'))) overrides.mail = { unconfirmedPerDay: parseWhole('LIMIT_UNCONFIRMED_EMAILS_PER_DAY', text, 1, 1000) };
  if ((text = read('LIMIT_SLOT_HOLDS_PER_RANGE'))) overrides.slotHolds!.perRange = parseWhole('LIMIT_SLOT_HOLDS_PER_RANGE', text, 1, 10_000);
  const uploadBytes: Partial<UploadByteLimits> = (overrides.uploadBytes = {});
  if ((text = read('LIMIT_UPLOAD_BYTES_PER_ADDRESS'))) uploadBytes.perAddress = parseByteBudget('LIMIT_UPLOAD_BYTES_PER_ADDRESS', text);
  if ((text = read('LIMIT_UPLOAD_BYTES_PER_COUNTY'))) uploadBytes.perCounty = parseByteBudget('LIMIT_UPLOAD_BYTES_PER_COUNTY', text);
  const reads: NonNullable<LimitOverrides['reads']> = (overrides.reads = { perAddress: {} });
  for (const [limitedRead, envName] of Object.entries(LIMITED_READS) as Array<[LimitedRead, string]>) {
    const name = `LIMIT_${envName}_PER_ADDRESS`;
    if ((text = read(name))) reads.perAddress![limitedRead] = parseLimit(name, text);
  }
  if ((text = read('LIMIT_PARCELS_PER_ADDRESS'))) reads.parcelsPerAddress = parseLimit('LIMIT_PARCELS_PER_ADDRESS', text);
  if ((text = read('LIMIT_PUBLIC_QUERY_TIME'))) reads.queryTimeoutMs = parseMilliseconds('LIMIT_PUBLIC_QUERY_TIME', text);
  return withOverrides(overrides);
}
