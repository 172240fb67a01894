import { Route, Routes as RouterRoutes } from 'react-router-dom';
import { mountHarness } from 'mfe-shared/harness';
import Routes from './routes';

// Mounted under the same base path as in the shell, so links behave as on the site.
function HarnessRoutes() {
  return (
    <RouterRoutes>
      <Route path="/meeting/*" element={<Routes />} />
    </RouterRoutes>
  );
}

void mountHarness(HarnessRoutes, process.env.PORTAL_TENANT ?? 'harbor-county', '/meeting');
