import type { ReactNode } from 'react';
import { Link } from 'mfe-shared/router';
import { Alert, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { useT } from '../i18n/catalogue';
import { useMay } from '../lib/use-may';
import './office.css';
import './console.css';

export const CONSOLE_SCREENS = ['settings', 'services', 'seasons', 'reasons', 'places', 'panels', 'roll', 'staff'] as const;
export type ConsoleScreen = (typeof CONSOLE_SCREENS)[number];

/** The console's own screens, below the office's areas: links relative to the route (`county/<screen>`, one level below the office). */
function ConsoleNav({ current }: { current: ConsoleScreen }) {
  const t = useT();
  return (
    <nav aria-label={t('office.console.nav.label')}>
      <ul className="office-counts">
        {CONSOLE_SCREENS.map((screen) => (
          <li key={screen}>
            <Link to={`../county/${screen}`} aria-current={screen === current ? 'page' : undefined}>
              {t(`office.console.nav.${screen}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Every console screen: its title (the heading takes the focus), the console's sub-navigation and,
 * for a role without `county.administer`, what to do instead of the screen (the API refuses it too).
 */
export function ConsoleFrame({ screen, children }: { screen: ConsoleScreen; children: ReactNode }) {
  const t = useT();
  const may = useMay('county.administer');
  const title = `office.console.${screen}.title` as const;
  usePageTitle({ id: title });
  return (
    <>
      <PageHeading>{t(title)}</PageHeading>
      {may ? (
        <>
          <ConsoleNav current={screen} />
          {children}
        </>
      ) : (
        <Alert type="info" headingLevel="h2" heading={t('office.console.forAdministrators')}>
          <p>{t('office.console.refusal')}</p>
        </Alert>
      )}
    </>
  );
}
