import { useEffect, useRef, useState } from 'react';
import { Link } from 'mfe-shared/router';
import { announce, ApiError, usePortal, useSettings, useStaff } from 'mfe-shared';
import { formatNumber, timeZoneName } from 'mfe-shared/format';
import { Alert, Button, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { fetchAudit, type AuditQuery, type AuditResponse } from '../api';
import { AuditFilters, isFiltered, NO_FILTERS, type AuditFilterValues } from './audit-filters';
import { AuditTable } from './audit-table';
import '../staff.css';

const AUDIT_TITLE = 'Audit trail';

type State = { status: 'loading' } | { status: 'ready'; response: AuditResponse } | { status: 'failed'; message: string };

/** Which page: the newest, or the one before or after an event (the answer's `older` and `newer`). */
type Position = Pick<AuditQuery, 'before' | 'after'>;

/** The query of a page: empty filters are not sent. */
function queryOf(filters: AuditFilterValues, position: Position): AuditQuery {
  const query: AuditQuery = { ...position };
  for (const [key, value] of Object.entries(filters) as Array<[keyof AuditFilterValues, string]>) if (value) query[key] = value;
  return query;
}

function summaryOf(response: AuditResponse, filtered: boolean): string {
  if (response.results.length === 0) return filtered ? 'No events match these filters.' : 'No staff actions have been recorded yet.';
  const first = response.firstPosition;
  const last = first + response.results.length - 1;
  return `Showing events ${formatNumber(first)} to ${formatNumber(last)} of ${formatNumber(response.totalCount)}`;
}

/** `#/staff/audit`: the county's staff actions, newest first, a page at a time and filtered, for signed-in staff. */
export function AuditPage() {
  usePageTitle(AUDIT_TITLE);
  const { api } = usePortal();
  const settings = useSettings();
  const zone = settings['general.timezone'];
  const { isStaff, setMe } = useStaff();
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [position, setPosition] = useState<Position>({});
  const [state, setState] = useState<State>({ status: 'loading' });
  // The accounts of the filter stay while a page loads, so the form does not lose its choices.
  const [accounts, setAccounts] = useState<AuditResponse['accounts']>([]);
  const table = useRef<HTMLDivElement>(null);
  const focusTableOnLoad = useRef(false);

  useEffect(() => {
    if (!isStaff) return;
    let current = true;
    setState({ status: 'loading' });
    fetchAudit(api, queryOf(filters, position)).then(
      (response) => {
        if (!current) return;
        setAccounts(response.accounts);
        setState({ status: 'ready', response });
      },
      (error: unknown) => {
        if (!current) return;
        // The session ended (idle or absolute expiry): everyone learns the visitor is public again.
        if (error instanceof ApiError && error.status === 401) return setMe({ accountId: null });
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, isStaff, setMe, filters, position]);

  const summary = state.status === 'ready' ? summaryOf(state.response, isFiltered(filters)) : '';
  useEffect(() => {
    if (summary) announce(summary);
  }, [summary, state]);

  // After Newer or Older events, the button pressed may be gone: the focus goes to the new page's table.
  useEffect(() => {
    if (state.status !== 'ready' || !focusTableOnLoad.current) return;
    focusTableOnLoad.current = false;
    table.current?.focus();
  }, [state]);

  if (!isStaff) {
    return (
      <>
        <PageHeading>{AUDIT_TITLE}</PageHeading>
        <Alert type="info" headingLevel="h2" heading="For office staff only">
          <p>
            <Link to="/staff/sign-in">Sign in as a member of staff</Link> to see the audit trail.
          </p>
        </Alert>
      </>
    );
  }

  const zoneName = timeZoneName(zone);
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
      <PageHeading>{AUDIT_TITLE}</PageHeading>
      <p>
        Staff sign-ins, sign-outs, refused sign-ins and appeals filed on someone's behalf at {settings['general.display_name']}, newest first.
        Times are shown in UTC and in {zoneName}. Repeated refused sign-ins are counted on one row.
      </p>
      <AuditFilters accounts={accounts} applied={filters} zoneName={zoneName} onApply={apply} />
      {state.status === 'loading' ? <Loading label="Loading the audit trail" /> : null}
      {state.status === 'failed' ? (
        <Alert type="error" role="alert" headingLevel="h2" heading="The audit trail could not be loaded">
          <p>{state.message}</p>
        </Alert>
      ) : null}
      {response ? (
        <>
          <p className="portal-audit__summary">{summary}</p>
          {response.results.length > 0 ? <AuditTable ref={table} rows={response.results} zone={zone} zoneName={zoneName} caption="Staff actions, newest first" /> : null}
          {response.newer !== null || response.older !== null ? (
            <nav className="portal-audit__pager" aria-label="Audit trail pages">
              {response.newer !== null ? (
                <Button variant="outline" onClick={() => go({ after: response.newer! })}>
                  Newer events
                </Button>
              ) : null}
              {response.older !== null ? (
                <Button variant="outline" onClick={() => go({ before: response.older! })}>
                  Older events
                </Button>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}
