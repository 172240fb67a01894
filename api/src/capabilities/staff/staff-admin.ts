import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { staffAccounts } from '../../infrastructure/db/schema';
import { recordAudit } from './audit';
import { disableStaffAccount } from './staff-accounts';

export interface ConsoleStaffAccount {
  id: string;
  email: string;
  name: string;
  role: string;
  active: boolean;
}

/** The county's staff accounts, by e-mail, for the county console (the command's list, with ids to act on). */
export function consoleStaffAccounts(db: Database, tenantId: string): Promise<ConsoleStaffAccount[]> {
  return db
    .select({ id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name, role: staffAccounts.role, active: staffAccounts.active })
    .from(staffAccounts)
    .where(eq(staffAccounts.tenantId, tenantId))
    .orderBy(asc(sql`lower(${staffAccounts.email})`));
}

export async function findConsoleStaffAccount(db: Database, tenantId: string, id: string): Promise<ConsoleStaffAccount | undefined> {
  return (await consoleStaffAccounts(db, tenantId)).find((account) => account.id === id);
}

/**
 * Gives an account another role (its sessions keep going: each request reads the role afresh) or
 * disables it (its sessions end at once, staff-accounts.ts); audited with who did it, before and after.
 */
export async function changeStaffAccount(
  db: Database,
  tenantId: string,
  account: ConsoleStaffAccount,
  change: { role?: StaffRole; active?: false },
  actorId: string,
): Promise<ConsoleStaffAccount> {
  if (change.role && change.role !== account.role) {
    await db.transaction(async (tx) => {
      await tx
        .update(staffAccounts)
        .set({ role: change.role })
        .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.id, account.id)));
      await recordAudit(tx, { tenantId, accountId: actorId, action: 'staff-role-changed', detail: { account: account.id, before: account.role, after: change.role } });
    });
  }
  if (change.active === false && account.active) {
    await disableStaffAccount(db, tenantId, account.email);
    await recordAudit(db, { tenantId, accountId: actorId, action: 'staff-disabled', detail: { account: account.id } });
  }
  return (await findConsoleStaffAccount(db, tenantId, account.id))!;
}
