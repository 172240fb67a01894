import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficeAppealRow, OfficeAppealsResponse } from 'mfe-shared/schemas';
import { callsOf, fakeApi, page as onPage, renderOffice } from '../../../../test/office-fixture';

const row = (n: number, overrides: Partial<OfficeAppealRow> = {}): OfficeAppealRow => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  reference: `HC-26-AAAA${String.fromCharCode(65 + n)}${n}`.slice(0, 12),
  status: 'filed',
  filedAt: '2026-04-02T14:30:00.000Z',
  parcel: { id: `HC-0000${n}`, address: `${n} Quarry Lane`, type: 'residential' },
  filer: { name: `Avery Filer ${n}` },
  claimedValue: { amount: 250_000 + n, currency: 'USD' },
  method: 'online',
  filedBy: 'public',
  ...overrides,
});

const counts: OfficeAppealsResponse['counts'] = {
  filed: 26,
  'under-review': 3,
  'offer-made': 2,
  'offer-accepted': 0,
  'offer-declined': 1,
  'hearing-scheduled': 1,
  'hearing-held': 1,
  decided: 2,
  withdrawn: 0,
  closed: 0,
  'awaiting-confirmation': 4,
};
const page = (results: OfficeAppealRow[], extra: Partial<OfficeAppealsResponse> = {}): OfficeAppealsResponse => ({
  window: { id: 'w26', name: '2026 Appeal Season', open: true },
  results,
  page: 1,
  pageSize: 25,
  total: 36,
  counts,
  ...extra,
});

const seasons = {
  results: [
    { id: 'w25', name: '2025 Appeal Season', createdAt: '2025-01-02T12:00:00Z', open: false },
    { id: 'w26', name: '2026 Appeal Season', createdAt: '2026-01-02T12:00:00Z', open: true },
  ],
};

function api(queue: (url: URL) => { status?: number; body?: unknown } = () => ({ body: page([row(1), row(2, { status: 'decided', method: 'mail', filedBy: 'staff' })]) })) {
  return fakeApi((method, url) => {
    if (url.pathname.endsWith('/appeal-windows')) return { body: seasons };
    if (url.pathname.endsWith('/office/appeals')) return queue(url);
    return undefined;
  });
}

const queueCalls = (fetchImpl: jest.Mock) => callsOf(fetchImpl).filter((call) => call.startsWith('GET /office/appeals'));

it('shows the season as a real table: caption, column headers, one row per appeal, newest first by default', async () => {
  const fetchImpl = api();
  renderOffice('/office', fetchImpl);
  const table = await screen.findByRole('table', { name: 'Appeals (36 in all)' });
  expect(screen.getByRole('heading', { level: 1, name: 'Appeals' })).toBeInTheDocument();
  expect(screen.getByText('2026 Appeal Season (open)')).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '')),
  ).toEqual(['Reference', 'Filed', 'Status', 'Parcel', 'Filer', 'Opinion of value', 'Method', 'Filed by', 'Select']);
  const filed = within(table).getAllByRole('columnheader')[1];
  expect(filed).toHaveAttribute('aria-sort', 'descending');
  expect(within(table).getAllByRole('columnheader')[0]).not.toHaveAttribute('aria-sort');

  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first).getByRole('rowheader')).toHaveTextContent(row(1).reference);
  expect(within(first).getByRole('link', { name: row(1).reference })).toHaveAttribute('href', `/office/appeals/${row(1).reference}`);
  // The parcel cell holds the number and the address on lines of their own.
  expect([...within(first).getAllByRole('cell')[2].children].map((line) => line.textContent)).toEqual(['HC-00001', '1 Quarry Lane (Residential)']);
  expect(
    within(first)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['Apr 2, 2026', 'Filed', 'HC-000011 Quarry Lane (Residential)', 'Avery Filer 1', '$250,001', 'Online', 'The public', `Select ${row(1).reference}`]);
  expect(
    within(second)
      .getAllByRole('cell')
      .map((td) => td.textContent)
      .slice(-4),
  ).toEqual(['$250,002', 'Mail', 'Staff', `Select ${row(2).reference}`]);
  expect(queueCalls(fetchImpl)).toEqual(['GET /office/appeals?page=1&pageSize=25&sort=filed&order=desc']);
});

