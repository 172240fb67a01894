import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficeChangeRequest } from 'mfe-shared/schemas';
import { callsOf, fakeApi, page, renderOffice } from '../../../../test/office-fixture';

const request = (overrides: Partial<OfficeChangeRequest> = {}): OfficeChangeRequest => ({
  id: '6f1c2a7e-1111-4c39-9d3b-3a4f1f1d2c11',
  reference: 'HC-26-7K3QPM',
  parcelId: '131-3253-R32532',
  address: '12 Harbor View Rd',
  onRecord: 'Avery Quinn',
  topic: 'owner-name',
  correctValue: 'Avery J. Quinn',
  contactName: 'Avery Quinn',
  contactEmail: 'avery@example.org',
  document: { id: '0c7b7f3e-2222-4c39-9d3b-3a4f1f1d2c11', name: 'deed.pdf', size: 245_760, type: 'application/pdf' },
  status: 'received',
  note: null,
  createdAt: '2026-11-20T15:00:00Z',
  updatedAt: '2026-11-20T15:00:00Z',
  ...overrides,
});

const counts = { received: 1, 'in-review': 0, corrected: 2, declined: 0 };

it('lists the requests in a real table with counts per status, the status kept in the address', async () => {
  const fetchImpl = fakeApi((_method, url) => {
    if (url.pathname.endsWith('/office/change-requests')) {
      const status = url.searchParams.get('status');
      const items = status === 'corrected' ? [] : [request()];
      return { body: { items, total: status === 'corrected' ? 2 : 3, page: 1, pageSize: 25, counts } };
    }
    return undefined;
  });
  renderOffice('/office/change-requests', fetchImpl);
  expect(screen.getByRole('heading', { level: 1, name: 'Correction requests' })).toBeInTheDocument();
  const table = await page().findByRole('table', { name: 'Correction requests, newest first (3 in all)' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Reference', 'Received', 'Parcel', 'What is wrong', 'Correct information', 'From', 'Status']);
  const row = within(table).getByRole('row', { name: /HC-26-7K3QPM/ });
  expect(row).toHaveTextContent('Owner name');
  expect(row).toHaveTextContent('Avery J. Quinn');
  expect(row).toHaveTextContent('Received');
  const byStatus = screen.getByRole('navigation', { name: 'Correction requests by status' });
  expect(within(byStatus).getByRole('link', { name: 'All (3)' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(byStatus).getByRole('link', { name: 'Corrected (2)' }));
  expect(await page().findByText('2 corrected correction requests.')).toBeInTheDocument();
  expect(callsOf(fetchImpl)).toContain('GET /office/change-requests?status=corrected&page=1');
});

it('opens a request with what the records show and its document, and answers it with a note', async () => {
  const user = userEvent.setup();
  let current = request();
  const fetchImpl = fakeApi((method, url, body) => {
    if (method === 'GET' && url.pathname.endsWith('/office/change-requests/HC-26-7K3QPM')) return { body: current };
    if (method === 'POST' && url.pathname.endsWith('/office/change-requests/HC-26-7K3QPM/status')) {
      current = request({ status: (body as { status: OfficeChangeRequest['status'] }).status, note: (body as { note?: string }).note ?? null });
      return { body: current };
    }
    return undefined;
  });
  renderOffice('/office/change-requests/HC-26-7K3QPM', fetchImpl);
  expect(await screen.findByRole('heading', { level: 1, name: 'Correction request HC-26-7K3QPM' })).toBeInTheDocument();
  expect(page().getByText('On record now').nextElementSibling).toHaveTextContent('Avery Quinn');
  expect(page().getByRole('link', { name: /Open deed.pdf/ })).toHaveAttribute('href', '/harbor-county/api/office/change-requests/HC-26-7K3QPM/document?disposition=inline');
  expect(page().getByRole('link', { name: 'Download deed.pdf' })).toHaveAttribute('href', '/harbor-county/api/office/change-requests/HC-26-7K3QPM/document');

  await user.type(page().getByLabelText(/Note/), 'Deed checked');
  await user.click(page().getByRole('button', { name: 'Mark as corrected' }));
  const done = await page().findByText('Correction request HC-26-7K3QPM is corrected. The visitor has been emailed.');
  await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
  expect(callsOf(fetchImpl)).toContain('POST /office/change-requests/HC-26-7K3QPM/status');
  expect(page().getByText('This correction request is final: it can no longer change.')).toBeInTheDocument();
  expect(page().getByText('Office note').nextElementSibling).toHaveTextContent('Deed checked');
});

it('says what the API refused, in its words, and keeps the note', async () => {
  const user = userEvent.setup();
  const fetchImpl = fakeApi((method, url) => {
    if (method === 'GET' && url.pathname.endsWith('/office/change-requests/HC-26-7K3QPM')) return { body: request({ status: 'in-review' }) };
    if (method === 'POST') return { status: 409, body: { message: 'A correction request that is corrected cannot be moved to declined.' } };
    return undefined;
  });
  renderOffice('/office/change-requests/HC-26-7K3QPM', fetchImpl);
  await screen.findByRole('heading', { level: 1, name: 'Correction request HC-26-7K3QPM' });
  expect(page().queryByRole('button', { name: 'Start the review' })).not.toBeInTheDocument();
  await user.type(page().getByLabelText(/Note/), 'No evidence');
  await user.click(page().getByRole('button', { name: 'Decline' }));
  expect(await page().findByText('A correction request that is corrected cannot be moved to declined.')).toBeInTheDocument();
  expect(page().getByLabelText(/Note/)).toHaveValue('No evidence');
});
