// mfe-shared's index loads react-router, which needs TextEncoder in jsdom.
import { parseSettings } from 'mfe-shared/schemas';
import { federationName, fetchRemotesJson, registerEnabledRemotes, selectRemotes } from './remote-registry';

/** The registry as the API writes it for this repository's remotes, one of them moved to another origin. */
const remotesJson = {
  'mfe-search': { entry: '/remotes/mfe-search/mf-manifest.json', path: '/', loading: 'Loading the property search' },
  'mfe-appeal': { entry: '/remotes/mfe-appeal/mf-manifest.json', path: '/appeal', enabledBy: ['appeal.enabled'] },
  // Moved to another origin by its own deploy (MFE_MEETING_URL).
  'mfe-meeting': { entry: 'https://cdn.example.org/mfe-meeting/mf-manifest.json', path: '/meeting', enabledBy: ['meetings.enabled', '!appeal.hide_meetings'] },
};

type Registered = Array<{ name: string; entry: string }>;
const fakeRegister = () => jest.fn((_remotes: Registered) => undefined);
const registeredBy = (register: ReturnType<typeof fakeRegister>): Registered => register.mock.calls.flatMap(([remotes]) => remotes);
const names = (remotes: Array<{ name: string }>) => remotes.map((remote) => remote.name);
const allOn = parseSettings({ 'meetings.enabled': 'true' });

let warn: jest.SpyInstance;
beforeEach(() => {
  // The page of a county visit: tenant in the path, route in the hash.
  window.history.replaceState(null, '', '/harbor-county/#/appeal/window');
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('selectRemotes', () => {
  it('keeps every remote whose settings are on, in registry order, with what its entry says', () => {
    expect(selectRemotes(remotesJson, allOn)).toEqual([
      { name: 'mfe-search', ...remotesJson['mfe-search'] },
      { name: 'mfe-appeal', ...remotesJson['mfe-appeal'] },
      { name: 'mfe-meeting', ...remotesJson['mfe-meeting'] },
    ]);
  });

  it('leaves out a disabled module even when it is deployed', () => {
    expect(names(selectRemotes(remotesJson, parseSettings({ 'meetings.enabled': 'false' })))).toEqual(['mfe-search', 'mfe-appeal']);
  });

  it('mounts a remote it has never heard of, at the path and for the setting its entry names', () => {
    const withNewArea = { ...remotesJson, 'mfe-permits': { entry: '/remotes/mfe-permits/mf-manifest.json', path: '/permits', enabledBy: ['permits.enabled'], staffOnly: true } };
    expect(selectRemotes(withNewArea, { ...allOn, 'permits.enabled': true }).at(-1)).toEqual({ name: 'mfe-permits', ...withNewArea['mfe-permits'] });
    // A setting the county does not have is off.
    expect(names(selectRemotes(withNewArea, allOn))).not.toContain('mfe-permits');
  });

  it('leaves out, with a warning, an entry without a URL or path, a bare URL of the old format, and a second remote at a taken path', () => {
    const selected = selectRemotes(
      {
        'mfe-search': { entry: 'remotes/search.json', path: '/' },
        'mfe-appeal': { entry: '', path: '/appeal' },
        'mfe-meeting': '/remotes/mfe-meeting/mf-manifest.json',
        'mfe-other': { entry: 'x.json', path: '/' },
        'mfe-office': { entry: 'y.json', path: 'office' },
      },
      allOn,
    );
    expect(names(selected)).toEqual(['mfe-search']);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'The remote "mfe-appeal" was left out: entry must be the URL of its mf-manifest.json.',
      'The remote "mfe-meeting" was left out: it must be an object with entry and path.',
      `The remote "mfe-other" was left out: its path / is already mfe-search's.`,
      `The remote "mfe-office" was left out: path must be '/' or a prefix such as '/office'.`,
    ]);
  });

  it('mounts nothing from a registry that is not an object', () => {
    expect(selectRemotes(['mfe-search'], allOn)).toEqual([]);
    expect(selectRemotes(null, allOn)).toEqual([]);
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
    expect(names(selected)).toEqual(['mfe-search', 'mfe-appeal', 'mfe-meeting']);
  });

  it.each([
    ['meetings disabled', { 'meetings.enabled': 'false' }],
    ['meetings hidden', { 'meetings.enabled': 'true', 'appeal.hide_meetings': 'true' }],
    ['no meeting settings at all', {}],
  ])('never registers mfe_meeting for a county with %s', (_label, settings) => {
    const register = fakeRegister();
    const selected = registerEnabledRemotes(remotesJson, parseSettings(settings), register as never);
    expect(registeredBy(register).map((remote) => remote.name)).toEqual(['mfe_search', 'mfe_appeal']);
    expect(names(selected)).not.toContain('mfe-meeting');
  });

  it('registers mfe_meeting for a county with meetings on', () => {
    const register = fakeRegister();
    registerEnabledRemotes(remotesJson, parseSettings({ 'meetings.enabled': 'true' }), register as never);
    expect(registeredBy(register).map((remote) => remote.name)).toContain('mfe_meeting');
  });

  it('registers only search when appeals are turned off', () => {
    const register = fakeRegister();
    registerEnabledRemotes(remotesJson, parseSettings({ 'appeal.enabled': 'false' }), register as never);
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
