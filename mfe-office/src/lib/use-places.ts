import { useEffect, useState } from 'react';
import { usePortal } from 'mfe-shared';
import type { OfficePlace } from 'mfe-shared/schemas';
import { fetchPlaces } from '../api/office-api';
import { useStaffCallFailure } from './use-staff-call';

/** The county's meeting places (GET /office/places), open ones first; an empty list until they arrive (or when not `wanted`). */
export function usePlaces(wanted = true): { places: OfficePlace[]; error: string | null } {
  const { api } = usePortal();
  const failure = useStaffCallFailure();
  const [state, setState] = useState<{ places: OfficePlace[]; error: string | null }>({ places: [], error: null });
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    fetchPlaces(api).then(
      ({ results }) => current && setState({ places: results, error: null }),
      (error: unknown) => current && setState({ places: [], error: failure(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, failure, wanted]);
  return state;
}
