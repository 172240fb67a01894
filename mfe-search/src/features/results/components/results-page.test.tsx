import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'mfe-shared/router';
import { createApiClient, type Property } from 'mfe-shared';
import { fakeResponse, renderWithPortal, TEST_OFFICE, testParcel } from '../../../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../../../mfe-shared/test/language';
import { pageFromParam, ResultsPage, SEARCH_FAILED, UNLISTED_LINK } from './results-page';

// jsdom has no scrolling; the page asks for the top on every new page or term.
const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

const parcel = (n: number, overrides: Partial<Property> = {}): Property =>
  testParcel({
    id: `131-${String(n).padStart(4, '0')}-R1`,
    address: `${n} Harbor View Rd`,
    value: { amount: 250000 + n, currency: 'USD' },
    imageUrl: null,
    ...overrides,
  });

/** A fake tenant API answering /prc/search, recording the queries it was asked. */
function fakeSearchApi(answer: (query: URLSearchParams) => Response | Promise<Response>) {
  const queries: URLSearchParams[] = [];
  const api = createApiClient('/test-county/api', async (input) => {
    const url = new URL(String(input), 'http://localhost');
    queries.push(url.searchParams);
    return answer(url.searchParams);
  });
  return { api, queries };
}

const json = (body: unknown, status = 200) => fakeResponse({ body, status });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderResults(route: string, api: ReturnType<typeof fakeSearchApi>['api'], settings = {}, me: { accountId?: string } = {}) {
  return renderWithPortal(
    <Routes>
      <Route path="/search/:term/:page" element={<ResultsPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, api, settings, me },
  );
}

it('asks for the page of 21 results and shows the count and a card per parcel', async () => {
  const { api, queries } = fakeSearchApi(() => json({ results: [parcel(1), parcel(2)], pagination: { totalCount: 1234, totalPages: 59 } }));
  renderResults('/search/harbor/2', api);
  expect(screen.getByText('Loading search results')).toBeInTheDocument();
  expect(await screen.findByText('Showing 2 of 1,234 results')).toBeInTheDocument();
  expect(queries[0].get('q')).toBe('harbor');
  expect(queries[0].get('page')).toBe('2');
  expect(queries[0].get('size')).toBe('21');
  expect(screen.getByRole('link', { name: '1 HARBOR VIEW RD' })).toHaveAttribute('href', '/property/131-0001-R1');
  expect(screen.getByText('$250,001')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Search results pages' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

it("shows '-' for a parcel without a value and cuts long owner names at 35 characters", async () => {
  const long = 'The Very Long Family Revocable Living Trust of 2001';
  const { api } = fakeSearchApi(() => json({ results: [parcel(3, { value: null, ownerName: long })], pagination: { totalCount: 1, totalPages: 1 } }));
  renderResults('/search/x/1', api);
  expect(await screen.findByText('-')).toBeInTheDocument();
  expect(screen.getByText(`${long.slice(0, 35).trimEnd()}...`)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Search results pages' })).not.toBeInTheDocument();
});

it('falls back to the no-image picture when a parcel image is missing or broken', async () => {
  const { api } = fakeSearchApi(() => json({ results: [parcel(4, { imageUrl: '/static/broken.jpg' })], pagination: { totalCount: 1, totalPages: 1 } }));
  const { container } = renderResults('/search/x/1', api);
  await screen.findByText('Showing 1 of 1 results');
  const img = container.querySelector('img') as HTMLImageElement;
  expect(img.getAttribute('src')).toBe('/static/broken.jpg');
  img.dispatchEvent(new Event('error'));
  expect(img.getAttribute('src')).toBe('test-file-stub');
});

it("shows the county's search help when nothing matches", async () => {
  const { api } = fakeSearchApi(() => json({ results: [], pagination: { totalCount: 0, totalPages: 0 } }));
  renderResults('/search/zzz/1', api, { 'appeal.search_help': 'Try the street name only.' });
  expect(await screen.findByText('Try the street name only.')).toBeInTheDocument();
  expect(screen.getByText('Showing 0 of 0 results')).toBeInTheDocument();
});

it('says what failed and what to do when the search fails, and reads again on Try again', async () => {
  let fail = true;
  const { api, queries } = fakeSearchApi(() => (fail ? json({ message: 'db down' }, 500) : json({ results: [parcel(1)], pagination: { totalCount: 1, totalPages: 1 } })));
  renderResults('/search/harbor/1', api);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the results. Check your connection and try again.');
  // The server's words for a fault of its own are not the visitor's to act on.
  expect(screen.queryByText('db down')).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: '1 HARBOR VIEW RD' })).toBeInTheDocument();
  expect(queries).toHaveLength(2);
});

it("says the page's own words, not 'Unknown error', for a refusal that came without a message", async () => {
  // A proxy's page, not the API's JSON: the client reads it as 'Unknown error'.
  const { api } = fakeSearchApi(() => ({ ok: false, status: 429, headers: { get: () => null }, text: async () => '<html>Too many</html>' }) as unknown as Response);
  renderResults('/search/harbor/1', api);
  expect(await screen.findByRole('alert')).toHaveTextContent(SEARCH_FAILED);
  expect(screen.queryByText(/Unknown error/)).not.toBeInTheDocument();
});

it('offers no page past the first 1,000 results, and says how to reach the rest', async () => {
  // Whatever totalPages says (an API from before the limit said 2,905), the pager stops at page 48.
  const { api } = fakeSearchApi(() => json({ results: [parcel(1)], pagination: { totalCount: 61000, totalPages: 2905 } }));
  renderResults('/search/st/47', api);
  await screen.findByText('Showing 1 of 61,000 results');
  expect(screen.getByRole('link', { name: 'Page 48' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Page (49|2905)/ })).not.toBeInTheDocument();
  expect(screen.getByText(/^Only the first 1,000 results can be shown\. To find a property that is not among them, narrow your search/)).toBeInTheDocument();
});

it('says nothing about narrowing a search whose every result can be paged to', async () => {
  const { api } = fakeSearchApi(() => json({ results: [parcel(1)], pagination: { totalCount: 1000, totalPages: 48 } }));
  renderResults('/search/st/1', api);
  await screen.findByText('Showing 1 of 1,000 results');
  expect(screen.getByRole('link', { name: 'Page 48' })).toBeInTheDocument();
  expect(screen.queryByText(/narrow your search/)).not.toBeInTheDocument();
});

it.each([
  [400, "Only the first 1,000 results of a search can be shown. Narrow your search: add more of the address, the owner's name or the parcel number."],
  [429, 'Too many requests from your connection. Please wait 10 minutes and try again.'],
  [503, 'The search took too long. Please try again, or narrow your search.'],
])('shows what the API says when it refuses a search (%i), so the visitor knows what to do', async (status, message) => {
  const { api } = fakeSearchApi(() => json({ message }, status));
  renderResults('/search/st/60', api);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByText(SEARCH_FAILED)).not.toBeInTheDocument();
});

