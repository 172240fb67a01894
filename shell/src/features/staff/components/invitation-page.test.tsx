import { createApiClient } from 'mfe-shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'mfe-shared/router';
import { fakeResponse, renderWithPortal, TEST_TENANT } from '../../../../../mfe-shared/test/portal-fixture';
import { InvitationPage } from './invitation-page';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const TOKEN = 'v1.invitation-token';
const INVITATION = { name: 'Robin Vale', email: 'robin.vale@harborcounty.example', role: 'appraiser', expiresAt: '2027-01-08T15:00:00.000Z' };
const NOT_WORKING = 'This invitation link does not work. It may have expired, been used already or been withdrawn. Ask an administrator of your office to invite you again.';

function renderPage(respond: (url: URL, init?: RequestInit) => Response) {
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(new URL(String(input), 'http://localhost'), init));
  const api = createApiClient(`/${TEST_TENANT}/api`, fetchImpl);
  renderWithPortal(
    <Routes>
      <Route path="/staff/invitation/:token" element={<InvitationPage />} />
      <Route path="/office" element={<p>Office desk</p>} />
    </Routes>,
    { route: `/staff/invitation/${TOKEN}`, api },
  );
  return { user: userEvent.setup(), fetchImpl };
}

it('shows whom the link invites, checks the password first, then makes the account and opens the office desk', async () => {
  const { user, fetchImpl } = renderPage((url, init) =>
    init?.method === 'POST'
      ? fakeResponse({ status: 201, body: { accountId: '7a1c36c9-c021-4425-b9f0-90c916961543', name: 'Robin Vale', role: 'appraiser' } })
      : fakeResponse({ status: 200, body: INVITATION }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeInTheDocument();
  expect(screen.getByText(/has invited you to its office desk as an appraiser/)).toBeInTheDocument();
  expect(screen.getByText('robin.vale@harborcounty.example')).toBeInTheDocument();
  const password = screen.getByLabelText('Create a password');
  expect(password).toHaveAttribute('autocomplete', 'new-password');

  await user.type(password, 'short');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(await screen.findByRole('link', { name: 'Your password must be at least 12 characters long' })).toBeInTheDocument();
  expect(fetchImpl.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);

  await user.clear(password);
  await user.type(password, 'a long enough password');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(await screen.findByText('Office desk')).toBeInTheDocument();
  const [input, init] = fetchImpl.mock.calls.find(([, call]) => call?.method === 'POST')!;
  expect(String(input)).toContain(`/staff/invitations/${encodeURIComponent(TOKEN)}/accept`);
  expect(JSON.parse(String(init!.body))).toEqual({ password: 'a long enough password' });
});

it("says in the API's words that a link no longer works, and offers no form", async () => {
  renderPage(() => fakeResponse({ status: 410, body: { message: NOT_WORKING } }));
  expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link does not work' })).toBeInTheDocument();
  expect(screen.getByText(NOT_WORKING)).toBeInTheDocument();
  expect(screen.queryByLabelText('Create a password')).not.toBeInTheDocument();
});

it('keeps the form, with the reason, when the account cannot be made', async () => {
  const { user } = renderPage((url, init) =>
    init?.method === 'POST'
      ? fakeResponse({ status: 409, body: { message: 'robin.vale@harborcounty.example already has a staff account in this county.' } })
      : fakeResponse({ status: 200, body: INVITATION }),
  );
  await user.type(await screen.findByLabelText('Create a password'), 'a long enough password');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  await waitFor(() => expect(screen.getByRole('link', { name: 'robin.vale@harborcounty.example already has a staff account in this county.' })).toBeInTheDocument());
});
