// The benchmark's 100 search terms: what visitors type, drawn from the demo generator with a fixed
// seed, so every run and every machine searches the same words. Terms built from a parcel use
// parcels 0 .. parcelCount-1 of the county, which the benchmark has seeded.
import { demoParcel, seededRandom, type DemoCounty } from '../../api/src/tools/demo/demo-parcels';

export interface BenchTerm {
  term: string;
  kind: 'parcel number' | 'number prefix' | 'street' | 'address' | 'owner' | 'rare' | 'short' | 'no match';
}

const lastNameOf = (owner: string) => owner.split(' ')[1] ?? owner;

export function benchSearchTerms(county: DemoCounty, parcelCount: number): BenchTerm[] {
  const random = seededRandom(20_240_601);
  const parcel = () => demoParcel(county, Math.floor(random() * parcelCount));
  const digits = String(parcelCount - 1).length;
  const terms: BenchTerm[] = [];
  const add = (kind: BenchTerm['kind'], list: string[]) => list.forEach((term) => terms.push({ term, kind }));

  // Someone with a tax bill types the whole number, in any case.
  add(
    'parcel number',
    Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? parcel().id.toLowerCase() : parcel().id)),
  );
  // ... or its start: a few thousand, a few hundred, a few dozen parcels share these.
  add(
    'number prefix',
    Array.from({ length: 8 }, (_, i) => parcel().id.slice(0, county.prefix.length + 1 + Math.max(1, digits - 3 + (i % 3)))),
  );
  add('street', ['Harbor St', 'main st', 'Oak Ave', 'MAPLE', 'Cedar Ln', 'Washington Blvd', 'Sunset', 'river rd', 'Meadow Way', 'Elm Ct', 'Church', 'Spring Dr']);
  // Whole street addresses: a handful of parcels each.
  add(
    'address',
    Array.from({ length: 12 }, (_, i) => (i % 4 === 0 ? parcel().address.toLowerCase() : parcel().address)),
  );
  add('owner', [
    'Smith',
    'garcia',
    'Peña',
    'Nguyen',
    'okafor',
    'Kowalski',
    'Haddad',
    'Quinn',
    ...Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? lastNameOf(parcel().ownerName) : parcel().ownerName)),
  ]);
  add('rare', [
    'Revocable Living Trust',
    'Bayside Holdings',
    'Ridge Partners LP',
    'Cedar Lane Investments',
    'Kwame Okafor & Olga',
    'José Peña',
    parcel().address.replace(/ \w+$/, ''),
    '9876',
    '42 Harbor',
    'Fatima Haddad',
  ]);
  add('short', ['oak', 'elm', 'bay', 'son', 'ana', 'wei', 'ave', 'mil', 'ith', 'hc-', 'ing', '120', 'lyn', 'uez', 'win']);
  add('no match', [
    'zzz',
    'Xylophone',
    'qwerty',
    'Nonexistent Owner',
    'Springfield Rd',
    `${county.prefix}-9${'9'.repeat(digits)}`,
    'Avenue of the Americas',
    'Ωmega',
    'x7q',
    'Smithers',
    '00000000',
    'Main Street',
    'Zyzzyva Ln',
    'qqq',
    'HC-ZZ',
  ]);

  if (terms.length !== 100) throw new Error(`expected 100 bench terms, made ${terms.length}`);
  return terms;
}
