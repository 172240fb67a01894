import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { STAFF_ROLES } from 'mfe-shared/schemas';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { staffAccounts, staffSessions } from '../../infrastructure/db/schema';
import { hashPassword } from './passwords';

// The roles and what each may do are mfe-shared's (STAFF_ROLES, STAFF_PERMISSIONS); capabilities/staff/roles.ts enforces them.
export { STAFF_ROLES, type StaffRole } from 'mfe-shared/schemas';

/** Shortest password accepted from standard input; generated ones are much longer. */
export const MIN_PASSWORD_LENGTH = 12;

/** The account `npm run staff -- add` creates; the messages are what the operator reads. */
export const newStaffAccountSchema = z.object({
  tenantId: z.string().trim().min(1, 'Name the county with --tenant (its id, as in its web address: harbor-county).'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email('That is not an e-mail address: --email takes one such as clerk@county.example.')),
  role: z.enum(STAFF_ROLES, `--role must be one of: ${STAFF_ROLES.join(', ')}.`),
  name: z
    .string()
    .trim()
    .min(1, 'The name given with --name is empty.')
    .max(200, 'The name is too long (200 characters at most).')
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'The name holds control characters.'),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
    // The sign-in form takes no more (mfe-shared signInBodySchema).
    .max(1024, 'The password is too long (1024 characters at most).'),
});
export type NewStaffAccount = z.output<typeof newStaffAccountSchema>;

// No 0/O, 1/l/I: read aloud or copied from a screen without doubt.
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 20 characters from 56 (about 116 bits), in groups of five for reading out. */
export function generatePassword(): string {
  const characters = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join('')).join('-');
}

/** Creates the account; null when the county already has one with this e-mail (in any case). */
export async function createStaffAccount(db: Database, account: NewStaffAccount): Promise<{ id: string } | null> {
  const passwordHash = await hashPassword(account.password);
  const [row] = await db
    .insert(staffAccounts)
    .values({ tenantId: account.tenantId, email: account.email, name: account.name, role: account.role, passwordHash })
    .onConflictDoNothing()
    .returning({ id: staffAccounts.id });
  return row ?? null;
}

export interface StaffAccountListing {
  email: string;
  name: string;
  role: string;
  active: boolean;
  createdAt: Date;
}

export async function listStaffAccounts(db: Database, tenantId: string): Promise<StaffAccountListing[]> {
  return db
    .select({ email: staffAccounts.email, name: staffAccounts.name, role: staffAccounts.role, active: staffAccounts.active, createdAt: staffAccounts.createdAt })
    .from(staffAccounts)
    .where(eq(staffAccounts.tenantId, tenantId))
    .orderBy(asc(sql`lower(${staffAccounts.email})`));
}

/**
 * Disables the county's account with this e-mail and ends its sessions at once (a disabled account
 * cannot sign in, and its open sessions stop working). False when there is no such account.
 */
export async function disableStaffAccount(db: Database, tenantId: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({ active: false })
      .where(and(eq(staffAccounts.tenantId, tenantId), sql`lower(${staffAccounts.email}) = ${email.trim().toLowerCase()}`))
      .returning({ id: staffAccounts.id });
    if (!row) return false;
    await tx.delete(staffSessions).where(and(eq(staffSessions.tenantId, tenantId), eq(staffSessions.accountId, row.id)));
    return true;
  });
}
