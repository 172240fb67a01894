import { usePortal } from 'mfe-shared';
import { fetchLetter } from '../../../api/office-api';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';

/** A decided appeal's letter (GET /office/appeals/{reference}/letter). */
export function useAppealLetter(reference: string) {
  const { api } = usePortal();
  return useOfficeRead(officeKeys.letter(reference), (signal) => fetchLetter(api, reference, signal));
}
