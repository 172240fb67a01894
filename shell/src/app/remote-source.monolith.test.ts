// The monolith's seam (npm run build:monolith): no remotes.json, no federation runtime, and the
// county's enabled modules still choose the areas, through the same remote-registry as the site.
import { parseSettings } from 'mfe-shared/schemas';
import { fetchRemotesJson, registerEnabledRemotes } from './remote-registry';
import { loadRoutes } from './remote-source';

// What shell/rspack.monolith.config.ts does with its alias.
jest.mock('./remote-source', () => jest.requireActual('./remote-source.monolith'));
jest.mock('@module-federation/enhanced/runtime', () => {
  throw new Error('the monolith must not load the federation runtime');
});

const fetchSpy = jest.fn();
beforeEach(() => (globalThis.fetch = fetchSpy));
afterEach(() => delete (globalThis as { fetch?: unknown }).fetch);

it('has every remote built in, and asks the network for no list of them', async () => {
  const selected = registerEnabledRemotes(await fetchRemotesJson(), parseSettings({ 'meetings.enabled': 'true' }));
  expect(selected.map(({ name, entry, path }) => ({ name, entry, path }))).toEqual([
    { name: 'mfe-search', entry: 'built-in', path: '/' },
    { name: 'mfe-appeal', entry: 'built-in', path: '/appeal' },
    { name: 'mfe-meeting', entry: 'built-in', path: '/meeting' },
  ]);
  expect(fetchSpy).not.toHaveBeenCalled();
});

it('leaves out a module the county turns off, as the federated shell does', async () => {
  const selected = registerEnabledRemotes(await fetchRemotesJson(), parseSettings({ 'meetings.enabled': 'false' }));
  expect(selected.map((remote) => remote.name)).toEqual(['mfe-search', 'mfe-appeal']);
});

it("gives each remote's own route table", async () => {
  for (const remote of ['mfe-search', 'mfe-appeal', 'mfe-meeting'] as const) {
    expect([remote, typeof (await loadRoutes(remote))?.default]).toEqual([remote, 'function']);
  }
});
