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

/** A lookup stops adding trigrams once they leave at most this many parcels of the county to check. */
const FEW_ROWS = 200;
/** At most this many trigrams per lookup: each one more is another list for the index to read. */
const MAX_TRIGRAMS = 3;
/** Past this many parcels left to check, the whole term is the better lookup (every trigram of it). */
const WHOLE_TERM_FROM = 5_000;

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

/**
 * The parts of the term to look up in a column's trigram index: the rarest trigram, then while the
 * sampled rows holding all chosen ones stand for more than FEW_ROWS parcels, the one that leaves the
 * fewest; with the sampled rows they leave (none when the term has no trigram). No parts (the whole
 * term) when the term has no trigram or the rarest ones still leave many rows.
 */
export function chooseTrigrams(column: ColumnSample, grams: Gram[], scale: number): { parts: string[]; rows?: number[] } {
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
export const rowsWith = (column: ColumnSample, candidates: number[], lowerTerm: string) => candidates.filter((row) => column.values[row].includes(lowerTerm));

/** How many rows are in either ascending list. */
export const unionSize = (a: number[], b: number[]) => a.length + b.length - intersect(a, b).length;
