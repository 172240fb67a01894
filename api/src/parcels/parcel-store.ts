import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { parcels, type ParcelRow } from '../db/schema';
import { estimateMatches, queryRows, type MatchEstimate } from './search-estimate';

/*
 * Search (DESIGN: parcel id prefix, address and owner substrings, case-insensitive).
 *
 * Order, stable across pages: first the parcels whose number starts with the term, by lower-cased
 * parcel number (byte order), then the parcels whose address or owner name contains it, by address,
 * then parcel number. Someone typing a number means that parcel.
 *
 * Speed on a county of a million parcels (scripts/bench-api.ts). A page is one statement: the
 * number matches come from the btree on lower(id), in order, stopping after the page; the address
 * and owner matches either from a walk of parcels_search_order_idx in result order (it holds every
 * searched column, so the walk never reads the table) that stops after the page, when the term is
 * common, or from the trigram indexes and a sort, when it is rare. Which one, and whether to count,
 * is decided from an in-memory sample of the county (search-estimate.ts), so that no request pays
 * for planning it twice. Counting every match of a common term would read tens of thousands of
 * rows, so totalCount is exact below APPROXIMATE_FROM matches, and above that the estimate, rounded
 * to two significant figures, with totalPages covering at most APPROXIMATE_PAGEABLE results.
 */

/** Estimated matches from which totalCount is the rounded estimate instead of an exact count. */
export const APPROXIMATE_FROM = 2_000;
/** When totalCount is approximate, totalPages covers at most this many results. */
export const APPROXIMATE_PAGEABLE = 1_000;
/** An exact count stops here: an estimate too low by far still cannot make a request scan the county. */
const COUNT_CAP = 20_000;
/** The address/owner group walks the ordered index when it expects to read at most this many entries. */
const WALK_BUDGET = 20_000;

export interface SearchPage {
  rows: ParcelRow[];
  totalCount: number;
  totalPages: number;
  /** True when totalCount is an estimate (APPROXIMATE_FROM matches or more). */
  approximate: boolean;
}

export interface SearchOptions {
  /** Overrides APPROXIMATE_FROM (tests). */
  approximateFrom?: number;
}

/** A search term as a LIKE pattern body: its own % _ and \ match themselves. */
const likeEscape = (lowerTerm: string) => lowerTerm.replace(/[\\%_]/g, (c) => `\\${c}`);

// Every parcels column under its ParcelRow name; bigint as float8, which both drivers read as a number.
const parcelColumns = sql.join(
  Object.entries(getTableColumns(parcels)).map(([key, column]) => {
    const name = sql`p.${sql.identifier(column.name)}`;
    return sql`${column.getSQLType() === 'bigint' ? sql`${name}::float8` : name} as ${sql.identifier(key)}`;
  }),
  sql`, `,
);

interface Terms {
  tenantId: string;
  /** `term%` against lower(id). */
  prefix: string;
  /** `%term%` against lower(address) and lower(owner_name). */
  contains: string;
}

const textMatch = ({ contains }: Terms, table: SQL = sql.raw('parcels')) =>
  sql`(lower(${table}.address) like ${contains} or lower(${table}.owner_name) like ${contains})`;

/** The first `reach` address/owner matches (not number matches), ordered, as (id, pos). */
function textGroup(terms: Terms, reach: number, walk: boolean): SQL {
  if (walk) {
    // The fence (offset 0) keeps the planner from reconsidering: read the county in result order, keep matches.
    return sql`select id, row_number() over (order by address, id) as pos from (
        select w.id, w.address from (
          select id, address, owner_name from parcels where tenant_id = ${terms.tenantId} order by address, id offset 0
        ) w
        where lower(w.id) not like ${terms.prefix} and ${textMatch(terms, sql.raw('w'))}
        limit ${reach}
      ) found`;
  }
  return sql`select id, row_number() over (order by address, id) as pos from parcels
      where tenant_id = ${terms.tenantId} and lower(id) not like ${terms.prefix} and ${textMatch(terms)}
      order by address, id limit ${reach}`;
}

