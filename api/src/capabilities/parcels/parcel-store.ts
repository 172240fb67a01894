import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_MAX_RESULTS } from 'mfe-shared/domain';
import { statementCache, statementOf, statementRows } from '../../infrastructure/db/cached-plan';
import type { Database } from '../../infrastructure/db/client';
import { parcels, type ParcelRow } from '../../infrastructure/db/schema';
import { estimateMatches, type MatchEstimate } from './search-estimate';
import { searchKey } from './search-key';

/*
 * Search (docs/product.md#search-rules: parcel id prefix, address and owner substrings, case-insensitive).
 *
 * Order, stable across pages: first the parcels whose number starts with the term, by lower-cased
 * parcel number (byte order), then the parcels whose address or owner name contains it, by address,
 * then parcel number. Someone typing a number means that parcel.
 *
 * Speed on a county of a million parcels (npm run bench:api, api/README.md "Benchmark"). A page
 * is one statement. Most terms are answered with their exact count in one pass: the number btree
 * and the trigram indexes find every match, which are counted and sorted in memory
 * (exactPageRows). A common term (APPROXIMATE_FROM matches or more) whose matches are dense enough
 * is answered by walking indexes in result order instead, stopping after the page: the number
 * matches from parcels_id_order_idx, the address and owner matches from parcels_search_order_idx
 * (it holds search_text, both searched columns lower-cased, so the walk never reads the table and
 * checks one LIKE an entry); its totalCount is then the estimate, rounded to two significant
 * figures. Whichever way, totalPages covers at most SEARCH_MAX_RESULTS results, and no page reads
 * past them: a page costs every match before it (the route refuses a page that starts beyond
 * them, parcel-routes.ts). Which way is decided
 * from an in-memory sample of the county (search-estimate.ts), which also picks the few rare
 * trigrams of the term's search key (search-key.ts) that the trigram indexes are asked for (a long
 * term's every trigram can be common though the term is rare). Both statements keep one generic
 * plan per connection (infrastructure/db/cached-plan.ts): planning them cost more than running them for most
 * terms, and their plans do not depend on the term. Their text is written once per shape, with
 * placeholders for values.
 */

/** Estimated matches from which totalCount is the rounded estimate instead of an exact count. */
const APPROXIMATE_FROM = 2_000;
/** An exact count stops here: an estimate too low by far still cannot make a request scan the county. */
const COUNT_CAP = 20_000;
/** The address/owner group never walks more than this many entries of the ordered index. */
const WALK_BUDGET = 20_000;
/**
 * What a row found by the trigram indexes costs (reading it from the table, checking the term),
 * measured in entries of the ordered walk (an index-only read and one LIKE on search_text): about
 * 2.4 us against 0.46 us on the benchmark's county, so a walk is chosen when it is expected to cost
 * less. ('120', ~2,000 matches: 6 ms walked, 8 to 10 ms through the trigram index.)
 */
const INDEX_ROW_COST = 5;

interface SearchPage {
  rows: SearchRow[];
  totalCount: number;
  totalPages: number;
  /** True when totalCount is an estimate (APPROXIMATE_FROM matches or more). */
  approximate: boolean;
}

export interface SearchOptions {
  /** Overrides APPROXIMATE_FROM (tests). */
  approximateFrom?: number;
  /** How a page of a term counted approximately is read, instead of deciding from the estimate (tests). */
  path?: 'walk' | 'index';
  /** Each statement is cancelled after this many milliseconds, on PostgreSQL (infrastructure/db/statement-timeout.ts): public searches. */
  timeoutMs?: number;
}

/** A search term as a LIKE pattern body: its own % _ and \ match themselves. */
const likeEscape = (lowerTerm: string) => lowerTerm.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search result: the parcel's number and its Property as JSON text (parcels.property_json). */
type SearchRow = Pick<ParcelRow, 'id' | 'propertyJson'>;

// What a page reads of each parcel: reading two dozen columns into JavaScript, mapping and
// serialising them cost the server about a fifth of its CPU a search (api/README.md "Benchmark").
const resultColumns = sql.raw(`p.id as "id", p.property_json as "propertyJson"`);

/**
 * What a search statement's text depends on. Its values are placeholders, filled at each request
 * (Values), so each shape's text is written once (infrastructure/db/cached-plan.ts, statementCache).
 */
