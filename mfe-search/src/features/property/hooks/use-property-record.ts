import { ApiError, usePortal } from 'mfe-shared';
import { useLoad } from 'mfe-shared/ui';
import { getPropertyRecord, type PropertyRecord } from '../api';

export type PropertyRecordState =
  /** Nothing to show: a property entered by hand, or one the county's records do not hold (404). */
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; record: PropertyRecord }
  /** A fault or no connection: reading again may mend it. */
  | { status: 'failed'; retry: () => void };

/** The county's record of the parcel (`parcelId`; null for a property entered by hand, which has none). */
export function usePropertyRecord(parcelId: string | null): PropertyRecordState {
  const { api } = usePortal();
  const load = useLoad(parcelId, (signal) => getPropertyRecord(api, parcelId as string, signal));
  if (load.status === 'idle') return { status: 'none' };
  if (load.status === 'ready') return { status: 'ready', record: load.data };
  if (load.status === 'failed') return load.error instanceof ApiError && load.error.status === 404 ? { status: 'none' } : { status: 'failed', retry: load.retry };
  return { status: 'loading' };
}
