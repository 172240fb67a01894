import { buildPager, type Pager } from './pagination';

// '[5]' is the current page, '«2' a skip back to page 2, '»8' a skip forward to page 8.
function show({ items }: Pager): string {
  return items
    .map((item) => {
      if (item.kind === 'skip') return `${item.direction === 'back' ? '«' : '»'}${item.target}`;
      return item.current ? `[${item.page}]` : String(item.page);
    })
    .join(' ');
}

it.each([
  [1, 1, '[1]'],
  [1, 2, '[1] 2'],
  [2, 2, '1 [2]'],
  [2, 3, '1 [2] 3'],
  [1, 4, '[1] 2 3 4'],
  [1, 5, '[1] 2 »4 5'],
  [3, 5, '1 2 [3] 4 5'],
  [5, 5, '1 «2 4 [5]'],
  [1, 10, '[1] 2 »4 10'],
  [2, 10, '1 [2] 3 »5 10'],
  [3, 10, '1 2 [3] 4 »6 10'],
  [4, 10, '1 2 3 [4] 5 »7 10'],
  [5, 10, '1 «2 4 [5] 6 »8 10'],
  [6, 10, '1 «3 5 [6] 7 »9 10'],
  [7, 10, '1 «4 6 [7] 8 9 10'],
  [8, 10, '1 «5 7 [8] 9 10'],
  [9, 10, '1 «6 8 [9] 10'],
  [10, 10, '1 «7 9 [10]'],
  [50, 100, '1 «47 49 [50] 51 »53 100'],
])('page %i of %i shows %s', (current, total, expected) => {
  expect(show(buildPager(current, total))).toBe(expected);
});

it.each([
  [1, 1, null, null],
  [1, 2, null, 2],
  [2, 2, 1, null],
  [1, 10, null, 2],
  [5, 10, 4, 6],
  [10, 10, 9, null],
])('page %i of %i goes back to %p and on to %p', (current, total, previous, next) => {
  expect(buildPager(current, total)).toMatchObject({ previous, next });
});

it('has no pager without pages', () => {
  expect(buildPager(1, 0)).toEqual({ items: [], previous: null, next: null });
});

it('clamps a current page outside the range, as typed in the address bar', () => {
  expect(show(buildPager(99, 10))).toBe('1 «7 9 [10]');
  expect(show(buildPager(0, 10))).toBe('[1] 2 »4 10');
  expect(show(buildPager(Number.NaN, 3))).toBe('[1] 2 3');
  expect(buildPager(1, Number.NaN)).toEqual({ items: [], previous: null, next: null });
});

it('jumps 2*neighbours+1 pages with other neighbour counts', () => {
  expect(show(buildPager(10, 20, 2))).toBe('1 «5 8 9 [10] 11 12 »15 20');
  expect(show(buildPager(10, 20, 0))).toBe('1 «9 [10] »11 20');
});

// Exhaustive invariants over small pagers, standing in for a property test (fast-check is not installed).
describe('for every page of every pager up to 40 pages', () => {
  const cases = Array.from({ length: 40 }, (_, i) => i + 1).flatMap((total) => Array.from({ length: total }, (_, i) => [i + 1, total] as const));

  it.each(cases)('page %i of %i', (current, total) => {
    const { items } = buildPager(current, total);
    const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
    // Ascending, unique, first and last, the current page and its neighbours.
    expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
    expect(pages[0]).toBe(1);
    expect(pages.at(-1)).toBe(total);
    for (const n of [current - 1, current, current + 1]) if (n >= 1 && n <= total) expect(pages).toContain(n);
    expect(items.filter((item) => item.kind === 'page' && item.current)).toEqual([{ kind: 'page', page: current, current: true }]);
    // At most 7 items; every hidden run is at least two pages and has one skip item that jumps by 3.
    expect(items.length).toBeLessThanOrEqual(7);
    items.forEach((item, index) => {
      if (item.kind !== 'skip') return;
      const before = items[index - 1];
      const after = items[index + 1];
      if (before?.kind !== 'page' || after?.kind !== 'page') throw new Error('a skip sits between two pages');
      expect(after.page - before.page).toBeGreaterThan(2);
      expect(item.target).toBe(item.direction === 'back' ? current - 3 : current + 3);
      expect(item.target).toBeGreaterThanOrEqual(1);
      expect(item.target).toBeLessThanOrEqual(total);
    });
    // No gap without a skip item.
    for (let i = 1; i < items.length; i += 1) {
      const [a, b] = [items[i - 1], items[i]];
      if (a.kind === 'page' && b.kind === 'page') expect(b.page - a.page).toBe(1);
    }
  });
});
