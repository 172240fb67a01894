import { usePortal } from 'mfe-shared';
import { OFFICE_PAGE_SIZE, type OfficeAppealsResponse } from 'mfe-shared/schemas';
import { fetchQueue } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { toQuery, type QueueParams } from '../../../lib/queue-params';

export interface QueueState {
  /** The page last loaded: kept on screen while the next one loads, so a sort button keeps its focus. */
  queue: OfficeAppealsResponse | null;
  loading: boolean;
  /** The API's message when the last load failed. */
  error: string | null;
  retry: () => void;
}

/** What the live region says once a page of the queue is shown, in the staff member's language. */
export function resultsAnnouncement(t: ReturnType<typeof useT>, { total, page, pageSize }: Pick<OfficeAppealsResponse, 'total' | 'page' | 'pageSize'>): string {
  if (total === 0) return t('office.queue.none');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // `count` picks the words, `total` is said as it is (1234, as the queue's table caption says it).
  const values = { count: total, total, page, pages };
  return pages > 1 ? t('office.queue.foundPage', values) : t('office.queue.found', values);
}

/** The page of the queue the address asks for, read whenever the address changes and after an appeal moves. */
export function useQueue(params: QueueParams): QueueState {
  const { api } = usePortal();
  const t = useT();
  const query = toQuery(params, OFFICE_PAGE_SIZE);
  const { value, loading, error, retry } = useOfficeRead(officeKeys.queue(query), (signal) => fetchQueue(api, query, signal), {
    announcement: (queue) => resultsAnnouncement(t, queue),
    keepPrevious: true,
  });
  return { queue: value, loading, error, retry };
}
