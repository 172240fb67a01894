import { createPageHistory, type PageHistory } from './page-history';

// The embed's screens as entries of the county page's own history (jsdom's window stands for the page).

const COUNTY = 'http://localhost/taxes/?dept=assessor#contact';
const here = () => window.location.href;
const stops: Array<() => void> = [];

/** A portal's history on the page as it is now, listened to as the router listens. */
function start(param = 'portal'): PageHistory {
  const history = createPageHistory(param);
  stops.push(history.subscribe(() => {}));
  return history;
}

/** Back or Forward, once the browser has told the page (popstate comes on a later task). */
function traverse(move: () => void): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('popstate', () => setTimeout(resolve), { once: true });
    move();
  });
}

const path = (history: PageHistory) => {
  const { pathname, search } = history.location();
  return `${pathname}${search}`;
};

beforeEach(() => window.history.replaceState(null, '', COUNTY));
afterEach(() => stops.splice(0).forEach((stop) => stop()));

it("puts each screen in an entry of the page's history and its public form in the address; Back and Forward move between them", async () => {
  const history = start();
  const before = window.history.length;
  expect([path(history), history.location().key]).toEqual(['/', 'default']);

  history.navigator.push('/search/Pat%20Doe/1');
  // The term may be an owner's name: the address shows the home screen, the entry the search.
  expect(here()).toBe(COUNTY);
  history.navigator.push({ pathname: '/property/HC-1' });
  expect(here()).toBe('http://localhost/taxes/?dept=assessor&portal=/property/HC-1#contact');
  expect(window.history.length).toBe(before + 2);

  await traverse(() => window.history.back());
  expect(path(history)).toBe('/search/Pat%20Doe/1');
  expect(here()).toBe(COUNTY);
  await traverse(() => window.history.back());
  expect([path(history), history.location().key]).toEqual(['/', 'default']);
  await traverse(() => window.history.go(2));
  expect(path(history)).toBe('/property/HC-1');
});

it('comes up on the same screen after a reload, from its entry, a private screen too, with its state and key', () => {
  const first = start();
  first.navigator.push('/search/main/1', { from: 'home' });
  const { key } = first.location();
  stops.splice(0).forEach((stop) => stop());

  const reloaded = start();
  expect(path(reloaded)).toBe('/search/main/1');
  expect(reloaded.location()).toMatchObject({ key, state: { from: 'home' } });
});

it('comes up on the screen its address names in a new tab, as the first screen of the visit', () => {
  window.history.replaceState(null, '', 'http://localhost/taxes/?portal=/property/HC-1');
  expect(start().location()).toMatchObject({ pathname: '/property/HC-1', key: 'default' });
});

it('never shows a private screen an address names: a token is replaced by its public screen', () => {
  window.history.replaceState(null, '', 'http://localhost/taxes/?portal=/status/3f9a0c2b7d');
  const history = start();
  expect(path(history)).toBe('/status');
  expect(here()).toBe('http://localhost/taxes/?portal=/status');
});

it('gives links the address their screen will have, so they open in a new tab', () => {
  const history = start();
  expect(history.navigator.createHref({ pathname: '/property/HC-1' })).toBe('http://localhost/taxes/?dept=assessor&portal=/property/HC-1#contact');
  expect(history.navigator.createHref({ pathname: '/status/3f9a0c2b7d' })).toBe('http://localhost/taxes/?dept=assessor&portal=/status#contact');
  expect(history.navigator.createHref({ pathname: '/' })).toBe(COUNTY);
});

it("keeps the county's own state beside its own, and a redirect on the first screen leaves it the first", () => {
  window.history.replaceState({ county: 'menu-open' }, '', COUNTY);
  const history = start();
  history.navigator.replace('/property/HC-1');
  expect(history.location().key).toBe('default');
  history.navigator.push('/appeal');
  expect(window.history.state).toMatchObject({ county: 'menu-open', 'assessor-portal:portal': { path: '/appeal' } });
});

it("keeps its screen when the county's page moves to one of its own anchors, and shows it again on coming back", async () => {
  const history = start();
  history.navigator.push('/search/main/1');
  window.location.hash = '#opening-hours';
  await new Promise((resolve) => setTimeout(resolve));
  expect(path(history)).toBe('/search/main/1');
  history.navigator.push('/property/HC-1');
  await traverse(() => window.history.back());
  expect(path(history)).toBe('/search/main/1');
  expect(window.location.hash).toBe('#opening-hours');
});

it('keeps two portals apart in two parameters: Back moves the one that moved', async () => {
  const harbor = start('harbor');
  const pine = start('pine');
  harbor.navigator.push('/property/HC-1');
  pine.navigator.push('/property/PC-7');
  expect(here()).toBe('http://localhost/taxes/?dept=assessor&harbor=/property/HC-1&pine=/property/PC-7#contact');
  await traverse(() => window.history.back());
  expect([path(harbor), path(pine)]).toEqual(['/property/HC-1', '/']);
});
