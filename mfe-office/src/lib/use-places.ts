import { usePortal } from 'mfe-shared';
import type { OfficePlace } from 'mfe-shared/schemas';
import { fetchPlaces } from '../api/office-api';
import { officeKeys, useOfficeRead } from './office-query';

/** The county's meeting places (GET /office/places), open ones first; an empty list until they arrive (or when not `wanted`). */
export function usePlaces(wanted = true): { places: OfficePlace[]; error: string | null } {
  const { api } = usePortal();
  const { value, error } = useOfficeRead(officeKeys.places(), async (signal) => (await fetchPlaces(api, signal)).results, { enabled: wanted });
  return { places: error ? [] : (value ?? []), error };
}
