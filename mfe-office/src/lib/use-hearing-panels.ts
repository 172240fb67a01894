import { usePortal } from 'mfe-shared';
import type { Panel } from 'mfe-shared/schemas';
import { fetchPanels } from '../api/office-api';
import { officeKeys, useOfficeRead } from './office-query';

/**
 * The county's hearing panels (GET /office/panels, any staff role), by name: the console's panels
 * screen, the docket's panel filter and any screen that schedules a hearing read them from one cache.
 */
export function useHearingPanels(wanted = true): { panels: Panel[] | null; error: string | null; retry: () => void } {
  const { api } = usePortal();
  const { value, error, retry } = useOfficeRead(officeKeys.panels(), async (signal) => (await fetchPanels(api, signal)).results, { enabled: wanted });
  return { panels: value, error, retry };
}
