import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { ParcelBreakdown } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { parcelBreakdowns, type ParcelRow } from '../../infrastructure/db/schema';

/** Share of the value that is land, in percent, by property type: [lowest, highest]. */
const LAND_SHARE: Record<string, [number, number]> = {
  residential: [20, 35],
  'mobile-home': [30, 50],
  commercial: [15, 30],
  industrial: [10, 25],
  agricultural: [60, 85],
  'vacant-land': [100, 100],
  exempt: [20, 40],
};

/**
 * The breakdown of a parcel without a stored one: land is a share of the market value that depends
 * on the property type and, within its range, on the parcel number (so the same parcel always gets
 * the same split), rounded to 100; improvements are the rest. The tax year is the current year.
 */
export function estimatedBreakdown(parcel: Pick<ParcelRow, 'id' | 'type' | 'valueAmount' | 'valueCurrency'>, now = new Date()): ParcelBreakdown | null {
  if (parcel.valueAmount === null) return null;
  const [low, high] = LAND_SHARE[parcel.type] ?? [20, 40];
  const spread = createHash('sha256').update(parcel.id).digest().readUInt32BE(0) / 0xffffffff;
  const share = (low + (high - low) * spread) / 100;
  const total = parcel.valueAmount;
  const land = Math.min(total, Math.round((total * share) / 100) * 100);
  return money(now.getUTCFullYear(), land, total - land, parcel.valueCurrency ?? 'USD', true);
}

function money(taxYear: number, land: number, improvements: number, currency: string, estimated: boolean): ParcelBreakdown {
  return {
    taxYear,
    land: { amount: land, currency },
    improvements: { amount: improvements, currency },
    total: { amount: land + improvements, currency },
    estimated,
  };
}

/** The split of this year's value the roll gave (parcels.land_value_amount), or null where it gave none. */
function rollBreakdown(parcel: Pick<ParcelRow, 'valueAmount' | 'valueCurrency' | 'landValueAmount'>, now: Date): ParcelBreakdown | null {
  const { valueAmount: total, landValueAmount: land } = parcel;
  if (total === null || land === null || land > total) return null;
  return money(now.getUTCFullYear(), land, total - land, parcel.valueCurrency ?? 'USD', false);
}

/**
 * The split the roll gave with this year's value (the land value of its row) first: it is the
 * split of the value the parcel has now. Else the latest stored breakdown of the parcel
 * (parcel_breakdowns), or, without one, `estimatedBreakdown` of its market value; null when it has
 * no value yet. Also what an appeal records as the breakdown its filer was shown (file-appeal.ts).
 */
export async function parcelBreakdown(db: Database, parcel: ParcelRow): Promise<ParcelBreakdown | null> {
  const fromRoll = rollBreakdown(parcel, new Date());
  if (fromRoll) return fromRoll;
  const [stored] = await db
    .select()
    .from(parcelBreakdowns)
    .where(and(eq(parcelBreakdowns.tenantId, parcel.tenantId), eq(parcelBreakdowns.parcelId, parcel.id)))
    .orderBy(desc(parcelBreakdowns.taxYear))
    .limit(1);
  if (stored) return money(stored.taxYear, stored.landValue, stored.improvementValue, stored.currency, false);
  return estimatedBreakdown(parcel);
}