interface Shape {
  /** The lower-cased numbers starting with the term have an upper end (prefixEnd). */
  bounded: boolean;
  /** How many parts of the term to look up in each column's trigram index (search-estimate.ts); 0: the whole term. */
  addressParts: number;
  ownerParts: number;
}

const shapeKey = ({ bounded, addressParts, ownerParts }: Shape) => `${bounded}:${addressParts}:${ownerParts}`;

/**
 * A search statement's values: tenantId; lower (the lower-cased term); prefix (`term%` against
 * lower(id)); idsBelow (the upper end of the numbers starting with the term, when bounded);
 * contains (`%term%` against search_text, walked); key (`%key%`, the term's search_key, looked up
 * in the trigram indexes when no part is chosen); address0.. and owner0.. (`%part%` per looked-up
 * part of the key); reach, size, offset and cap (the limits).
 */
type Values = Record<string, string | number>;

const value = (name: string) => sql.placeholder(name);

/**
 * The least string above every string that starts with `prefix`, in code point order (which is
 * UTF-8 byte order): 'hc-12' -> 'hc-13'. Undefined when there is none (only U+10FFFF).
 */
export function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix];
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) return points.join('') + String.fromCodePoint(last + 1 === 0xd800 ? 0xe000 : last + 1);
  }
  return undefined;
}

/**
 * The parcel number starts with the term: as a range of the number index (which a cached plan,
 * made without the term, can still use; a LIKE prefix cannot), checked by the LIKE as well.
 */
const idStartsWith = ({ bounded }: Shape) =>
  bounded
    ? sql`(lower(id) ~>=~ ${value('lower')} and lower(id) ~<~ ${value('idsBelow')} and lower(id) like ${value('prefix')})`
    : sql`(lower(id) ~>=~ ${value('lower')} and lower(id) like ${value('prefix')})`;

/**
 * Address or owner holds the term, as looked up in the trigram indexes on their keys (address_key,
 * owner_key: search-key.ts): by the chosen parts of the term's key when there are some (each holds
 * a rare trigram), otherwise by its whole key; the term itself then checked by strpos on the
 * lower-cased text (a key can match where the text does not: q stands for a real q as well).
 */
function indexedTextMatch({ addressParts, ownerParts }: Shape): SQL {
  const column = (name: 'address' | 'owner', parts: number) => {
    const text = sql.raw(name === 'owner' ? 'parcels.owner_name' : 'parcels.address');
    const key = sql.raw(`parcels.${name}_key`);
    const lookups =
      parts === 0
        ? sql`${key} like ${value('key')}`
        : sql.join(
            Array.from({ length: parts }, (_, i) => sql`${key} like ${value(`${name}${i}`)}`),
            sql` and `,
          );
    return sql`(${lookups} and strpos(lower(${text}), ${value('lower')}) > 0)`;
  };
  return sql`(${column('address', addressParts)} or ${column('owner', ownerParts)})`;
}

/** The first `reach` address/owner matches (not number matches), ordered, as (id, pos). */
function textGroup(shape: Shape, walk: boolean): SQL {
  if (walk) {
    // Read the county in result order, keep matches: the only ordered path, and the generic plan
    // (cached-plan.ts) takes it whatever the term. The filter is checked inside the index scan (a
    // subquery fence around the scan cost a tenth more a walk). The case makes the number check (a
    // number match is in the other group) wait for a text match. Address or owner holds the term:
    // one LIKE on search_text. A term holding its separator, which could match across the two
    // there, has no estimate (search-estimate.ts), so is never walked.
    return sql`select id, row_number() over (order by address, id) as pos from (
        select id, address from parcels
        where tenant_id = ${value('tenantId')} and case when search_text like ${value('contains')} then lower(id) not like ${value('prefix')} else false end
        order by address, id limit ${value('reach')}
      ) found`;
  }
  return sql`select id, row_number() over (order by address, id) as pos from parcels
      where tenant_id = ${value('tenantId')} and lower(id) not like ${value('prefix')} and ${indexedTextMatch(shape)}
      order by address, id limit ${value('reach')}`;
}

// The address and owner matches come after the number matches: when there are `reach` of those,
// none of them is on the page, and a one-time filter keeps the text group from being read at all.
const pageStatement = (shape: Shape, walk: boolean) => sql`
    with by_id as materialized (
      select id, row_number() over (order by lower(id) using ~<~, id) as pos
      from parcels where tenant_id = ${value('tenantId')} and ${idStartsWith(shape)}
      order by lower(id) using ~<~, id limit ${value('reach')}
    )
    select ${resultColumns}
    from (
      (select id, 0 as grp, pos from by_id)
      union all
      (select id, 1 as grp, pos from (${textGroup(shape, walk)}) t where (select count(*) from by_id) < ${value('reach')})
      order by grp, pos limit ${value('size')} offset ${value('offset')}
    ) m
    join parcels p on p.tenant_id = ${value('tenantId')} and p.id = m.id
    order by m.grp, m.pos`;
