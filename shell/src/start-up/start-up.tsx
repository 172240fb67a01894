import { useCallback, useEffect, useState } from 'react';
import { HashRouter } from 'mfe-shared/router';
import { PortalProvider, useLanguage } from 'mfe-shared';
import { SiteLayout } from 'mfe-shared/ui';
import { AppRoutes } from '../app/app-routes';
import { SiteRemotesProvider } from '../lib/site-remotes';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { addressWithLanguage } from './address-language';
import { describeFailure, loadSite, type LoadedSite, type StartUpFailure } from './load-site';
import { StartUpError } from './start-up-error';
import { setStartupStatus } from './startup-status';
import { useBranding } from './use-branding';
import { useT } from '../i18n/site';

type Phase = { name: 'loading' } | { name: 'ready'; site: LoadedSite } | { name: 'failed'; failure: StartUpFailure };

/** Nothing renders from a half-loaded county: settings, staff and remotes first (docs/architecture.md#start-up). */
export function StartUp({ tenant }: { tenant: string | null }) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>({ name: 'loading' });

  const start = useCallback(() => {
    if (!tenant) return setPhase({ name: 'failed', failure: { kind: 'unknown-tenant' } });
    setPhase({ name: 'loading' });
    setStartupStatus(t('shell.startUp.status'));
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the status line is said once, in the language of that moment
  }, [tenant]);

  useEffect(start, [start]);

  if (phase.name === 'loading') return <p className="grid-container portal-loading">{t('shell.startUp.loading')}</p>;
  if (phase.name === 'failed') return <StartUpError failure={phase.failure} onRetry={start} />;
  return <Site site={phase.site} />;
}

function Site({ site }: { site: LoadedSite }) {
  useBranding(site.portal);
  const { language } = useLanguage();
  // The page's language follows the visitor's choice (WCAG 3.1.1): screen readers pronounce by it.
  // So does a `?lang=` the visit started with, so that a reload keeps a later switch.
  useEffect(() => {
    document.documentElement.lang = language;
    const address = addressWithLanguage(window.location.href, language);
    if (address) window.history.replaceState(window.history.state, '', address);
  }, [language]);
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
