// mfe-shared's index loads react-router, which needs TextEncoder in jsdom.
import { ApiError, bus, createBus, type AnalyticsEvent } from 'mfe-shared';
import { describeFailure, loadSite } from './load-site';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

/** How long the county's sink gathers events before sending them (mfe-shared/src/analytics/api-sink.ts). */
const FLUSH_MS = 5_000;

it('treats a 404 from the tenant API as an unknown county', () => {
  expect(describeFailure(new ApiError('Unknown tenant', 404))).toEqual({ kind: 'unknown-tenant' });
});

it.each([
  ['a server error', new ApiError('The database is not available', 503), 'The database is not available'],
  ['a 401', new ApiError('Unknown error', 401), 'Unknown error'],
  ['a missing remotes list', new Error('The list of site areas could not be loaded.'), 'The list of site areas could not be loaded.'],
  ['a network failure', new TypeError('Failed to fetch'), 'Failed to fetch'],
  ['a thrown string', 'timeout', 'timeout'],
])('treats %s as the site being unavailable, with its message', (_label, error, message) => {
  expect(describeFailure(error)).toEqual({ kind: 'unavailable', message });
});

it('does not mistake a non-API error with a 404 status for an unknown county', () => {
  const error = Object.assign(new Error('manifest missing'), { status: 404 });
  expect(describeFailure(error)).toEqual({ kind: 'unavailable', message: 'manifest missing' });
});

describe("the county's analytics sink (listener of the bus's 'analytics' event)", () => {
  const sendBeacon = jest.fn((_url: string, _body: string) => true);
  beforeEach(() => {
    jest.useFakeTimers();
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    // GET /settings, GET /me (a public visitor) and /remotes.json (no remotes).
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const body = String(input).endsWith('/settings') ? { 'general.display_name': 'Harbor County Assessor' } : {};
      return { ok: true, status: 200, headers: { get: () => null }, text: async () => JSON.stringify(body), json: async () => body } as unknown as Response;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { fetch?: unknown }).fetch;
    bus.all.clear();
  });

  const sent = () => sendBeacon.mock.calls.flatMap(([url, body]) => (JSON.parse(body).events as AnalyticsEvent[]).map((event) => ({ url, ...event })));

  it('receives what goes on the bus, once, and sends it to POST /{tenant}/api/analytics/events', async () => {
    const { portal } = await loadSite('harbor-county');
    expect(portal.bus).toBe(bus);

    portal.analytics.pageView('Search for your property');
    bus.emit('remote:failed', { remote: 'mfe-appeal' });
    jest.advanceTimersByTime(FLUSH_MS);

    expect(sent()).toEqual([
      expect.objectContaining({ url: '/harbor-county/api/analytics/events', type: 'page-view', name: 'Search for your property' }),
      expect.objectContaining({ url: '/harbor-county/api/analytics/events', type: 'event', name: 'Site Area Not Available', category: 'mfe-appeal' }),
    ]);
  });
});

describe('started by the embed on a county page (the portal on another origin)', () => {
  const calls: Array<{ url: string; credentials?: RequestCredentials }> = [];
  const registry = {
    'mfe-search': { entry: '/remotes/mfe-search/mf-manifest.json', path: '/' },
    'mfe-office': { entry: '/remotes/mfe-office/mf-manifest.json', path: '/office', staffOnly: true, enabledBy: ['office.enabled'] },
  };
  beforeEach(() => {
    calls.length = 0;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), credentials: init?.credentials });
      const url = String(input);
      const body = url.endsWith('/settings') ? { 'general.display_name': 'Harbor County Assessor', 'office.enabled': true } : url.endsWith('/remotes.json') ? registry : {};
      return { ok: true, status: 200, headers: { get: () => null }, text: async () => JSON.stringify(body), json: async () => body } as unknown as Response;
    });
  });
  afterEach(() => delete (globalThis as { fetch?: unknown }).fetch);

  it("reads the county, its staff account and the registry from the portal's origin, without cookies", async () => {
    const own = createBus();
    const { portal, remotes } = await loadSite('harbor-county', { origin: 'https://portal.example.gov', bus: own, analyticsPath: () => '#/search/main/1' });
    expect(calls.map((call) => call.url).sort()).toEqual([
      'https://portal.example.gov/harbor-county/api/me',
      'https://portal.example.gov/harbor-county/api/settings',
      'https://portal.example.gov/remotes.json',
    ]);
    expect(calls.filter((call) => call.url.includes('/api/')).map((call) => call.credentials)).toEqual(['same-origin', 'same-origin']);
    expect(portal.api.basePath).toBe('https://portal.example.gov/harbor-county/api');
    expect(portal.embedded).toBe(true);
    expect(portal.bus).toBe(own);
    // No staff sign-in in an embed: the staff-only office desk is not even registered.
    expect(remotes.map((remote) => remote.name)).toEqual(['mfe-search']);
    const { registerRemotes } = jest.requireMock<{ registerRemotes: jest.Mock }>('@module-federation/enhanced/runtime');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_search', entry: 'https://portal.example.gov/remotes/mfe-search/mf-manifest.json' }]);
  });
});