it('says how many appeals it found, in the live region and on the page', async () => {
  renderOffice('/office', api());
  expect(await onPage().findByText('36 appeals found, page 1 of 2.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('live-polite')).toHaveTextContent('36 appeals found, page 1 of 2.'));
});

it('shows the counts per status, each a link narrowing the queue to it', async () => {
  const user = userEvent.setup();
  const fetchImpl = api();
  renderOffice('/office', fetchImpl);
  const nav = await screen.findByRole('navigation', { name: 'Appeals by status' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'All filed (36)',
    'Filed (26)',
    'Under review (3)',
    'Offer made (2)',
    'Offer accepted (0)',
    'Offer declined (1)',
    'Hearing scheduled (1)',
    'Hearing held (1)',
    'Decided (2)',
    'Withdrawn (0)',
    'Closed (0)',
    'Awaiting confirmation (4)',
  ]);
  expect(within(nav).getByRole('link', { name: 'All filed (36)' })).toHaveAttribute('aria-current', 'page');
  await user.click(within(nav).getByRole('link', { name: 'Awaiting confirmation (4)' }));
  await waitFor(() => expect(queueCalls(fetchImpl).at(-1)).toBe('GET /office/appeals?status=awaiting-confirmation&page=1&pageSize=25&sort=filed&order=desc'));
  expect(screen.getByLabelText('Status')).toHaveValue('awaiting-confirmation');
});

it('leaves out a status that an older API does not count, and adds up the others', async () => {
  // As an API before 2.10.0 counts: no closed appeals, no offers, no hearing held.
  const olderCounts = { filed: 30, 'under-review': 3, 'hearing-scheduled': 1, decided: 2, withdrawn: 0, 'awaiting-confirmation': 4 };
  renderOffice(
    '/office',
    api(() => ({ body: page([], { counts: olderCounts as typeof counts }) })),
  );
  const nav = await screen.findByRole('navigation', { name: 'Appeals by status' });
  expect(within(nav).getByRole('link', { name: 'All filed (36)' })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: /Closed|Offer|Hearing held/ })).not.toBeInTheDocument();
});

it('filters by each status, the offers and the hearing held among them', async () => {
  const user = userEvent.setup();
  const fetchImpl = api();
  renderOffice('/office', fetchImpl);
  await screen.findByRole('table');
  const status = screen.getByLabelText('Status');
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Any filed appeal',
    'Filed',
    'Under review',
    'Offer made',
    'Offer accepted',
    'Offer declined',
    'Hearing scheduled',
    'Hearing held',
    'Decided',
    'Withdrawn',
    'Closed',
    'Awaiting confirmation',
  ]);
  await user.selectOptions(status, 'offer-made');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(queueCalls(fetchImpl).at(-1)).toBe('GET /office/appeals?status=offer-made&page=1&pageSize=25&sort=filed&order=desc'));
});

it('sorts on the server by the column whose header is pressed, and says which way with aria-sort', async () => {
  const user = userEvent.setup();
  const fetchImpl = api();
  renderOffice('/office', fetchImpl);
  await screen.findByRole('table');
  const claimed = screen.getByRole('button', { name: /Opinion of value/ });
  await user.click(claimed);
  await waitFor(() => expect(queueCalls(fetchImpl).at(-1)).toBe('GET /office/appeals?page=1&pageSize=25&sort=claimed&order=desc'));
  await waitFor(() => expect(screen.getAllByRole('columnheader')[5]).toHaveAttribute('aria-sort', 'descending'));
  // The button keeps the focus while the next page loads, so a keyboard user can press it again.
  expect(claimed).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(queueCalls(fetchImpl).at(-1)).toBe('GET /office/appeals?page=1&pageSize=25&sort=claimed&order=asc'));
  await waitFor(() => expect(screen.getAllByRole('columnheader')[5]).toHaveAttribute('aria-sort', 'ascending'));
  expect(screen.getAllByRole('columnheader')[1]).not.toHaveAttribute('aria-sort');
});

it('applies the filters from the form, from page 1, and keeps them in the address', async () => {
  const user = userEvent.setup();
  const fetchImpl = api();
  renderOffice('/office?page=2', fetchImpl);
  await screen.findByRole('table');
  await user.type(screen.getByLabelText('Search'), 'vale');
  await user.selectOptions(screen.getByLabelText('Season'), 'All seasons');
  await user.selectOptions(screen.getByLabelText('Property type'), 'Commercial');
  await user.selectOptions(screen.getByLabelText('Filing method'), 'Mail');
  await user.selectOptions(screen.getByLabelText('Filed by'), 'Staff');
  await user.type(screen.getByLabelText('Filed from'), '2026-04-01');
  await user.type(screen.getByLabelText('Filed to'), '2026-04-30');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(queueCalls(fetchImpl).at(-1)).toBe(
      'GET /office/appeals?window=all&propertyType=commercial&method=mail&filedBy=staff&from=2026-04-01&to=2026-04-30&q=vale&page=1&pageSize=25&sort=filed&order=desc',
    ),
  );
});

