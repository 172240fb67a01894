import { forwardRef } from 'react';
import { AUDIT_ACTION_LABELS } from 'mfe-shared/schemas';
import { formatDateTime, formatDateTimeRange, formatNumber } from 'mfe-shared/format';
import type { AuditRow } from '../api';

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

const actionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

function detailText(detail: Record<string, unknown>): string {
  const parts = Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${DETAIL_LABELS[key] ?? key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  return parts.join('; ');
}

/** One event's time, or for repeated refusals the span from the first to the last. */
function When({ row, zone }: { row: AuditRow; zone: string }) {
  if (row.count > 1 && row.lastAt) return <>{formatDateTimeRange(row.createdAt, row.lastAt, zone, TIME_OPTIONS)}</>;
  return <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, zone, TIME_OPTIONS)}</time>;
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
  return (
    <div className="portal-audit" role="region" aria-labelledby="audit-caption" tabIndex={0} ref={ref}>
      <table className="portal-audit__table">
        <caption id="audit-caption">{caption}</caption>
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
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <When row={row} zone="UTC" />
              </td>
              <td>
                <When row={row} zone={zone} />
              </td>
              <td>{row.accountName ?? 'Unknown account'}</td>
              <td>
                {actionLabel(row.action)}
                {row.count > 1 ? (
                  <>
                    {' '}
                    <span aria-hidden="true">×{formatNumber(row.count)}</span>
                    <span className="usa-sr-only">, {formatNumber(row.count)} times</span>
                  </>
                ) : null}
              </td>
              <td>{row.parcelId ?? 'None'}</td>
              <td>{detailText(row.detail) || 'None'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
