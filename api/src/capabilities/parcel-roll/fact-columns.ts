import { sql, type SQL } from 'drizzle-orm';
import { CHARACTERISTIC_FIELDS } from './roll-characteristics';
import type { RollLayout } from './roll-layout';

/**
 * The columns a roll may give beyond the Property (last year's value, the land value, the
 * characteristics), for the merge of roll-import.ts. A layout that maps one replaces it, an empty
 * cell with null (a new parcel has no value for last year); a layout that does not map it leaves
 * the parcel's as it was, as for coordinates and photographs. `set` is the update's assignments,
 * `now` and `next` the parcel's columns and what the merge writes, for its "changed" comparison.
 */
export function factColumns(layout: RollLayout): { set: SQL; now: SQL; next: SQL } {
  const columns: Array<[column: string, mapped: boolean]> = [
    ['prior_value_amount', Boolean(layout.fields.priorValue)],
    ['land_value_amount', Boolean(layout.fields.landValue)],
    ['characteristics', CHARACTERISTIC_FIELDS.some((field) => layout.fields[field])],
  ];
  const next = columns.map(([column, mapped]) => sql.raw(`${mapped ? 'staged' : 'parcels'}.${column}`));
  return {
    set: sql.join(
      columns.map(([column], i) => sql`${sql.raw(column)} = ${next[i]}`),
      sql`, `,
    ),
    now: sql.join(
      columns.map(([column]) => sql.raw(`parcels.${column}`)),
      sql`, `,
    ),
    next: sql.join(next, sql`, `),
  };
}
