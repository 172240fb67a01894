import { parcelCharacteristicsSchema, type ParcelCharacteristics } from 'mfe-shared/schemas';

/** The layout fields that are characteristics of the parcel (mfe-shared parcelCharacteristicsSchema), each a number. */
export const CHARACTERISTIC_FIELDS = ['livingArea', 'yearBuilt', 'bedrooms', 'bathrooms', 'lotSize'] as const;
export type CharacteristicField = (typeof CHARACTERISTIC_FIELDS)[number];

/** Whole numbers, but for bathrooms (halves: 2.5) and the lot (square feet, as the roll has them). */
/** The schema's bounds of a year built, for the refusal's words. */
const YEARS = parcelCharacteristicsSchema.shape.yearBuilt.unwrap();

const WHOLE: Record<CharacteristicField, boolean> = { livingArea: true, yearBuilt: true, bedrooms: true, bathrooms: false, lotSize: false };

/**
 * The characteristics of one row: each read with `read` (its text, or null when empty or not in the
 * layout). A cell of 0 is left out: rolls write it for "none recorded" (a NAL's year built of a
 * vacant lot). A cell that is not a number, or one no parcel could have, is a refusal's reason.
 */
export function readCharacteristics(read: (field: CharacteristicField) => string | null, refuse: (field: CharacteristicField, reason: string) => void): ParcelCharacteristics {
  const characteristics: ParcelCharacteristics = {};
  for (const field of CHARACTERISTIC_FIELDS) {
    const text = read(field);
    if (text === null) continue;
    const number = Number(text.replace(/[,\s]/g, ''));
    if (!Number.isFinite(number)) {
      refuse(field, `"${text.slice(0, 40)}" is not a number`);
      continue;
    }
    if (number === 0) continue;
    const kept = WHOLE[field] ? Math.round(number) : field === 'bathrooms' ? Math.round(number * 2) / 2 : number;
    // The schema's bounds, so GET /prc/{id}/facts can always send what was kept.
    if (!parcelCharacteristicsSchema.shape[field].safeParse(kept).success) {
      refuse(field, number < 0 ? `"${text.slice(0, 40)}" is below 0` : `"${text.slice(0, 40)}" is not a year from ${YEARS.minValue} to ${YEARS.maxValue}`);
      continue;
    }
    characteristics[field] = kept;
  }
  return characteristics;
}
