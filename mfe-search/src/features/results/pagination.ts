/** Search results show one neighbouring page on each side of the current one (docs/product.md#search-results). */
const SEARCH_PAGER_NEIGHBOURS = 1;

type PagerItem =
  | { kind: 'page'; page: number; current: boolean }
  /** An ellipsis that jumps 2*neighbours+1 pages back or forward (docs/product.md#search-results). */
  | { kind: 'skip'; direction: 'back' | 'forward'; target: number };

export interface Pager {
  items: PagerItem[];
  /** The page Previous goes to, or null on the first page. */
  previous: number | null;
  /** The page Next goes to, or null on the last page. */
  next: number | null;
}

/**
 * The numbered pager: first page, current page with its neighbours, last page, and a skip item for
 * each hidden run. A run of exactly one page shows that page instead: an ellipsis in place of a
 * single number would hide it for nothing. A current page out of range is clamped.
 */
export function buildPager(currentPage: number, totalPages: number, neighbours = SEARCH_PAGER_NEIGHBOURS): Pager {
  const total = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  if (total === 0) return { items: [], previous: null, next: null };
  // The page comes from the address bar, so it may be anything: outside the range reads as the nearest end.
  const current = Number.isNaN(currentPage) ? 1 : Math.min(Math.max(1, Math.floor(currentPage)), total);
  const jump = 2 * neighbours + 1;
  const page = (n: number): PagerItem => ({ kind: 'page', page: n, current: n === current });

  const from = Math.max(2, current - neighbours);
  const to = Math.min(total - 1, current + neighbours);
  const items: PagerItem[] = [page(1)];
  if (from === 3) items.push(page(2));
  else if (from > 3) items.push({ kind: 'skip', direction: 'back', target: Math.max(1, current - jump) });
  for (let n = from; n <= to; n += 1) items.push(page(n));
  if (to === total - 2) items.push(page(total - 1));
  else if (to < total - 2) items.push({ kind: 'skip', direction: 'forward', target: Math.min(total, current + jump) });
  if (total > 1) items.push(page(total));

  return { items, previous: current > 1 ? current - 1 : null, next: current < total ? current + 1 : null };
}
