import { renderWithPortal } from '../../../mfe-shared/test/portal-fixture';
import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useLocation } from 'mfe-shared/router';
import { AppRoutes } from './app-routes';
import type { SiteRemotes } from '../lib/site-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

const CLERK = { accountId: '0b7c6f5e-2f7e-4c39-9d3b-3a4f1f1d2c11', name: 'Dana Whitfield' };

/** Each fake remote names itself and the address it was given, relative to where it is mounted. */
function fakeRemote(label: string) {
  return function Routes() {
    const { pathname } = useLocation();
    return <h1>{`${label} at ${pathname}`}</h1>;
  };
}

/** A registry the shell has never seen in its code: a remote at the front door and one for staff, with made-up names. */
const remotes: SiteRemotes = [
  { name: 'mfe-search', entry: '/remotes/mfe-search/mf-manifest.json', path: '/' },
  { name: 'mfe-permits', entry: '/remotes/mfe-permits/mf-manifest.json', path: '/permits', loading: 'Loading the permits' },
  { name: 'mfe-desk', entry: '/remotes/mfe-desk/mf-manifest.json', path: '/desk', staffOnly: true, staffLink: 'Desk' },
];

beforeEach(() => {
  mockLoadRemote.mockReset();
  mockLoadRemote.mockImplementation(async (id: string) => ({ default: fakeRemote(id) }));
});

const loaded = () => mockLoadRemote.mock.calls.map(([id]) => id);

it('mounts each remote of the registry at the path its entry names, and the front door for anything else', async () => {
  renderWithPortal(<AppRoutes remotes={remotes} />, { route: '/permits/apply' });
  expect(await screen.findByRole('heading', { name: 'mfe_permits/routes at /permits/apply' })).toBeInTheDocument();
  expect(loaded()).toEqual(['mfe_permits/routes']);
});

it('sends an address no remote claims to the front door remote', async () => {
  renderWithPortal(<AppRoutes remotes={remotes} />, { route: '/nowhere/at/all' });
  expect(await screen.findByRole('heading', { name: 'mfe_search/routes at /nowhere/at/all' })).toBeInTheDocument();
});

it('never loads a staff-only remote for the public: its addresses offer a sign-in instead', async () => {
  renderWithPortal(<AppRoutes remotes={remotes} />, { route: '/desk/queue', me: { accountId: null } });
  expect(await screen.findByRole('heading', { level: 1, name: 'For office staff only' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in as a member of staff' })).toHaveAttribute('href', '/staff/sign-in');
  expect(loaded()).toEqual([]);
});

it('mounts the staff-only remote for signed-in staff, and takes it away again when they sign out', async () => {
  const { portal } = renderWithPortal(<AppRoutes remotes={remotes} />, { route: '/desk/queue', me: CLERK });
  expect(await screen.findByRole('heading', { name: 'mfe_desk/routes at /desk/queue' })).toBeInTheDocument();
  act(() => portal.session.setState((state) => ({ ...state, me: { accountId: null } })));
  expect(await screen.findByRole('heading', { level: 1, name: 'For office staff only' })).toBeInTheDocument();
});

it('gives an address of a remote the county does not enable to the front door (its not-found page)', async () => {
  renderWithPortal(<AppRoutes remotes={remotes.filter((remote) => remote.name !== 'mfe-permits')} />, { route: '/permits' });
  expect(await screen.findByRole('heading', { name: 'mfe_search/routes at /permits' })).toBeInTheDocument();
  expect(loaded()).toEqual(['mfe_search/routes']);
});
