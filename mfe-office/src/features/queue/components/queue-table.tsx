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
  // Last, so each row is read reference first; ticked for a bulk action (bulk-schedule.tsx).
  { label: 'office.queue.column.select' },
] as const satisfies ReadonlyArray<SortableColumn<OfficeSort>>;

/**
 * The queue as a real table: a caption, column headers, one row per appeal. A sortable column's
 * header is a button; the sorted one carries aria-sort, so a screen reader says how the rows run.
 */
interface QueueTableProps {
  rows: OfficeAppealRow[];
  caption: string;
  params: QueueParams;
  onSort: (sort: OfficeSort) => void;
  /** The references ticked for a bulk action (bulk-schedule.tsx); without onSelect (a role that may not move appeals), no column to tick. */
  selected: ReadonlySet<string>;
  onSelect?: (reference: string, on: boolean) => void;
}

export function QueueTable({ rows, caption, params, onSort, selected, onSelect }: QueueTableProps) {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  const { search } = useLocation();
  const columns = COLUMNS.filter((column) => onSelect || column.label !== 'office.queue.column.select').map((column) => ({ ...column, label: t(column.label) }));
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
          {onSelect ? (
            <td className="office-table__select">
              <div className="usa-checkbox">
                <input
                  className="usa-checkbox__input"
                  type="checkbox"
                  id={`office-select-${row.id}`}
                  checked={selected.has(row.reference)}
                  onChange={(event) => onSelect(row.reference, event.target.checked)}
                />
                <label className="usa-checkbox__label" htmlFor={`office-select-${row.id}`}>
                  <span className="usa-sr-only">{t('office.queue.select.row', { reference: row.reference })}</span>
                </label>
              </div>
            </td>
          ) : null}
        </tr>
      ))}
    </SortableTable>
  );
}
