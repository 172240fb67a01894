import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficeAppealRow, OfficeAppealsResponse } from 'mfe-shared/schemas';
import { callsOf, fakeApi, renderOffice } from '../../../../test/office-fixture';

/** The queue at season scale: the filters by neighborhood, offer, hearing, panel and officer, paging by cursor, and scheduling hearings for a selection. */
const row = (n: number): OfficeAppealRow => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  reference: `HC-26-BULK${String(n).padStart(2, '0')}`,
  status: 'under-review',
  filedAt: '2026-04-02T14:30:00.000Z',
  parcel: { id: `HC-0000${n}`, address: `${n} Quarry Lane`, type: 'residential' },
  filer: { name: `Avery Filer ${n}` },
  claimedValue: { amount: 250_000, currency: 'USD' },
  method: 'online',
  filedBy: 'public',
});

const counts = {
  filed: 0,
  'under-review': 60,
  'offer-made': 0,
  'offer-accepted': 0,
  'offer-declined': 0,
  'hearing-scheduled': 0,
  'hearing-held': 0,
  decided: 0,
  withdrawn: 0,
  closed: 0,
  'awaiting-confirmation': 0,
};
const PANEL = '7d3f3c1e-2b4a-4c5d-8e6f-1a2b3c4d5e6f';
const OFFICER = '0b7c6f5e-2f7e-4c39-9d3b-3a4f1f1d2c11';
const answer = (results: OfficeAppealRow[], extra: Partial<OfficeAppealsResponse> = {}): OfficeAppealsResponse => ({
  window: { id: 'w26', name: '2026 Appeal Season', open: true },
  results,
  page: 1,
  pageSize: 25,
  total: 60,
  counts,
  next: 'cursor-after-page-1',
  previous: null,
  neighborhoods: ['Harbor Heights', 'Old Town'],
  officers: [{ id: OFFICER, name: 'Dana Whitfield' }],
  ...extra,
});

function api(
  queue: (url: URL) => { status?: number; body?: unknown } = () => ({ body: answer([row(1), row(2), row(3)]) }),
  bulk?: (body: unknown) => { status?: number; body?: unknown },
) {
  return fakeApi((method, url, body) => {
    if (url.pathname.endsWith('/appeal-windows')) return { body: { results: [] } };
    if (url.pathname.endsWith('/office/panels'))
      return { body: { results: [{ id: PANEL, name: 'Panel 2', members: [], mode: 'video', room: null, videoUrl: 'https://video.example/p2', active: true }] } };
    if (url.pathname.endsWith('/office/appeals')) return queue(url);
    if (method === 'POST' && url.pathname.endsWith('/office/hearings/bulk')) return bulk?.(body);
    return undefined;
  });
}
const queueCalls = (fetchImpl: jest.Mock) => callsOf(fetchImpl).filter((call) => call.startsWith('GET /office/appeals'));

it('filters by neighborhood, offer, hearing date, panel and officer, from the lists the API and the panels give', async () => {
  const user = userEvent.setup();
  const fetchImpl = api();
  renderOffice('/office', fetchImpl);
  await screen.findByRole('table');
  const form = screen.getByRole('search', { name: 'Find appeals' });
  await waitFor(() => expect(within(form).getByRole('option', { name: 'Panel 2' })).toBeInTheDocument());
  await user.selectOptions(within(form).getByLabelText('Neighborhood'), 'Old Town');
  await user.selectOptions(within(form).getByLabelText('Offer'), 'Offer not answered in time');
  await user.type(within(form).getByLabelText('Hearing date'), '2026-05-12');
  await user.selectOptions(within(form).getByLabelText('Hearing panel'), 'Panel 2');
  await user.selectOptions(within(form).getByLabelText(/Officer/), 'Dana Whitfield');
  await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(queueCalls(fetchImpl).at(-1)).toBe(
      `GET /office/appeals?neighborhood=Old+Town&hearingDay=2026-05-12&panel=${PANEL}&officer=${OFFICER}&offer=lapsed&page=1&pageSize=25&sort=filed&order=desc`,
    ),
  );
  // The view is in the address: a fresh load shows the same filters chosen.
  expect(within(form).getByLabelText('Neighborhood')).toHaveValue('Old Town');
});

