import { useCallback, useEffect, useRef, useState } from 'react';
import { announce } from 'mfe-shared';
import { useStaffCallFailure } from './use-staff-call';

export interface Loaded<T> {
  /** What was last loaded: kept on screen while the next load runs, so a sort button keeps its focus. */
  value: T | null;
  loading: boolean;
  /** The API's message when the last load failed. */
  error: string | null;
}

/**
 * An office list (the queue, the meetings) loaded whenever `key` (its query, as text) changes, and
 * again on `reload` after an action; what it found is said in the live region. A 401 turns the
 * visitor back into the public (useStaffCallFailure).
 */
export function useLoaded<T>(key: string, load: (key: string) => Promise<T>, announcement: (value: T) => string): Loaded<T> & { reload: () => Promise<void> } {
  const failure = useStaffCallFailure();
  const [state, setState] = useState<Loaded<T>>({ value: null, loading: true, error: null });
  // The latest loader and wording without making every render a new load.
  const latest = useRef({ load, announcement });
  latest.current = { load, announcement };

  const run = useCallback(
    async (isCurrent: () => boolean) => {
      setState((previous) => ({ ...previous, loading: true, error: null }));
      try {
        const value = await latest.current.load(key);
        if (!isCurrent()) return;
        setState({ value, loading: false, error: null });
        announce(latest.current.announcement(value));
      } catch (error) {
        if (!isCurrent()) return;
        const message = failure(error);
        setState((previous) => ({ ...previous, loading: false, error: message }));
      }
    },
    [key, failure],
  );

  useEffect(() => {
    let current = true;
    void run(() => current);
    return () => {
      current = false;
    };
  }, [run]);

  return { ...state, reload: () => run(() => true) };
}
