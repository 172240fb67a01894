import './support/load-outside-sandbox';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { demoParcel } from '../src/demo/demo-parcels';
import { parcels as parcelsTable } from '../src/db/schema';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/demo/seed-parcels';
import fc from 'fast-check';
import { prefixEnd, searchParcels, type SearchOptions } from '../src/parcels/parcel-store';
import { trigramsOf } from '../src/parcels/sample-trigrams';
import { searchKey } from '../src/parcels/search-key';
import { queryRows, sampleCounty } from '../src/parcels/search-estimate';
import { openTestDatabase } from './support/test-database';

// The ways search reads a page (one statement with an exact count, an ordered index walk, the
// trigram indexes looked up by a few rare trigrams of the term) must all answer what the plain
// definition answers: number prefix, address and owner substrings, case-insensitive, number
// matches first by lower-cased number, then the rest by address and number.

const PER_COUNTY = 1_500;
const county = DEMO_COUNTIES[0];
// Plus one whose owner holds the start of ten parcel numbers, so a page can hold both kinds of match.
const numberInOwner = { ...demoParcel(county, 90_000), id: 'HC-XTRA-1', ownerName: 'Hc-00149 Holdings LLC' };
const parcels = [...Array.from({ length: PER_COUNTY }, (_, n) => demoParcel(county, n)), numberInOwner];
let database: DatabaseHandle;
/** Each parcel's place in `order by address, id` as the database sorts (its collation decides). */
let addressRank: Map<string, number>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, PER_COUNTY, [county]);
  await database.db.insert(parcelsTable).values(numberInOwner);
  const ordered = await queryRows<{ id: string }>(database.db, sql`select id from parcels where tenant_id = ${county.tenantId} order by address, id`);
  addressRank = new Map(ordered.map(({ id }, rank) => [id, rank]));
  // With the county's sample in memory, search picks its lookups the way it does in production.
  await sampleCounty(database.db, county.tenantId);
}, 60_000);

afterAll(async () => {
  await database.close();
});

/** Every match of the term in result order, by the plain definition. */
function expected(term: string): string[] {
  const lower = term.toLowerCase();
  const byId = parcels.filter((p) => p.id.toLowerCase().startsWith(lower));
  const byText = parcels.filter((p) => !p.id.toLowerCase().startsWith(lower) && `${p.address}\u0001${p.ownerName}`.toLowerCase().split('\u0001').some((v) => v.includes(lower)));
  const bytes = (p: { id: string }) => Buffer.from(p.id.toLowerCase());
  byId.sort((a, b) => Buffer.compare(bytes(a), bytes(b)) || (a.id < b.id ? -1 : 1));
  byText.sort((a, b) => addressRank.get(a.id)! - addressRank.get(b.id)!);
  return [...byId, ...byText].map((p) => p.id);
}

const pageIds = async (term: string, page: number, options?: SearchOptions) =>
  (await searchParcels(database.db, county.tenantId, term, page, 21, options)).rows.map((row) => row.id);

const [first, second, third] = parcels;
// ASCII terms only: PostgreSQL's lower() in a C-locale database leaves other capitals as they are.
const terms = [
  first.id, first.id.slice(0, 6).toLowerCase(), 'HC-0001', 'hc-', // numbers, whole and in part
  first.address, second.address.toUpperCase(), third.address.split(' ').slice(0, 2).join(' '), // addresses
  'Harbor St', 'oak', 'st', 'Way', 'k st', '42 h', ' mill', // streets, and terms a word boundary ends
  first.ownerName, second.ownerName.split(' ')[0], 'smith', 'Okafor &', '& Jennifer', 'Family Revocable', 'LLC', // owners
  'peña', 'José P', 'wei ', 'z', '1', '99', // short, non-ASCII, ending in a space
  'HC-00149', // ten numbers, then an owner
  'Quinn', 'Kowalski & Jennifer O', 'Olga Quinn & ', // a real q, words that meet
  'qqqzzz', 'Smithers', '100%', 'a_b', 'rqo', // nothing ('rqo' is the key of 'r o', which owners hold)
  `${first.address.slice(-3)}\u0001${first.ownerName.slice(0, 3)}`, // nothing: address then owner, across search_text's separator
];

