import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { isStaffRole, type StaffRole } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { staffAccounts, staffSessions } from '../../infrastructure/db/schema';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from './session-cookie';

export interface StaffIdentity {
  accountId: string;
  name: string;
  role: StaffRole;
}

/** A role the code no longer knows (written by hand, say) may do what the least of them may. */
export const asStaffRole = (role: string): StaffRole => (isStaffRole(role) ? role : 'clerk');

/** `last_seen_at` is written at most this often, so a busy session does not write on every request. */
const TOUCH_EVERY_SECONDS = 60;

/** Only the SHA-256 of the token is stored: a copy of the table cannot be replayed as cookies. */
const sessionIdOf = (token: string): string => createHash('sha256').update(token).digest('hex');

const seconds = (n: number) => sql`make_interval(secs => ${n})`;

/** A new session (a new id at every sign-in); returns the token for the cookie. Times are the database's. */
export async function createSession(db: Database, tenantId: string, accountId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    id: sessionIdOf(token),
    tenantId,
    accountId,
    expiresAt: sql`now() + ${seconds(SESSION_ABSOLUTE_SECONDS)}`,
  });
  return token;
}

/**
 * The staff member behind a token, for this county only: a session of another county, an
 * expired one (idle or absolute) or one of a deactivated account gives null. Slides the idle expiry.
 */
export async function findSession(db: Database, tenantId: string, token: string): Promise<StaffIdentity | null> {
  const id = sessionIdOf(token);
  const [row] = await db
    .select({
      accountId: staffSessions.accountId,
      name: staffAccounts.name,
      role: staffAccounts.role,
      stale: sql<boolean>`${staffSessions.lastSeenAt} < now() - ${seconds(TOUCH_EVERY_SECONDS)}`,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, and(eq(staffAccounts.tenantId, staffSessions.tenantId), eq(staffAccounts.id, staffSessions.accountId)))
    .where(
      and(
        eq(staffSessions.id, id),
        eq(staffSessions.tenantId, tenantId),
        eq(staffAccounts.active, true),
        sql`${staffSessions.expiresAt} > now()`,
        sql`${staffSessions.lastSeenAt} > now() - ${seconds(SESSION_IDLE_SECONDS)}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.stale)
    await db
      .update(staffSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(staffSessions.id, id));
  return { accountId: row.accountId, name: row.name, role: asStaffRole(row.role) };
}

/** Ends the session behind a token in this county (nothing happens for an unknown token). */
export async function deleteSession(db: Database, tenantId: string, token: string): Promise<void> {
  await db.delete(staffSessions).where(and(eq(staffSessions.id, sessionIdOf(token)), eq(staffSessions.tenantId, tenantId)));
}

/** Removes every session past its idle or absolute expiry (run at sign-in; expired rows are refused anyway). */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, sql`now()`), lt(staffSessions.lastSeenAt, sql`now() - ${seconds(SESSION_IDLE_SECONDS)}`)));
}

interface AccountForSignIn {
  id: string;
  name: string;
  role: string;
  passwordHash: string;
  active: boolean;
}

/** The county's account for an e-mail, compared case-insensitively (the unique index is on lower(email)). */
export async function findAccountByEmail(db: Database, tenantId: string, email: string): Promise<AccountForSignIn | undefined> {
  const [row] = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role, passwordHash: staffAccounts.passwordHash, active: staffAccounts.active })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.tenantId, tenantId), sql`lower(${staffAccounts.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row;
}
