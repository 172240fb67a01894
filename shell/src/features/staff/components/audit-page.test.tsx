import { createApiClient, emptyAppealDraft, LiveRegion } from 'mfe-shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditResponse, type AuditRow } from 'mfe-shared/schemas';
import { speak } from '../../../../../mfe-shared/test/language';
import { fakeResponse, renderWithPortal, TEST_OWNER, TEST_TENANT } from '../../../../../mfe-shared/test/portal-fixture';
import { AuditPage } from './audit-page';

// Typing and paging through a rendered table take seconds on a busy machine.
jest.setTimeout(30_000);

const CLERK = { accountId: '0b7c6f5e-2f7e-4c39-9d3b-3a4f1f1d2c11', name: 'Dana Whitfield' };
const APPRAISER = { id: '7d1e4a3b-8c2f-4e5d-9a6b-1c2d3e4f5a6b', name: 'Sam Ortiz' };

const row = (overrides: Partial<AuditRow>): AuditRow => ({
  id: 1,
  action: 'sign-in',
  accountName: 'Dana Whitfield',
  parcelId: null,
  detail: {},
  createdAt: '2026-01-15T15:00:00.000Z',
  count: 1,
  lastAt: null,
  ...overrides,
});

const rows = [
  row({ id: 3, action: 'sign-in-failed', accountName: null, createdAt: '2026-01-15T19:02:05.000Z', count: 250, lastAt: '2026-01-15T19:03:10.000Z' }),
  row({ id: 2, action: 'appeal-filed-on-behalf', parcelId: '01-234-567', detail: { method: 'mail' }, createdAt: '2026-01-15T15:04:05.000Z' }),
  row({ id: 1 }),
];

const answer = (overrides: Partial<AuditResponse> = {}): AuditResponse => ({
  results: rows,
  totalCount: 3,
  firstPosition: 1,
  older: null,
  newer: null,
  accounts: [{ id: CLERK.accountId, name: CLERK.name }, APPRAISER],
  ...overrides,
});

const renderPage = (fetchImpl: jest.Mock, me: object = CLERK) =>
  renderWithPortal(
    <>
      <AuditPage />
      <LiveRegion />
    </>,
    {
      route: '/staff/audit',
      me,
      api: createApiClient(`/${TEST_TENANT}/api`, fetchImpl),
      settings: { 'general.timezone': 'America/New_York' },
    },
  );

/** The URLs the page asked for, in order. */
const urls = (fetchImpl: jest.Mock) => fetchImpl.mock.calls.map(([url]) => String(url));

it('lists the staff actions with the time in UTC and in the county zone, and announces how many', async () => {
  const fetchImpl = jest.fn(async () => fakeResponse({ body: answer() }));
  renderPage(fetchImpl);
  const table = await screen.findByRole('table', { name: 'Staff actions, newest first' });
  expect(urls(fetchImpl)).toEqual(['/harbor-county/api/audit']);

  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['Time (UTC)', 'Time (Eastern Time)', 'Staff member', 'Action', 'Parcel', 'Details']);
  const [, second, third] = within(table).getAllByRole('row').slice(1);
  expect(
    within(second)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['Jan 15, 2026, 3:04:05 PM UTC', 'Jan 15, 2026, 10:04:05 AM EST', 'Dana Whitfield', 'Appeal filed on behalf', '01-234-567', 'Filing method: Mail']);
  expect(
    within(third)
      .getAllByRole('cell')
      .map((td) => td.textContent)
      .slice(3),
  ).toEqual(['Signed in', 'None', 'None']);
  expect(screen.getByText('Showing events 1 to 3 of 3', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Showing events 1 to 3 of 3');
  // One page only: no pager.
  expect(screen.queryByRole('navigation', { name: 'Audit trail pages' })).not.toBeInTheDocument();
});

describe("an event's details, in words", () => {
  const steps = [
    row({
      id: 5,
      action: 'appeal-status-changed',
      appealReference: 'HC-26-7K3QPM',
      detail: { appealId: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', from: 'under-review', to: 'hearing-scheduled', by: 'staff', note: 'Owner asked for a morning' },
    }),
    row({
      id: 4,
      action: 'county-settings-changed',
      detail: { by: 'Morgan Reyes', changes: [{ key: 'general.phone_number', before: '5555550100', after: '5555550199' }] },
    }),
    row({
      id: 3,
      action: 'hearing-session-added',
      detail: { panel: '7d1e4a3b-8c2f-4e5d-9a6b-1c2d3e4f5a6b', startsAt: '2026-12-16T14:00:00.000Z', endsAt: '2026-12-16T17:00:00.000Z' },
    }),
  ];
  const detailsOf = async () => {
    renderPage(jest.fn(async () => fakeResponse({ body: answer({ results: steps, totalCount: 3 }) })));
    const table = await screen.findByRole('table');
    return within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) =>
        within(within(tr).getAllByRole('cell')[5])
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      );
  };

  afterEach(() => speak('en'));

  it('names the appeal by its reference, the statuses and who moved it in words, the times in the county zone, and no internal id', async () => {
    expect(await detailsOf()).toEqual([
      ['Appeal: HC-26-7K3QPM', 'From: Under review', 'To: Hearing scheduled', 'By: Office staff', 'Note: Owner asked for a morning'],
      ['By: Morgan Reyes', 'Changes: general.phone_number: 5555550100 → 5555550199'],
      ['Starts: Dec 16, 2026, 9:00 AM', 'Ends: Dec 16, 2026, 12:00 PM'],
    ]);
    expect(screen.getByRole('table')).not.toHaveTextContent(/3f2b1c4d|7d1e4a3b/);
  });

  it('says them in Spanish', async () => {
    await speak('es');
    const [step, , session] = await detailsOf();
    expect(step).toEqual(['Apelación: HC-26-7K3QPM', 'De: En revisión', 'A: Audiencia programada', 'Por: El personal de la oficina', 'Nota: Owner asked for a morning']);
    expect(session[0]).toMatch(/^Empieza: 16 dic 2026, 9:00/);
    expect(screen.getByRole('cell', { name: 'Cambió el estado de la apelación' })).toBeInTheDocument();
  });
});

