import { useCallback, useEffect, useState } from 'react';
import { ApiError, usePortal } from 'mfe-shared';
import type { StatusResponse } from 'mfe-shared/schemas';
import { getStatus } from '../api';

/** A failure's message is the API's (already in the visitor's language), or null when the API was not reached. */
export type StatusState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; view: StatusResponse };

/** The record a status link opens; `replace` puts in the answer of a change (cancel, reschedule). */
export function useStatus(token: string) {
  const { api } = usePortal();
  const [state, setState] = useState<StatusState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getStatus(api, token).then(
      (view) => current && setState({ status: 'ready', view }),
      // The API's 404 and 410 say in plain words what is wrong with the link; anything else is the network.
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof ApiError && error.status < 500 ? error.message : null }),
    );
    return () => {
      current = false;
    };
  }, [api, token]);

  const replace = useCallback((view: StatusResponse) => setState({ status: 'ready', view }), []);
  return { state, replace };
}
