// mfe-shared's index loads react-router, which needs TextEncoder in jsdom.
import { enabledModules } from 'mfe-shared';
import { parseSettings } from 'mfe-shared/schemas';
import { federationName, fetchRemotesJson, registerEnabledRemotes, selectRemotes, type RemotesJson } from './remote-registry';

const allOn = { search: true, appeal: true, meeting: true };

const remotesJson: RemotesJson = {
  'mfe-search': '/remotes/mfe-search/mf-manifest.json',
  'mfe-appeal': '/remotes/mfe-appeal/mf-manifest.json',
  // Moved to another origin by its own deploy (MFE_MEETING_URL).
  'mfe-meeting': 'https://cdn.example.org/mfe-meeting/mf-manifest.json',
};

type Registered = Array<{ name: string; entry: string }>;
const fakeRegister = () => jest.fn((_remotes: Registered) => undefined);
const registeredBy = (register: ReturnType<typeof fakeRegister>): Registered => register.mock.calls.flatMap(([remotes]) => remotes);

beforeEach(() => {
  // The page of a county visit: tenant in the path, route in the hash.
  window.history.replaceState(null, '', '/harbor-county/#/appeal/window');
});

describe('selectRemotes', () => {
  it('keeps the enabled remotes that have a URL', () => {
    expect(selectRemotes(remotesJson, allOn)).toEqual(remotesJson);
  });

  it('leaves out a disabled module even when it is deployed', () => {
    expect(selectRemotes(remotesJson, { search: true, appeal: true, meeting: false })).toEqual({
      'mfe-search': remotesJson['mfe-search'],
      'mfe-appeal': remotesJson['mfe-appeal'],
    });
  });

  it('leaves out a remote with an empty or missing URL, and names it does not know', () => {
    expect(selectRemotes({ 'mfe-search': 'remotes/search.json', 'mfe-appeal': '', 'mfe-other': 'x.json' }, allOn)).toEqual({
      'mfe-search': 'remotes/search.json',
    });
  });
});

describe('registerEnabledRemotes', () => {
  it('registers federation names with absolute URLs resolved against the page origin', () => {
    const register = fakeRegister();
    const selected = registerEnabledRemotes(remotesJson, allOn, register as never);
    expect(registeredBy(register)).toEqual([
      { name: 'mfe_search', entry: 'http://localhost/remotes/mfe-search/mf-manifest.json' },
      { name: 'mfe_appeal', entry: 'http://localhost/remotes/mfe-appeal/mf-manifest.json' },
      { name: 'mfe_meeting', entry: 'https://cdn.example.org/mfe-meeting/mf-manifest.json' },
    ]);
    expect(Object.keys(selected)).toEqual(['mfe-search', 'mfe-appeal', 'mfe-meeting']);
  });

  it.each([
    ['meetings disabled', { 'meetings.enabled': 'false' }],
    ['meetings hidden', { 'meetings.enabled': 'true', 'appeal.hide_meetings': 'true' }],
    ['no meeting settings at all', {}],
  ])('never registers mfe_meeting for a county with %s', (_label, settings) => {
    const register = fakeRegister();
    const selected = registerEnabledRemotes(remotesJson, enabledModules(parseSettings(settings)), register as never);
    const names = registeredBy(register).map((remote) => remote.name);
    expect(names).toEqual(['mfe_search', 'mfe_appeal']);
    expect(selected['mfe-meeting']).toBeUndefined();
  });

  it('registers mfe_meeting for a county with meetings on', () => {
    const register = fakeRegister();
    registerEnabledRemotes(remotesJson, enabledModules(parseSettings({ 'meetings.enabled': 'true' })), register as never);
    expect(registeredBy(register).map((remote) => remote.name)).toContain('mfe_meeting');
  });

  it('registers only search when appeals are turned off', () => {
    const register = fakeRegister();
    registerEnabledRemotes(remotesJson, enabledModules(parseSettings({ 'appeal.enabled': 'false' })), register as never);
    expect(registeredBy(register).map((remote) => remote.name)).toEqual(['mfe_search']);
  });

  it('gives container names without hyphens', () => {
    expect(federationName('mfe-appeal')).toBe('mfe_appeal');
  });
});

describe('fetchRemotesJson', () => {
  const answer = (init: { ok: boolean; status: number; body?: unknown }) =>
    jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: init.ok, status: init.status, json: async () => init.body }) as Response);

  it('reads remotes.json without the HTTP cache', async () => {
    const fetchImpl = answer({ ok: true, status: 200, body: remotesJson });
    await expect(fetchRemotesJson(fetchImpl)).resolves.toEqual(remotesJson);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it.each([404, 500])('throws a readable error when remotes.json answers %i', async (status) => {
    await expect(fetchRemotesJson(answer({ ok: false, status }))).rejects.toThrow('The list of site areas could not be loaded.');
  });
});
