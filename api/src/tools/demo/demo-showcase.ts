import { demoParcel, type DemoCounty } from './demo-parcels';
import { DEMO_COUNTIES } from './seed-parcels';

/**
 * Demo parcels with a known role, found by scanning the deterministic generator from the start,
 * so the seeds (appeals, meetings) and the e2e suites agree on them without hard-coding ids.
 * All lie among the first 2,000 parcels, so they exist with PARCELS=2000.
 */
export interface DemoShowcase {
  /** Active residential parcels with a value and nothing filed or booked: one per test that files or books. */
  fresh: string[];
  /** Active commercial parcel with a value (residential-only comper). */
  commercial: string;
  inactive: string;
  /** Active, but no assessed value yet. */
  valueMissing: string;
  /** Active residential parcels with an appeal already filed in the open window. */
  appealFiled: string[];
  /** Active residential parcels with a meeting booked this year (harbor-county only has meetings). */
  meetingBooked: string[];
  /** Active residential parcels with no appeal in the previous window (the prior-appeal check refuses them). */
  noPriorAppeal: string[];
  /**
   * Read-only parcels for the property page's value history: one whose value rose since last year,
   * with the roll's land value; one whose value did not change; one new this year (no value for
   * last year), without the roll's land value.
   */
  valueHistory: { rose: string; unchanged: string; noPriorValue: string };
}

const SCAN_LIMIT = 2_000;

export function demoShowcase(county: DemoCounty): DemoShowcase {
  const taken = new Set<string>();
  const find = (count: number, wanted: (parcel: ReturnType<typeof demoParcel>) => boolean): string[] => {
    const found: string[] = [];
    for (let n = 0; n < SCAN_LIMIT && found.length < count; n += 1) {
      const parcel = demoParcel(county, n);
      if (!taken.has(parcel.id) && wanted(parcel)) {
        taken.add(parcel.id);
        found.push(parcel.id);
      }
    }
    if (found.length < count) throw new Error(`demo showcase: only ${found.length} of ${count} parcels found for ${county.tenantId}`);
    return found;
  };
  const usable = (type: string) => (parcel: ReturnType<typeof demoParcel>) => parcel.active !== false && parcel.type === type && parcel.valueAmount !== null;
  return {
    commercial: find(1, usable('commercial'))[0],
    inactive: find(1, (parcel) => parcel.active === false)[0],
    valueMissing: find(1, (parcel) => parcel.active !== false && parcel.valueAmount === null)[0],
    appealFiled: find(3, usable('residential')),
    meetingBooked: find(3, usable('residential')),
    noPriorAppeal: find(3, usable('residential')),
    fresh: find(54, usable('residential')),
    // Found after the others, so adding them changed no parcel's role.
    valueHistory: {
      rose: find(1, (parcel) => usable('residential')(parcel) && (parcel.priorValueAmount ?? Infinity) < (parcel.valueAmount ?? 0) && parcel.landValueAmount != null)[0],
      unchanged: find(1, (parcel) => usable('residential')(parcel) && parcel.priorValueAmount === parcel.valueAmount)[0],
      noPriorValue: find(1, (parcel) => usable('residential')(parcel) && parcel.priorValueAmount == null && parcel.landValueAmount == null)[0],
    },
  };
}

export function demoShowcaseFor(tenantId: string): DemoShowcase {
  const county = DEMO_COUNTIES.find((candidate) => candidate.tenantId === tenantId);
  if (!county) throw new Error(`no demo county ${tenantId}`);
  return demoShowcase(county);
}
