import { useQueryClient } from '@tanstack/react-query';
import { ApiError, usePortal } from 'mfe-shared';
import type { OfficeAppeal } from 'mfe-shared/schemas';
import { fetchAppeal } from '../../../api/office-api';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';

export type AppealState = { status: 'loading' } | { status: 'ready'; appeal: OfficeAppeal } | { status: 'not-found'; message: string } | { status: 'failed'; message: string };

/**
 * One appeal by its reference (GET /office/appeals/{reference}). `refresh`, after a change: this
 * appeal and every page of the queue read again (its status, counts and order may have moved).
 */
export function useAppeal(reference: string): { state: AppealState; refresh: () => Promise<void>; retry: () => void } {
  const { api } = usePortal();
  const client = useQueryClient();
  const { value, error, cause, retry } = useOfficeRead(officeKeys.appeal(reference), (signal) => fetchAppeal(api, reference, signal));
  const refresh = () => client.invalidateQueries({ queryKey: officeKeys.appeals() });
  const state: AppealState =
    error !== null
      ? { status: cause instanceof ApiError && cause.status === 404 ? 'not-found' : 'failed', message: error }
      : value
        ? { status: 'ready', appeal: value }
        : { status: 'loading' };
  return { state, refresh, retry };
}
