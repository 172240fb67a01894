import { sql, type SQL } from 'drizzle-orm';
import { CHARACTERISTIC_FIELDS } from './roll-characteristics';
import type { RollField, RollLayout } from './roll-layout';

/**
 * The parcel's columns a layout may map or leave out (last year's value, the land value, the
 * characteristics, the area and tax area codes, the coordinates, the photograph and the record
 * card), for the merge of roll-import.ts. A layout that maps one replaces it, an empty cell with
 * null (a new parcel has no value for last year); a layout that does not map it leaves the parcel's
 * as it was. The characteristics are one column (any of them mapped writes them all), and so are
 * the coordinates (latitude and longitude). `set` is the update's assignments, `now` and `next` the
 * parcel's columns and what the merge writes, for its "changed" comparison.
 */
const COLUMNS: Array<[column: string, fields: readonly RollField[]]> = [
  ['prior_value_amount', ['priorValue']],
  ['land_value_amount', ['landValue']],
  ['characteristics', CHARACTERISTIC_FIELDS],
  ['area_code', ['areaCode']],
  ['tax_area', ['taxArea']],
  ['lat', ['latitude', 'longitude']],
  ['lng', ['latitude', 'longitude']],
  ['image_url', ['imageUrl']],
  ['record_card_url', ['recordCardUrl']],
];

export function mappedColumns(layout: RollLayout): { set: SQL; now: SQL; next: SQL } {
  const columns = COLUMNS.map(([column, fields]) => [column, fields.some((field) => layout.fields[field])] as const);
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
