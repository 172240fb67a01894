import { useCallback } from 'react';
import { ApiError, useStaff } from 'mfe-shared';

/** A failed office call's words for the screen; null for a 401, after which there is no office to show them in. */
export function staffCallMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 401) return null;
  return error instanceof Error ? error.message : String(error);
}

/**
 * What a failed office call means: a 401 is a session that ended (idle or absolute expiry), so the
 * whole site learns the visitor is the public again and the shell takes the office away; any other
 * failure is the API's message, for the screen to show.
 */
export function useStaffCallFailure(): (error: unknown) => string | null {
  const { setMe } = useStaff();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setMe({ accountId: null });
      return staffCallMessage(error);
    },
    [setMe],
  );
}
