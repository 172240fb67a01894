import { usePortal } from 'mfe-shared';
import type { DecisionReason } from 'mfe-shared/schemas';
import { fetchDecisionReasons } from '../../../api/office-api';
import { officeKeys, useOfficeRead, type OfficeRead } from '../../../lib/office-query';

/**
 * The reasons the county gives for its decisions (GET /office/decision-reasons), the ones in use
 * only: the API refuses any other. Read once `enabled` (when a decision is being recorded), then
 * kept in the office's cache.
 */
export function useDecisionReasons(enabled: boolean): OfficeRead<DecisionReason[]> {
  const { api } = usePortal();
  const read = useOfficeRead(officeKeys.decisionReasons(), async (signal) => (await fetchDecisionReasons(api, signal)).results, { enabled });
  return { ...read, value: read.value && read.value.filter((reason) => reason.used) };
}
