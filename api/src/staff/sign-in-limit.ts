import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffSignInAttempts } from '../db/schema';

/** At most this many sign-in attempts per client address and e-mail ... */
const SIGN_IN_ATTEMPTS = 5;
/** ... within this sliding window. A successful sign-in clears the count. */
const SIGN_IN_WINDOW_SECONDS = 15 * 60;

const windowStart = sql`(now() - make_interval(secs => ${SIGN_IN_WINDOW_SECONDS}))`;

/**
 * The limiter's key: county, client address and e-mail, hashed so neither the address nor the
 * e-mail is stored. Behind a proxy, set Fastify's trustProxy so `request.ip` is the client's.
 */
export function attemptKey(tenantId: string, ip: string, email: string): string {
  return createHash('sha256').update(`${tenantId}\n${ip}\n${email.trim().toLowerCase()}`).digest('hex');
}

type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts this attempt if it is allowed. The count and the insert run under a transaction-scoped
 * advisory lock on the key, so attempts arriving at once (in one process or several) are
 * decided one after another and never more than the limit get through. A refused attempt is
 * not counted, so waiting always helps.
 */
export async function countAttempt(db: Database, tenantId: string, keyHash: string): Promise<AttemptVerdict> {
  await db.delete(staffSignInAttempts).where(lt(staffSignInAttempts.attemptedAt, windowStart));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${keyHash}, 0))`);
    const [row] = await tx
      .select({
        count: sql<string>`count(*)`,
        // Seconds until the oldest attempt in the window leaves it.
        wait: sql<string>`ceil(extract(epoch from (min(${staffSignInAttempts.attemptedAt}) - ${windowStart})))`,
      })
      .from(staffSignInAttempts)
      .where(and(eq(staffSignInAttempts.keyHash, keyHash), sql`${staffSignInAttempts.attemptedAt} >= ${windowStart}`));
    if (Number(row.count) >= SIGN_IN_ATTEMPTS) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.wait) || SIGN_IN_WINDOW_SECONDS) };
    }
    await tx.insert(staffSignInAttempts).values({ tenantId, keyHash });
    return { allowed: true };
  });
}

/** After a successful sign-in, earlier failures no longer count. */
export async function clearAttempts(db: Database, keyHash: string): Promise<void> {
  await db.delete(staffSignInAttempts).where(eq(staffSignInAttempts.keyHash, keyHash));
}