it('goes back to loading, scrolls to the top and asks again when the visitor changes page', async () => {
  const { api, queries } = fakeSearchApi((q) => json({ results: [parcel(Number(q.get('page')))], pagination: { totalCount: 60, totalPages: 3 } }));
  renderResults('/search/harbor/1', api);
  await screen.findByRole('link', { name: '1 HARBOR VIEW RD' });
  scrollTo.mockClear();
  await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  await screen.findByRole('link', { name: '2 HARBOR VIEW RD' });
  expect(queries.map((q) => q.get('page'))).toEqual(['1', '2']);
});

it('gives the heading focus after a page change, so a keyboard user goes on from the top', async () => {
  const { api } = fakeSearchApi((q) => json({ results: [parcel(Number(q.get('page')))], pagination: { totalCount: 60, totalPages: 3 } }));
  renderResults('/search/harbor/1', api);
  await screen.findByRole('link', { name: '1 HARBOR VIEW RD' });
  screen.getByRole('link', { name: 'Page 3' }).focus();
  expect(screen.getByRole('link', { name: 'Page 3' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('link', { name: '3 HARBOR VIEW RD' });
  expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toHaveFocus();
});

it('offers manual entry only to a county that allows unlisted properties, to its staff, and to the public only where it says so, with a note', async () => {
  const answer = () => json({ results: [], pagination: { totalCount: 0, totalPages: 0 } });
  const note = `${TEST_OFFICE} checks a property entered by hand against its records before it accepts an appeal for it.`;
  const staffOnly = { 'appeal.allow_unlisted_property': true };
  const clerk = { accountId: 'clerk-1' };
  const shown = async (settings: Record<string, unknown>, me: { accountId?: string }) => {
    const { unmount } = renderResults('/search/zzz/1', fakeSearchApi(answer).api, settings, me);
    await screen.findByText('Showing 0 of 0 results');
    const offered = [screen.queryByRole('link', { name: UNLISTED_LINK }) !== null, screen.queryByText(note) !== null];
    unmount();
    return offered;
  };
  expect(await shown({}, clerk)).toEqual([false, false]);
  expect(await shown(staffOnly, {})).toEqual([false, false]);
  expect(await shown(staffOnly, clerk)).toEqual([true, false]);
  expect(await shown({ ...staffOnly, 'appeal.allow_public_unlisted_property': true }, {})).toEqual([true, true]);

  renderResults('/search/zzz/1', fakeSearchApi(answer).api, staffOnly, clerk);
  await userEvent.click(await screen.findByRole('link', { name: UNLISTED_LINK }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/property/unlisted'));
});

it('opens the property when a card is picked', async () => {
  const { api } = fakeSearchApi(() => json({ results: [parcel(7)], pagination: { totalCount: 1, totalPages: 1 } }));
  renderResults('/search/harbor/1', api);
  await userEvent.click(await screen.findByRole('link', { name: '7 HARBOR VIEW RD' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/property/131-0007-R1'));
});

it.each([
  ['3', 3],
  ['0', 1],
  ['-2', 1],
  ['2.5', 1],
  ['abc', 1],
  [undefined, 1],
])('reads page %p from the address as %p', (param, page) => {
  expect(pageFromParam(param)).toBe(page);
});

describe('in Spanish', () => {
  afterEach(() => speak('en'));

  it('says how to reach the results past the first 1,000', async () => {
    await speak('es');
    const { api } = fakeSearchApi(() => json({ results: [parcel(1)], pagination: { totalCount: 61000, totalPages: 48 } }));
    renderResults('/search/st/1', api);
    expect(await screen.findByText(/^Solo se pueden mostrar los primeros 1,000 resultados\. Para encontrar una propiedad/)).toBeInTheDocument();
  });

  it.each([
    [1, 1, 'Se muestra 1 de 1 resultado'],
    [1, 5, 'Se muestra 1 de 5 resultados'],
    [2, 1234, 'Se muestran 2 de 1,234 resultados'],
  ])('says %i shown of %i with the verb and the noun agreeing, numbers as es-US writes them', async (shown, total, text) => {
    await speak('es');
    const results = Array.from({ length: shown }, (_, index) => parcel(index + 1));
    const { api } = fakeSearchApi(() => json({ results, pagination: { totalCount: total, totalPages: Math.ceil(total / 21) } }));
    renderResults('/search/harbor/1', api);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: text })).toBeInTheDocument();
  });
});
