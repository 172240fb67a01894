import { createApiClient, emptyAppealDraft } from 'mfe-shared';
import { screen, within } from '@testing-library/react';
import { fakeResponse, renderWithPortal, TEST_OWNER, TEST_TENANT } from '../../../../../mfe-shared/test/portal-fixture';
import { AuditPage } from './audit-page';

const CLERK = { accountId: '0b7c6f5e-2f7e-4c39-9d3b-3a4f1f1d2c11', name: 'Dana Whitfield' };

const rows = [
  {
    id: 2,
    action: 'appeal-filed-on-behalf',
    accountName: 'Dana Whitfield',
    parcelId: '01-234-567',
    detail: { method: 'mail' },
    createdAt: '2026-01-15T15:04:05.000Z',
  },
  { id: 1, action: 'sign-in', accountName: 'Dana Whitfield', parcelId: null, detail: {}, createdAt: '2026-01-15T15:00:00.000Z' },
];

const renderPage = (fetchImpl: jest.Mock, me: object = CLERK) =>
  renderWithPortal(<AuditPage />, {
    route: '/staff/audit',
    me,
    api: createApiClient(`/${TEST_TENANT}/api`, fetchImpl),
    settings: { 'general.timezone': 'America/New_York' },
  });

it('lists the staff actions with the time in UTC and in the county zone', async () => {
  const fetchImpl = jest.fn(async () => fakeResponse({ body: { results: rows } }));
  renderPage(fetchImpl);
  const table = await screen.findByRole('table', { name: 'Recent staff actions (2)' });
  expect(fetchImpl).toHaveBeenCalledWith('/harbor-county/api/audit', expect.objectContaining({ method: 'GET' }));

  const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
  expect(headers).toEqual(['Time (UTC)', 'Time (Eastern Time)', 'Staff member', 'Action', 'Parcel', 'Details']);
  const [first, second] = within(table).getAllByRole('row').slice(1);
  expect(within(first).getAllByRole('cell').map((td) => td.textContent)).toEqual([
    'Jan 15, 2026, 3:04:05 PM UTC',
    'Jan 15, 2026, 10:04:05 AM EST',
    'Dana Whitfield',
    'Appeal filed on behalf',
    '01-234-567',
    'Filing method: mail',
  ]);
  expect(within(second).getAllByRole('cell').map((td) => td.textContent).slice(3)).toEqual(['Signed in', 'None', 'None']);
});

it('asks the public to sign in and does not call the API', () => {
  const fetchImpl = jest.fn();
  renderPage(fetchImpl, { accountId: null });
  expect(screen.getByRole('link', { name: 'Sign in as a member of staff' })).toHaveAttribute('href', '/staff/sign-in');
  expect(fetchImpl).not.toHaveBeenCalled();
});

it('treats a 401 as the end of the session: the visitor is public again', async () => {
  const fetchImpl = jest.fn(async () => fakeResponse({ status: 401, body: { message: 'Sign in as a member of staff to see the audit trail.' } }));
  const { portal } = renderPage(fetchImpl);
  portal.stores.taxpayer.setState(() => TEST_OWNER);
  portal.stores.appeal.setState(() => ({ ...emptyAppealDraft, filingMethod: 'mail' }));
  expect(await screen.findByRole('link', { name: 'Sign in as a member of staff' })).toBeInTheDocument();
  expect(portal.session.getState().me).toEqual({ accountId: null });
  // As after a sign-out: what the clerk left in the browser is gone.
  expect(portal.stores.taxpayer.getState()).toBeNull();
  expect(portal.stores.appeal.getState()).toBeNull();
});
