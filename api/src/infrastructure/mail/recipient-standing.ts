import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { confirmedRecipients } from '../db/schema';
import type { TokenSigner } from '../tokens/signed-token';

/**
 * Whether an e-mail address has shown, in a county, that its owner reads it and asked for the
 * portal's mail: anyone can type someone else's address into a filing, so until it has, the
 * county's e-mails to it carry only the county's own words and are limited per day
 * (docs/security.md#the-countys-mail-is-not-the-attackers).
 */

type Queryable = Pick<Database, 'select' | 'insert'>;

/**
 * The address as the database may keep it: a keyed digest of the county and the address, trimmed
 * and lower-cased (one mailbox, however it was typed), so rows can be counted per address and a copy
 * of the database cannot be read back into addresses.
 */
export function recipientKey(tokens: Pick<TokenSigner, 'digest'>, tenantId: string, address: string): string {
  return tokens.digest('mail-recipient', `${tenantId}\n${address.trim().toLowerCase()}`);
}

/** True once the address has confirmed something in the county (an appeal, from its e-mail's link). */
export async function hasConfirmed(db: Queryable, tenantId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: confirmedRecipients.recipientKey })
    .from(confirmedRecipients)
    .where(and(eq(confirmedRecipients.tenantId, tenantId), eq(confirmedRecipients.recipientKey, key)))
    .limit(1);
  return row !== undefined;
}

/** Records that the address confirmed something: from now on it is written to by name and without a daily limit. */
export async function recordConfirmed(db: Queryable, tenantId: string, key: string, at: Date): Promise<void> {
  await db.insert(confirmedRecipients).values({ tenantId, recipientKey: key, confirmedAt: at }).onConflictDoNothing();
}
