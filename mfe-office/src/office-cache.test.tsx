import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEXT_STATUSES, OFFICE_STATUSES, type AppealStatus, type OfficeAppeal, type OfficeAppealsResponse } from 'mfe-shared/schemas';
import { callsOf, fakeApi, page, renderOffice } from '../test/office-fixture';

// The office's reads share one cache per mounted office: a decision on an appeal's page reads that
// appeal and the queue again, so the queue the officer goes back to shows the move.

const REFERENCE = 'HC-26-7K3QPM';

function desk() {
  let status: AppealStatus = 'filed';
  const detail = (): OfficeAppeal => ({
    id: '6f1c2a8e-4b7d-4f3a-9c1e-2d5b8a7e6f10',
    reference: REFERENCE,
    status,
    filedAt: '2026-04-02T14:30:00.000Z',
    confirmBy: null,
    window: { id: 'w26', name: '2026 Appeal Season' },
    property: { id: 'HC-000016-A247', address: '3261 Sunset Dr', type: 'residential', owner: 'Avery Quinn', value: { amount: 438_700, currency: 'USD' } },
    filer: { name: 'Jordan Vale', type: 'owner', organization: null, userType: null, address: null, phone: { number: '5555550142', extension: '' }, email: 'jordan@vale.example' },
    claimedValue: { amount: 395_000, currency: 'USD' },
    reasons: [],
    comparables: [],
    compsPdf: null,
    documents: [],
    method: 'online',
    filedBy: 'public',
    staffName: null,
    timeline: [{ status: 'filed', label: 'Filed', at: '2026-04-02T14:30:00.000Z', decidedValue: null, hearingAt: null, by: null, note: null }],
    nextStatuses: [...NEXT_STATUSES[status]],
  });
  const queue = (): OfficeAppealsResponse => ({
    window: { id: 'w26', name: '2026 Appeal Season', open: true },
    results: [
      {
        id: detail().id,
        reference: REFERENCE,
        status,
        filedAt: '2026-04-02T14:30:00.000Z',
        parcel: { id: 'HC-000016-A247', address: '3261 Sunset Dr', type: 'residential' },
        filer: { name: 'Jordan Vale' },
        claimedValue: { amount: 395_000, currency: 'USD' },
        method: 'online',
        filedBy: 'public',
      },
    ],
    page: 1,
    pageSize: 25,
    total: 1,
    counts: {
      filed: status === 'filed' ? 1 : 0,
      'under-review': status === 'under-review' ? 1 : 0,
      'offer-made': 0,
      'offer-accepted': 0,
      'offer-declined': 0,
      'hearing-scheduled': 0,
      'hearing-held': 0,
      decided: 0,
      withdrawn: 0,
      closed: 0,
      'awaiting-confirmation': 0,
    },
  });
  return fakeApi((method, url, body) => {
    if (url.pathname.endsWith('/appeal-windows')) return { body: { results: [] } };
    if (method === 'GET' && url.pathname.endsWith('/office/appeals')) return { body: queue() };
    if (method === 'GET' && url.pathname.endsWith(`/office/appeals/${REFERENCE}`)) return { body: detail() };
    if (method === 'POST' && url.pathname.endsWith(`/appeals/${REFERENCE}/status`)) {
      status = (body as { status: AppealStatus }).status;
      return { body: { id: detail().id, reference: REFERENCE, status } };
    }
    return undefined;
  });
}

const reads = (fetchImpl: jest.Mock, path: string) => callsOf(fetchImpl).filter((call) => call.split('?')[0] === `GET ${path}`).length;

it('reads the appeal and the queue again after a decision, so the queue the officer returns to shows it', async () => {
  const user = userEvent.setup();
  const fetchImpl = desk();
  renderOffice('/office', fetchImpl);
  const row = () => within(screen.getByRole('table')).getAllByRole('row')[1];
  await screen.findByRole('table');
  expect(within(row()).getAllByRole('cell')[1]).toHaveTextContent('Filed');

  await user.click(within(row()).getByRole('link', { name: REFERENCE }));
  const status = await screen.findByRole('region', { name: 'Status' });
  expect(reads(fetchImpl, `/office/appeals/${REFERENCE}`)).toBe(1);
  await user.click(within(status).getByRole('radio', { name: 'Start the review' }));
  await user.click(within(status).getByRole('button', { name: 'Start the review' }));
  expect(await page().findByText(`Appeal ${REFERENCE} is now under review. The filer has been emailed.`)).toBeInTheDocument();
  // The appeal itself was read again: its next moves are the new status's.
  expect(reads(fetchImpl, `/office/appeals/${REFERENCE}`)).toBe(2);
  expect(within(status).getByRole('radio', { name: 'Record the decision' })).toBeInTheDocument();

  const queueReads = reads(fetchImpl, '/office/appeals');
  await user.click(screen.getByRole('link', { name: 'Back to the appeals' }));
  await waitFor(() => expect(within(row()).getAllByRole('cell')[1]).toHaveTextContent('Under review'));
  expect(reads(fetchImpl, '/office/appeals')).toBe(queueReads + 1);
  expect(screen.getByRole('link', { name: 'Under review (1)' })).toBeInTheDocument();
});

it('offers to try a failed read again, and shows the queue once it answers', async () => {
  const user = userEvent.setup();
  let down = true;
  const fetchImpl = fakeApi((method, url) => {
    if (url.pathname.endsWith('/appeal-windows')) return { body: { results: [] } };
    if (url.pathname.endsWith('/office/appeals'))
      return down
        ? { status: 503, body: { message: 'The appeals are not available at the moment.' } }
        : {
            body: {
              window: null,
              results: [],
              page: 1,
              pageSize: 25,
              total: 0,
              counts: Object.fromEntries(OFFICE_STATUSES.map((name) => [name, 0])) as OfficeAppealsResponse['counts'],
            },
          };
    return undefined;
  });
  renderOffice('/office', fetchImpl);
  const alert = await page().findByRole('alert');
  expect(alert).toHaveTextContent('The appeals could not be loaded');
  expect(alert).toHaveTextContent('The appeals are not available at the moment.');
  down = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await page().findByText('No appeals match these filters.')).toBeInTheDocument();
  expect(page().queryByRole('alert')).not.toBeInTheDocument();
});
