import { useEffect, useRef, useState } from 'react';
import { Link } from 'mfe-shared/router';
import { announce, ApiError, useIntlLocale, usePortal, useSettings, useStaff } from 'mfe-shared';
import { formatNumber, timeZoneName } from 'mfe-shared/format';
import { Alert, Button, LoadFailed, Loading, PageHeading, richText, useLoad, usePageTitle } from 'mfe-shared/ui';
import { fetchAudit, type AuditQuery, type AuditResponse } from '../api';
import { AuditFilters, isFiltered, NO_FILTERS, type AuditFilterValues } from './audit-filters';
import { AuditTable } from './audit-table';
import '../staff.css';
import { useT } from '../audit-i18n';

/** The page's title: its catalogue id. */
const AUDIT_TITLE = 'shell.audit.title';

type State = { status: 'loading' } | { status: 'ready'; response: AuditResponse } | { status: 'failed'; message: string };

/** Which page: the newest, or the one before or after an event (the answer's `older` and `newer`). */
type Position = Pick<AuditQuery, 'before' | 'after'>;

/** The query of a page: empty filters are not sent. */
function queryOf(filters: AuditFilterValues, position: Position): AuditQuery {
  const query: AuditQuery = { ...position };
  for (const [key, value] of Object.entries(filters) as Array<[keyof AuditFilterValues, string]>) if (value) query[key] = value;
  return query;
}

function summaryOf(response: AuditResponse, filtered: boolean, t: ReturnType<typeof useT>): string {
  if (response.results.length === 0) return filtered ? t('shell.audit.none.filtered') : t('shell.audit.none');
  const first = response.firstPosition;
  const last = first + response.results.length - 1;
  return t('shell.audit.summary', { first: formatNumber(first), last: formatNumber(last), total: formatNumber(response.totalCount) });
}

/** `#/staff/audit`: the county's staff actions, newest first, a page at a time and filtered, for signed-in staff. */
export function AuditPage() {
  const t = useT();
  const locale = useIntlLocale();
  usePageTitle({ id: AUDIT_TITLE });
  const { api } = usePortal();
  const settings = useSettings();
  const zone = settings['general.timezone'];
  const { isStaff, setMe } = useStaff();
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [position, setPosition] = useState<Position>({});
  const query = queryOf(filters, position);
  const load = useLoad(isStaff ? JSON.stringify(query) : null, (signal) => fetchAudit(api, query, signal));
  const state: State =
    load.status === 'ready'
      ? { status: 'ready', response: load.data }
      : load.status === 'failed'
        ? { status: 'failed', message: load.error instanceof Error ? load.error.message : String(load.error) }
        : { status: 'loading' };
  // The accounts of the filter stay while a page loads, so the form does not lose its choices.
  const [accounts, setAccounts] = useState<AuditResponse['accounts']>([]);
  const loadedAccounts = load.status === 'ready' ? load.data.accounts : null;
  useEffect(() => {
    if (loadedAccounts) setAccounts(loadedAccounts);
  }, [loadedAccounts]);
  // The session ended (idle or absolute expiry): everyone learns the visitor is public again.
  const failure = load.status === 'failed' ? load.error : null;
  useEffect(() => {
    if (failure instanceof ApiError && failure.status === 401) setMe({ accountId: null });
  }, [failure, setMe]);
  const table = useRef<HTMLDivElement>(null);
  const focusTableOnLoad = useRef(false);

  const summary = state.status === 'ready' ? summaryOf(state.response, isFiltered(filters), t) : '';
  // Each page read is said once, even when its summary reads as the last one's.
  const shownPage = load.status === 'ready' ? load.data : null;
  useEffect(() => {
    if (summary) announce(summary);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said per page read (shownPage), in the words of that moment
  }, [shownPage]);

  // After Newer or Older events, the button pressed may be gone: the focus goes to the new page's table.
  useEffect(() => {
    if (!shownPage || !focusTableOnLoad.current) return;
    focusTableOnLoad.current = false;
    table.current?.focus();
  }, [shownPage]);

  if (!isStaff) {
    return (
      <>
        <PageHeading>{t(AUDIT_TITLE)}</PageHeading>
        <Alert type="info" headingLevel="h2" heading={t('shell.audit.staffOnlyHeading')}>
          <p>{richText(t('shell.audit.staffOnlyBody'), { link: (text) => <Link to="/staff/sign-in">{text}</Link> })}</p>
        </Alert>
      </>
    );
  }

  const zoneName = timeZoneName(zone, undefined, locale);
  const go = (next: Position) => {
    focusTableOnLoad.current = true;
    setPosition(next);
  };
  const apply = (next: AuditFilterValues) => {
    setFilters(next);
    setPosition({});
  };
  const response = state.status === 'ready' ? state.response : null;

  return (
    <>
      <PageHeading>{t(AUDIT_TITLE)}</PageHeading>
      <p>{t('shell.audit.intro', { office: settings['general.display_name'], zone: zoneName })}</p>
      <AuditFilters accounts={accounts} applied={filters} zoneName={zoneName} onApply={apply} />
      {state.status === 'loading' ? <Loading label={t('shell.audit.loading')} /> : null}
      {state.status === 'failed' ? (
        <LoadFailed headingLevel="h2" heading={t('shell.audit.failed')} onRetry={load.retry}>
          <p>{state.message}</p>
        </LoadFailed>
      ) : null}
      {response ? (
        <>
          <p className="portal-audit__summary">{summary}</p>
          {response.results.length > 0 ? <AuditTable ref={table} rows={response.results} zone={zone} zoneName={zoneName} caption={t('shell.audit.caption')} /> : null}
          {response.newer !== null || response.older !== null ? (
            <nav className="portal-audit__pager" aria-label={t('shell.audit.pages')}>
              {response.newer !== null ? (
                <Button variant="outline" onClick={() => go({ after: response.newer! })}>
                  {t('shell.audit.newer')}
                </Button>
              ) : null}
              {response.older !== null ? (
                <Button variant="outline" onClick={() => go({ before: response.older! })}>
                  {t('shell.audit.older')}
                </Button>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}
