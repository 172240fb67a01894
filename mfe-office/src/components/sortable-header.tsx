import type { ReactNode } from 'react';

/** A column header of a real table; sortable ones hold a button, and the sorted one carries aria-sort. */
export interface SortableColumn<S extends string> {
  label: string;
  sort?: S;
  number?: boolean;
}

interface SortableHeaderProps<S extends string> {
  column: SortableColumn<S>;
  sort: S;
  order: 'asc' | 'desc';
  onSort: (sort: S) => void;
}

export function SortableHeader<S extends string>({ column, sort, order, onSort }: SortableHeaderProps<S>) {
  const state = column.sort && column.sort === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" aria-sort={state} className={column.number ? 'office-table__number' : undefined}>
      {column.sort ? (
        <button type="button" className="office-sort" onClick={() => onSort(column.sort!)}>
          {column.label}
          <span aria-hidden="true">{state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}</span>
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}

interface SortableTableProps<S extends string> {
  id: string;
  caption: string;
  columns: Array<SortableColumn<S>>;
  sort: S;
  order: 'asc' | 'desc';
  onSort: (sort: S) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A real table with a caption and sortable column headers, in a region that scrolls sideways on a
 * narrow screen; the region is focusable so keyboard users can scroll it too. `children`: the rows.
 */
export function SortableTable<S extends string>({ id, caption, columns, sort, order, onSort, className, children }: SortableTableProps<S>) {
  return (
    <div className="office-table-region" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={['office-table', className].filter(Boolean).join(' ')}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <SortableHeader key={column.label} column={column} sort={sort} order={order} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