async function pageRows(db: Database, terms: Terms, offset: number, size: number, walk: boolean): Promise<ParcelRow[]> {
  const reach = offset + size;
  return queryRows<ParcelRow>(db, sql`
    select ${parcelColumns}
    from (
      (select id, 0 as grp, row_number() over (order by lower(id) using ~<~, id) as pos
        from parcels where tenant_id = ${terms.tenantId} and lower(id) like ${terms.prefix}
        order by lower(id) using ~<~, id limit ${reach})
      union all
      (select id, 1 as grp, pos from (${textGroup(terms, reach, walk)}) t)
      order by grp, pos limit ${size} offset ${offset}
    ) m
    join parcels p on p.tenant_id = ${terms.tenantId} and p.id = m.id
    order by m.grp, m.pos`);
}

async function countMatches(db: Database, terms: Terms): Promise<number> {
  const [result] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (
      select 1 from parcels where tenant_id = ${terms.tenantId} and (lower(id) like ${terms.prefix} or ${textMatch(terms)})
      limit ${COUNT_CAP + 1}
    ) s`);
  return Number(result.n);
}

/** 61,234 -> 61,000: an estimate should not look exact. */
const roundEstimate = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return Math.round(n / unit) * unit;
};

function approximatePage(rows: ParcelRow[], estimate: number, size: number): SearchPage {
  const totalCount = roundEstimate(estimate);
  return { rows, totalCount, totalPages: Math.ceil(Math.min(totalCount, APPROXIMATE_PAGEABLE) / size), approximate: true };
}

/** Walk the ordered index when the matches are dense enough for the walk to end soon. */
function shouldWalk(estimate: MatchEstimate | undefined, reach: number): boolean {
  if (!estimate || estimate.byText < 1) return false;
  return (reach * estimate.countyParcels) / estimate.byText <= WALK_BUDGET;
}

export async function searchParcels(db: Database, tenantId: string, term: string, page: number, size: number, options: SearchOptions = {}): Promise<SearchPage> {
  const approximateFrom = options.approximateFrom ?? APPROXIMATE_FROM;
  const lowerTerm = term.toLowerCase();
  const body = likeEscape(lowerTerm);
  const terms: Terms = { tenantId, prefix: `${body}%`, contains: `%${body}%` };
  const offset = (page - 1) * size;
  const estimate = estimateMatches(db, tenantId, lowerTerm);
  const estimated = estimate && estimate.byId + estimate.byText;
  const walk = shouldWalk(estimate, offset + size);

  if (estimated !== undefined && estimated >= approximateFrom) {
    const rows = await pageRows(db, terms, offset, size, walk);
    // An empty page past the first means the estimate was too high: count after all.
    if (rows.length > 0 || page === 1) return approximatePage(rows, estimated, size);
    return exactPage(rows, await countMatches(db, terms), size, estimated);
  }
  const [rows, count] = await Promise.all([pageRows(db, terms, offset, size, walk), countMatches(db, terms)]);
  return exactPage(rows, count, size, estimated ?? 0);
}

function exactPage(rows: ParcelRow[], count: number, size: number, estimated: number): SearchPage {
  // Past the cap the count is a lower bound, and every page up to it exists.
  if (count > COUNT_CAP) return approximatePage(rows, Math.max(estimated, count), size);
  return { rows, totalCount: count, totalPages: Math.ceil(count / size), approximate: false };
}

// Prepared once per database: a parcel page is the most frequent call after search.
const findStatements = new WeakMap<Database, ReturnType<typeof prepareFind>>();
const prepareFind = (db: Database) =>
  db
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, sql.placeholder('tenantId')), eq(parcels.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('find_parcel');

export async function findParcel(db: Database, tenantId: string, id: string): Promise<ParcelRow | undefined> {
  let statement = findStatements.get(db);
  if (!statement) findStatements.set(db, (statement = prepareFind(db)));
  const [row] = await statement.execute({ tenantId, id });
  return row;
}
