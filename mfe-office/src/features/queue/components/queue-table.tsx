import { useIntlLocale, useSettings } from 'mfe-shared';
import { Link, useLocation } from 'mfe-shared/router';
import { formatDateTime, formatMoney, type Currency } from 'mfe-shared/format';
import type { OfficeAppealRow, OfficeSort } from 'mfe-shared/schemas';
import { SortableTable, type SortableColumn } from '../../../components/sortable-header';
import { StatusTag } from '../../../components/status-tag';
import { useT } from '../../../i18n/catalogue';
import { propertyTypeLabel } from '../../../i18n/labels';
import type { QueueParams } from '../../../lib/queue-params';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** The columns: their headers' catalogue ids, and how they sort. */
const COLUMNS = [
  { label: 'office.queue.column.reference', sort: 'reference' },
  { label: 'office.queue.column.filed', sort: 'filed' },
  { label: 'office.queue.column.status', sort: 'status' },
  { label: 'office.queue.column.parcel', sort: 'parcel' },
  { label: 'office.queue.column.filer', sort: 'filer' },
  { label: 'office.queue.column.claimed', sort: 'claimed', number: true },
  { label: 'office.queue.column.method' },
  { label: 'office.queue.column.filedBy' },
] as const satisfies ReadonlyArray<SortableColumn<OfficeSort>>;

/**
 * The queue as a real table: a caption, column headers, one row per appeal. A sortable column's
 * header is a button; the sorted one carries aria-sort, so a screen reader says how the rows run.
 */
export function QueueTable({ rows, caption, params, onSort }: { rows: OfficeAppealRow[]; caption: string; params: QueueParams; onSort: (sort: OfficeSort) => void }) {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  const { search } = useLocation();
  const columns = COLUMNS.map((column) => ({ ...column, label: t(column.label) }));
  return (
    <SortableTable id="office-queue" caption={caption} columns={columns} sort={params.sort} order={params.order} onSort={onSort}>
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row">
            <Link to={`appeals/${encodeURIComponent(row.reference)}`} state={{ queue: search }}>
              {row.reference}
            </Link>
          </th>
          <td>
            <time dateTime={row.filedAt}>{formatDateTime(row.filedAt, zone, DATE, locale)}</time>
          </td>
          <td>
            <StatusTag status={row.status} />
          </td>
          <td>
            <span className="display-block">{row.parcel.id}</span>
            <span className="display-block">
              {row.parcel.address}
              {row.parcel.type ? ` (${propertyTypeLabel(t, row.parcel.type)})` : ''}
            </span>
          </td>
          <td>{row.filer.name}</td>
          <td className="office-table__number">{formatMoney(row.claimedValue.amount, row.claimedValue.currency as Currency)}</td>
          <td>{t(`office.method.${row.method}`)}</td>
          <td>{row.filedBy === 'staff' ? t('office.queue.byStaff') : t('office.queue.byPublic')}</td>
        </tr>
      ))}
    </SortableTable>
  );
}