// The walk reads no trigram index, so its text depends only on whether the number range is bounded.
const walkPages = statementCache(
  (shape: Shape) => pageStatement(shape, true),
  ({ bounded }) => String(bounded),
);
const indexPages = statementCache((shape: Shape) => pageStatement(shape, false), shapeKey);

/** A page in result order without counting (reach = offset + size matches of each group at most). */
function pageRows(db: Database, shape: Shape, values: Values, walk: boolean, timeoutMs: number | undefined): Promise<SearchRow[]> {
  // The walk's plan is the same for every term; reading by the trigram indexes is planned per term,
  // as a plan made without the term would walk the county for a rare one.
  return statementRows<SearchRow>(db, (walk ? walkPages : indexPages)(shape), values, walk, timeoutMs);
}

// The page's order: number matches by lower-cased number (byte order) then number, then the rest by address, number.
const exactOrder = (t: string) =>
  sql.raw(`not ${t}.by_id, (case when ${t}.by_id then lower(${t}.id) end) collate "C", (case when ${t}.by_id then null else ${t}.address end), ${t}.id`);
// Number matches from the number index alone (no table read: a prefix can match thousands),
// the rest from the trigram indexes; each group stops after `cap`.
const exactPages = statementCache(
  (shape: Shape) => sql`
    with found as materialized (
      (select id, null::text as address, true as by_id from parcels
        where tenant_id = ${value('tenantId')} and ${idStartsWith(shape)} limit ${value('cap')})
      union all
      (select id, address, false from parcels
        where tenant_id = ${value('tenantId')} and lower(id) not like ${value('prefix')} and ${indexedTextMatch(shape)} limit ${value('cap')})
    )
    select c.n as matches, ${resultColumns}
    from (select count(*)::int as n from found) c
    left join (select * from found f order by ${exactOrder('f')} limit ${value('size')} offset ${value('offset')}) m on true
    left join parcels p on p.tenant_id = ${value('tenantId')} and p.id = m.id
    order by ${exactOrder('m')}`,
  shapeKey,
);

/**
 * A page and the exact number of matches in one statement, for terms expected to match few
 * parcels: the trigram and number indexes are read once (a separate count would read them again),
 * the matches (at most COUNT_CAP + 1 of each group) are sorted in memory, and only the page's rows
 * are read whole. `matches` is above COUNT_CAP when the term matched more than that; `rows` are
 * then not in order.
 */
async function exactPageRows(db: Database, shape: Shape, values: Values, timeoutMs: number | undefined): Promise<{ rows: SearchRow[]; matches: number }> {
  const rows = await statementRows<SearchRow & { matches: number }>(db, exactPages(shape), values, true, timeoutMs);
  const matches = rows.length > 0 ? Number(rows[0].matches) : 0;
  // Past the last page the one row is the count alone.
  return { rows: rows.filter((row) => row.id !== null).map(({ id, propertyJson }) => ({ id, propertyJson })), matches };
}

/** 61,234 -> 61,000: an estimate should not look exact. */
const roundEstimate = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return Math.round(n / unit) * unit;
};

/** The pages of `totalCount` results that can be read: those within the first SEARCH_MAX_RESULTS. */
const pagesOf = (totalCount: number, size: number) => Math.ceil(Math.min(totalCount, SEARCH_MAX_RESULTS) / size);

function approximatePage(rows: SearchRow[], estimate: number, size: number): SearchPage {
  const totalCount = roundEstimate(estimate);
  return { rows, totalCount, totalPages: pagesOf(totalCount, size), approximate: true };
}

/**
 * Walk the ordered index when the matches are dense enough for the walk to end soon: sooner than
 * the trigram indexes would find every match (which a sort needs before the first page).
 */
function shouldWalk(estimate: MatchEstimate | undefined, reach: number): boolean {
  if (!estimate || estimate.byText < 1) return false;
  const walked = (reach * estimate.countyParcels) / estimate.byText;
  return walked <= WALK_BUDGET && walked <= estimate.indexRows * INDEX_ROW_COST;
}

