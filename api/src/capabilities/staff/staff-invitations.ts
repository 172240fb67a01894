import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { STAFF_INVITATION_DAYS, STAFF_INVITATION_MESSAGES as M, type StaffInvitation, type StaffRole } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { staffAccounts, staffInvitations, type StaffInvitationRow } from '../../infrastructure/db/schema';
import type { TokenSigner } from '../../infrastructure/tokens/signed-token';
import { enqueueEmail } from '../outbox/outbox-store';
import { recordAudit } from './audit';
import { hashPassword } from './passwords';

// Invitations to the office desk (docs/product.md#county-console). The link's token is signed from
// the invitation's id and expiry (signed-token.ts), so nothing secret is stored; it works once: the
// account is made and the invitation marked accepted in one transaction.

/** An invitation the county console or the invited person cannot use; `status` is the HTTP answer. */
export class InvitationRefusal extends Error {
  constructor(
    readonly status: 404 | 409 | 410,
    message: string,
  ) {
    super(message);
  }
}

/** For answeringRefusals (http-error.ts): an invitation refusal's own status. */
export const invitationRefusalStatus = (error: unknown) => (error instanceof InvitationRefusal ? error.status : undefined);

const DAY_MS = 24 * 60 * 60 * 1000;
const pending = (tenantId: string, now: Date) =>
  and(eq(staffInvitations.tenantId, tenantId), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.withdrawnAt), gt(staffInvitations.expiresAt, now));
const sameAddress = (column: typeof staffAccounts.email | typeof staffInvitations.email, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

const asListed = (row: StaffInvitationRow): StaffInvitation => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as StaffRole,
  expiresAt: row.expiresAt.toISOString(),
});

/** The county's invitations waiting to be accepted, oldest first. */
export async function pendingInvitations(db: Database, tenantId: string, now = new Date()): Promise<StaffInvitation[]> {
  const rows = await db.select().from(staffInvitations).where(pending(tenantId, now)).orderBy(asc(staffInvitations.createdAt));
  return rows.map(asListed);
}

/**
 * Invites a person: refused when the address has an account or an invitation waiting; otherwise the
 * invitation and its e-mail (in the desk language of the administrator) are written together, audited.
 */
export async function inviteStaff(
  db: Database,
  tenantId: string,
  invitation: { name: string; email: string; role: StaffRole; language: string },
  invitedBy: string,
  now = new Date(),
): Promise<StaffInvitation> {
  const email = invitation.email.trim().toLowerCase();
  const [account] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.tenantId, tenantId), sameAddress(staffAccounts.email, email)));
  if (account) throw new InvitationRefusal(409, M.hasAccount(email));
  return db.transaction(async (tx) => {
    // A lapsed invitation of the address gives way to the new one (the unique index counts it as pending).
    await tx
      .update(staffInvitations)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(staffInvitations.tenantId, tenantId),
          sameAddress(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.withdrawnAt),
          lte(staffInvitations.expiresAt, now),
        ),
      );
    const [row] = await tx
      .insert(staffInvitations)
      .values({ tenantId, email, name: invitation.name, role: invitation.role, invitedBy, createdAt: now, expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * DAY_MS) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new InvitationRefusal(409, M.pending(email));
    await enqueueEmail(tx, { tenantId, kind: 'staff-invitation', payload: { invitationId: row.id, language: invitation.language } });
    await recordAudit(tx, { tenantId, accountId: invitedBy, action: 'staff-invited', detail: { invitation: row.id, role: row.role } });
    return asListed(row);
  });
}

/** Withdraws a waiting invitation: its link stops working at once. */
export async function withdrawInvitation(db: Database, tenantId: string, id: string, by: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ withdrawnAt: now })
      .where(and(pending(tenantId, now), eq(staffInvitations.id, id)))
      .returning({ id: staffInvitations.id });
    if (!row) throw new InvitationRefusal(404, M.notFound);
    await recordAudit(tx, { tenantId, accountId: by, action: 'staff-invitation-withdrawn', detail: { invitation: id } });
  });
}

/** The link of an invitation: its signed token, good until the invitation expires. */
export const invitationToken = (tokens: TokenSigner, row: Pick<StaffInvitationRow, 'tenantId' | 'id' | 'expiresAt'>) =>
  tokens.sign({ kind: 'staff-invitation', tenantId: row.tenantId, id: row.id, expiresAt: row.expiresAt });

/** The waiting invitation a token opens, or the one refusal for every reason it does not (a stranger learns nothing). */
export async function invitationOfToken(db: Database, tokens: TokenSigner, tenantId: string, token: string, now = new Date()): Promise<StaffInvitationRow> {
  const check = tokens.verify(token, tenantId, now);
  if (!check.ok || check.claims.kind !== 'staff-invitation') throw new InvitationRefusal(410, M.linkNotWorking);
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(pending(tenantId, now), eq(staffInvitations.id, check.claims.id)));
  if (!row) throw new InvitationRefusal(410, M.linkNotWorking);
  return row;
}

/**
 * Accepts an invitation with the password its person chose: the account (with the invitation's
 * name, address and role) and the invitation's acceptance in one transaction, so a link used twice
 * at once makes one account. Audited as the new account's own action.
 */
export async function acceptInvitation(
  db: Database,
  tokens: TokenSigner,
  tenantId: string,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ accountId: string; name: string; role: string }> {
  const invitation = await invitationOfToken(db, tokens, tenantId, token, now);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(pending(tenantId, now), eq(staffInvitations.id, invitation.id)))
      .returning({ id: staffInvitations.id });
    if (!taken) throw new InvitationRefusal(410, M.linkNotWorking);
    const [account] = await tx
      .insert(staffAccounts)
      .values({ tenantId, email: invitation.email, name: invitation.name, role: invitation.role, passwordHash })
      .onConflictDoNothing()
      .returning({ id: staffAccounts.id });
    if (!account) throw new InvitationRefusal(409, M.hasAccount(invitation.email));
    await recordAudit(tx, {
      tenantId,
      accountId: account.id,
      action: 'staff-invitation-accepted',
      detail: { invitation: invitation.id, role: invitation.role, invitedBy: invitation.invitedBy },
    });
    return { accountId: account.id, name: invitation.name, role: invitation.role };
  });
}
