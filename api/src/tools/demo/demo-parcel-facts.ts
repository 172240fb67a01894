import type { ParcelCharacteristics, PropertyType } from 'mfe-shared/schemas';
import { estimatedBreakdown } from '../../capabilities/parcels/parcel-breakdown';
import type { parcels } from '../../infrastructure/db/schema';

type NewParcel = typeof parcels.$inferInsert;
export type DemoParcelFacts = Pick<NewParcel, 'priorValueAmount' | 'landValueAmount' | 'characteristics'>;

const ACRE = 43_560;
/** Square feet of the lot, by property type: [smallest, largest]. */
const LOT_RANGE: Record<PropertyType, [number, number]> = {
  residential: [4_000, 40_000],
  'mobile-home': [3_000, 12_000],
  commercial: [10_000, 3 * ACRE],
  industrial: [1 * ACRE, 12 * ACRE],
  agricultural: [5 * ACRE, 160 * ACRE],
  'vacant-land': [5_000, 5 * ACRE],
  exempt: [15_000, 4 * ACRE],
};

/**
 * What a demo county's roll holds beyond the Property, for the n-th parcel: last year's value (one
 * parcel in eight has none, new this year; one in six kept its value), the land's share of this
 * year's value for three parcels in four, and the characteristics a home's value rests on. `random`
 * is the parcel's own generator, apart from the one that made the rest of it, so the demo's other
 * parcels stay as they were.
 */
export function demoParcelFacts(type: PropertyType, valueAmount: number | null, id: string, random: () => number): DemoParcelFacts {
  const between = (low: number, high: number) => low + random() * (high - low);
  const hundreds = (amount: number) => Math.round(amount / 100) * 100;
  const priorRoll = random();
  const change = between(-0.06, 0.14);
  const priorValueAmount = valueAmount === null || priorRoll < 0.125 ? null : priorRoll < 0.29 ? valueAmount : hundreds(valueAmount / (1 + change));
  const landRoll = random();
  const landValueAmount = valueAmount === null || landRoll >= 0.75 ? null : (estimatedBreakdown({ id, type, valueAmount, valueCurrency: 'USD' })?.land.amount ?? null);
  const [smallest, largest] = LOT_RANGE[type];
  const lotSize = Math.round(between(smallest, largest) / 10) * 10;
  const characteristics: ParcelCharacteristics =
    type === 'residential' || type === 'mobile-home'
      ? homeCharacteristics(type === 'mobile-home', lotSize, between)
      : type === 'vacant-land'
        ? { lotSize }
        : { yearBuilt: Math.floor(between(1950, 2020)), lotSize };
  return { priorValueAmount, landValueAmount, characteristics };
}

/** A home's: the bigger the home, the more bedrooms; about three bathrooms for five bedrooms, one at least. */
function homeCharacteristics(mobile: boolean, lotSize: number, between: (low: number, high: number) => number): ParcelCharacteristics {
  const livingArea = Math.round(between(mobile ? 600 : 900, mobile ? 1_800 : 3_800) / 10) * 10;
  const bedrooms = Math.max(1, Math.min(6, Math.round(livingArea / 650 + between(-0.5, 0.5))));
  return {
    livingArea,
    yearBuilt: Math.floor(between(mobile ? 1970 : 1920, 2024)),
    bedrooms,
    bathrooms: Math.max(1, Math.min(bedrooms, Math.round((bedrooms * 0.6 + between(-0.3, 0.6)) * 2) / 2)),
    lotSize,
  };
}
