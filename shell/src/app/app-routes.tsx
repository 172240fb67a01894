import { Route, Routes } from 'react-router-dom';
import type { RegisteredRemotes } from './remote-registry';
import { RemoteArea } from './remote-area';

/**
 * SPEC 2 route table. The search remote owns '/', '/search/*', '/property/*' and the not-found
 * page for anything else; a disabled module has no route, so its addresses fall through to it.
 * Each area is keyed by its remote so a failure in one never carries over to another.
 */
export function AppRoutes({ remotes }: { remotes: RegisteredRemotes }) {
  return (
    <Routes>
      {remotes['mfe-appeal'] ? <Route path="/appeal/*" element={<RemoteArea key="mfe-appeal" remote="mfe-appeal" />} /> : null}
      {remotes['mfe-meeting'] ? <Route path="/meeting/*" element={<RemoteArea key="mfe-meeting" remote="mfe-meeting" />} /> : null}
      <Route path="/*" element={<RemoteArea key="mfe-search" remote="mfe-search" />} />
    </Routes>
  );
}
