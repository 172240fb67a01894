import { usePortal } from 'mfe-shared';
import type { FreeTimes } from 'mfe-shared/schemas';
import { fetchFreeTimes } from '../../../api/office-api';
import { officeKeys, useOfficeRead, type OfficeRead } from '../../../lib/office-query';

/** How many of a panel's free times are offered to choose from: enough for a few days' sessions. */
export const FREE_TIMES_SHOWN = 12;

/** The chosen panel's next free times (GET /office/panels/{panel}/free-times); nothing is read before a panel is chosen. */
export function useFreeTimes(panel: string): OfficeRead<FreeTimes> {
  const { api } = usePortal();
  return useOfficeRead(officeKeys.freeTimes(panel), (signal) => fetchFreeTimes(api, panel, { limit: FREE_TIMES_SHOWN }, signal), { enabled: panel !== '' });
}
