import { ApiError, usePortal } from 'mfe-shared';
import type { StatusResponse } from 'mfe-shared/schemas';
import { useLoad } from 'mfe-shared/ui';
import { getStatus } from '../api';

/** A failure's message is the API's (already in the visitor's language), or null when the API was not reached. */
export type StatusState = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; view: StatusResponse };

/** The record a status link opens; `replace` puts in the answer of a change (cancel, reschedule); `retry` reads it again. */
export function useStatus(token: string) {
  const { api } = usePortal();
  const load = useLoad(token, (signal) => getStatus(api, token, signal));
  const state: StatusState =
    load.status === 'ready'
      ? { status: 'ready', view: load.data }
      : load.status === 'failed'
        ? // The API's 404 and 410 say in plain words what is wrong with the link; anything else is the network.
          { status: 'failed', message: load.error instanceof ApiError && load.error.status < 500 ? load.error.message : null }
        : { status: 'loading' };
  return { state, replace: load.set, retry: load.retry };
}
