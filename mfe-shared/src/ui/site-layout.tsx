import type { ReactNode } from 'react';
import { LiveRegion } from 'mfe-shared';
import { useSharedT } from '../i18n/shared-catalogue';

/** Skip link, header, the one <main>, footer and the live region: the frame of every screen. */
export function SiteLayout({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  const t = useSharedT();
  return (
    <>
      <a className="usa-skipnav" href="#main-content" onClick={skipToMain}>
        {t('shared.layout.skipLink')}
      </a>
      {header}
      <main id="main-content" className="portal-main grid-container" tabIndex={-1}>
        {children}
      </main>
      {footer}
      <LiveRegion />
    </>
  );
}

// The hash holds the route, so the skip link moves focus itself instead of changing the URL.
function skipToMain(event: { preventDefault(): void }) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}
