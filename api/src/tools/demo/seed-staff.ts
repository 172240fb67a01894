import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { staffAccounts, staffSessions } from '../../infrastructure/db/schema';
import { DEMO_STAFF_PASSWORD } from '../../capabilities/staff/demo-password';
import { hashPassword, verifyPassword } from '../../capabilities/staff/passwords';
import type { StaffRole } from '../../capabilities/staff/staff-accounts';

// The password of every demo staff account (README "Staff accounts"). Demo counties in demo mode only (demo-mode.ts).
export { DEMO_STAFF_PASSWORD } from '../../capabilities/staff/demo-password';

interface DemoStaffAccount {
  tenantId: string;
  email: string;
  name: string;
  role?: StaffRole;
}

/** Office staff of the demo counties, one of each role per county; the e2e suites sign in as the first one. */
export const DEMO_STAFF: DemoStaffAccount[] = [
  { tenantId: 'harbor-county', email: 'clerk@harborcounty.example', name: 'Dana Whitfield', role: 'clerk' },
  { tenantId: 'harbor-county', email: 'appraiser@harborcounty.example', name: 'Sam Okafor', role: 'appraiser' },
  { tenantId: 'harbor-county', email: 'admin@harborcounty.example', name: 'Morgan Reyes', role: 'administrator' },
  { tenantId: 'pine-county', email: 'clerk@pinecounty.example', name: 'Robin Alvarez', role: 'clerk' },
  { tenantId: 'pine-county', email: 'appraiser@pinecounty.example', name: 'Lee Hartmann', role: 'appraiser' },
  { tenantId: 'pine-county', email: 'admin@pinecounty.example', name: 'Jordan Blake', role: 'administrator' },
];

const sameEmail = (account: DemoStaffAccount) => and(eq(staffAccounts.tenantId, account.tenantId), sql`lower(${staffAccounts.email}) = ${account.email.toLowerCase()}`);

/**
 * Writes the demo staff accounts that do not exist yet, with the README's password unless `password`
 * says otherwise (tests of staff signing in from elsewhere, where the README's is refused). argon2
 * is slow on purpose, so an account already there is left as it is (its password too): restarts stay fast.
 */
export async function seedDemoStaff(db: Database, accounts: DemoStaffAccount[] = DEMO_STAFF, { password = DEMO_STAFF_PASSWORD } = {}): Promise<void> {
  for (const account of accounts) {
    const [existing] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(sameEmail(account)).limit(1);
    if (existing) continue;
    const passwordHash = await hashPassword(password);
    // Another process may have written it meanwhile; the unique index keeps one.
    await db
      .insert(staffAccounts)
      .values({ ...account, passwordHash })
      .onConflictDoNothing();
  }
}

/**
 * Disables the active demo accounts whose password is still DEMO_STAFF_PASSWORD, and ends their
 * sessions: where demo accounts may not be (production, a real county), a public password must
 * open nothing. One whose password was changed is somebody's now and is left alone. Returns how
 * many were disabled.
 */
export async function disableDemoStaff(db: Database, accounts: DemoStaffAccount[] = DEMO_STAFF): Promise<number> {
  let disabled = 0;
  for (const account of accounts) {
    const [row] = await db
      .select({ id: staffAccounts.id, passwordHash: staffAccounts.passwordHash })
      .from(staffAccounts)
      .where(and(sameEmail(account), eq(staffAccounts.active, true)))
      .limit(1);
    if (!row || !(await verifyPassword(row.passwordHash, DEMO_STAFF_PASSWORD))) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(staffAccounts)
        .set({ active: false })
        .where(and(eq(staffAccounts.tenantId, account.tenantId), eq(staffAccounts.id, row.id)));
      await tx.delete(staffSessions).where(and(eq(staffSessions.tenantId, account.tenantId), eq(staffSessions.accountId, row.id)));
    });
    disabled += 1;
  }
  return disabled;
}