it("pages by the API's cursors: next with `after`, back with `before`, page 1 from the top", async () => {
  const user = userEvent.setup();
  const fetchImpl = api((url) => {
    if (url.searchParams.get('after') === 'cursor-after-page-1') return { body: answer([row(4)], { page: 2, next: 'cursor-after-page-2', previous: 'cursor-before-page-2' }) };
    if (url.searchParams.get('after') === 'cursor-after-page-2') return { body: answer([row(5)], { page: 3, next: null, previous: 'cursor-before-page-3' }) };
    if (url.searchParams.get('before') === 'cursor-before-page-3') return { body: answer([row(4)], { page: 2, next: 'cursor-after-page-2', previous: 'cursor-before-page-2' }) };
    return { body: answer([row(1)]) };
  });
  renderOffice('/office', fetchImpl);
  const pages = () => screen.getByRole('navigation', { name: 'Pages of appeals' });
  await screen.findByRole('link', { name: row(1).reference });
  await user.click(within(pages()).getByRole('link', { name: 'Next page' }));
  await screen.findByRole('link', { name: row(4).reference });
  expect(queueCalls(fetchImpl).at(-1)).toBe('GET /office/appeals?after=cursor-after-page-1&page=2&pageSize=25&sort=filed&order=desc');
  await user.click(within(pages()).getByRole('link', { name: 'Next page' }));
  await screen.findByRole('link', { name: row(5).reference });
  // The last page: no "Next page", whatever the total says.
  expect(within(pages()).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  expect(within(pages()).getByText('Page 3 of 3')).toBeInTheDocument();
  await user.click(within(pages()).getByRole('link', { name: 'Previous page' }));
  await screen.findByRole('link', { name: row(4).reference });
  expect(queueCalls(fetchImpl).at(-1)).toBe('GET /office/appeals?before=cursor-before-page-3&page=2&pageSize=25&sort=filed&order=desc');
  await user.click(within(pages()).getByRole('link', { name: 'Previous page' }));
  await screen.findByRole('link', { name: row(1).reference });
  expect(queueCalls(fetchImpl).at(-1)).toBe('GET /office/appeals?page=1&pageSize=25&sort=filed&order=desc');
});

it('schedules hearings for the ticked appeals on a panel, says how many and which it could not and why, and reads the queue again', async () => {
  const user = userEvent.setup();
  const posted: unknown[] = [];
  const fetchImpl = api(undefined, (body) => {
    posted.push(body);
    return {
      body: {
        scheduled: [{ id: 'h1', appeal: row(1).id, reference: row(1).reference, startsAt: '2026-05-12T13:00:00Z', minutes: 30, panel: PANEL }],
        refused: [{ appeal: row(3).reference, message: 'An appeal that is decided cannot have a hearing scheduled.' }],
      },
    };
  });
  renderOffice('/office', fetchImpl);
  await screen.findByRole('table');
  await user.click(screen.getByRole('checkbox', { name: `Select ${row(1).reference}` }));
  await user.click(screen.getByRole('checkbox', { name: `Select ${row(3).reference}` }));
  const form = screen.getByRole('form', { name: 'Schedule hearings' });
  expect(within(form).getByText('2 appeals selected.')).toBeInTheDocument();
  await waitFor(() => expect(within(form).getByRole('option', { name: 'Panel 2' })).toBeInTheDocument());
  await user.selectOptions(within(form).getByLabelText('Panel'), 'Panel 2');
  const before = queueCalls(fetchImpl).length;
  await user.click(within(form).getByRole('button', { name: 'Schedule hearings' }));

  const done = await screen.findByRole('heading', { name: '1 hearing scheduled' });
  expect(posted).toEqual([{ appeals: [row(1).reference, row(3).reference], panel: PANEL }]);
  const result = done.closest('[tabindex="-1"]') as HTMLElement;
  expect(within(result).getByText('1 appeal could not be scheduled:')).toBeInTheDocument();
  expect(within(result).getByRole('listitem')).toHaveTextContent(`${row(3).reference}: An appeal that is decided cannot have a hearing scheduled.`);
  await waitFor(() => expect(result).toHaveFocus());
  await waitFor(() => expect(screen.getByTestId('live-polite')).toHaveTextContent('1 hearing scheduled 1 appeal could not be scheduled:'));
  await waitFor(() => expect(queueCalls(fetchImpl).length).toBeGreaterThan(before));
  expect(screen.getByRole('checkbox', { name: `Select ${row(1).reference}` })).not.toBeChecked();
});

it('selects all on the page, and refuses to schedule with nothing ticked or no panel, in an error summary', async () => {
  const user = userEvent.setup();
  const fetchImpl = api();
  renderOffice('/office', fetchImpl);
  await screen.findByRole('table');
  const form = screen.getByRole('form', { name: 'Schedule hearings' });
  await user.click(within(form).getByRole('button', { name: 'Schedule hearings' }));
  const summary = await within(screen.getByRole('main')).findByRole('alert');
  expect(within(summary).getByRole('link', { name: 'Select the appeals to schedule hearings for.' })).toHaveAttribute('href', '#office-select-all');
  expect(within(summary).getByRole('link', { name: 'Choose the panel to hear the appeals.' })).toHaveAttribute('href', '#office-bulk-panel');
  expect(summary).toHaveFocus();
  expect(callsOf(fetchImpl).some((call) => call.startsWith('POST'))).toBe(false);

  await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  for (const n of [1, 2, 3]) expect(screen.getByRole('checkbox', { name: `Select ${row(n).reference}` })).toBeChecked();
  expect(within(form).getByText('3 appeals selected.')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  expect(within(form).getByText(/No appeals selected/)).toBeInTheDocument();
});
