import { forwardRef } from 'react';
import { translate, useIntlLocale } from 'mfe-shared';
import { AUDIT_ACTION_LABELS } from 'mfe-shared/schemas';
import { formatDateTime, formatDateTimeRange, formatNumber } from 'mfe-shared/format';
import type { AuditRow } from '../api';
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
  return (action) => translate(`shell.audit.action.${action}`, undefined, AUDIT_ACTION_LABELS[action] ?? action);
}

function detailText(detail: Record<string, unknown>): string {
  const parts = Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${translate(`shell.audit.detail.${key}`, undefined, key)}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  return parts.join('; ');
}

/** One event's time, or for repeated refusals the span from the first to the last. */
function When({ row, zone }: { row: AuditRow; zone: string }) {
  const locale = useIntlLocale();
  if (row.count > 1 && row.lastAt) return <>{formatDateTimeRange(row.createdAt, row.lastAt, zone, TIME_OPTIONS, locale)}</>;
  return <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, zone, TIME_OPTIONS, locale)}</time>;
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
              <td>{detailText(row.detail) || t('shell.audit.noValue')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
