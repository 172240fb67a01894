import { useEffect, useState } from 'react';
import { Link } from 'mfe-shared/router';
import { ApiError, usePortal, useSettings, useStaff } from 'mfe-shared';
import { formatDateTime, timeZoneName } from 'mfe-shared/format';
import { Alert, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { fetchAudit, type AuditRow } from '../api';
import '../staff.css';

const AUDIT_TITLE = 'Audit trail';

const ACTION_LABELS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-rate-limited': 'Sign-in refused: too many attempts',
  'appeal-filed-on-behalf': 'Appeal filed on behalf',
};

const DETAIL_LABELS: Record<string, string> = {
  method: 'Filing method',
  appealId: 'Appeal',
};

const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
};

const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

function detailText(detail: Record<string, unknown>): string {
  const parts = Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${DETAIL_LABELS[key] ?? key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  return parts.join('; ');
}

type State = { status: 'loading' } | { status: 'ready'; rows: AuditRow[] } | { status: 'failed'; message: string };

/** `#/staff/audit`: the county's recent staff actions, newest first, for signed-in staff. */
export function AuditPage() {
  usePageTitle(AUDIT_TITLE);
  const { api } = usePortal();
  const settings = useSettings();
  const zone = settings['general.timezone'];
  const { isStaff, setMe } = useStaff();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!isStaff) return;
    let current = true;
    setState({ status: 'loading' });
    fetchAudit(api).then(
      ({ results }) => current && setState({ status: 'ready', rows: results }),
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
  }, [api, isStaff, setMe]);

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
  return (
    <>
      <PageHeading>{AUDIT_TITLE}</PageHeading>
      <p>
        Staff sign-ins, sign-outs and appeals filed on someone's behalf at {settings['general.display_name']}, newest first. Times are
        shown in UTC and in {zoneName}.
      </p>
      {state.status === 'loading' ? <Loading label="Loading the audit trail" /> : null}
      {state.status === 'failed' ? (
        <Alert type="error" role="alert" headingLevel="h2" heading="The audit trail could not be loaded">
          <p>{state.message}</p>
        </Alert>
      ) : null}
      {state.status === 'ready' && state.rows.length === 0 ? <p>No staff actions have been recorded yet.</p> : null}
      {state.status === 'ready' && state.rows.length > 0 ? (
        // Scrolls sideways on a narrow screen; focusable so keyboard users can scroll it too.
        <div className="portal-audit" role="region" aria-labelledby="audit-caption" tabIndex={0}>
          <table className="portal-audit__table">
            <caption id="audit-caption">Recent staff actions ({state.rows.length})</caption>
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">Time ({zoneName})</th>
                <th scope="col">Staff member</th>
                <th scope="col">Action</th>
                <th scope="col">Parcel</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, 'UTC', TIME_OPTIONS)}</time>
                  </td>
                  <td>
                    <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, zone, TIME_OPTIONS)}</time>
                  </td>
                  <td>{row.accountName ?? 'Unknown account'}</td>
                  <td>{actionLabel(row.action)}</td>
                  <td>{row.parcelId ?? 'None'}</td>
                  <td>{detailText(row.detail) || 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
