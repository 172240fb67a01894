import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Loading, usePortal } from 'mfe-shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { federationName, type RemoteName } from './remote-registry';

type RoutesModule = { default: ComponentType };

const areaLabel: Record<RemoteName, string> = {
  'mfe-search': 'Loading the property search',
  'mfe-appeal': 'Loading the appeal form',
  'mfe-meeting': 'Loading the meeting booking',
};

function lazyRoutes(remote: RemoteName) {
  return lazy(async () => {
    const module = await loadRemote<RoutesModule>(`${federationName(remote)}/routes`);
    if (!module?.default) throw new Error(`${remote} did not provide its routes`);
    return module;
  });
}

/** One remote's `./routes`, loaded at run time, inside its own error boundary. */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { bus } = usePortal();
  const { pathname } = useLocation();
  // A new lazy component per attempt, so "Try again" really asks the network again.
  const [attempt, setAttempt] = useState(0);
  const Routes = useMemo(() => lazyRoutes(remote), [remote, attempt]);
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      resetKey={pathname}
      onError={(name, error) => bus.emit('remote:failed', { remote: name, message: error.message })}
      fallback={() => <RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Loading label={areaLabel[remote]} />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
