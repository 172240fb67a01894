import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  APPEAL_STATUSES,
  OFFICE_STATUSES,
  type OfficeAppealRow,
  type OfficeAppealsResponse,
  type OfficeMethod,
  type OfficeStatus,
  OFFICE_MESSAGES,
  type officeAppealsQuerySchema,
  UUID_PATTERN,
} from 'mfe-shared/schemas';
import type { z } from 'zod';
import { asAppealStatus } from '../appeals/appeal-status';
import { APPEAL_ERRORS } from '../appeals/file-appeal';
import type { Database } from '../../infrastructure/db/client';
import { appealFacetCounts, appeals, appealStatusCounts, appealWindows, staffAccounts, type AppealWindowRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { normaliseReference } from '../../infrastructure/references/reference';
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

/** The filters the counts table (appeal_status_counts, drizzle 0042) is kept by: with no other, the counts are summed from it. */
const COUNTED_FILTERS = ['propertyType', 'method', 'filedBy', 'neighborhood'] as const;

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
  // A whole reference (as a filer reads it out) is one appeal: found by its unique index, not by the
  // trigram index, where every reference shares the county's prefix and the year (docs/benchmarks.md).
  const reference = query.q ? normaliseReference(query.q) : null;
  if (reference) where.push(eq(appeals.reference, reference));
  else if (query.q) where.push(sql`${appeals.searchText} like ${likePattern(query.q)}`);
  if (query.neighborhood) where.push(eq(appeals.neighborhood, query.neighborhood));
  if (query.officer) where.push(eq(appeals.officerAccountId, query.officer));
  // Kept on the appeal (drizzle 0042): its hearing (scheduled, else held) and its latest offer.
  if (query.hearingDay) {
    where.push(gte(appeals.hearingStartsAt, zonedTime(civil(query.hearingDay), 0, 0, zone)));
    where.push(lt(appeals.hearingStartsAt, zonedTime(addDays(civil(query.hearingDay), 1), 0, 0, zone)));
  }
  if (query.panel) where.push(eq(appeals.hearingPanelId, query.panel));
  if (query.offer) where.push(eq(appeals.offerState, query.offer));
  return where;
}

/** The filters appeal_facet_counts is kept by, and its facet's name there: one of them alone is counted from it. */
const FACETS = { officer: 'officer', offer: 'offer', panel: 'panel' } as const satisfies Partial<Record<keyof Query, string>>;

/** The one facet the query filters by and nothing else (but the status, season and sort), if so. */
function facetOf(query: Query): { facet: string; value: string } | null {
  const given = Object.entries(query).filter(([key, value]) => value && key in FILTER_KEYS);
  if (given.length !== 1 || !(given[0][0] in FACETS)) return null;
  return { facet: FACETS[given[0][0] as keyof typeof FACETS], value: String(given[0][1]) };
}

/** The counts table's rows under the query's counted filters (COUNTED_FILTERS). */
function countedRows(tenantId: string, season: AppealWindowRow | null, query: Query): SQL {
  const t = appealStatusCounts;
  return and(
    eq(t.tenantId, tenantId),
    season ? eq(t.windowId, season.id) : undefined,
    query.propertyType ? eq(t.propertyType, query.propertyType) : undefined,
    query.method ? eq(t.method, query.method === 'online' ? '' : query.method) : undefined,
    query.filedBy ? eq(t.staffFiled, query.filedBy === 'staff') : undefined,
    query.neighborhood ? eq(t.neighborhood, query.neighborhood) : undefined,
  )!;
}

/**
 * Where a page starts: after (or before) the row of a cursor, which holds the sort, the order, the
 * row's sort key as PostgreSQL's own text of it (a timestamp keeps its microseconds) and its id.
 * base64url JSON: opaque to the client, which only passes back `next` or `previous`.
 */
export interface QueueCursor {
  key: string | null;
  id: string;
}

export const encodeCursor = (query: Pick<Query, 'sort' | 'order'>, row: QueueCursor) =>
  Buffer.from(JSON.stringify([query.sort, query.order, row.key, row.id])).toString('base64url');

/** The cursor's row, or a refusal when it is not one of ours or was made for another sort. */
export function decodeCursor(query: Pick<Query, 'sort' | 'order'>, cursor: string): QueueCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, OFFICE_MESSAGES.cursorInvalid);
  }
  if (!Array.isArray(value) || value.length !== 4) throw new HttpError(400, OFFICE_MESSAGES.cursorInvalid);
  const [sort, order, key, id] = value as unknown[];
  const fits = sort === query.sort && order === query.order && (key === null || (typeof key === 'string' && key.length <= 300));
  if (!fits || typeof id !== 'string' || !UUID_PATTERN.test(id)) throw new HttpError(400, OFFICE_MESSAGES.cursorInvalid);
  return { key: key as string | null, id };
}

/**
 * The rows beyond `last` going `direction` (keyset paging: the read starts in the sort index where
 * the last page stopped, so page 2,000 costs what page 1 does). NULLs sort last going up and first
 * going down, as ORDER BY puts them.
 */
