// The county sample's trigrams, as pg_trgm sees them, for choosing which trigrams of a search term
// to look up in the trigram indexes. Such an index answers `like '%term%'` by intersecting the lists
// of every trigram of the term; in a county where a few street and family names make up most
// addresses and owners, each of those lists can hold a tenth of the county, so a long term costs tens
// of milliseconds though it matches a handful of parcels. Looking up only the trigrams that are rare
// in the sample, and checking the whole term on the rows they find, costs a fraction of that.

/** One searched column of the sample: its lower-cased values and, per trigram, the rows holding it. */
export interface ColumnSample {
  values: string[];
  /** Trigram -> numbers of the rows (ascending) whose value contains it. */
  rows: Map<string, number[]>;
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

export interface Gram {
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

export function columnSample(values: string[]): ColumnSample {
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

interface Candidate {
  part: string;
  /** Every trigram pg_trgm looks up for `%part%`: a word's start drags in its padded neighbour ('  j' with ' je'). */
  looked: string[];
  /** Sampled rows holding all of them (worked out when first needed). */
  rows?: number[];
}

interface Choice {
  chosen: Candidate[];
  looked: Set<string>;
  /** Posting list entries the index reads for the chosen parts. */
  reads: number;
  rows: number[];
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
export function chooseTrigrams(column: ColumnSample, grams: Gram[], scale: number): { parts: string[]; rows?: number[] } {
  if (grams.length === 0) return { parts: [] };
  const listOf = (trigram: string) => column.rows.get(trigram) ?? NO_ROWS;
  const candidates = new Map<string, Candidate>();
  for (const { part } of grams) if (!candidates.has(part)) candidates.set(part, { part, looked: [...new Set(trigramsOf(part, false).map((g) => g.trigram))] });
  const rowsOf = (candidate: Candidate) =>
    (candidate.rows ??= candidate.looked.map(listOf).reduce((left, list) => (left.length <= list.length ? intersect(left, list) : intersect(list, left))));

  let best: Choice = { chosen: [], looked: new Set(), reads: 0, rows: NO_ROWS, cost: Infinity };
  while (best.chosen.length < MAX_PARTS) {
    let next: Choice | undefined;
    for (const candidate of candidates.values()) {
      if (best.chosen.includes(candidate)) continue;
      const added = candidate.looked.filter((trigram) => !best.looked.has(trigram));
      const reads = best.reads + added.reduce((n, trigram) => n + listOf(trigram).length, 0);
      // The cost is at least the reads: no better than the best so far, or than stopping here.
      if (reads >= Math.min(next?.cost ?? Infinity, best.cost)) continue;
      const rows = best.chosen.length === 0 ? rowsOf(candidate) : intersect(best.rows, rowsOf(candidate));
      const cost = reads + rows.length * ROW_COST;
      if (!next || cost < next.cost) next = { chosen: [...best.chosen, candidate], looked: new Set([...best.looked, ...added]), reads, rows, cost };
    }
    if (!next || next.cost >= best.cost) break;
    best = next;
  }
  return { parts: best.rows.length * scale > WHOLE_TERM_FROM ? [] : best.chosen.map((candidate) => candidate.part), rows: best.rows };
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
export const rowsWith = (column: ColumnSample, candidates: number[], lowerTerm: string) => candidates.filter((row) => column.values[row].includes(lowerTerm));

/** How many rows are in either ascending list. */
export const unionSize = (a: number[], b: number[]) => a.length + b.length - intersect(a, b).length;
