import { createStore, browserStorage, type Store } from './create-store';
import { emptyAppealDraft, type AppealDraft } from './appeal-draft';

type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * What an embed keeps of the appeal draft across reloads, each under its own versioned key
 * and with the parcel it belongs to, so another parcel's draft never picks it up.
 */
const KEPT = {
  comparables: { part: 'comparables', present: (draft: AppealDraft) => draft.comparables.length > 0, valid: Array.isArray },
  comparablesPdf: { part: 'comparables-pdf', present: (draft: AppealDraft) => draft.comparablesPdf !== null, valid: isRecord },
  filingMethod: { part: 'filing-method', present: (draft: AppealDraft) => draft.filingMethod !== null, valid: (value: unknown) => typeof value === 'string' },
} as const;
type KeptField = keyof typeof KEPT;
const FIELDS = Object.keys(KEPT) as KeptField[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function read(storage: KeptStorage, key: string): { parcelId: string; value: unknown } | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return isRecord(stored) && typeof stored.parcelId === 'string' ? { parcelId: stored.parcelId, value: stored.value } : null;
  } catch {
    storage.removeItem(key);
    return null;
  }
}

/** The draft a reload starts with: empty but for the kept fields of one parcel, or none. */
function restore(storage: KeptStorage | null, keyOf: (part: string) => string): AppealDraft | null {
  if (!storage) return null;
  let draft: AppealDraft | null = null;
  for (const field of FIELDS) {
    const kept = read(storage, keyOf(KEPT[field].part));
    if (!kept || !KEPT[field].valid(kept.value) || (draft && draft.parcelId !== kept.parcelId)) continue;
    draft = { ...(draft ?? { ...emptyAppealDraft, parcelId: kept.parcelId }), [field]: kept.value };
  }
  return draft;
}

function keep(storage: KeptStorage, keyOf: (part: string) => string, draft: AppealDraft | null): void {
  for (const field of FIELDS) {
    const key = keyOf(KEPT[field].part);
    try {
      if (draft?.parcelId && KEPT[field].present(draft)) storage.setItem(key, JSON.stringify({ parcelId: draft.parcelId, value: draft[field] }));
      else storage.removeItem(key);
    } catch {
      // A full or blocked storage only loses what survives a reload, never the visit.
    }
  }
}

/** The embed's appeal slice: the draft in memory, its comparables, their PDF and the filing method also in storage. */
export function createEmbedAppealStore(keyOf: (part: string) => string, storage?: KeptStorage | null): Store<AppealDraft | null> {
  const kept = storage === undefined ? browserStorage() : storage;
  const store = createStore<AppealDraft | null>(restore(kept, keyOf));
  return {
    ...store,
    setState(updater) {
      const before = store.getState();
      store.setState(updater);
      if (kept && store.getState() !== before) keep(kept, keyOf, store.getState());
    },
  };
}
