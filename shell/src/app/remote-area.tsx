import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useLocation } from 'mfe-shared/router';
import { usePortal } from 'mfe-shared';
import { Loading } from 'mfe-shared/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { loadRoutes, remoteRelease } from './remote-source';
import { useT } from '../i18n/site';

type LoadOutcome = 'loaded' | 'failed';

/** `onLoad`: told whether the routes came, for the operator's remote-load reports. */
function lazyRoutes(remote: string, onLoad: (outcome: LoadOutcome) => void) {
  return lazy(async () => {
    try {
      const module = await loadRoutes(remote);
      if (!module?.default) throw new Error(`${remote} did not provide its routes`);
      onLoad('loaded');
      return module;
    } catch (error) {
      onLoad('failed');
      throw error;
    }
  });
}

/**
 * One remote's `./routes`, loaded at run time (remote-source.ts), inside its own error boundary.
 * `loading`: what its registry entry says the loading indicator announces.
 */
export function RemoteArea({ remote, loading }: { remote: string; loading?: string }) {
  const t = useT();
  const { bus } = usePortal();
  const { pathname } = useLocation();
  // A new lazy component per attempt, so "Try again" really asks the network again.
  const [attempt, setAttempt] = useState(0);
  // Each load and each caught error, by remote and release (docs/operations.md#real-visitors-speed).
  const report = (outcome: LoadOutcome | 'error') => bus.emit('analytics', { type: 'remote', outcome, remote, release: remoteRelease(remote), at: new Date().toISOString() });
  const loaded = useRef<LoadOutcome | undefined>(undefined);
  const Routes = useMemo(
    () =>
      lazyRoutes(remote, (outcome) => {
        loaded.current = outcome;
        report(outcome);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new lazy component per attempt is the point
    [remote, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      resetKey={pathname}
      // Heard by analytics ('Site Area Not Available'), so the county learns an area failed.
      onError={() => {
        bus.emit('remote:failed', { remote });
        // A failed load is reported as such; anything else the boundary caught came from the loaded area.
        if (loaded.current === 'loaded') report('error');
      }}
      fallback={() => <RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Loading label={loading ?? t('shell.loadingPage')} />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
