import { useEffect, useState } from 'react';
import { announce, usePortal } from 'mfe-shared';
import { OFFICE_PAGE_SIZE, type OfficeAppealsResponse } from 'mfe-shared/schemas';
import { fetchQueue } from '../../../api/office-api';
import { toQuery, type QueueParams } from '../../../lib/queue-params';
import { useStaffCallFailure } from '../../../lib/use-staff-call';

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
  const failure = useStaffCallFailure();
  const [state, setState] = useState<QueueState>({ queue: null, loading: true, error: null });
  const key = JSON.stringify(params);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    fetchQueue(api, toQuery(JSON.parse(key) as QueueParams, OFFICE_PAGE_SIZE)).then(
      (queue) => {
        if (!current) return;
        setState({ queue, loading: false, error: null });
        announce(resultsAnnouncement(queue));
      },
      (error: unknown) => {
        if (!current) return;
        const message = failure(error);
        setState((previous) => ({ ...previous, loading: false, error: message }));
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, failure]);

  return state;
}
