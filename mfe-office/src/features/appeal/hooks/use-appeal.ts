import { useCallback, useEffect, useState } from 'react';
import { ApiError, usePortal } from 'mfe-shared';
import type { OfficeAppeal } from 'mfe-shared/schemas';
import { fetchAppeal } from '../../../api/office-api';
import { useStaffCallFailure } from '../../../lib/use-staff-call';

export type AppealState =
  | { status: 'loading' }
  | { status: 'ready'; appeal: OfficeAppeal }
  | { status: 'not-found'; message: string }
  | { status: 'failed'; message: string };

/** One appeal by its reference (GET /office/appeals/{reference}); `reload` reads it again after a change. */
export function useAppeal(reference: string): { state: AppealState; reload: () => Promise<void> } {
  const { api } = usePortal();
  const failure = useStaffCallFailure();
  const [state, setState] = useState<AppealState>({ status: 'loading' });

  const load = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      try {
        const appeal = await fetchAppeal(api, reference);
        if (isCurrent()) setState({ status: 'ready', appeal });
      } catch (error) {
        if (!isCurrent()) return;
        if (error instanceof ApiError && error.status === 404) return setState({ status: 'not-found', message: error.message });
        const message = failure(error);
        if (message !== null) setState({ status: 'failed', message });
      }
    },
    [api, reference, failure],
  );

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  return { state, reload: () => load() };
}
