import { usePortal } from 'mfe-shared';
import { OFFICE_PAGE_SIZE, type OfficeAppealsResponse } from 'mfe-shared/schemas';
import { fetchQueue } from '../../../api/office-api';
import { toQuery, type QueueParams } from '../../../lib/queue-params';
import { useLoaded } from '../../../lib/use-loaded';

export interface QueueState {
  /** The page last loaded: kept on screen while the next one loads, so a sort button keeps its focus. */
  queue: OfficeAppealsResponse | null;
  loading: boolean;
  /** The API's message when the last load failed. */
  error: string | null;
}

/** What the live region says once a page of the queue is shown. */
export function resultsAnnouncement({ total, page, pageSize }: Pick<OfficeAppealsResponse, 'total' | 'page' | 'pageSize'>): string {
  if (total === 0) return 'No appeals match these filters.';
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return `${total} ${total === 1 ? 'appeal' : 'appeals'} found${pages > 1 ? `, page ${page} of ${pages}` : ''}.`;
}

/** The page of the queue the address asks for, loaded again whenever the address changes. */
export function useQueue(params: QueueParams): QueueState {
  const { api } = usePortal();
  const { value, loading, error } = useLoaded(JSON.stringify(toQuery(params, OFFICE_PAGE_SIZE)), (key) => fetchQueue(api, JSON.parse(key)), resultsAnnouncement);
  return { queue: value, loading, error };
}
