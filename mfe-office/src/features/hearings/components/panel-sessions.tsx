import { useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import type { Panel } from 'mfe-shared/schemas';
import { fetchPanelSessions } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { hearingsThatFit, sessionWhen } from './session-when';

/** A panel's upcoming sessions on the county's clock, each with how many hearings fit and how many are booked. */
export function PanelSessions({ panel }: { panel: Panel }) {
  const t = useT();
  const locale = useIntlLocale();
  const { api } = usePortal();
  const settings = useSettings();
  const zone = settings['general.timezone'];
  const minutes = settings['appeal.hearing_minutes'];
  const { value, error } = useOfficeRead(officeKeys.panelSessions(panel.id), (signal) => fetchPanelSessions(api, panel.id, signal));
  const headingId = `sessions-${panel.id}-heading`;
  return (
    <section className="hearings-sessions" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-body-sm margin-y-1">
        {t('office.console.panels.sessionsOf', { name: panel.name })}
      </h3>
      {error ? <p className="text-secondary-dark">{t('office.console.panels.sessionsFailed', { name: panel.name, message: error })}</p> : null}
      {/* Not announced: each row reads its own, and the page has said it is loading the panels. */}
      {!value && !error ? <p className="portal-loading margin-y-1">{t('office.console.panels.sessionsLoading', { name: panel.name })}</p> : null}
      {value && value.results.length === 0 ? <p className="margin-y-1">{t('office.console.panels.noSessions')}</p> : null}
      {value && value.results.length > 0 ? (
        <ul className="usa-list margin-y-1">
          {value.results.map((session) => (
            <li key={session.id}>
              <time dateTime={session.startsAt}>{sessionWhen(session, zone, locale)}</time>
              {': '}
              {t('office.console.panels.fit', { count: hearingsThatFit(session, minutes) })}
              {session.booked === undefined ? null : `, ${t('office.console.panels.booked', { count: session.booked })}`}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
