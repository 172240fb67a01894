// The county sample's trigrams, as pg_trgm sees them in the trigram indexes (which hold each value's
// search key, search-key.ts), for choosing which trigrams of a search term's key to look up there.
// Such an index answers `like '%key%'` by intersecting the lists of every trigram of the key; in a
// county where a few street and family names make up most addresses and owners, each of those lists
// can hold a tenth of the county, so a long term costs tens of milliseconds though it matches a
// handful of parcels. Looking up only the trigrams that are rare in the sample, and checking the
// whole term on the rows they find, costs a fraction of that.

import { searchKey } from './search-key';

/**
 * A set of the sample's rows: bit r (of word r >>> 5) for row r. Choosing trigrams intersects many
 * such sets at every search; as sorted lists of row numbers that took ~0.1 ms of the server's CPU a
 * search, as bitsets of a sample of SAMPLE_SIZE rows (313 words) it takes a few microseconds.
 */
interface RowSet {
  bits: Uint32Array;
  size: number;
}

/** One searched column of the sample: its lower-cased values and, per trigram of their keys, the rows holding it. */
export interface ColumnSample {
  values: string[];
  /** Trigram -> the rows whose value's search key contains it. */
  rows: Map<string, RowSet>;
}

/** At most this many parts per lookup: each one more is more lists for the index to read. */
const MAX_PARTS = 3;
/** Past this many parcels left to check, the whole term is the better lookup (every trigram of it). */
const WHOLE_TERM_FROM = 5_000;
/**
 * What checking one row the index found costs (a heap fetch and the recheck), in entries of a
 * trigram's posting list read by the index: about 2.5 us against 20 ns on the benchmark's county.
 */
const ROW_COST = 100;

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

const wordsFor = (rowCount: number) => Math.max(1, Math.ceil(rowCount / 32));

/** Set bits of a 32-bit word (Hacker's Delight, figure 5-2). */
function popCount32(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function popCount(bits: Uint32Array): number {
  let n = 0;
  for (const word of bits) n += popCount32(word);
  return n;
}

/** The rows in both sets. */
function intersect(a: RowSet, b: RowSet): RowSet {
  const bits = new Uint32Array(a.bits.length);
  for (let i = 0; i < bits.length; i += 1) bits[i] = a.bits[i] & b.bits[i];
  return { bits, size: popCount(bits) };
}

/** How many rows are in both sets. */
function sizeOfBoth(a: RowSet, b: RowSet): number {
  let n = 0;
  for (let i = 0; i < a.bits.length; i += 1) n += popCount32(a.bits[i] & b.bits[i]);
  return n;
}

/** The sample of a column from its lower-cased values; its trigrams are those of their search keys. */
export function columnSample(values: string[]): ColumnSample {
  const rows = new Map<string, RowSet>();
  const words = wordsFor(values.length);
  values.forEach((value, row) => {
    for (const { trigram } of trigramsOf(searchKey(value), true)) {
      let set = rows.get(trigram);
      if (!set) rows.set(trigram, (set = { bits: new Uint32Array(words), size: 0 }));
      const mask = 1 << (row & 31);
      if ((set.bits[row >>> 5] & mask) === 0) {
        set.bits[row >>> 5] |= mask;
        set.size += 1;
      }
    }
  });
  return { values, rows };
}

const emptySet = (column: ColumnSample): RowSet => ({ bits: new Uint32Array(wordsFor(column.values.length)), size: 0 });

/** A part of the term that could be looked up. */
interface Candidate {
  part: string;
  /** Every trigram pg_trgm looks up for `%part%`: a word's start drags in its padded neighbour ('  j' with ' je'). */
  looked: string[];
}

/** The parts of a term's trigrams, once per term for every column. */
export function lookupCandidates(grams: Gram[]): Candidate[] {
  const candidates = new Map<string, Candidate>();
  for (const { part } of grams) if (!candidates.has(part)) candidates.set(part, { part, looked: [...new Set(trigramsOf(part, false).map((g) => g.trigram))] });
  return [...candidates.values()];
}

interface Choice {
  chosen: Candidate[];
  looked: Set<string>;
  /** Posting list entries the index reads for the chosen parts. */
  reads: number;
  rows: RowSet;
  cost: number;
}

/**
 * The parts of the term to look up in a column's trigram index, chosen for the least work: the
 * posting lists the index reads (every trigram a part makes it look up, counted once) plus the rows
 * it leaves to fetch and check; parts are added while one lowers that. With the sampled rows they
 * leave (none when the term has no trigram). No parts (the whole term) when the term has no trigram
 * or the best parts still leave many rows. Runs on every search, so candidates that cannot lower
 * the cost are skipped before any list is intersected.
 */
export function chooseTrigrams(column: ColumnSample, candidates: Candidate[], scale: number): { parts: string[]; rows?: RowSet } {
  if (candidates.length === 0) return { parts: [] };
  const none = emptySet(column);
  const setOf = (trigram: string) => column.rows.get(trigram) ?? none;
  // Sampled rows holding all of a candidate's trigrams, worked out when first needed.
  const candidateRows = new Map<Candidate, RowSet>();
  const rowsOf = (candidate: Candidate) => {
    let rows = candidateRows.get(candidate);
    if (!rows) candidateRows.set(candidate, (rows = candidate.looked.map(setOf).reduce(intersect)));
    return rows;
  };

  let best: Choice = { chosen: [], looked: new Set(), reads: 0, rows: none, cost: Infinity };
  while (best.chosen.length < MAX_PARTS) {
    let next: { candidate: Candidate; added: string[]; reads: number; cost: number } | undefined;
    for (const candidate of candidates) {
      if (best.chosen.includes(candidate)) continue;
      const added = candidate.looked.filter((trigram) => !best.looked.has(trigram));
      const reads = best.reads + added.reduce((n, trigram) => n + setOf(trigram).size, 0);
      // The cost is at least the reads: no better than the best so far, or than stopping here.
      if (reads >= Math.min(next?.cost ?? Infinity, best.cost)) continue;
      const rows = best.chosen.length === 0 ? rowsOf(candidate).size : sizeOfBoth(best.rows, rowsOf(candidate));
      const cost = reads + rows * ROW_COST;
      if (!next || cost < next.cost) next = { candidate, added, reads, cost };
    }
    if (!next || next.cost >= best.cost) break;
    const { candidate, added, reads, cost } = next;
    const rows = best.chosen.length === 0 ? rowsOf(candidate) : intersect(best.rows, rowsOf(candidate));
    best = { chosen: [...best.chosen, candidate], looked: new Set([...best.looked, ...added]), reads, rows, cost };
  }
  return { parts: best.rows.size * scale > WHOLE_TERM_FROM ? [] : best.chosen.map((candidate) => candidate.part), rows: best.rows };
}

/** The candidate rows whose value holds the term. */
export function rowsWith(column: ColumnSample, candidates: RowSet, lowerTerm: string): RowSet {
  const found = emptySet(column);
  for (let word = 0; word < candidates.bits.length; word += 1) {
    for (let left = candidates.bits[word]; left !== 0; left &= left - 1) {
      const bit = left & -left;
      if (column.values[word * 32 + 31 - Math.clz32(bit)].includes(lowerTerm)) {
        found.bits[word] |= bit;
        found.size += 1;
      }
    }
  }
  return found;
}

/** How many rows are in either set. */
export const unionSize = (a: RowSet, b: RowSet) => a.size + b.size - intersect(a, b).size;
