import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What a screen's read is doing. `idle`: not asked for (the key is null). Data of an earlier key is
 * never shown under a new one: the state is `loading` from the render in which the key changes.
 */
export type LoadState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export type Load<T> = LoadState<T> & {
  /** Reads the same key again (a "Try again" button); the state is `loading` until it answers. */
  retry: () => void;
  /** Puts in data the screen already has for this key (the answer of a change), without a read. */
  set: (data: T) => void;
};

type Settled<T> = { key: string; attempt: number } & ({ ok: true; data: T } | { ok: false; error: unknown });

/**
 * One read of a public screen, keyed: it starts when `key` is set, starts again when it changes,
 * and is aborted (its signal) when the key changes or the screen goes; an answer for a key the
 * screen has left is dropped even when the call ignored the signal. For the office's lists, which
 * need a cache and refetching after a change, mfe-office uses TanStack Query instead.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The latest loader, so a screen may pass a new function each render without starting a new read.
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    const keep = (result: Settled<T>) => {
      if (!controller.signal.aborted) setSettled(result);
    };
    Promise.resolve()
      .then(() => latest.current(controller.signal))
      .then(
        (data) => keep({ key, attempt, ok: true, data }),
        (error: unknown) => keep({ key, attempt, ok: false, error }),
      );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => key !== null && setSettled({ key, attempt, ok: true, data }), [key, attempt]);

  if (key === null) return { status: 'idle', retry, set };
  if (!settled || settled.key !== key || settled.attempt !== attempt) return { status: 'loading', retry, set };
  return settled.ok ? { status: 'ready', data: settled.data, retry, set } : { status: 'failed', error: settled.error, retry, set };
}
