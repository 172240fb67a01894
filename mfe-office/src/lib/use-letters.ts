import { usePortal } from 'mfe-shared';
import type { LetterQueueResponse } from 'mfe-shared/schemas';
import { fetchLetters } from '../api/office-api';
import { officeKeys, useOfficeRead, type OfficeRead } from './office-query';

/**
 * One page of the letters waiting for their check (GET /office/letters), oldest decision first. The
 * office's navigation reads the first page for its count, so the list's first page is the same read.
 */
export function useLettersToCheck(page = 1): OfficeRead<LetterQueueResponse> {
  const { api } = usePortal();
  const query = { status: 'awaiting-check' as const, page };
  return useOfficeRead(officeKeys.letterQueue(query), (signal) => fetchLetters(api, query, signal), { keepPrevious: true });
}
