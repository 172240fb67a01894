import { useEffect } from 'react';
import { ApiError, usePortal, usePortalState, useSettings, useStaff, type Property } from 'mfe-shared';
import { isEncodedProperty, manualEntryFor, manualEntryOffered } from 'mfe-shared/domain';
import { useLoad } from 'mfe-shared/ui';
import { getProperty, loadAvailabilityFacts } from '../api';
import { propertyProblem, type AvailabilityFacts } from '../availability';

export type PropertyPageState =
  | { status: 'loading-property' }
  | { status: 'not-found' }
  /** A property entered by hand, where manual entry is not for this visitor (docs/product.md#unlisted-properties). */
  | { status: 'manual-entry-refused'; entry: 'off' | 'staff-only' }
  /** The property could not be read (a fault or no connection, not a 404): reading again may mend it. */
  | { status: 'unavailable'; retry: () => void }
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
  const encoded = isEncodedProperty(parcelNum);
  const manualEntry = manualEntryFor(settings, useStaff().isStaff);
  // A hand-entered property is selected only for a visitor who may file for it: anyone else would be refused at Submit Appeal.
  const refused = encoded && !manualEntryOffered(manualEntry);
  const found = useLoad(refused ? null : parcelNum, (signal) =>
    // Only an unlisted property needs the schemas (zod) to decode; a parcel page loads none.
    // Only a 404 is "not found": a fault or a lost connection says so, with Try again.
    encoded ? import('mfe-shared/schemas').then(({ decodeProperty }) => decodeProperty(parcelNum)) : getProperty(api, parcelNum, signal).catch(notFoundAsNull),
  );
  const property = found.status === 'ready' ? found.data : null;
  const problem = property ? propertyProblem(property) : null;
  const usable = property && problem === null ? property : null;
  useEffect(() => {
    if (usable) setSelectedParcel(() => usable);
  }, [usable, setSelectedParcel]);
  const facts = useLoad(usable ? parcelNum : null, (signal) => loadAvailabilityFacts(api, usable as Property, settings, signal));

  if (refused) return { status: 'manual-entry-refused', entry: manualEntry === 'off' ? 'off' : 'staff-only' };
  if (found.status === 'failed') return encoded ? { status: 'failed', property: null, reason: '' } : { status: 'unavailable', retry: found.retry };
  if (found.status !== 'ready') return { status: 'loading-property' };
  if (!property) return { status: 'not-found' };
  if (problem !== null) return { status: 'failed', property, reason: problem };
  if (facts.status === 'ready') return { status: 'ready', facts: facts.data };
  if (facts.status === 'failed') return { status: 'failed', property, reason: '', retry: facts.retry };
  return { status: 'loading-options', property };
}

/** The API's 404 for a parcel it does not hold reads as no property; any other failure stays one. */
function notFoundAsNull(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}
