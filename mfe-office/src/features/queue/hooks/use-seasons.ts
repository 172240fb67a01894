import { usePortal } from 'mfe-shared';
import type { AppealWindow } from 'mfe-shared/schemas';
import { fetchSeasons } from '../../../api/office-api';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';

/** The county's seasons, newest first, for the season filter; none while loading or if they cannot be read. */
export function useSeasons(): AppealWindow[] {
  const { api } = usePortal();
  const { value } = useOfficeRead(officeKeys.seasons(), async (signal) => [...(await fetchSeasons(api, signal)).results].reverse());
  return value ?? [];
}
