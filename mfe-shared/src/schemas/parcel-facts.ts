import { z } from 'zod';
import { moneySchema } from './property';

/**
 * The facts a parcel's value rests on, as the county's records hold them (the roll, or the demo's).
 * Each is left out where the records have none: the page shows only what is there. Areas are in
 * square feet, as US rolls give them.
 */
export const parcelCharacteristicsSchema = z.object({
  livingArea: z.number().int().positive().optional(),
  yearBuilt: z.number().int().min(1600).max(2200).optional(),
  bedrooms: z.number().int().nonnegative().optional(),
  /** Half bathrooms count as half: 2.5. */
  bathrooms: z.number().nonnegative().multipleOf(0.5).optional(),
  lotSize: z.number().positive().optional(),
});
export type ParcelCharacteristics = z.infer<typeof parcelCharacteristicsSchema>;

/**
 * GET /prc/{id}/facts: what the county holds about a parcel beyond its Property (docs/product.md#property-page):
 * last year's value (null where the records have none, a new parcel for one) and the characteristics.
 */
export const parcelFactsSchema = z.object({
  priorValue: moneySchema.nullable(),
  characteristics: parcelCharacteristicsSchema,
});
export type ParcelFacts = z.infer<typeof parcelFactsSchema>;
