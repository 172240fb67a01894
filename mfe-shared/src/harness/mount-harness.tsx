// Development harness of a remote: runs one area standalone against a running API (npm start).
// It imports 'mfe-shared' by name so the remote and the harness use the same shared instance.
import 'mfe-shared/styles.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes as RouterRoutes } from 'mfe-shared/router';
import { PortalProvider, apiBasePath, createApiClient, createPortal, loadTenant } from 'mfe-shared';
import { SiteLayout } from 'mfe-shared/ui';

/** Mounts a remote's exposed routes under the same base path as in the shell, so links behave as on the site. */
export async function mountHarness(Routes: ComponentType, basePath: string, tenant = process.env.PORTAL_TENANT ?? 'harbor-county'): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  const api = createApiClient(apiBasePath(tenant));
  try {
    const portal = createPortal({ tenant, session: await loadTenant(api), api });
    document.documentElement.style.setProperty('--portal-button-color', portal.session.getState().settings['general.button_color']);
    root.render(
      <PortalProvider portal={portal}>
        <HashRouter>
          <SiteLayout header={<p className="grid-container">Standalone harness · {tenant}</p>} footer={null}>
            {basePath !== '/' ? <p>Open #{basePath} to see this area.</p> : null}
            <RouterRoutes>
              <Route path={basePath === '/' ? '/*' : `${basePath}/*`} element={<Routes />} />
            </RouterRoutes>
          </SiteLayout>
        </HashRouter>
      </PortalProvider>,
    );
  } catch (error) {
    root.render(<p>Start the API first (npm start): {error instanceof Error ? error.message : String(error)}</p>);
  }
}
