import { useCallback } from 'react';
import { ApiError, useStaff } from 'mfe-shared';
import { serverMessage } from 'mfe-shared/ui';
import { useT } from '../i18n/catalogue';

/**
 * A failed office call's words for the screen: the API's, or `noAnswer` where none came (a lost
 * connection: the browser's own "Failed to fetch" is no message for staff); null for a 401, after
 * which there is no office to show them in.
 */
export function staffCallMessage(error: unknown, noAnswer: string): string | null {
  if (error instanceof ApiError && error.status === 401) return null;
  return serverMessage(error) ?? noAnswer;
}

/** The office's words for a call that got no answer, in the desk's language. */
export function useNoAnswer(): string {
  return useT()('office.call.noAnswer');
}

/**
 * What a failed office call means: a 401 is a session that ended (idle or absolute expiry), so the
 * whole site learns the visitor is the public again and the shell takes the office away; any other
 * failure is the API's message (or that no answer came), for the screen to show.
 */
export function useStaffCallFailure(): (error: unknown) => string | null {
  const { setMe } = useStaff();
  const noAnswer = useNoAnswer();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setMe({ accountId: null });
      return staffCallMessage(error, noAnswer);
    },
    [setMe, noAnswer],
  );
}