it('shows repeated refusals as one row with their count and first and last time', async () => {
  renderPage(jest.fn(async () => fakeResponse({ body: answer() })));
  const table = await screen.findByRole('table');
  const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
  expect(cells[0].textContent).toMatch(/^Jan 15, 2026, 7:02:05\sPM UTC\s–\s7:03:10\sPM UTC$/);
  expect(cells[1].textContent).toMatch(/^Jan 15, 2026, 2:02:05\sPM EST\s–\s2:03:10\sPM EST$/);
  expect(cells[2]).toHaveTextContent('Unknown account');
  // Seen as "×250", heard as "250 times".
  expect(cells[3].textContent).toBe('Sign-in failed ×250, 250 times');
  expect(within(cells[3]).getByText('×250')).toHaveAttribute('aria-hidden', 'true');
  expect(within(cells[3]).getByText(', 250 times')).toHaveClass('usa-sr-only');
});

it('pages to older and newer events by keyboard, and moves the focus to the new page', async () => {
  const newest = answer({ results: Array.from({ length: 5 }, (_, index) => row({ id: 92 - index })), totalCount: 7, older: 88 });
  const older = answer({ results: [row({ id: 40 }), row({ id: 39 })], totalCount: 7, firstPosition: 6, newer: 40, older: null });
  const fetchImpl = jest.fn(async (url: string) => fakeResponse({ body: url.includes('before=') ? older : newest }));
  const user = userEvent.setup();
  renderPage(fetchImpl);

  await screen.findByText('Showing events 1 to 5 of 7', { selector: 'p' });
  expect(screen.queryByRole('button', { name: 'Newer events' })).not.toBeInTheDocument();
  screen.getByRole('button', { name: 'Older events' }).focus();
  await user.keyboard('{Enter}');
  await screen.findByText('Showing events 6 to 7 of 7', { selector: 'p' });
  expect(urls(fetchImpl)[1]).toBe('/harbor-county/api/audit?before=88');
  expect(screen.getByRole('region', { name: 'Staff actions, newest first' })).toHaveFocus();
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Showing events 6 to 7 of 7');
  expect(screen.queryByRole('button', { name: 'Older events' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Newer events' }));
  await screen.findByText('Showing events 1 to 5 of 7', { selector: 'p' });
  expect(urls(fetchImpl)[2]).toBe('/harbor-county/api/audit?after=40');
});

it('filters by action, staff member and dates, with labelled fields, from the first page again', async () => {
  const fetchImpl = jest.fn(async (url: string) =>
    fakeResponse({ body: url.includes('action=') ? answer({ results: [rows[0]], totalCount: 1 }) : answer({ older: 1, newer: 9 }) }),
  );
  const user = userEvent.setup();
  renderPage(fetchImpl);
  await screen.findByRole('table');

  const form = screen.getByRole('form', { name: 'Filter the audit trail' });
  const action = within(form).getByLabelText('Action');
  expect(
    within(action)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All actions', ...AUDIT_ACTIONS.map((name) => AUDIT_ACTION_LABELS[name])]);
  // Every action the API records, in words: the county's set-up and an appeal's steps among them.
  expect(within(action).getByRole('option', { name: 'Decision letter approved and sent' })).toBeInTheDocument();
  expect(within(action).getByRole('option', { name: 'Meeting location added' })).toBeInTheDocument();
  expect(within(action).getByRole('option', { name: 'Correction request sent on behalf' })).toBeInTheDocument();
  const account = within(form).getByLabelText('Staff member');
  expect(
    within(account)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All staff members', 'Unknown account', 'Dana Whitfield', 'Sam Ortiz']);
  expect(within(form).getByRole('group', { name: 'Dates (Eastern Time)' })).toBeInTheDocument();

  await user.selectOptions(action, 'sign-in-failed');
  await user.selectOptions(account, 'none');
  // A date field's own picker is the browser's; its value is what it hands over.
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-01-10' } });
  fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-01-15' } });
  await user.click(within(form).getByRole('button', { name: 'Apply filters' }));

  await screen.findByText('Showing events 1 to 1 of 1', { selector: 'p' });
  expect(urls(fetchImpl).at(-1)).toBe('/harbor-county/api/audit?action=sign-in-failed&account=none&from=2026-01-10&to=2026-01-15');
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Showing events 1 to 1 of 1');

  await user.click(within(form).getByRole('button', { name: 'Clear filters' }));
  await screen.findByText('Showing events 1 to 3 of 3', { selector: 'p' });
  expect(urls(fetchImpl).at(-1)).toBe('/harbor-county/api/audit');
  expect(action).toHaveValue('');
  expect(within(form).getByLabelText('From')).toHaveValue('');
});

it('says when nothing matches the filters', async () => {
  const fetchImpl = jest.fn(async (url: string) => fakeResponse({ body: url.includes('action=') ? answer({ results: [], totalCount: 0 }) : answer() }));
  const user = userEvent.setup();
  renderPage(fetchImpl);
  await screen.findByRole('table');
  await user.selectOptions(screen.getByLabelText('Action'), 'sign-out');
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(await screen.findByText('No events match these filters.', { selector: 'p' })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByTestId('live-polite')).toHaveTextContent('No events match these filters.');
});

it('says when nothing has been recorded', async () => {
  renderPage(jest.fn(async () => fakeResponse({ body: answer({ results: [], totalCount: 0 }) })));
  expect(await screen.findByText('No staff actions have been recorded yet.', { selector: 'p' })).toBeInTheDocument();
});

it('refuses a To date before the From date, with the error summary, and asks for nothing', async () => {
  const fetchImpl = jest.fn(async () => fakeResponse({ body: answer() }));
  const user = userEvent.setup();
  renderPage(fetchImpl);
  await screen.findByRole('table');
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
  await user.click(screen.getByRole('button', { name: 'Apply filters' }));

  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  expect(within(summary).getByRole('link', { name: 'The "From" date must be on or before the "To" date.' })).toBeInTheDocument();
  expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  expect(fetchImpl).toHaveBeenCalledTimes(1);
});

it('shows the server’s message when the trail cannot be loaded', async () => {
  renderPage(jest.fn(async () => fakeResponse({ status: 400, body: { message: 'The page size must be a whole number from 1 to 100.' } })));
  const alert = (await screen.findByText('The audit trail could not be loaded')).closest('[role="alert"]');
  expect(alert).toBeInTheDocument();
  expect(alert).toHaveTextContent('The page size must be a whole number from 1 to 100.');
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
  act(() => {
    portal.stores.taxpayer.setState(() => TEST_OWNER);
    portal.stores.appeal.setState(() => ({ ...emptyAppealDraft, filingMethod: 'mail' }));
  });
  expect(await screen.findByRole('link', { name: 'Sign in as a member of staff' })).toBeInTheDocument();
  expect(portal.session.getState().me).toEqual({ accountId: null });
  // As after a sign-out: what the clerk left in the browser is gone.
  expect(portal.stores.taxpayer.getState()).toBeNull();
  expect(portal.stores.appeal.getState()).toBeNull();
});
