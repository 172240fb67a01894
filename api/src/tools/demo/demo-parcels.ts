import { propertyTypes, type PropertyType } from 'mfe-shared/schemas';
import { ownerCodeHash } from '../../capabilities/parcels/owner-code';
import { demoOwnerCode } from './demo-owner-codes';
import { demoParcelFacts } from './demo-parcel-facts';
import type { parcels } from '../../infrastructure/db/schema';

type NewParcel = typeof parcels.$inferInsert;

/** mulberry32: a small seeded generator, so every run and every machine gets the same demo county. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STREETS = [
  'Harbor',
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Lake',
  'Hill',
  'Church',
  'Mill',
  'River',
  'Elm',
  'Washington',
  'Park',
  'Bay',
  'Ridge',
  'Meadow',
  'Sunset',
  'Forest',
  'Spring',
];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Ln', 'Dr', 'Ct', 'Way', 'Blvd'];
const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'Ana', 'José', 'Wei', 'Fatima', 'Olga', 'Kwame'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Peña', 'Nguyen', 'Okafor', 'Kowalski', 'Quinn', 'Haddad'];
const COMPANIES = ['Bayside Holdings LLC', 'Ridge Partners LP', 'North Mill Properties Inc', 'Cedar Lane Investments LLC'];
const SUBDIVISIONS = ['HARBOR HEIGHTS', 'OAK MEADOWS', 'MILL RIVER', 'SUNSET RIDGE', 'LAKESIDE'];
// Mostly homes, as in a real county roll.
const TYPE_WEIGHTS: Array<[PropertyType, number]> = [
  ['residential', 70],
  ['commercial', 8],
  ['agricultural', 6],
  ['mobile-home', 5],
  ['industrial', 3],
  ['vacant-land', 6],
  ['exempt', 2],
];
const VALUE_RANGE: Record<PropertyType, [number, number]> = {
  residential: [120_000, 950_000],
  commercial: [300_000, 4_000_000],
  agricultural: [150_000, 1_500_000],
  'mobile-home': [30_000, 160_000],
  industrial: [500_000, 6_000_000],
  'vacant-land': [20_000, 300_000],
  exempt: [200_000, 2_000_000],
};

export interface DemoCounty {
  tenantId: string;
  /** Two or three characters that start every parcel number of the county. */
  prefix: string;
  city: string;
  state: string;
  zip: string;
  seed: number;
}

/** The n-th parcel of a demo county: the same n always gives the same parcel. */
export function demoParcel(county: DemoCounty, n: number): NewParcel {
  const random = seededRandom(county.seed * 1_000_003 + n);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  let roll = random() * 100;
  const type = TYPE_WEIGHTS.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? propertyTypes[0];
  const [low, high] = VALUE_RANGE[type];
  const person = () => `${pick(FIRST)} ${pick(LAST)}`;
  const ownerRoll = random();
  const ownerName =
    ownerRoll < 0.55
      ? person()
      : ownerRoll < 0.8
        ? `${person()} & ${pick(FIRST)} ${pick(LAST)}`
        : ownerRoll < 0.9
          ? `${pick(LAST)} Family Revocable Living Trust`
          : pick(COMPANIES);
  const address = `${1 + Math.floor(random() * 9899)} ${pick(STREETS)} ${pick(SUFFIXES)}`;
  const mailingElsewhere = random() < 0.2;
  const id = `${county.prefix}-${String(n).padStart(6, '0')}-${pick(['R', 'C', 'A'])}${100 + Math.floor(random() * 900)}`;
  const parcel = {
    tenantId: county.tenantId,
    id,
    address,
    ownerName,
    type,
    // One parcel in 50 waits for its assessment, so the 'value missing' path can be seen.
    valueAmount: random() < 0.02 ? null : Math.round((low + random() * (high - low)) / 100) * 100,
    valueCurrency: 'USD',
    mailingLines: mailingElsewhere ? [`PO Box ${100 + Math.floor(random() * 9000)}`] : [address],
    mailingCity: mailingElsewhere ? 'Springfield' : county.city,
    mailingState: county.state,
    mailingZip: mailingElsewhere ? '01101' : county.zip,
    legalDescription: `LOT ${1 + Math.floor(random() * 60)} BLK ${1 + Math.floor(random() * 20)} ${pick(SUBDIVISIONS)} SUB`,
    neighborhood: pick(SUBDIVISIONS),
    areaCode: String(100 + Math.floor(random() * 20)),
    accountNumber: `A${String(n).padStart(8, '0')}`,
    taxArea: `TA-${1 + Math.floor(random() * 12)}`,
    lat: 43.6 + random() * 0.2,
    lng: -70.3 - random() * 0.2,
    recordCardUrl: '/static/parcels/record-card.svg',
    imageUrl: random() < 0.1 ? null : `/static/parcels/house-${1 + Math.floor(random() * 3)}.svg`,
    active: random() >= 0.03,
    comperId: null,
    ownerCodeHash: ownerCodeHash(county.tenantId, id, demoOwnerCode(county.tenantId, id)),
  };
  // A generator of their own for the facts added later: the draws above, and so every demo parcel, stay as they were.
  return { ...parcel, ...demoParcelFacts(type, parcel.valueAmount, id, seededRandom(county.seed * 1_000_003 + n + 0x5eed_0000)) };
}
