import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  APPEAL_STATUSES,
  OFFICE_STATUSES,
  type OfficeAppealRow,
  type OfficeAppealsResponse,
  type OfficeMethod,
  type OfficeStatus,
  type officeAppealsQuerySchema,
} from 'mfe-shared/schemas';
import type { z } from 'zod';
import { asAppealStatus } from '../appeals/appeal-status';
import { APPEAL_ERRORS } from '../appeals/file-appeal';
import type { Database } from '../../infrastructure/db/client';
import { appeals, appealStatusCounts, appealWindows, type AppealWindowRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { addDays, parseCivilDate as civil, zonedTime } from '../../infrastructure/clock/zoned-time';
import type { CountySettings } from '../tenants/server-settings';

type Query = z.output<typeof officeAppealsQuerySchema>;

/** The season a query lists: the one it names, none for 'all', else the open one (or the latest). */
async function seasonOf(db: Database, tenantId: string, window: Query['window']): Promise<AppealWindowRow | null> {
  if (window === 'all') return null;
  if (window) {
    const [named] = await db
      .select()
      .from(appealWindows)
      .where(and(eq(appealWindows.tenantId, tenantId), eq(appealWindows.id, window.toLowerCase())));
    if (!named) throw new HttpError(404, APPEAL_ERRORS.windowNotFound);
    return named;
  }
  const [current] = await db.select().from(appealWindows).where(eq(appealWindows.tenantId, tenantId)).orderBy(desc(appealWindows.open), desc(appealWindows.createdAt)).limit(1);
  return current ?? null;
}

/** LIKE's own characters in a search term match themselves. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Not confirmed, and its filer may still confirm it (appeal.confirm_hours): a lapsed one was never filed, so it is not listed. */
function awaitingConfirmation(settings: CountySettings, now: Date): SQL {
  return and(isNull(appeals.confirmedAt), gt(appeals.createdAt, new Date(now.getTime() - settings['appeal.confirm_hours'] * 3_600_000)))!;
}

/** The county, and the season unless the query lists them all. */
function scope(tenantId: string, season: AppealWindowRow | null): SQL[] {
  return season ? [eq(appeals.tenantId, tenantId), eq(appeals.windowId, season.id)] : [eq(appeals.tenantId, tenantId)];
}

/** Every filter of the query beyond the county and season, but the status. */
function filters(query: Query, settings: CountySettings): SQL[] {
  const zone = countyTimeZone(settings);
  const where: SQL[] = [];
  if (query.propertyType) where.push(eq(appeals.propertyType, query.propertyType));
  if (query.method === 'online') where.push(isNull(appeals.filingMethod));
  else if (query.method) where.push(eq(appeals.filingMethod, query.method));
  if (query.filedBy === 'staff') where.push(isNotNull(appeals.staffAccountId));
  if (query.filedBy === 'public') where.push(isNull(appeals.staffAccountId));
  if (query.from) where.push(gte(appeals.filedAt, zonedTime(civil(query.from), 0, 0, zone)));
  if (query.to) where.push(lt(appeals.filedAt, zonedTime(addDays(civil(query.to), 1), 0, 0, zone)));
  if (query.q) where.push(sql`${appeals.searchText} like ${likePattern(query.q)}`);
  return where;
}

function statusFilter(status: OfficeStatus | undefined, settings: CountySettings, now: Date): SQL {
  if (status === 'awaiting-confirmation') return awaitingConfirmation(settings, now);
  if (status) return and(isNotNull(appeals.confirmedAt), eq(appeals.status, status))!;
  return isNotNull(appeals.confirmedAt);
}

/** Each has an index (schema.ts appeals_queue_*_idx) that reads a page in order. */
const SORT_COLUMNS: Record<Query['sort'], AnyColumn> = {
  filed: appeals.filedAt,
  reference: appeals.reference,
  parcel: appeals.parcelId,
  filer: appeals.filerName,
  claimed: appeals.claimedAmount,
  // The timeline's order (schema.ts status_rank), not the alphabet's.
  status: appeals.statusRank,
};

interface QueueInput {
  tenantId: string;
  settings: CountySettings;
  query: Query;
  now?: Date;
}

/**
 * What a view of the queue selects, for its page and for the CSV export (queue-export.ts): the
 * season, every filter but the status, the status's own condition, and the order (then by id, so
 * equal values keep one order across pages).
 */
export async function queueSelection(db: Database, { tenantId, settings, query, now = new Date() }: QueueInput) {
  const season = await seasonOf(db, tenantId, query.window);
  const direction = query.order === 'asc' ? asc : desc;
  const filtered = filters(query, settings);
  return {
    season,
    where: [...scope(tenantId, season), ...filtered],
    filtered: filtered.length > 0,
    status: statusFilter(query.status, settings, now),
    orderBy: [direction(SORT_COLUMNS[query.sort]), direction(appeals.id)],
    sortColumn: SORT_COLUMNS[query.sort],
    order: query.order,
  };
}

/**
 * GET /office/appeals: a page of the county's appeals under the query's filters, sorted
 * on the server (newest filed first by default), the total, and the counts per status under the
 * other filters. Every query is scoped to the county. Confirmed appeals unless the status asked for
 * is "awaiting confirmation".
 */
export async function listOfficeAppeals(db: Database, input: QueueInput): Promise<OfficeAppealsResponse> {
  const { settings, query, now = new Date() } = input;
  const { season, where, filtered, status, orderBy } = await queueSelection(db, { ...input, now });
  // The confirmed per status: for the county or season alone from the counts kept by trigger
  // (drizzle 0028), not by counting the season; under any other filter by counting what it keeps.
  const confirmed = filtered
    ? db
        .select({ status: appeals.status, count: sql<number>`count(*)::int` })
        .from(appeals)
        .where(and(...where, isNotNull(appeals.confirmedAt)))
        .groupBy(appeals.status)
    : db
        .select({ status: appealStatusCounts.status, count: sql<number>`sum(${appealStatusCounts.count})::int` })
        .from(appealStatusCounts)
        .where(and(eq(appealStatusCounts.tenantId, input.tenantId), season ? eq(appealStatusCounts.windowId, season.id) : undefined))
        .groupBy(appealStatusCounts.status);
  const awaiting = db
    .select({ status: sql<string>`'awaiting-confirmation'`, count: sql<number>`count(*)::int` })
    .from(appeals)
    .where(and(...where, awaitingConfirmation(settings, now)));

  const [tally, rows] = await Promise.all([
    confirmed.unionAll(awaiting),
    db
      .select({
        id: appeals.id,
        reference: appeals.reference,
        status: appeals.status,
        confirmedAt: appeals.confirmedAt,
        filedAt: appeals.filedAt,
        parcelId: appeals.parcelId,
        address: sql<string | null>`${appeals.property} ->> 'address'`,
        type: appeals.propertyType,
        filer: sql<string | null>`${appeals.appellant} ->> 'name'`,
        claimedAmount: appeals.claimedAmount,
        claimedCurrency: appeals.claimedCurrency,
        filingMethod: appeals.filingMethod,
        staffAccountId: appeals.staffAccountId,
      })
      .from(appeals)
      .where(and(...where, status))
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);

  const counts = Object.fromEntries(OFFICE_STATUSES.map((status) => [status, 0])) as Record<OfficeStatus, number>;
  for (const { status, count } of tally) if (status in counts) counts[status as OfficeStatus] += Number(count);
  const total = query.status ? counts[query.status] : APPEAL_STATUSES.reduce((sum, status) => sum + counts[status], 0);

  return {
    window: season && { id: season.id, name: season.name, open: season.open },
    results: rows.map((row): OfficeAppealRow => ({
      id: row.id,
      reference: row.reference,
      status: row.confirmedAt ? asAppealStatus(row.status) : 'awaiting-confirmation',
      filedAt: new Date(row.filedAt).toISOString(),
      parcel: { id: row.parcelId, address: row.address ?? '', type: row.type ?? '' },
      filer: { name: row.filer ?? '' },
      claimedValue: { amount: Number(row.claimedAmount), currency: row.claimedCurrency },
      method: (row.filingMethod ?? 'online') as OfficeMethod,
      filedBy: row.staffAccountId ? 'staff' : 'public',
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    counts,
  };
}
