import type { Location, Navigator, To } from 'mfe-shared/router';
import { addressWithScreen, screenInAddress } from './page-address';
import { publicScreen } from './public-screen';

/**
 * The embed's router history, kept in the county page's own: each screen a history entry of the page,
 * so the browser's Back and Forward move between screens and Back from the first leaves the page as
 * any page's does. The address bar shows the screen's public form (public-screen.ts) in one query
 * parameter; the screen's whole address is kept in the entry's state under a key of its own, which a
 * reload of the tab reads again and the county's own state never shares.
 */
export interface PageHistory {
  navigator: Navigator;
  /** The screen now: the same object until it changes (for useSyncExternalStore). */
  location(): Location;
  subscribe(listener: () => void): () => void;
}

interface Entry {
  path: string;
  key: string;
  usr: unknown;
}

// react-router's own name for the first screen of a visit: the property page's "Go back to search
// results" goes home from it rather than back out of the county's page (use-back-to-search.ts).
const FIRST = 'default';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEntry = (value: unknown): value is Entry => isRecord(value) && typeof value.path === 'string' && value.path.startsWith('/') && typeof value.key === 'string';
const newKey = () => Math.random().toString(36).slice(2, 10);

function pathOf(to: To): string {
  if (typeof to === 'string') return to;
  const search = to.search && to.search !== '?' ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash && to.hash !== '#' ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return `${to.pathname || '/'}${search}${hash}`;
}

function locationOf({ path, key, usr }: Entry): Location {
  const hashAt = path.includes('#') ? path.indexOf('#') : path.length;
  const queryAt = path.slice(0, hashAt).includes('?') ? path.indexOf('?') : hashAt;
  return { pathname: path.slice(0, queryAt), search: path.slice(queryAt, hashAt), hash: path.slice(hashAt), state: usr ?? null, key };
}

export function createPageHistory(param: string, win: Window = window): PageHistory {
  const stateKey = `assessor-portal:${param}`;
  const listeners = new Set<() => void>();
  const addressed = () => publicScreen(screenInAddress(win.location.href, param) ?? '/');
  const recorded = (): Entry | null => {
    const state: unknown = win.history.state;
    const entry = isRecord(state) ? state[stateKey] : undefined;
    return isEntry(entry) ? entry : null;
  };

  /** This history entry's screen: its own record when the address still names it (a reload, Back), else the address's. */
  function read(): { entry: Entry; own: boolean } {
    const entry = recorded();
    if (entry && publicScreen(entry.path) === addressed()) return { entry, own: true };
    return { entry: { path: addressed(), key: FIRST, usr: null }, own: false };
  }

  /** Writes the entry into the page's history: the county's state kept beside ours, its address but for our parameter. */
  function write(method: 'pushState' | 'replaceState', entry: Entry, url = addressWithScreen(win.location.href, param, publicScreen(entry.path))) {
    const state: unknown = win.history.state;
    // A county's state that is not a record is left as it is on its entry; a new entry holds only ours.
    if (state != null && !isRecord(state)) {
      if (method === 'replaceState') return win.history.replaceState(state, '', url);
      return win.history.pushState({ [stateKey]: entry }, '', url);
    }
    const others = isRecord(state) ? state : {};
    try {
      win.history[method]({ ...others, [stateKey]: entry }, '', url);
    } catch {
      // A screen's state the browser cannot keep (not cloneable) lives in memory only.
      win.history[method]({ ...others, [stateKey]: { ...entry, usr: null } }, '', url);
    }
  }

  let current = read().entry;
  let location = locationOf(current);
  let started = false;
  const show = (entry: Entry) => {
    current = entry;
    location = locationOf(entry);
    listeners.forEach((listener) => listener());
  };

  const onPopState = () => {
    const { entry, own } = read();
    if (own && entry.key === current.key && entry.path === current.path) return;
    if (!own && entry.path === publicScreen(current.path)) {
      // An entry the county's page made (its own anchor, its own state) while this screen shows: the
      // screen stays, and the entry remembers it, so coming back to it later shows it again.
      write('replaceState', current, win.location.href);
      return;
    }
    show(entry);
  };

  const navigator: Navigator = {
    createHref: (to) => addressWithScreen(win.location.href, param, publicScreen(pathOf(to))),
    push(to, state) {
      const entry = { path: pathOf(to), key: newKey(), usr: state ?? null };
      write('pushState', entry);
      show(entry);
    },
    replace(to, state) {
      // A redirect on the first screen leaves it the first one.
      const entry = { path: pathOf(to), key: current.key === FIRST ? FIRST : newKey(), usr: state ?? null };
      write('replaceState', entry);
      show(entry);
    },
    go: (delta) => win.history.go(delta),
  };

  return {
    navigator,
    location: () => location,
    subscribe(listener) {
      if (!started) {
        started = true;
        // The page's entry records the first screen; an address naming a private one no longer shows it.
        write('replaceState', current);
      }
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
  };
}
