import { useEffect } from 'react';
import { usePortal, usePortalState, useSettings, type Property } from 'mfe-shared';
import { isEncodedProperty } from 'mfe-shared/domain';
import { useLoad } from 'mfe-shared/ui';
import { getProperty, loadAvailabilityFacts } from '../api';
import { propertyProblem, type AvailabilityFacts } from '../availability';

export type PropertyPageState =
  | { status: 'loading-property' }
  | { status: 'not-found' }
  | { status: 'loading-options'; property: Property }
  | { status: 'ready'; facts: AvailabilityFacts }
  /** `retry`: where reading again may mend it (a call that failed, not the property's own record). */
  | { status: 'failed'; property: Property | null; reason: string; retry?: () => void };

/**
 * The property of /property/{parcelNum}: decoded when the parameter is an encoded unlisted property
 * (longer than 40 characters), otherwise fetched; then selected (the selectedParcel store the wizards read)
 * and its options worked out.
 */
export function usePropertyPage(parcelNum: string): PropertyPageState {
  const { api } = usePortal();
  const settings = useSettings();
  const [, setSelectedParcel] = usePortalState('selectedParcel');
  const found = useLoad(parcelNum, (signal) =>
    // Only an unlisted property needs the schemas (zod) to decode; a parcel page loads none.
    isEncodedProperty(parcelNum) ? import('mfe-shared/schemas').then(({ decodeProperty }) => decodeProperty(parcelNum)) : getProperty(api, parcelNum, signal).catch(() => null),
  );
  const property = found.status === 'ready' ? found.data : null;
  const problem = property ? propertyProblem(property) : null;
  const usable = property && problem === null ? property : null;
  useEffect(() => {
    if (usable) setSelectedParcel(() => usable);
  }, [usable, setSelectedParcel]);
  const facts = useLoad(usable ? parcelNum : null, (signal) => loadAvailabilityFacts(api, usable as Property, settings, signal));

  if (found.status === 'failed') return { status: 'failed', property: null, reason: '' };
  if (found.status !== 'ready') return { status: 'loading-property' };
  if (!property) return { status: 'not-found' };
  if (problem !== null) return { status: 'failed', property, reason: problem };
  if (facts.status === 'ready') return { status: 'ready', facts: facts.data };
  if (facts.status === 'failed') return { status: 'failed', property, reason: '', retry: facts.retry };
  return { status: 'loading-options', property };
}