it('refuses a date range that ends before it starts, in an error summary, without asking the API', async () => {
  const user = userEvent.setup();
  const fetchImpl = api();
  renderOffice('/office', fetchImpl);
  await screen.findByRole('table');
  await user.type(screen.getByLabelText('Filed from'), '2026-05-01');
  await user.type(screen.getByLabelText('Filed to'), '2026-04-01');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  const summary = await onPage().findByRole('alert');
  expect(within(summary).getByRole('link', { name: 'The "from" date must be on or before the "to" date.' })).toHaveAttribute('href', '#office-from');
  expect(summary).toHaveFocus();
  expect(queueCalls(fetchImpl)).toHaveLength(1);
});

it('pages with links', async () => {
  const user = userEvent.setup();
  const fetchImpl = api((url) => (url.searchParams.get('page') === '2' ? { body: page([row(9)], { page: 2 }) } : { body: page([row(1)]) }));
  renderOffice('/office', fetchImpl);
  const pages = await screen.findByRole('navigation', { name: 'Pages of appeals' });
  expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
  expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
  await user.click(within(pages).getByRole('link', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: row(9).reference })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Pages of appeals' })).getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
});

it('shows a loading line until the first page arrives', async () => {
  let answer: (value: Response) => void = () => undefined;
  const fetchImpl = jest.fn((input: RequestInfo | URL) =>
    String(input).includes('/office/appeals')
      ? new Promise<Response>((resolve) => (answer = resolve))
      : Promise.resolve({ ok: true, status: 200, headers: { get: () => null }, text: async () => JSON.stringify(seasons) } as unknown as Response),
  );
  renderOffice('/office', fetchImpl);
  expect(onPage().getByText('Loading the appeals')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  answer({ ok: true, status: 200, headers: { get: () => null }, text: async () => JSON.stringify(page([row(1)])) } as unknown as Response);
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(onPage().queryByText('Loading the appeals')).not.toBeInTheDocument();
});

it('says so when nothing matches, and offers to clear the filters', async () => {
  renderOffice(
    '/office?q=nobody',
    api(() => ({ body: page([], { total: 0, counts: { ...counts, filed: 0 } }) })),
  );
  expect(await onPage().findByText('No appeals match these filters.')).toBeInTheDocument();
  expect(screen.getByText('Try fewer filters, another season, or a shorter search.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/office');
});

it("shows the API's refusal of a view", async () => {
  renderOffice(
    '/office',
    api(() => ({ status: 400, body: { message: 'Write dates as YYYY-MM-DD, for example 2026-04-01.' } })),
  );
  const alert = await onPage().findByRole('alert');
  expect(alert).toHaveTextContent('The appeals could not be loaded');
  expect(alert).toHaveTextContent('Write dates as YYYY-MM-DD, for example 2026-04-01.');
});

it("says that no answer came, not the browser's own words, when the call cannot reach the API", async () => {
  const fetchImpl = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input).includes('/appeal-windows')) return api()(input);
    throw new TypeError('Failed to fetch');
  });
  renderOffice('/office', fetchImpl);
  const alert = await onPage().findByRole('alert');
  expect(alert).toHaveTextContent('The appeals could not be loaded');
  expect(alert).toHaveTextContent("We did not get an answer from the portal's server. Check your connection and try again.");
  expect(alert).not.toHaveTextContent('Failed to fetch');
});

it('turns the visitor back into the public when the session has ended (401)', async () => {
  const { portal } = renderOffice(
    '/office',
    api(() => ({ status: 401, body: { message: 'Sign in as a member of staff to see the appeals.' } })),
  );
  await waitFor(() => expect(portal.session.getState().me).toEqual({ accountId: null }));
});

it('offers the view as a CSV download: the same filters and order, every page, with the staff session', async () => {
  renderOffice('/office?status=decided&q=main&sort=claimed&order=asc&page=2', api());
  const link = await screen.findByRole('link', { name: 'Download these 36 appeals (CSV)' });
  expect(link).toHaveAttribute('href', '/harbor-county/api/office/appeals.csv?status=decided&q=main&sort=claimed&order=asc');
  expect(link).toHaveAttribute('download');
});
