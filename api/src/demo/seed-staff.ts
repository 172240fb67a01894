import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffAccounts } from '../db/schema';
import { hashPassword } from '../staff/passwords';

/** The password of every demo staff account (README "Staff accounts"). Demo counties only. */
export const DEMO_STAFF_PASSWORD = 'demo-staff-password';

interface DemoStaffAccount {
  tenantId: string;
  email: string;
  name: string;
}

/** Office staff of the demo counties; the e2e suites sign in as the first one. */
export const DEMO_STAFF: DemoStaffAccount[] = [
  { tenantId: 'harbor-county', email: 'clerk@harborcounty.example', name: 'Dana Whitfield' },
  { tenantId: 'harbor-county', email: 'appraiser@harborcounty.example', name: 'Sam Okafor' },
  { tenantId: 'pine-county', email: 'clerk@pinecounty.example', name: 'Robin Alvarez' },
];

/**
 * Writes the demo staff accounts that do not exist yet. argon2 is slow on purpose, so an account
 * already there is left as it is (its password too): restarts stay fast.
 */
export async function seedDemoStaff(db: Database, accounts: DemoStaffAccount[] = DEMO_STAFF): Promise<void> {
  for (const account of accounts) {
    const [existing] = await db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.tenantId, account.tenantId), sql`lower(${staffAccounts.email}) = ${account.email.toLowerCase()}`))
      .limit(1);
    if (existing) continue;
    const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
    // Another process may have written it meanwhile; the unique index keeps one.
    await db.insert(staffAccounts).values({ ...account, passwordHash }).onConflictDoNothing();
  }
}