/**
 * How a page of a common term is read without counting every match: by walks in result order, or
 * the number matches in order and the rest from the trigram indexes when most matches are numbers
 * ('hc-'). None: count exactly; the trigram indexes find every text match before the first page
 * anyway, so counting them costs nothing more.
 */
function readPath(estimate: MatchEstimate | undefined, reach: number, approximateFrom: number): SearchOptions['path'] {
  if (shouldWalk(estimate, reach)) return 'walk';
  return estimate && estimate.byId >= approximateFrom ? 'index' : undefined;
}

export async function searchParcels(db: Database, tenantId: string, term: string, page: number, size: number, options: SearchOptions = {}): Promise<SearchPage> {
  const approximateFrom = options.approximateFrom ?? APPROXIMATE_FROM;
  const lowerTerm = term.toLowerCase();
  const body = likeEscape(lowerTerm);
  const estimate = estimateMatches(db, tenantId, lowerTerm);
  const offset = (page - 1) * size;
  // The last page that can be read stops at SEARCH_MAX_RESULTS (past them it is empty).
  const limit = Math.max(0, Math.min(size, SEARCH_MAX_RESULTS - offset));
  const { timeoutMs } = options;
  const idsBelow = prefixEnd(lowerTerm);
  const { address = [], owner = [] } = estimate?.lookup ?? {};
  const shape: Shape = { bounded: idsBelow !== undefined, addressParts: address.length, ownerParts: owner.length };
  // Keys hold no % _ or \ (search_key writes them as q), so patterns of keys need no escapes.
  const values: Values = {
    tenantId,
    lower: lowerTerm,
    prefix: `${body}%`,
    contains: `%${body}%`,
    key: `%${searchKey(lowerTerm)}%`,
    reach: offset + limit,
    size: limit,
    offset,
    cap: COUNT_CAP + 1,
  };
  if (idsBelow !== undefined) values.idsBelow = idsBelow;
  address.forEach((part, i) => (values[`address${i}`] = `%${part}%`));
  owner.forEach((part, i) => (values[`owner${i}`] = `%${part}%`));
  const estimated = estimate && estimate.byId + estimate.byText;
  const path = options.path ?? readPath(estimate, offset + limit, approximateFrom);

  if (path && estimated !== undefined && estimated >= approximateFrom) {
    const rows = await pageRows(db, shape, values, path === 'walk', timeoutMs);
    // An empty page past the first means the estimate was too high: count after all.
    if (rows.length > 0 || page === 1) return approximatePage(rows, estimated, size);
  }
  const { rows, matches } = await exactPageRows(db, shape, values, timeoutMs);
  if (matches <= COUNT_CAP) return { rows, totalCount: matches, totalPages: pagesOf(matches, size), approximate: false };
  // Far more matches than estimated (or no estimate yet): the count is a lower bound, every page
  // up to it exists, and the page must come from the ordered query.
  return approximatePage(await pageRows(db, shape, values, path === 'walk', timeoutMs), Math.max(estimated ?? 0, matches), size);
}

// Prepared once per database: the breakdown and comparables calls read a parcel row by its number.
const findStatements = new WeakMap<Database, ReturnType<typeof prepareFind>>();
const prepareFind = (db: Database) =>
  db
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, sql.placeholder('tenantId')), eq(parcels.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('find_parcel');

// No parcel number holds NUL, and PostgreSQL would fail on it rather than find nothing.
const mayBeParcelId = (id: string) => !id.includes('\u0000');

const findProperty = statementOf(sql`select property_json as property from parcels where tenant_id = ${value('tenantId')} and id = ${value('id')}`);

/**
 * GET /prc/{id}'s answer, the parcel's Property as JSON text (parcels.property_json), or undefined.
 * A public read passes its time limit like search, so the connections they share keep one setting.
 */
export async function findPropertyJson(db: Database, tenantId: string, id: string, timeoutMs?: number): Promise<string | undefined> {
  if (!mayBeParcelId(id)) return undefined;
  const [found] = await statementRows<{ property: string }>(db, findProperty, { tenantId, id }, true, timeoutMs);
  return found?.property;
}

export async function findParcel(db: Database, tenantId: string, id: string): Promise<ParcelRow | undefined> {
  if (!mayBeParcelId(id)) return undefined;
  let statement = findStatements.get(db);
  if (!statement) findStatements.set(db, (statement = prepareFind(db)));
  const [row] = await statement.execute({ tenantId, id });
  return row;
}
