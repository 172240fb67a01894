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
