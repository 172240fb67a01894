import { sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { queryRows } from '../../infrastructure/db/query-rows';
import { SEARCH_TEXT_SEPARATOR } from '../../infrastructure/db/schema';
import { searchKey } from './search-key';
import { chooseTrigrams, columnSample, lookupCandidates, rowsWith, trigramsOf, unionSize, type ColumnSample } from './sample-trigrams';

/**
 * How many parcels of a county a search term matches, estimated from a random sample of the county
 * held in memory, so that search can decide per request, for free, whether to count exactly and
 * whether to walk an index or use the trigram indexes (parcel-store.ts); and which few trigrams of
 * the term to look up in those indexes (sample-trigrams.ts).
 *
 * The sample is a cache: each API process takes its own (Bernoulli, SAMPLE_SIZE parcels: the whole
 * county when it is smaller) in the background at its first search of the county, and again when it
 * is older than SAMPLE_MAX_AGE_MS. Until a county has one, search counts exactly. Nothing else
 * depends on it, so any number of API processes may run side by side
 * (docs/architecture.md#the-api-and-the-database).
 */

const SAMPLE_SIZE = 10_000;
const SAMPLE_MAX_AGE_MS = 10 * 60_000;
// Separates address from owner (as in parcels.search_text) and one parcel from the next in the
// sample text; a term holding either cannot be estimated this way and is counted exactly.
const FIELD = SEARCH_TEXT_SEPARATOR;
const ROW = '\n';

interface Sample {
  takenAt: number;
  /** Parcels of the county when the sample was taken. */
  countyParcels: number;
  size: number;
  /** lower(id) of every sampled parcel, sorted (UTF-16 code units). */
  ids: string[];
  /** `lower(address) FIELD lower(owner_name) ROW` of every sampled parcel. */
  text: string;
  address: ColumnSample;
  owner: ColumnSample;
}

interface Entry {
  sample?: Sample;
  refreshing?: Promise<void>;
}

const cache = new WeakMap<Database, Map<string, Entry>>();

export interface MatchEstimate {
  /** Parcels whose number starts with the term. */
  byId: number;
  /** Parcels whose address or owner contains the term. */
  byText: number;
  countyParcels: number;
  /**
   * Per column, the parts of the term's search key (each giving pg_trgm one rare trigram) to look up
   * in its trigram index, rarest first; the rows they find hold the term about as often as in the
   * sample. Empty: give the index the whole key (no usable trigram, or even the rarest leave many rows).
   */
  lookup: { address: string[]; owner: string[] };
  /** Rows the trigram lookups are expected to find (they hold the chosen trigrams, not always the term). */
  indexRows: number;
}

/**
 * The estimate for a lower-cased term, or undefined while the county has no sample yet (one is
 * then being taken) or when the term cannot be estimated.
 */
export function estimateMatches(db: Database, tenantId: string, lowerTerm: string, now = Date.now()): MatchEstimate | undefined {
  let entries = cache.get(db);
  if (!entries) cache.set(db, (entries = new Map()));
  let entry = entries.get(tenantId);
  if (!entry) entries.set(tenantId, (entry = {}));
  if ((!entry.sample || now - entry.sample.takenAt > SAMPLE_MAX_AGE_MS) && !entry.refreshing) {
    const refreshing = entry;
    refreshing.refreshing = takeSample(db, tenantId).then(
      (sample) => {
        refreshing.sample = sample;
        refreshing.refreshing = undefined;
      },
      // A failed sample (the database closing, say) leaves the old one; the next search tries again.
      () => {
        refreshing.refreshing = undefined;
      },
    );
  }
  const { sample } = entry;
  if (!sample || sample.size === 0 || lowerTerm.includes(FIELD) || lowerTerm.includes(ROW)) return undefined;
  const scale = sample.countyParcels / sample.size;
  const candidates = lookupCandidates(trigramsOf(searchKey(lowerTerm), false));
  const address = chooseTrigrams(sample.address, candidates, scale);
  const owner = chooseTrigrams(sample.owner, candidates, scale);
  // Only the sampled rows holding the chosen trigrams can hold the term; without trigrams, read them all.
  const byText =
    address.rows && owner.rows
      ? unionSize(rowsWith(sample.address, address.rows, lowerTerm), rowsWith(sample.owner, owner.rows, lowerTerm))
      : rowsContaining(sample.text, lowerTerm);
  // A whole-term lookup finds about the matches; a lookup by parts, the rows holding them.
  const found = (column: ReturnType<typeof chooseTrigrams>) => (column.parts.length > 0 && column.rows ? column.rows.size : byText);
  return {
    byId: prefixCount(sample.ids, lowerTerm) * scale,
    byText: byText * scale,
    countyParcels: sample.countyParcels,
    lookup: { address: address.parts, owner: owner.parts },
    indexRows: (found(address) + found(owner)) * scale,
  };
}

/** Waits for a sample of the county (tests and the benchmark's warm-up). */
export async function sampleCounty(db: Database, tenantId: string): Promise<void> {
  estimateMatches(db, tenantId, '');
  await cache.get(db)?.get(tenantId)?.refreshing;
}

async function takeSample(db: Database, tenantId: string): Promise<Sample> {
  const takenAt = Date.now();
  const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from parcels where tenant_id = ${tenantId}`);
  const countyParcels = Number(counted.n);
  const columns = sql`lower(id) as id, lower(address) as address, lower(owner_name) as owner`;
  // Percent of the table's rows to keep so that about SAMPLE_SIZE of this county's are among them.
  const percent = (100 * SAMPLE_SIZE) / Math.max(1, countyParcels);
  const rows = await queryRows<{ id: string; address: string; owner: string }>(
    db,
    percent >= 100
      ? sql`select ${columns} from parcels where tenant_id = ${tenantId}`
      : sql`select ${columns} from parcels tablesample bernoulli (${sql.raw(percent.toFixed(6))}) repeatable (${sql.raw(String(takenAt % 1_000_000))}) where tenant_id = ${tenantId}`,
  );
  return {
    takenAt,
    countyParcels,
    size: rows.length,
    ids: rows.map((row) => row.id).sort(),
    text: rows.map((row) => `${row.address}${FIELD}${row.owner}${ROW}`).join(''),
    address: columnSample(rows.map((row) => row.address)),
    owner: columnSample(rows.map((row) => row.owner)),
  };
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function prefixCount(sortedIds: string[], prefix: string): number {
  const from = lowerBound(sortedIds, prefix);
  let to = from;
  // Ids sharing a prefix are adjacent; a long run is bounded by a second search.
  while (to < sortedIds.length && to - from < 32 && sortedIds[to].startsWith(prefix)) to += 1;
  if (to - from < 32 || to === sortedIds.length) return to - from;
  return lowerBound(sortedIds, `${prefix}\uffff`) - from;
}

function rowsContaining(text: string, term: string): number {
  let rows = 0;
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, text.indexOf(ROW, at) + 1)) rows += 1;
  return rows;
}