describe('parcel search reads the same matches whichever way it reads them', () => {
  it.each(terms)('counting exactly: %j', async (term) => {
    const all = expected(term);
    const result = await searchParcels(database.db, county.tenantId, term, 1, 21, { approximateFrom: Infinity });
    expect(result).toMatchObject({ totalCount: all.length, totalPages: Math.ceil(all.length / 21), approximate: false });
    expect(result.rows.map((row) => row.id)).toEqual(all.slice(0, 21));
    expect(await pageIds(term, 2, { approximateFrom: Infinity })).toEqual(all.slice(21, 42));
  });

  it.each(terms)('walking the ordered index and looking up the trigram indexes: %j', async (term) => {
    const all = expected(term);
    for (const path of ['walk', 'index'] as const) {
      expect(await pageIds(term, 1, { approximateFrom: 0, path })).toEqual(all.slice(0, 21));
      expect(await pageIds(term, 3, { approximateFrom: 0, path })).toEqual(all.slice(42, 63));
    }
  });
});

describe('the range of the number index a prefix is read from', () => {
  it('ends at the next prefix of the same length, or earlier where the last characters are the highest', () => {
    expect(prefixEnd('hc-12')).toBe('hc-13');
    expect(prefixEnd('a\u{10FFFF}')).toBe('b');
    expect(prefixEnd('\uD7FF')).toBe('\uE000');
    expect(prefixEnd('\u{10FFFF}')).toBeUndefined();
  });

  it('holds exactly the strings that start with the prefix, in UTF-8 byte order', () => {
    const bytes = (text: string) => Buffer.from(text, 'utf8');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme', maxLength: 4 }), (prefix, rest) => {
        for (const text of [prefix + rest, rest, rest + prefix]) {
          const end = prefixEnd(prefix);
          const inRange = Buffer.compare(bytes(text), bytes(prefix)) >= 0 && (end === undefined || Buffer.compare(bytes(text), bytes(end)) < 0);
          expect(inRange).toBe(text.startsWith(prefix));
        }
      }),
    );
  });
});

describe('the trigrams the sample is indexed by', () => {
  it('are the trigrams pg_trgm indexes for the same value', async () => {
    const values = parcels.slice(0, 60).flatMap((p) => [p.address, p.ownerName].map((v) => v.toLowerCase())).filter((v) => /^[\x20-\x7e]*$/.test(v));
    for (const value of values) {
      const [{ trigrams }] = await queryRows<{ trigrams: string[] }>(database.db, sql`select show_trgm(search_key(${value})) as trigrams`);
      expect(new Set(trigramsOf(searchKey(value), true).map((gram) => gram.trigram))).toEqual(new Set(trigrams));
    }
  });

  it('are taken from keys that search_key() writes in the database as searchKey() does here', async () => {
    const ascii = Array.from({ length: 127 }, (_, i) => String.fromCharCode(i + 1)).join('');
    for (const value of [ascii, "Ana Kowalski & Jennifer O'Kafor-Lee", '12 1/2 Main St., Apt #3', 'peña josé 100% a_b \\ q']) {
      const [{ key }] = await queryRows<{ key: string }>(database.db, sql`select search_key(${value}) as key`);
      expect(key).toBe(searchKey(value.toLowerCase()));
    }
    expect(searchKey('ana kowalski & jennifer')).toBe('anaqkowalskiqjennifer');
  });

  it('are taken from a key that every text holding the term holds', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'q', '1', ' ', '&', '-', 'ñ', '\u0001') });
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (value, from, length) => {
        const start = from % (value.length + 1);
        const term = value.slice(start, start + length);
        expect(searchKey(value)).toContain(searchKey(term));
      }),
    );
  });

  it('are each looked up by a part of the term, so a lookup can only narrow the rows to check', () => {
    for (const term of ['hc-0001', '42 harbor st', 'ana kowalski & jennifer okafor', 'a-b c']) {
      for (const { part } of trigramsOf(term, false)) expect(term).toContain(part);
    }
  });
});
