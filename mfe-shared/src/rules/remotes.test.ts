import { isRemoteEnabled, readRemoteRegistry } from './remotes';

describe('isRemoteEnabled', () => {
  it('mounts an entry without settings for every county', () => {
    expect(isRemoteEnabled({}, {})).toBe(true);
  });

  it('needs every named setting on, and every !setting off', () => {
    const entry = { enabledBy: ['meetings.enabled', '!appeal.hide_meetings'] };
    expect(isRemoteEnabled(entry, { 'meetings.enabled': true, 'appeal.hide_meetings': false })).toBe(true);
    expect(isRemoteEnabled(entry, { 'meetings.enabled': true, 'appeal.hide_meetings': true })).toBe(false);
    expect(isRemoteEnabled(entry, { 'meetings.enabled': false })).toBe(false);
  });

  it('treats a setting the county does not have, or one that is not true, as off', () => {
    expect(isRemoteEnabled({ enabledBy: ['office.enabled'] }, {})).toBe(false);
    expect(isRemoteEnabled({ enabledBy: ['office.enabled'] }, { 'office.enabled': 'true' })).toBe(false);
  });
});

describe('readRemoteRegistry', () => {
  it('keeps only the fields of an entry it knows', () => {
    const { remotes, problems } = readRemoteRegistry({ 'mfe-desk': { entry: 'https://cdn.example/m.json', path: '/desk', staffOnly: true, extra: 'x' } });
    expect(remotes).toEqual([{ name: 'mfe-desk', entry: 'https://cdn.example/m.json', path: '/desk', staffOnly: true }]);
    expect(problems).toEqual([]);
  });

  it.each([
    ['Desk', { entry: 'm.json', path: '/desk' }, 'its name must be lower-case letters, digits and hyphens, starting with a letter'],
    ['mfe-desk', { entry: 'm.json', path: '/Desk' }, "path must be '/' or a prefix such as '/office'"],
    ['mfe-desk', { entry: 'm.json', path: '/desk', enabledBy: 'office.enabled' }, 'enabledBy must be a list of settings keys'],
    ['mfe-desk', { entry: 'm.json', path: '/desk', staffOnly: 'yes' }, 'staffOnly must be true or false'],
    ['mfe-desk', { entry: 'm.json', path: '/desk', staffLink: '' }, 'staffLink must be text'],
  ])('leaves out %s %j, saying why', (name, entry, why) => {
    expect(readRemoteRegistry({ [name]: entry })).toEqual({ remotes: [], problems: [`The remote "${name}" was left out: ${why}.`] });
  });
});
