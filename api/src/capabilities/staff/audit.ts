import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_NO_ACCOUNT, isUuid, type AuditAction, type AuditResponse, type AuditRow } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appeals, auditEvents, staffAccounts } from '../../infrastructure/db/schema';
import { zonedTime } from '../../infrastructure/clock/zoned-time';
import { signInRefusals } from '../../infrastructure/metrics/portal-metrics';

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
 * Appends one row to the audit trail (nothing in the API deletes these rows, or changes them but
 * for the count of repeated refusals, below). The time is the database's `now()`, a UTC instant.
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

/** Repeated refusals for one account (or for no account) within each such period are one row. */
const REFUSALS_WINDOW_SECONDS = 60 * 60;

interface Refusal {
  tenantId: string;
  /** The account the refused sign-in named, when the e-mail is one of the county's; else null. */
  accountId: string | null;
  action: 'sign-in-failed' | 'sign-in-rate-limited';
}

/**
 * Records a refused sign-in so that a flood of them cannot push real events out of the trail
 * (250 attempts in 1.5 s would, one row each). Within each hour, the refusals of one action are one row
 * per account named, and one row for all e-mails that are no account: the first writes the row,
 * each further one adds to its `count` and moves its `lastAt`. (Not a row per client address: the
 * trail does not show addresses, and a guesser with many addresses would write a row for each.)
 * One upsert on a unique key, the hour part of it, so refusals arriving at once in any number of
 * processes all land on the one row. An hour of any flood is at most two rows per account, plus two.
 */
export async function recordRefusal(db: AuditWriter, refusal: Refusal): Promise<void> {
  signInRefusals.inc({ county: refusal.tenantId, reason: refusal.action });
  const series = `${refusal.action}:${refusal.accountId ?? 'no-account'}`;
  await db
    .insert(auditEvents)
    .values({
      tenantId: refusal.tenantId,
      accountId: refusal.accountId,
      action: refusal.action,
      aggregateKey: sql`${series} || ':' || floor(extract(epoch from now()) / ${REFUSALS_WINDOW_SECONDS})::bigint`,
      lastAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [auditEvents.tenantId, auditEvents.aggregateKey],
      set: { count: sql`${auditEvents.count} + 1`, lastAt: sql`now()` },
    });
}

export interface AuditFilter {
  before?: number;
  after?: number;
  size: number;
  action?: string;
  /** An account id, or AUDIT_NO_ACCOUNT. */
  account?: string;
  /** Calendar dates, read in `timeZone`. */
  from?: string;
  to?: string;
}

const startOfDay = (date: string, timeZone: string, addDays = 0): Date => {
  const [year, month, day] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + addDays));
  return zonedTime({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }, 0, 0, timeZone);
};

function filterConditions(tenantId: string, filter: AuditFilter, timeZone: string): SQL[] {
  const conditions: SQL[] = [eq(auditEvents.tenantId, tenantId)];
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.account === AUDIT_NO_ACCOUNT) conditions.push(isNull(auditEvents.accountId));
  else if (filter.account) conditions.push(eq(auditEvents.accountId, filter.account));
  // A row of repeated refusals spans createdAt..lastAt; it matches when that span meets the days asked for.
  if (filter.from) conditions.push(sql`coalesce(${auditEvents.lastAt}, ${auditEvents.createdAt}) >= ${startOfDay(filter.from, timeZone).toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`${auditEvents.createdAt} < ${startOfDay(filter.to, timeZone, 1).toISOString()}::timestamptz`);
  return conditions;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * One page of the county's audit trail, newest first, paged by event id (a page stays the same
 * while new events arrive): `before` an id gives the older page, `after` one the newer page. With
 * the count of matching events, where the page starts among them, and the county's accounts.
 */
export async function listAudit(db: Database, tenantId: string, filter: AuditFilter, timeZone: string): Promise<AuditResponse> {
  const conditions = filterConditions(tenantId, filter, timeZone);
  const page = [...conditions];
  if (filter.before !== undefined) page.push(lt(auditEvents.id, filter.before));
  if (filter.after !== undefined) page.push(gt(auditEvents.id, filter.after));
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      accountName: staffAccounts.name,
      parcelId: auditEvents.parcelId,
      detail: auditEvents.detail,
      createdAt: auditEvents.createdAt,
      count: auditEvents.count,
      lastAt: auditEvents.lastAt,
    })
    .from(auditEvents)
    .leftJoin(staffAccounts, sql`${staffAccounts.tenantId} = ${auditEvents.tenantId} and ${staffAccounts.id} = ${auditEvents.accountId}`)
    .where(and(...page))
    // The newer page is the events just after `after`, read upwards, then turned newest first.
    .orderBy(filter.after !== undefined ? asc(auditEvents.id) : desc(auditEvents.id))
    .limit(filter.size);
  if (filter.after !== undefined) rows.reverse();

  // The ids just outside the page on either side (for an empty page, the edges the cursor named).
  const newest = rows.length ? Number(rows[0].id) : (filter.after ?? (filter.before !== undefined ? filter.before - 1 : Number.MAX_SAFE_INTEGER));
  const oldest = rows.length ? Number(rows[rows.length - 1].id) : (filter.before ?? (filter.after !== undefined ? filter.after + 1 : 0));
  const [counts] = await db
    .select({
      total: sql<string>`count(*)`,
      newer: sql<string>`count(*) filter (where ${auditEvents.id} > ${newest})`,
      older: sql<string>`count(*) filter (where ${auditEvents.id} < ${oldest})`,
    })
    .from(auditEvents)
    .where(and(...conditions));
  const newerCount = Number(counts.newer);
  const olderCount = Number(counts.older);

  const accounts = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.tenantId, tenantId))
    .orderBy(asc(staffAccounts.name), asc(staffAccounts.id));

  // The appeals the page's events are about, by reference: what staff read and quote, not an id.
  const appealIdOf = (detail: unknown) => {
    const id = detail && typeof detail === 'object' ? (detail as { appealId?: unknown }).appealId : undefined;
    return typeof id === 'string' && isUuid(id) ? id : undefined;
  };
  const appealIds = [...new Set(rows.map((row) => appealIdOf(row.detail)).filter((id): id is string => id !== undefined))];
  const references = new Map(
    appealIds.length
      ? (
          await db
            .select({ id: appeals.id, reference: appeals.reference })
            .from(appeals)
            .where(and(eq(appeals.tenantId, tenantId), inArray(appeals.id, appealIds)))
        ).map((appeal) => [appeal.id, appeal.reference])
      : [],
  );

  return {
    results: rows.map((row): AuditRow => ({
      id: Number(row.id),
      action: row.action,
      accountName: row.accountName,
      parcelId: row.parcelId,
      detail: row.detail && typeof row.detail === 'object' && !Array.isArray(row.detail) ? (row.detail as Record<string, unknown>) : {},
      createdAt: iso(row.createdAt),
      count: row.count,
      lastAt: row.lastAt ? iso(row.lastAt) : null,
      appealReference: references.get(appealIdOf(row.detail) ?? '') ?? null,
    })),
    totalCount: Number(counts.total),
    firstPosition: newerCount + 1,
    older: olderCount > 0 ? oldest : null,
    newer: newerCount > 0 ? newest : null,
    accounts,
  };
}
