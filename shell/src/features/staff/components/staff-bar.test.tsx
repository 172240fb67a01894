import { createApiClient, createBus, emptyAppealDraft, emptyMeetingDraft, initialPortalState, persistedSlices, useStaff, type Portal } from 'mfe-shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'mfe-shared/router';
import { createMemoryStorage, fakeResponse, renderWithPortal, TEST_OWNER, TEST_TENANT, testParcel } from '../../../../../mfe-shared/test/portal-fixture';
import { SiteRemotesProvider, type SiteRemotes } from '../../../lib/site-remotes';
import { StaffBar } from './staff-bar';
import { StaffSignInLink } from './staff-sign-in-link';

const CLERK = { accountId: '0b7c6f5e-2f7e-4c39-9d3b-3a4f1f1d2c11', name: 'Dana Whitfield' };

/** What a remote would show: it reads the shared identity, nothing else. */
function RemoteProbe() {
  const { isStaff } = useStaff();
  return <p>{isStaff ? 'Filing for someone else' : 'Public visitor'}</p>;
}

/** What a clerk leaves in the browser when filing for someone: drafts, the filer, documents, season and method. */
function leaveDraftsBehind(portal: Portal) {
  const parcel = testParcel();
  const letter = { id: 'f1', name: 'letter.pdf', size: 1200, type: 'application/pdf' } as never;
  portal.stores.selectedParcel.setState(() => parcel);
  portal.stores.taxpayer.setState(() => TEST_OWNER);
  portal.stores.appeal.setState(() => ({
    ...emptyAppealDraft,
    parcelId: parcel.id,
    filingMethod: 'hand-delivery',
    window: { id: 'w26', name: '2026 Appeal Season', createdAt: '2026-01-01T00:00:00Z', open: true } as never,
  }));
  portal.stores.documentation.setState(() => [letter]);
  portal.stores.meeting.setState(() => ({ ...emptyMeetingDraft, parcelId: parcel.id, attendee: TEST_OWNER, documents: [letter] }));
}

const storesOf = (portal: Portal) => Object.fromEntries(persistedSlices.map((slice) => [slice, portal.stores[slice].getState()]));

function renderBar(fetchImpl: jest.Mock, me = CLERK, storage = createMemoryStorage(), remotes: SiteRemotes = []) {
  const bus = createBus();
  const changed = jest.fn();
  bus.on('staff:changed', changed);
  const api = createApiClient(`/${TEST_TENANT}/api`, fetchImpl);
  const result = renderWithPortal(
    <SiteRemotesProvider value={remotes}>
      <StaffBar />
      <RemoteProbe />
      <StaffSignInLink />
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/appeal" element={<p>Appeal page</p>} />
      </Routes>
    </SiteRemotesProvider>,
    { route: '/appeal', api, bus, me, storage },
  );
  return { user: userEvent.setup(), changed, ...result };
}

it('shows nothing for the public but the footer link to sign in', () => {
  renderBar(jest.fn(), { accountId: null } as never);
  expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Staff sign in' })).toHaveAttribute('href', '/staff/sign-in');
});

it('names the signed-in staff member, links the audit trail and hides the footer link', () => {
  renderBar(jest.fn());
  expect(screen.getByText('Signed in as Dana Whitfield')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/staff/audit');
  expect(screen.queryByRole('link', { name: 'Staff sign in' })).not.toBeInTheDocument();
});

it('links each staff-only area the registry gives a staffLink, and nothing of the others', () => {
  const remotes: SiteRemotes = [
    { name: 'mfe-search', entry: '/remotes/mfe-search/mf-manifest.json', path: '/' },
    { name: 'mfe-permits', entry: '/remotes/mfe-permits/mf-manifest.json', path: '/permits', staffLink: 'Permits' },
    { name: 'mfe-desk', entry: '/remotes/mfe-desk/mf-manifest.json', path: '/desk', staffOnly: true, staffLink: 'Office desk' },
  ];
  renderBar(jest.fn(), CLERK, createMemoryStorage(), remotes);
  expect(screen.getByRole('link', { name: 'Office desk' })).toHaveAttribute('href', '/desk');
  expect(screen.queryByRole('link', { name: 'Permits' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Office desk', 'Audit trail']);
});

it('shows no area links to the public', () => {
  renderBar(jest.fn(), { accountId: null } as never, createMemoryStorage(), [
    { name: 'mfe-desk', entry: '/remotes/mfe-desk/mf-manifest.json', path: '/desk', staffOnly: true, staffLink: 'Office desk' },
  ]);
  expect(screen.queryByRole('link', { name: 'Office desk' })).not.toBeInTheDocument();
});

it('signs out through DELETE /session, tells every area and goes home', async () => {
  const fetchImpl = jest.fn(async () => fakeResponse({ status: 204 }));
  const { user, changed, portal } = renderBar(fetchImpl);
  expect(screen.getByText('Filing for someone else')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Sign out' }));

  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(fetchImpl).toHaveBeenCalledWith('/harbor-county/api/session', expect.objectContaining({ method: 'DELETE', credentials: 'same-origin' }));
  expect(portal.session.getState().me).toEqual({ accountId: null });
  expect(changed).toHaveBeenCalledWith({ accountId: null });
  expect(screen.getByText('Public visitor')).toBeInTheDocument();
  expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Staff sign in' })).toBeInTheDocument();
});

it('stays signed in and says so when signing out fails', async () => {
  const { user } = renderBar(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you out. Please try again.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled());
  expect(screen.getByText('Signed in as Dana Whitfield')).toBeInTheDocument();
});

it("forgets what was filed on someone's behalf when staff sign out, so the next visitor of the computer sees none of it", async () => {
  const storage = createMemoryStorage();
  const { user, portal } = renderBar(
    jest.fn(async () => fakeResponse({ status: 204 })),
    CLERK,
    storage,
  );
  leaveDraftsBehind(portal);

  await user.click(screen.getByRole('button', { name: 'Sign out' }));

  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(storesOf(portal)).toEqual(initialPortalState);
  expect(Object.values(storage.snapshot()).join(' ')).not.toMatch(/pat@example\.org|hand-delivery|letter\.pdf|Harbor View/);
});

it('keeps the drafts when signing out fails: the clerk is still signed in', async () => {
  const { user, portal } = renderBar(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  leaveDraftsBehind(portal);
  const before = storesOf(portal);
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(storesOf(portal)).toEqual(before);
});
