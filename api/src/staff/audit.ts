import { desc, eq, sql } from 'drizzle-orm';
import type { AuditRow } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { auditEvents, staffAccounts } from '../db/schema';

/** Actions written by the staff module; other modules add their own (for example 'appeal-filed-on-behalf'). */
type AuditAction =
  | 'sign-in'
  | 'sign-out'
  | 'sign-in-failed'
  | 'sign-in-rate-limited'
  | 'appeal-filed-on-behalf'
  | (string & {});

interface AuditEntry {
  tenantId: string;
  /** The staff account acting, or null when not known (a failed sign-in with an unknown e-mail). */
  accountId: string | null;
  action: AuditAction;
  parcelId?: string | null;
  /** Facts about the action (for an appeal: `{ method, appealId }`). No personal data of the public. */
  detail?: Record<string, unknown>;
}

/** Anything that can insert: the database or a transaction, so an action and its audit row commit together. */
type AuditWriter = Pick<Database, 'insert'>;

/**
 * Appends one row to the audit trail (append-only: nothing in the API updates or deletes these
 * rows). The time is the database's `now()`, stored as a UTC instant.
 */
export async function recordAudit(db: AuditWriter, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    tenantId: entry.tenantId,
    accountId: entry.accountId,
    action: entry.action,
    parcelId: entry.parcelId ?? null,
    detail: entry.detail ?? {},
  });
}

const AUDIT_LIST_LIMIT = 200;

/** The county's most recent audit rows, newest first. */
export async function listAudit(db: Database, tenantId: string, limit = AUDIT_LIST_LIMIT): Promise<AuditRow[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      accountName: staffAccounts.name,
      parcelId: auditEvents.parcelId,
      detail: auditEvents.detail,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .leftJoin(staffAccounts, sql`${staffAccounts.tenantId} = ${auditEvents.tenantId} and ${staffAccounts.id} = ${auditEvents.accountId}`)
    .where(eq(auditEvents.tenantId, tenantId))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action,
    accountName: row.accountName,
    parcelId: row.parcelId,
    detail: row.detail && typeof row.detail === 'object' && !Array.isArray(row.detail) ? (row.detail as Record<string, unknown>) : {},
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
