import { createMemoryStorage } from '../../test/portal-fixture';
import { createStore } from './create-store';

const KEY = 'assessor:harbor-county:appeal:v1';

type Draft = { estimatedValue: string };

describe('createStore', () => {
  it('replaces the state with what the updater returns and tells subscribers', () => {
    const store = createStore<Draft>({ estimatedValue: '' });
    const seen: Draft[] = [];
    store.subscribe(() => seen.push(store.getState()));
    store.setState((draft) => ({ ...draft, estimatedValue: '250,000' }));
    expect(store.getState()).toEqual({ estimatedValue: '250,000' });
    expect(seen).toEqual([{ estimatedValue: '250,000' }]);
  });

  it("throws 'State updater returned no new state' when an updater returns nothing", () => {
    const store = createStore<Draft>({ estimatedValue: '1' });
    const listener = jest.fn();
    store.subscribe(listener);
    // A typical mistake: mutating and forgetting to return.
    const forgetful = ((draft: Draft) => {
      draft.estimatedValue = '2';
    }) as unknown as (draft: Draft) => Draft;
    expect(() => store.setState(forgetful)).toThrow('State updater returned no new state');
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not notify when the updater returns the same state', () => {
    const store = createStore<Draft>({ estimatedValue: '1' });
    const listener = jest.fn();
    store.subscribe(listener);
    store.setState((draft) => draft);
    expect(listener).not.toHaveBeenCalled();
  });

  it('notifies every subscriber and stops after unsubscribe', () => {
    const store = createStore(0);
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);
    store.setState((n) => n + 1);
    stopFirst();
    store.setState((n) => n + 1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('allows null as a new state (clearing a selection)', () => {
    const store = createStore<Draft | null>({ estimatedValue: '1' });
    store.setState(() => null);
    expect(store.getState()).toBeNull();
  });
});

describe('createStore persistence', () => {
  it('writes every new state as JSON under its key and a later store starts from it', () => {
    const storage = createMemoryStorage();
    const store = createStore<Draft>({ estimatedValue: '' }, { key: KEY, storage });
    store.setState(() => ({ estimatedValue: '300,000' }));
    expect(JSON.parse(storage.getItem(KEY) as string)).toEqual({ estimatedValue: '300,000' });

    const afterReload = createStore<Draft>({ estimatedValue: '' }, { key: KEY, storage });
    expect(afterReload.getState()).toEqual({ estimatedValue: '300,000' });
  });

  it('drops corrupt JSON instead of throwing, and starts from the initial state', () => {
    const storage = createMemoryStorage({ [KEY]: '{"estimatedValue": "30' });
    let store: ReturnType<typeof createStore<Draft>> | undefined;
    expect(() => {
      store = createStore<Draft>({ estimatedValue: '' }, { key: KEY, storage });
    }).not.toThrow();
    expect(store?.getState()).toEqual({ estimatedValue: '' });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('ignores a stored value of an older shape when a validator rejects it', () => {
    const storage = createMemoryStorage({ [KEY]: JSON.stringify({ value: 5 }) });
    const isDraft = (v: unknown): v is Draft => typeof (v as Draft)?.estimatedValue === 'string';
    const store = createStore<Draft>({ estimatedValue: '' }, { key: KEY, storage, validate: isDraft });
    expect(store.getState()).toEqual({ estimatedValue: '' });
  });

  it('keeps working in memory when storage refuses to save (quota or privacy mode)', () => {
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const store = createStore<Draft>({ estimatedValue: '' }, { key: KEY, storage });
    const listener = jest.fn();
    store.subscribe(listener);
    expect(() => store.setState(() => ({ estimatedValue: '9' }))).not.toThrow();
    expect(store.getState()).toEqual({ estimatedValue: '9' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not persist when storage is null', () => {
    const store = createStore<Draft>({ estimatedValue: '' }, { key: KEY, storage: null });
    store.setState(() => ({ estimatedValue: '1' }));
    expect(store.getState()).toEqual({ estimatedValue: '1' });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("uses the browser's localStorage when no storage is given", () => {
    window.localStorage.clear();
    const store = createStore<Draft>({ estimatedValue: '' }, { key: KEY });
    store.setState(() => ({ estimatedValue: '7' }));
    expect(JSON.parse(window.localStorage.getItem(KEY) as string)).toEqual({ estimatedValue: '7' });
    window.localStorage.clear();
  });
});