export function beyond(column: AnyColumn, direction: 'asc' | 'desc', last: QueueCursor): SQL {
  const id = direction === 'asc' ? gt(appeals.id, last.id) : lt(appeals.id, last.id);
  if (last.key === null) return direction === 'asc' ? and(isNull(column), id)! : or(and(isNull(column), id), isNotNull(column))!;
  const further = direction === 'asc' ? sql`${column} > ${last.key}` : sql`${column} < ${last.key}`;
  return or(further, and(sql`${column} = ${last.key}`, id), direction === 'asc' ? isNull(column) : undefined)!;
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

/** The query's keys that filter (the others sort, page or name the season). */
const FILTER_KEYS = { propertyType: 1, method: 1, filedBy: 1, from: 1, to: 1, q: 1, neighborhood: 1, hearingDay: 1, panel: 1, officer: 1, offer: 1 } satisfies Partial<
  Record<keyof Query, 1>
>;

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
    /** Whether the counts can be summed from appeal_status_counts: no filter but those it is kept by. */
    counted: Object.entries(query).every(([key, value]) => !value || !(key in FILTER_KEYS) || (COUNTED_FILTERS as readonly string[]).includes(key)),
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
  const { season, where, counted, status, sortColumn, order } = await queueSelection(db, { ...input, now });
  // The confirmed per status: summed from the counts kept by trigger (drizzle 0028, 0042) under no
  // filter, only those they are kept by, or one facet alone; else by counting what the filters keep
  // (from an index: a search, a date range, or filters together).
  const facet = facetOf(query);
  const f = appealFacetCounts;
  const confirmed = facet
    ? db
        .select({ status: f.status, count: sql<number>`sum(${f.count})::int` })
        .from(f)
        .where(and(eq(f.tenantId, input.tenantId), season ? eq(f.windowId, season.id) : undefined, eq(f.facet, facet.facet), eq(f.value, facet.value)))
        .groupBy(f.status)
    : counted
      ? db
          .select({ status: appealStatusCounts.status, count: sql<number>`sum(${appealStatusCounts.count})::int` })
          .from(appealStatusCounts)
          .where(countedRows(input.tenantId, season, query))
          .groupBy(appealStatusCounts.status)
      : db
          .select({ status: appeals.status, count: sql<number>`count(*)::int` })
          .from(appeals)
          .where(and(...where, isNotNull(appeals.confirmedAt)))
          .groupBy(appeals.status);
  const awaiting = db
    .select({ status: sql<string>`'awaiting-confirmation'`, count: sql<number>`count(*)::int` })
    .from(appeals)
    .where(and(...where, awaitingConfirmation(settings, now)));

  // A page by cursor reads from its row on (`before`: backwards, then turned round); one row more
  // than the page says whether there is a page beyond it.
  const cursor = query.after ? decodeCursor(query, query.after) : query.before ? decodeCursor(query, query.before) : null;
  const backwards = Boolean(query.before);
  const reading = backwards ? (order === 'asc' ? 'desc' : 'asc') : order;
  const direction = reading === 'asc' ? asc : desc;
  const [tally, read, neighborhoods, officers] = await Promise.all([
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
        key: sql<string | null>`${sortColumn}::text`,
      })
      .from(appeals)
      .where(and(...where, status, cursor ? beyond(sortColumn, reading, cursor) : undefined))
      .orderBy(direction(sortColumn), direction(appeals.id))
      .limit(query.pageSize + 1)
      .offset(cursor ? 0 : (query.page - 1) * query.pageSize),
    // The filters' lists: the season's neighborhoods from the counts (a few hundred rows), the county's staff.
    db
      .selectDistinct({ name: appealStatusCounts.neighborhood })
      .from(appealStatusCounts)
      .where(and(eq(appealStatusCounts.tenantId, input.tenantId), season ? eq(appealStatusCounts.windowId, season.id) : undefined, sql`${appealStatusCounts.neighborhood} <> ''`))
      .orderBy(appealStatusCounts.neighborhood),
    db.select({ id: staffAccounts.id, name: staffAccounts.name }).from(staffAccounts).where(eq(staffAccounts.tenantId, input.tenantId)).orderBy(staffAccounts.name),
  ]);
  const more = read.length > query.pageSize;
  const page = read.slice(0, query.pageSize);
  const rows = backwards ? page.reverse() : page;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const cursorOf = (row: (typeof rows)[number] | undefined) => (row ? encodeCursor(query, { key: row.key, id: row.id }) : null);
  // Going back, the page after this one is the one the cursor came from; going on, the one before is.
  const next = backwards ? cursorOf(last) : more ? cursorOf(last) : null;
  const previous = backwards ? (more ? cursorOf(first) : null) : cursor || query.page > 1 ? cursorOf(first) : null;

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
    next,
    previous,
    neighborhoods: neighborhoods.map((row) => row.name),
    officers,
  };
}
