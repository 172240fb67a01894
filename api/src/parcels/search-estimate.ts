import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The rows of a raw statement; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * How many parcels of a county a search term matches, estimated from a random sample of the county
 * held in memory, so that search can decide per request, for free, whether to count exactly and
 * whether to walk an index or use the trigram indexes (parcel-store.ts); and which few trigrams of
 * the term to look up in those indexes. A trigram index answers `like '%term%'` by intersecting the
 * lists of every trigram of the term; in a county where a few street and family names make up most
 * addresses and owners, each of those lists can hold a tenth of the county, so a long term costs
 * tens of milliseconds though it matches a handful of parcels. Looking up only the trigrams that are
 * rare in the sample, and checking the whole term on the rows they find, costs a fraction of that.
 *
 * The sample is a cache: each API process takes its own (Bernoulli, SAMPLE_SIZE parcels: the whole
 * county when it is smaller) in the background at its first search of the county, and again when it
 * is older than SAMPLE_MAX_AGE_MS. Until a county has one, search counts exactly. Nothing else
 * depends on it, so any number of API processes may run side by side (DESIGN).
 */

export const SAMPLE_SIZE = 10_000;
const SAMPLE_MAX_AGE_MS = 10 * 60_000;
// Separates address from owner and one parcel from the next in the sample text; a term holding
// either cannot be estimated this way and is counted exactly.
const FIELD = '\u0001';
const ROW = '\n';

/** One searched column of the sample: its lower-cased values and, per trigram, the rows holding it. */
interface ColumnSample {
  values: string[];
  /** Trigram -> numbers of the rows (ascending) whose value contains it. */
  rows: Map<string, number[]>;
}

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
   * Per column, the parts of the term (each giving pg_trgm one rare trigram) to look up in its
   * trigram index, rarest first; the rows they find hold the term about as often as in the sample.
   * Empty: give the index the whole term (no usable trigram, or even the rarest leave many rows).
   */
  lookup: { address: string[]; owner: string[] };
  /** Rows the trigram lookups are expected to find (they hold the chosen trigrams, not always the term). */
  indexRows: number;
}

/** A lookup stops adding trigrams once they leave at most this many parcels of the county to check. */
const FEW_ROWS = 200;
/** At most this many trigrams per lookup: each one more is another list for the index to read. */
const MAX_TRIGRAMS = 3;

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
  const grams = trigramsOf(lowerTerm, false);
  const address = chooseTrigrams(sample.address, grams, scale);
  const owner = chooseTrigrams(sample.owner, grams, scale);
  // Only the sampled rows holding the chosen trigrams can hold the term; without trigrams, read them all.
  const byText =
    address.rows && owner.rows
      ? unionSize(rowsWith(sample.address, address.rows, lowerTerm), rowsWith(sample.owner, owner.rows, lowerTerm))
      : rowsContaining(sample.text, lowerTerm);
  // A whole-term lookup finds about the matches; a lookup by parts, the rows holding them.
  const found = (column: { parts: string[]; rows?: number[] }) => (column.parts.length > 0 && column.rows ? column.rows.length : byText);
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

interface Gram {
  trigram: string;
  /** The shortest part of the term that makes pg_trgm look up this trigram (with padding: the separator beside it). */
  part: string;
}

// Runs of ASCII letters and digits are words for pg_trgm in every locale, and ASCII punctuation and
// spaces separate words in every locale; whether other letters belong to a word depends on the
// database's locale, so no padded trigram is derived beside them.
const WORD = /[a-z0-9]+/g;
const isSeparator = (char: string | undefined) => char !== undefined && char < '\u0080' && !/[a-z0-9]/.test(char);

/**
 * The trigrams pg_trgm keeps for the words of a value (`atEdges`: the string's ends pad words, as
 * when it indexes a value) or of a `%term%` pattern (the ends are wildcards, which do not).
 */
export function trigramsOf(text: string, atEdges: boolean): Gram[] {
  const grams: Gram[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const left = isSeparator(text[start - 1]) || (atEdges && start === 0);
    const right = isSeparator(text[end]) || (atEdges && end === text.length);
    // Two spaces before a word and one after it, as pg_trgm pads.
    const padded = `${left ? '  ' : ''}${match[0]}${right ? ' ' : ''}`;
    const offset = start - (left ? 2 : 0);
    for (let at = 0; at + 3 <= padded.length; at += 1) {
      const from = Math.max(offset + at, start - (left ? 1 : 0));
      const to = Math.min(offset + at + 3, end + (right ? 1 : 0));
      grams.push({ trigram: padded.slice(at, at + 3), part: text.slice(from, to) });
    }
  }
  return grams;
}

function columnSample(values: string[]): ColumnSample {
  const rows = new Map<string, number[]>();
  values.forEach((value, row) => {
    for (const { trigram } of trigramsOf(value, true)) {
      const list = rows.get(trigram);
      if (!list) rows.set(trigram, [row]);
      else if (list[list.length - 1] !== row) list.push(row);
    }
  });
  return { values, rows };
}

const NO_ROWS: number[] = [];
/** Past this many parcels left to check, the whole term is the better lookup (every trigram of it). */
const WHOLE_TERM_FROM = 5_000;

/**
 * The parts of the term to look up in a column's trigram index: the rarest trigram, then while the
 * sampled rows holding all chosen ones stand for more than FEW_ROWS parcels, the one that leaves the
 * fewest; with the sampled rows they leave (none when the term has no trigram). No parts (the whole
 * term) when the term has no trigram or the rarest ones still leave many rows.
 */
function chooseTrigrams(column: ColumnSample, grams: Gram[], scale: number): { parts: string[]; rows?: number[] } {
  if (grams.length === 0) return { parts: [] };
  const listed = grams.map((gram) => ({ ...gram, rows: column.rows.get(gram.trigram) ?? NO_ROWS })).sort((a, b) => a.rows.length - b.rows.length);
  const chosen = [listed[0]];
  let rows = listed[0].rows;
  while (rows.length * scale > FEW_ROWS && chosen.length < MAX_TRIGRAMS) {
    let best: { gram: (typeof listed)[number]; rows: number[] } | undefined;
    for (const gram of listed) {
      if (chosen.includes(gram)) continue;
      const left = intersect(rows, gram.rows);
      if (!best || left.length < best.rows.length) best = { gram, rows: left };
    }
    // Trigrams of one word mostly come together: one that removes no sampled row adds only work.
    if (!best || best.rows.length === rows.length) break;
    chosen.push(best.gram);
    rows = best.rows;
  }
  return { parts: rows.length * scale > WHOLE_TERM_FROM ? [] : chosen.map((gram) => gram.part), rows };
}

/** Rows in both ascending lists. */
function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      out.push(a[i]);
      i += 1;
      j += 1;
    } else if (a[i] < b[j]) i += 1;
    else j += 1;
  }
  return out;
}

/** The candidate rows whose value holds the term. */
const rowsWith = (column: ColumnSample, candidates: number[], lowerTerm: string) => candidates.filter((row) => column.values[row].includes(lowerTerm));

/** How many rows are in either ascending list. */
const unionSize = (a: number[], b: number[]) => a.length + b.length - intersect(a, b).length;

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
