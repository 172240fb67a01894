import { parcelSnapshot, type AppealSubmission, type ParcelBreakdown } from 'mfe-shared/schemas';
import type { ParcelRow } from '../../infrastructure/db/schema';
import { toProperty } from '../parcels/to-property';

/**
 * The property an appeal records, in the shape of the submission payload
 * (docs/product.md#data-shapes; the same mapping the wizard uses): the county's own row at filing
 * time, never the property the browser sent, so a filer cannot change the value or address kept
 * with their appeal. `breakdown` is the county's too (given only when the filer was shown one, pro
 * mode).
 */
export function propertySnapshot(row: ParcelRow, breakdown: ParcelBreakdown | null): AppealSubmission['property'] {
  const property = toProperty(row);
  return {
    ...parcelSnapshot(property),
    ...(breakdown ? { originalBreakdown: breakdown } : {}),
    accountnumber: property.accountNumber ?? null,
    taxarea: property.taxArea ?? null,
  };
}
