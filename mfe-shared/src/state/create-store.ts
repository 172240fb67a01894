export type Updater<T> = (state: T) => T;

export interface Store<T> {
  getState(): T;
  /** Replaces the state with what the updater returns; an updater that returns nothing is a bug. */
  setState(updater: Updater<T>): void;
  subscribe(listener: () => void): () => void;
}

export interface PersistOptions<T> {
  /** The full localStorage key, versioned, e.g. 'assessor:harbor-county:selected-parcel:v1'. */
  key: string;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Rejects a stored value of an older shape instead of crashing on it. */
  validate?: (value: unknown) => value is T;
}

export function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

/** A small external store for useSyncExternalStore, optionally persisted to localStorage. */
export function createStore<T>(initial: T, persist?: PersistOptions<T>): Store<T> {
  const storage = persist ? (persist.storage === undefined ? browserStorage() : persist.storage) : null;
  let state = initial;
  if (persist && storage) {
    try {
      const raw = storage.getItem(persist.key);
      if (raw !== null) {
        const parsed: unknown = JSON.parse(raw);
        if (!persist.validate || persist.validate(parsed)) state = parsed as T;
      }
    } catch {
      storage.removeItem(persist.key);
    }
  }
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(updater) {
      const next = updater(state);
      if (next === undefined) throw new Error('State updater returned no new state');
      if (Object.is(next, state)) return;
      state = next;
      if (persist && storage) {
        try {
          storage.setItem(persist.key, JSON.stringify(next));
        } catch {
          // A full or blocked storage only loses persistence, never the session.
        }
      }
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
