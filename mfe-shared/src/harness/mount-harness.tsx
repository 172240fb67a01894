// Development harness of a remote: runs one area standalone against a running API (npm start).
// It imports 'mfe-shared' by name so the remote and the harness use the same shared instance.
import 'mfe-shared/styles.css';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { PortalProvider, apiBasePath, createApiClient, createPortal, loadTenant } from 'mfe-shared';
import { SiteLayout } from 'mfe-shared/ui';

export async function mountHarness(Routes: ComponentType, tenant: string, basePath = ''): Promise<void> {
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
            {basePath ? <p>Open #{basePath} to see this area.</p> : null}
            <Routes />
          </SiteLayout>
        </HashRouter>
      </PortalProvider>,
    );
  } catch (error) {
    root.render(<p>Start the API first (npm start): {error instanceof Error ? error.message : String(error)}</p>);
  }
}
