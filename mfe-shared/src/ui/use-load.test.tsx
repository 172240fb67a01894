import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './use-load';

/** A read the test answers by hand, remembering the signal each call got. */
function deferredReads<T>() {
  const calls: Array<{ key: string; signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, load };
}

it('is loading, then has the data', async () => {
  const { calls, load } = deferredReads<string>();
  const { result } = renderHook(() => useLoad('R1', load('R1')));
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(calls).toHaveLength(1));
  act(() => calls[0].resolve('12 Main St'));
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: '12 Main St' }));
});

it('fails with the error, and reads again on retry', async () => {
  const { calls, load } = deferredReads<string>();
  const { result } = renderHook(() => useLoad('R1', load('R1')));
  await waitFor(() => expect(calls).toHaveLength(1));
  const problem = new Error('The API is down');
  act(() => calls[0].reject(problem));
  await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', error: problem }));

  act(() => result.current.retry());
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(calls).toHaveLength(2));
  act(() => calls[1].resolve('12 Main St'));
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: '12 Main St' }));
});

it('also fails with what a loader throws before it returns a promise', async () => {
  const { result } = renderHook(() =>
    useLoad<string>('R1', () => {
      throw new Error('no such parcel');
    }),
  );
  await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', error: new Error('no such parcel') }));
});

it('aborts the read of a key it has left, and drops its late answer', async () => {
  const { calls, load } = deferredReads<string>();
  const { result, rerender } = renderHook(({ key }) => useLoad(key, load(key)), { initialProps: { key: 'R1' } });
  await waitFor(() => expect(calls).toHaveLength(1));

  rerender({ key: 'R2' });
  // From the render with the new key: never the first key's data under the second.
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[0].signal.aborted).toBe(true);
  expect(calls[1].signal.aborted).toBe(false);

  act(() => calls[1].resolve('2 Oak Ave'));
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: '2 Oak Ave' }));
  // The first key's answer arrives after all (its call ignored the signal): it is not shown.
  act(() => calls[0].resolve('12 Main St'));
  await act(async () => undefined);
  expect(result.current).toMatchObject({ status: 'ready', data: '2 Oak Ave' });
});

it('aborts when the screen goes', async () => {
  const { calls, load } = deferredReads<string>();
  const { unmount } = renderHook(() => useLoad('R1', load('R1')));
  await waitFor(() => expect(calls).toHaveLength(1));
  unmount();
  expect(calls[0].signal.aborted).toBe(true);
});

it('reads nothing while the key is null, and starts when it is set', async () => {
  const { calls, load } = deferredReads<string>();
  const { result, rerender } = renderHook(({ key }: { key: string | null }) => useLoad(key, load(String(key))), { initialProps: { key: null as string | null } });
  await act(async () => undefined);
  expect(result.current.status).toBe('idle');
  expect(calls).toHaveLength(0);
  rerender({ key: 'R1' });
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(calls).toHaveLength(1));
});

it('takes data the screen already has for its key (the answer of a change) without reading', async () => {
  const { calls, load } = deferredReads<string>();
  const { result } = renderHook(() => useLoad('R1', load('R1')));
  await waitFor(() => expect(calls).toHaveLength(1));
  act(() => calls[0].resolve('before'));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  act(() => result.current.set('after'));
  expect(result.current).toMatchObject({ status: 'ready', data: 'after' });
  expect(calls).toHaveLength(1);
});
