import { useEffect, useState } from 'react';
import { usePortal, usePortalState, useSettings, type Property } from 'mfe-shared';
import { isEncodedProperty } from 'mfe-shared/domain';
import { getProperty, loadAvailabilityFacts } from '../api';
import { propertyProblem, type AvailabilityFacts } from '../availability';

export type PropertyPageState =
  | { status: 'loading-property' }
  | { status: 'not-found' }
  | { status: 'loading-options'; property: Property }
  | { status: 'ready'; facts: AvailabilityFacts }
  | { status: 'failed'; property: Property | null; reason: string };

/**
 * The property of /property/{parcelNum}: decoded when the parameter is an encoded unlisted property
 * (longer than 40 characters), otherwise fetched; then selected (the selectedParcel store the wizards read)
 * and its options worked out.
 */
export function usePropertyPage(parcelNum: string): PropertyPageState {
  const { api } = usePortal();
  const settings = useSettings();
  const [, setSelectedParcel] = usePortalState('selectedParcel');
  const [state, setState] = useState<PropertyPageState>({ status: 'loading-property' });

  useEffect(() => {
    let current = true;
    const set = (next: PropertyPageState) => current && setState(next);
    setState({ status: 'loading-property' });
    // Only an unlisted property needs the schemas (zod) to decode; a parcel page loads none.
    const found = isEncodedProperty(parcelNum)
      ? import('mfe-shared/schemas').then(({ decodeProperty }) => decodeProperty(parcelNum))
      : getProperty(api, parcelNum).catch(() => null);
    found
      .then(async (property) => {
        if (!property) return set({ status: 'not-found' });
        const problem = propertyProblem(property);
        if (problem !== null) return set({ status: 'failed', property, reason: problem });
        setSelectedParcel(() => property);
        set({ status: 'loading-options', property });
        try {
          set({ status: 'ready', facts: await loadAvailabilityFacts(api, property, settings) });
        } catch {
          set({ status: 'failed', property, reason: '' });
        }
      })
      .catch(() => set({ status: 'failed', property: null, reason: '' }));
    return () => {
      current = false;
    };
  }, [api, parcelNum, settings, setSelectedParcel]);

  return state;
}
