import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { and, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { signInThrottles } from '../../infrastructure/db/schema';
import type { SignInThrottle } from '../../infrastructure/config/limit-settings';

/**
 * Sign-in throttling without lock-out. Three counters per attempt, all in the database:
 * - the ADDRESS (county + client address, any e-mail): after `freeFailures` wrong passwords, the
 *   n-th makes the next attempt from it wait 2^(n - free) seconds, up to `maxDelaySeconds`;
 * - the ACCOUNT (county + e-mail): counts the addresses that failed for it, not their attempts, and
 *   delays the same way after `freeAccountAddresses`, against guessing spread over many addresses;
 * - the PAIR (address + e-mail): whether this address already counted for the account, and whether
 *   the account signed in from it before (`knownUntil`): such an address is not held back by the
 *   account's delays, so its owner keeps signing in while others guess at the account.
 * One attacker address therefore slows itself down only: the owner signs in from anywhere else.
 * A waiting attempt is refused (429) before the password is checked, and is not counted.
 */
export interface SignInKeys {
  tenantId: string;
  address: string;
  account: string;
  pair: string;
}

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/** Hashed, so neither the address nor the e-mail is stored. Behind a proxy, TRUST_PROXY makes `ip` the client's. */
export function signInKeys(tenantId: string, ip: string, email: string): SignInKeys {
  const address = normalizeIP(ip);
  const account = email.trim().toLowerCase();
  return {
    tenantId,
    address: hash('sign-in address', tenantId, address),
    account: hash('sign-in account', tenantId, account),
    pair: hash('sign-in pair', tenantId, address, account),
  };
}

export type SignInClaim = { allowed: true; countedForAccount: boolean } | { allowed: false; retryAfterSeconds: number };

/** Seconds the next attempt waits after `failures` counted failures; 0 while within the free ones. */
export function delayAfter(failures: number, free: number, maxDelaySeconds: number): number {
  return failures <= free ? 0 : Math.min(maxDelaySeconds, 2 ** Math.min(failures - free, 30));
}

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const blockedFor = (seconds: number) => (seconds > 0 ? secondsFromNow(seconds) : null);

let lastSweep = 0;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Rows quiet for longer than the forget period, and not remembering a sign-in, are dropped (at most every 10 minutes per process). */
function sweep(db: Database, throttle: SignInThrottle): void {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  void db
    .delete(signInThrottles)
    .where(
      and(
        lt(signInThrottles.countedAt, sql`now() - make_interval(secs => ${throttle.forgetAfterSeconds})`),
        or(isNull(signInThrottles.knownUntil), lt(signInThrottles.knownUntil, sql`now()`)),
      ),
    )
    .catch(() => undefined); // a failed sweep leaves rows the next one removes
}

/**
 * Decides whether this attempt may check its password, and if so counts it as a failure in
 * advance (given back by `afterSignIn` or `giveBack`): so a burst of attempts from one address
 * sent at once gets through only as far as the free ones, not all at once. The three rows are
 * locked in key order in one transaction, so attempts sharing a key, in any API process, are
 * decided one after another and two attempts never wait on each other's locks in turn.
 */
export async function claimSignInAttempt(db: Database, keys: SignInKeys, throttle: SignInThrottle): Promise<SignInClaim> {
  sweep(db, throttle);
  const ordered = [keys.address, keys.account, keys.pair].sort();
  const forgotten = sql`${signInThrottles.countedAt} < now() - make_interval(secs => ${throttle.forgetAfterSeconds})`;
  const columns = {
    keyHash: signInThrottles.keyHash,
    failures: sql<number>`(case when ${forgotten} then 0 else ${signInThrottles.failures} end)::int`,
    waitSeconds: sql<string | null>`ceil(extract(epoch from ${signInThrottles.blockedUntil} - now()))`,
    known: sql<boolean>`coalesce(${signInThrottles.knownUntil} > now(), false)`,
  };
  type Row = { keyHash: string; failures: number; waitSeconds: string | null; known: boolean };
  const read = (rows: Row[], keyHash: string) => {
    const found = rows.find((r) => r.keyHash === keyHash);
    return { failures: Number(found?.failures ?? 0), wait: Math.max(0, Number(found?.waitSeconds ?? 0)), known: Boolean(found?.known) };
  };
  const waitOf = (rows: Row[]) => Math.max(read(rows, keys.address).wait, read(rows, keys.pair).known ? 0 : read(rows, keys.account).wait);

  // Most attempts of a flood are held back: one plain read answers them (a delay another attempt has
  // committed is safe to obey without a lock); only an attempt that may go on takes the locks.
  const seen = await db.select(columns).from(signInThrottles).where(inArray(signInThrottles.keyHash, ordered));
  const seenWait = waitOf(seen);
  if (seenWait > 0) return { allowed: false, retryAfterSeconds: seenWait };

  return db.transaction(async (tx) => {
    await tx
      .insert(signInThrottles)
      .values(ordered.map((keyHash) => ({ keyHash, tenantId: keys.tenantId })))
      .onConflictDoNothing();
    const rows = await tx.select(columns).from(signInThrottles).where(inArray(signInThrottles.keyHash, ordered)).orderBy(signInThrottles.keyHash).for('update');
    const wait = waitOf(rows);
    if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
    const address = read(rows, keys.address);
    const account = read(rows, keys.account);
    const pair = read(rows, keys.pair);

    const set = (keyHash: string, failures: number, blockedUntil: SQL | null) =>
      tx
        .update(signInThrottles)
        .set({ failures, blockedUntil, countedAt: sql`now()` })
        .where(sql`${signInThrottles.keyHash} = ${keyHash}`);
    const addressFailures = address.failures + 1;
    await set(keys.address, addressFailures, blockedFor(delayAfter(addressFailures, throttle.freeFailures, throttle.maxDelaySeconds)));
    await set(keys.pair, pair.failures + 1, null);
    const countedForAccount = pair.failures === 0;
    if (countedForAccount) {
      const accountFailures = account.failures + 1;
      await set(keys.account, accountFailures, blockedFor(delayAfter(accountFailures, throttle.freeAccountAddresses, throttle.maxDelaySeconds)));
    }
    return { allowed: true, countedForAccount };
  });
}

/** One failure fewer on a row, its delay recomputed for the count left (a claim that turned out not to be a failure). */
function countOneLess(db: Database, keyHash: string, free: number) {
  const failures = sql`greatest(${signInThrottles.failures} - 1, 0)`;
  return db
    .update(signInThrottles)
    .set({ failures: sql`${failures}`, blockedUntil: sql`case when ${failures} <= ${free} then null else ${signInThrottles.blockedUntil} end` })
    .where(sql`${signInThrottles.keyHash} = ${keyHash}`);
}

/** The password was never checked (the server was too busy): the claim is given back whole. */
export async function giveBack(db: Database, keys: SignInKeys, claim: SignInClaim & { allowed: true }, throttle: SignInThrottle): Promise<void> {
  await countOneLess(db, keys.address, throttle.freeFailures);
  await countOneLess(db, keys.pair, 0);
  if (claim.countedForAccount) await countOneLess(db, keys.account, throttle.freeAccountAddresses);
}

/**
 * The right password: the address's claim is given back (its earlier failures still count, so
 * signing in to one's own account does not clear a run of guesses at others), the account starts
 * again from zero, and the pair is remembered as an address this account signs in from.
 */
export async function afterSignIn(db: Database, keys: SignInKeys, throttle: SignInThrottle): Promise<void> {
  await countOneLess(db, keys.address, throttle.freeFailures);
  await db
    .update(signInThrottles)
    .set({ failures: 0, blockedUntil: null })
    .where(sql`${signInThrottles.keyHash} = ${keys.account}`);
  await db
    .update(signInThrottles)
    .set({ failures: 0, blockedUntil: null, knownUntil: secondsFromNow(throttle.knownAddressSeconds) })
    .where(sql`${signInThrottles.keyHash} = ${keys.pair}`);
}
