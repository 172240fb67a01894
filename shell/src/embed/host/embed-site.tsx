import { useEffect } from 'react';
import { Routes, useLocation } from 'mfe-shared/router';
import { LiveRegion, PortalProvider, useLanguage } from 'mfe-shared';
import { LanguageSwitch } from 'mfe-shared/ui';
import { remoteRoutes } from '../../app/app-routes';
import { SiteRemotesProvider } from '../../lib/site-remotes';
import type { LoadedSite } from '../../start-up/load-site';
import { trackPortal, useSpeaks } from './active-portal';
import { EmbedRouter } from './embed-router';
import { useT } from '../../i18n/site';

/** Keeps the portal's address where analytics reads it (the page's address shows only its public form). */
function TrackAddress({ onChange }: { onChange: (path: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onChange(`#${pathname}${search}`), [onChange, pathname, search]);
  return null;
}

/**
 * One county's portal inside its element: the same remotes at the same paths as the site
 * (app-routes.tsx remoteRoutes), each screen in one query parameter of the county page's address and
 * an entry of its history (embed-router.tsx), so a screen can be reloaded, bookmarked and opened in a
 * new tab, and Back goes back one screen. A region named for the office lets a screen-reader user
 * find it among the county page's landmarks.
 */
export function EmbedSite({ site, element, onAddress }: { site: LoadedSite; element: HTMLElement; onAddress: (path: string) => void }) {
  const speaks = useSpeaks(element);
  useEffect(() => trackPortal(element), [element]);
  useEffect(() => site.portal.analytics.startHeartbeat(), [site]);
  const office = site.portal.session.getState().settings['general.display_name'];
  const t = useT();
  const { language } = useLanguage();
  return (
    <PortalProvider portal={site.portal}>
      <SiteRemotesProvider value={site.remotes}>
        <EmbedRouter element={element}>
          <TrackAddress onChange={onAddress} />
          {/* The embed's own language: its root's lang follows the visitor's choice, whatever the county page's. */}
          <section className="portal-embed grid-container" lang={language} aria-label={t('shell.embed.region', { office })}>
            <LanguageSwitch className="portal-embed__language" />
            <Routes>{remoteRoutes(site.remotes, false, language)}</Routes>
          </section>
          <LiveRegion muted={!speaks} />
        </EmbedRouter>
      </SiteRemotesProvider>
    </PortalProvider>
  );
}
