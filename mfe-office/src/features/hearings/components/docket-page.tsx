import { useIntlLocale, usePortal, useSettings } from 'mfe-shared';
import { formatCalendarDay, zonedDateKey } from 'mfe-shared/format';
import { Link, useSearchParams } from 'mfe-shared/router';
import { Button, EmptyState, LoadFailed, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { UUID_PATTERN, type DocketEntry } from 'mfe-shared/schemas';
import { docketCsvUrl, fetchDocket } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { dayLabel, shiftDay } from '../../../lib/meetings-params';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';
import { useHearingPanels } from '../../../lib/use-hearing-panels';
import { DocketFilters } from './docket-filters';
import { DocketTable } from './docket-table';
import '../../../components/office.css';
import './hearings.css';
import './docket.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day's hearings grouped by panel, in the API's order (panel, then time). */
function byPanel(hearings: DocketEntry[]) {
  const groups = new Map<string, { panel: DocketEntry['panel']; hearings: DocketEntry[] }>();
  for (const entry of hearings) {
    const group = groups.get(entry.panel.id) ?? { panel: entry.panel, hearings: [] };
    group.hearings.push(entry);
    groups.set(entry.panel.id, group);
  }
  return [...groups.values()];
}

/**
 * `#/office/hearings?day=2026-12-05&panel=…` (any staff role): a county day's docket, today without a
 * day, all panels or one; the CSV of the same view, and a print of it as a plain table. The view lives
 * in the address, so Back and bookmarks work.
 */
export function DocketPage() {
  const t = useT();
  const locale = useIntlLocale();
  usePageTitle({ id: 'office.hearings.title' });
  const { api } = usePortal();
  const zone = useSettings()['general.timezone'];
  const [search, setSearch] = useSearchParams();
  const today = zonedDateKey(new Date(), zone);
  const asked = search.get('day');
  const day = asked && DAY.test(asked) ? asked : today;
  const askedPanel = search.get('panel');
  const panel = askedPanel && UUID_PATTERN.test(askedPanel) ? askedPanel : undefined;
  const query = { day, ...(panel ? { panel } : {}) };
  const { panels } = useHearingPanels();
  const { value, loading, error, retry } = useOfficeRead(officeKeys.docket(query), (signal) => fetchDocket(api, query, signal), {
    keepPrevious: true,
    announcement: (docket) =>
      docket.hearings.length ? t('office.hearings.count', { count: docket.hearings.length }) : t('office.hearings.none', { day: formatCalendarDay(day, locale) }),
  });
  const to = (next: { day?: string; panel?: string }) => {
    const params = new URLSearchParams();
    params.set('day', next.day ?? day);
    if (next.panel) params.set('panel', next.panel);
    return params;
  };
  const panelName = panel ? panels?.find((candidate) => candidate.id === panel)?.name : undefined;
  const heading = panelName ? `${dayLabel(day, locale)}: ${panelName}` : dayLabel(day, locale);
  // What is on screen is the asked day's (a kept previous day is not shown as this one's).
  const shown = value && value.day === day ? value : null;

  return (
    <>
      <PageHeading>{t('office.hearings.title')}</PageHeading>
      <DocketFilters day={day} panel={panel} panels={panels ?? []} onShow={(choice) => setSearch(to(choice))} />
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.hearings.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {loading ? <Loading label={t('office.hearings.loading')} /> : null}
      {shown && !error ? (
        <section aria-labelledby="docket-heading" aria-busy={loading}>
          <h2 id="docket-heading">{heading}</h2>
          <nav className="office-pager docket-days" aria-label={t('office.hearings.otherDays')}>
            <Link to={`?${to({ day: shiftDay(day, -1), panel })}`}>{t('office.hearings.previousDay')}</Link>
            {day !== today ? <Link to={`?${to({ day: today, panel })}`}>{t('office.hearings.today')}</Link> : null}
            <Link to={`?${to({ day: shiftDay(day, 1), panel })}`}>{t('office.hearings.nextDay')}</Link>
          </nav>
          {shown.hearings.length === 0 ? (
            <EmptyState>
              <p>{t('office.hearings.none', { day: formatCalendarDay(day, locale) })}</p>
            </EmptyState>
          ) : (
            <>
              <p>{t('office.hearings.count', { count: shown.hearings.length })}</p>
              <div className="office-filters__actions docket-actions">
                <a className="usa-link" href={docketCsvUrl(api, query)} download>
                  {t('office.hearings.download')}
                </a>
                <Button variant="outline" onClick={() => window.print()}>
                  {t('office.hearings.print')}
                </Button>
              </div>
              {byPanel(shown.hearings).map((group) => (
                <DocketTable
                  key={group.panel.id}
                  id={`docket-${group.panel.id}`}
                  caption={t('office.hearings.caption', { panel: group.panel.name, count: group.hearings.length })}
                  hearings={group.hearings}
                />
              ))}
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
