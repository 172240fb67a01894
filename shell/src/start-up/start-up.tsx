import { useCallback, useEffect, useState } from 'react';
import { HashRouter } from 'mfe-shared/router';
import { PortalProvider } from 'mfe-shared';
import { SiteLayout } from 'mfe-shared/ui';
import { AppRoutes } from '../app/app-routes';
import { SiteRemotesProvider } from '../app/site-remotes';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { describeFailure, loadSite, type LoadedSite, type StartUpFailure } from './load-site';
import { StartUpError } from './start-up-error';
import { setStartupStatus } from './startup-status';
import { useBranding } from './use-branding';

type Phase = { name: 'loading' } | { name: 'ready'; site: LoadedSite } | { name: 'failed'; failure: StartUpFailure };

/** Nothing renders from a half-loaded county: settings, staff and remotes first (docs/architecture.md#start-up). */
export function StartUp({ tenant }: { tenant: string | null }) {
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });

  const start = useCallback(() => {
    if (!tenant) return setPhase({ name: 'failed', failure: { kind: 'unknown-tenant' } });
    setPhase({ name: 'loading' });
    setStartupStatus('Loading the county site');
    loadSite(tenant).then(
      (site) => {
        setStartupStatus('');
        setPhase({ name: 'ready', site });
      },
      (error: unknown) => {
        setStartupStatus('');
        setPhase({ name: 'failed', failure: describeFailure(error) });
      },
    );
  }, [tenant]);

  useEffect(start, [start]);

  if (phase.name === 'loading') return <p className="grid-container portal-loading">Loading…</p>;
  if (phase.name === 'failed') return <StartUpError failure={phase.failure} onRetry={start} />;
  return <Site site={phase.site} />;
}

function Site({ site }: { site: LoadedSite }) {
  useBranding(site.portal);
  return (
    <PortalProvider portal={site.portal}>
      <SiteRemotesProvider value={site.remotes}>
        <HashRouter>
          <SiteLayout header={<SiteHeader />} footer={<SiteFooter />}>
            <AppRoutes remotes={site.remotes} />
          </SiteLayout>
        </HashRouter>
      </SiteRemotesProvider>
    </PortalProvider>
  );
}
