import { useSettings } from 'mfe-shared';
import { Link, useLocation } from 'mfe-shared/router';
import { formatDateTime, formatMoney, type Currency } from 'mfe-shared/format';
import { OFFICE_METHOD_LABELS, propertyTypeLabels, type OfficeAppealRow, type OfficeSort, type PropertyType } from 'mfe-shared/schemas';
import { SortableTable, type SortableColumn } from '../../../components/sortable-header';
import { StatusTag } from '../../../components/status-tag';
import type { QueueParams } from '../../../lib/queue-params';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

const COLUMNS: Array<SortableColumn<OfficeSort>> = [
  { label: 'Reference', sort: 'reference' },
  { label: 'Filed', sort: 'filed' },
  { label: 'Status', sort: 'status' },
  { label: 'Parcel', sort: 'parcel' },
  { label: 'Filer', sort: 'filer' },
  { label: 'Claimed value', sort: 'claimed', number: true },
  { label: 'Method' },
  { label: 'Filed by' },
];

const typeLabel = (type: string) => propertyTypeLabels[type as PropertyType] ?? type;

/**
 * The queue as a real table: a caption, column headers, one row per appeal. A sortable column's
 * header is a button; the sorted one carries aria-sort, so a screen reader says how the rows run.
 */
export function QueueTable({ rows, caption, params, onSort }: { rows: OfficeAppealRow[]; caption: string; params: QueueParams; onSort: (sort: OfficeSort) => void }) {
  const zone = useSettings()['general.timezone'];
  const { search } = useLocation();
  return (
    <SortableTable id="office-queue" caption={caption} columns={COLUMNS} sort={params.sort} order={params.order} onSort={onSort}>
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row">
            <Link to={`appeals/${encodeURIComponent(row.reference)}`} state={{ queue: search }}>
              {row.reference}
            </Link>
          </th>
          <td>
            <time dateTime={row.filedAt}>{formatDateTime(row.filedAt, zone, DATE)}</time>
          </td>
          <td>
            <StatusTag status={row.status} />
          </td>
          <td>
            <span className="display-block">{row.parcel.id}</span>
            <span className="display-block">
              {row.parcel.address}
              {row.parcel.type ? ` (${typeLabel(row.parcel.type)})` : ''}
            </span>
          </td>
          <td>{row.filer.name}</td>
          <td className="office-table__number">{formatMoney(row.claimedValue.amount, row.claimedValue.currency as Currency)}</td>
          <td>{OFFICE_METHOD_LABELS[row.method]}</td>
          <td>{row.filedBy === 'staff' ? 'Staff' : 'The public'}</td>
        </tr>
      ))}
    </SortableTable>
  );
}
