import type { Property } from '../schemas/property';
import { createStore, type Store } from './create-store';

/** Bump when a slice's stored shape changes, so old drafts are not read as new ones. */
export const STORAGE_VERSION = 1;

export const storageKey = (tenant: string, slice: string) => `assessor:${tenant}:${slice}:v${STORAGE_VERSION}`;

/** The wizard drafts and selections of SPEC 3 'Local persistence'; later issues type the drafts fully. */
export interface PortalState {
  selectedParcel: Property | null;
  taxpayer: Record<string, unknown> | null;
  appeal: Record<string, unknown> | null;
  documentation: Array<Record<string, unknown>>;
  meeting: Record<string, unknown> | null;
  breakdown: Record<string, unknown> | null;
}

export const initialPortalState: PortalState = {
  selectedParcel: null,
  taxpayer: null,
  appeal: null,
  documentation: [],
  meeting: null,
  breakdown: null,
};

export const persistedSlices = ['selectedParcel', 'taxpayer', 'appeal', 'documentation', 'meeting', 'breakdown'] as const;
export type PortalSlice = (typeof persistedSlices)[number];

const sliceKey: Record<PortalSlice, string> = {
  selectedParcel: 'selected-parcel',
  taxpayer: 'taxpayer',
  appeal: 'appeal',
  documentation: 'documentation',
  meeting: 'meeting',
  breakdown: 'breakdown',
};

export type PortalStores = { [K in PortalSlice]: Store<PortalState[K]> };

/** One store per slice, each under its own versioned key for this tenant. */
export function createPortalStores(tenant: string, storage?: Storage | null): PortalStores {
  const make = <K extends PortalSlice>(slice: K) =>
    createStore<PortalState[K]>(initialPortalState[slice], { key: storageKey(tenant, sliceKey[slice]), storage });
  return {
    selectedParcel: make('selectedParcel'),
    taxpayer: make('taxpayer'),
    appeal: make('appeal'),
    documentation: make('documentation'),
    meeting: make('meeting'),
    breakdown: make('breakdown'),
  };
}
