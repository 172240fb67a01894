import { forwardRef } from 'react';
import { translate, useIntlLocale } from 'mfe-shared';
import { isAuditAction, AUDIT_ACTION_LABELS } from 'mfe-shared/schemas';
import { formatDateTime, formatDateTimeRange, formatNumber } from 'mfe-shared/format';
import type { AuditRow } from '../api';
import { detailFacts } from '../audit-detail';
import { useT } from '../audit-i18n';

const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
};

/** An action's name in the active language; an action this page does not know by its code. */
export function useActionLabel(): (action: string) => string {
  useT();
  return (action) => translate(`shell.audit.action.${action}`, undefined, isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action);
}

/** One event's time, or for repeated refusals the span from the first to the last. */
function When({ row, zone }: { row: AuditRow; zone: string }) {
  const locale = useIntlLocale();
  if (row.count > 1 && row.lastAt) return <>{formatDateTimeRange(row.createdAt, row.lastAt, zone, TIME_OPTIONS, locale)}</>;
  return <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, zone, TIME_OPTIONS, locale)}</time>;
}

/** The event's facts, one a line, each under its name. */
function Details({ row, zone }: { row: AuditRow; zone: string }) {
  const t = useT();
  const locale = useIntlLocale();
  const facts = detailFacts(row, { zone, locale });
  if (!facts.length) return <>{t('shell.audit.noValue')}</>;
  return (
    <ul className="portal-audit__facts">
      {facts.map((fact) => (
        <li key={fact.label}>
          {fact.label}: {fact.value}
        </li>
      ))}
    </ul>
  );
}

interface AuditTableProps {
  rows: AuditRow[];
  zone: string;
  zoneName: string;
  /** Above the table: which events of how many it shows. */
  caption: string;
}

/**
 * The audit rows (docs/product.md#staff-pages). Scrolls sideways on a narrow screen; the region is
 * focusable so keyboard users can scroll it, and the page moves the focus to it after paging.
 */
export const AuditTable = forwardRef<HTMLDivElement, AuditTableProps>(function AuditTable({ rows, zone, zoneName, caption }, ref) {
  const t = useT();
  const actionLabel = useActionLabel();
  return (
    <div className="portal-audit" role="region" aria-labelledby="audit-caption" tabIndex={0} ref={ref}>
      <table className="portal-audit__table">
        <caption id="audit-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shell.audit.column.utc')}</th>
            <th scope="col">{t('shell.audit.column.local', { zone: zoneName })}</th>
            <th scope="col">{t('shell.audit.column.staff')}</th>
            <th scope="col">{t('shell.audit.column.action')}</th>
            <th scope="col">{t('shell.audit.column.parcel')}</th>
            <th scope="col">{t('shell.audit.column.details')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <When row={row} zone="UTC" />
              </td>
              <td>
                <When row={row} zone={zone} />
              </td>
              <td>{row.accountName ?? t('shell.audit.unknownAccount')}</td>
              <td>
                {actionLabel(row.action)}
                {row.count > 1 ? (
                  <>
                    {' '}
                    <span aria-hidden="true">×{formatNumber(row.count)}</span>
                    <span className="usa-sr-only">{t('shell.audit.times', { count: formatNumber(row.count) })}</span>
                  </>
                ) : null}
              </td>
              <td>{row.parcelId ?? t('shell.audit.noValue')}</td>
              <td>
                <Details row={row} zone={zone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
