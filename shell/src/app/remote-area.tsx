import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'mfe-shared/router';
import { usePortal } from 'mfe-shared';
import { Loading } from 'mfe-shared/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { loadRoutes } from './remote-source';
import { useT } from '../i18n/site';

function lazyRoutes(remote: string) {
  return lazy(async () => {
    const module = await loadRoutes(remote);
    if (!module?.default) throw new Error(`${remote} did not provide its routes`);
    return module;
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
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new lazy component per attempt is the point
  const Routes = useMemo(() => lazyRoutes(remote), [remote, attempt]);
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      resetKey={pathname}
      // Heard by analytics ('Site Area Not Available'), so the county learns an area failed.
      onError={() => bus.emit('remote:failed', { remote })}
      fallback={() => <RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Loading label={loading ?? t('shell.loadingPage')} />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
