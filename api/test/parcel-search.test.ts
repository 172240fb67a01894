import './support/load-outside-sandbox';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { parcels as parcelsTable } from '../src/infrastructure/db/schema';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SEARCH_MAX_RESULTS } from 'mfe-shared/domain';
import type { Pool } from 'pg';
import { buildApp } from '../src/app';
import { onPostgres } from '../src/infrastructure/db/cached-plan';
import { rateLimitCounters } from '../src/infrastructure/db/schema';
import { queryCancelled, withStatementTimeout } from '../src/infrastructure/db/statement-timeout';
import { DEMO_STAFF } from '../src/tools/demo/seed-staff';
import { LIMIT_MESSAGES } from '../src/capabilities/limits/anonymous-limits';
import type { LimitOverrides } from '../src/infrastructure/config/limit-settings';
import { PARCEL_READ_MESSAGES } from '../src/capabilities/parcels/read-messages';
import { seedStaff, STAFF_PASSWORD } from './support/staff-accounts';
import { prefixEnd, searchParcels, type SearchOptions } from '../src/capabilities/parcels/parcel-store';
import { trigramsOf } from '../src/capabilities/parcels/sample-trigrams';
import { searchKey } from '../src/capabilities/parcels/search-key';
import { sampleCounty } from '../src/capabilities/parcels/search-estimate';
import { queryRows } from '../src/infrastructure/db/query-rows';
import { openTestDatabase } from './support/test-database';

// The ways search reads a page (one statement with an exact count, an ordered index walk, the
// trigram indexes looked up by a few rare trigrams of the term) must all answer what the plain
// definition answers: number prefix, address and owner substrings, case-insensitive, number
// matches first by lower-cased number, then the rest by address and number.

const PER_COUNTY = 1_500;
const county = DEMO_COUNTIES[0];
// Plus one whose owner holds the start of ten parcel numbers, so a page can hold both kinds of match.
const numberInOwner = { ...demoParcel(county, 90_000), id: 'HC-XTRA-1', ownerName: 'Hc-00149 Holdings LLC' };
// And owners holding % and _, which a term holding them must find as they are, and nothing else.
const percentOwner = { ...demoParcel(county, 90_001), id: 'HC-XTRA-2', ownerName: '100% Owned Holdings LLC' };
const underscoreOwner = { ...demoParcel(county, 90_002), id: 'HC-XTRA-3', ownerName: 'A_B Family Trust' };
const extras = [numberInOwner, percentOwner, underscoreOwner];
const parcels = [...Array.from({ length: PER_COUNTY }, (_, n) => demoParcel(county, n)), ...extras];
let database: DatabaseHandle;
/** Each parcel's place in `order by address, id` as the database sorts (its collation decides). */
let addressRank: Map<string, number>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, PER_COUNTY, [county]);
  await database.db.insert(parcelsTable).values(extras);
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
  const byText = parcels.filter(
    (p) =>
      !p.id.toLowerCase().startsWith(lower) &&
      `${p.address}\u0001${p.ownerName}`
        .toLowerCase()
        .split('\u0001')
        .some((v) => v.includes(lower)),
  );
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
  first.id,
  first.id.slice(0, 6).toLowerCase(),
  'HC-0001',
  'hc-', // numbers, whole and in part
  first.address,
  second.address.toUpperCase(),
  third.address.split(' ').slice(0, 2).join(' '), // addresses
  'Harbor St',
  'oak',
  'st',
  'Way',
  'k st',
  '42 h',
  ' mill', // streets, and terms a word boundary ends
  first.ownerName,
  second.ownerName.split(' ')[0],
  'smith',
  'Okafor &',
  '& Jennifer',
  'Family Revocable',
  'LLC', // owners
  'peña',
  'José P',
  'wei ',
  'z',
  '1',
  '99', // short, non-ASCII, ending in a space
  'HC-00149', // ten numbers, then an owner
  'Quinn',
  'Kowalski & Jennifer O',
  'Olga Quinn & ', // a real q, words that meet
  'qqqzzz',
  'Smithers',
  'rqo', // nothing ('rqo' is the key of 'r o', which owners hold)
  '100%',
  'a_b',
  '0%',
  '%', // only the owners that hold them as they are ('100% Owned', 'A_B Family')
  `${first.address.slice(-3)}\u0001${first.ownerName.slice(0, 3)}`, // nothing: address then owner, across search_text's separator
];

describe('parcel search reads the same matches whichever way it reads them', () => {
  it.each(terms)('counting exactly: %j', async (term) => {
    const all = expected(term);
    const result = await searchParcels(database.db, county.tenantId, term, 1, 21, { approximateFrom: Infinity });
    expect(result).toMatchObject({ totalCount: all.length, totalPages: Math.ceil(Math.min(all.length, SEARCH_MAX_RESULTS) / 21), approximate: false });
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
    const values = parcels
      .slice(0, 60)
      .flatMap((p) => [p.address, p.ownerName].map((v) => v.toLowerCase()))
      .filter((v) => /^[\x20-\x7e]*$/.test(v));
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

// Reads have a cost too (docs/security.md#reads-have-a-cost-too): over HTTP, with limits low
// enough to reach; each client is an address of its own.
describe('public reads of parcels', () => {
  const LIMITS: LimitOverrides = {
    reads: {
      perAddress: { searches: { max: 12, windowSeconds: 600 }, nearby: { max: 3, windowSeconds: 600 } },
      parcelsPerAddress: { max: 100, windowSeconds: 3600 },
    },
  };
  const ORIGIN = { origin: 'http://localhost:80' };
  const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };
  let app: FastifyInstance;
  let clerkCookie: string;
  let addressCounter = 1;
  const nextAddress = () => `10.3.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

  beforeAll(async () => {
    await seedStaff(database.db);
    app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', limits: LIMITS });
    await app.ready();
    const clerk = DEMO_STAFF.find((account) => account.tenantId === county.tenantId)!;
    const signIn = await app.inject({
      method: 'POST',
      url: `/${county.tenantId}/api/session`,
      payload: { email: clerk.email, password: STAFF_PASSWORD },
      remoteAddress: nextAddress(),
      headers: ORIGIN,
    });
    expect(signIn.statusCode).toBe(200);
    clerkCookie = String(signIn.headers['set-cookie']).split(';')[0];
  });

  beforeEach(async () => {
    await database.db.delete(rateLimitCounters);
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, address: string, headers: InjectOptions['headers'] = {}, on = app) =>
    on.inject({ method: 'GET', url: `/${county.tenantId}/api${url}`, remoteAddress: address, headers });
  const search = (query: string, address: string, headers?: InjectOptions['headers']) => get(`/prc/search?${query}`, address, headers);
  const expectLimited = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.statusCode).toBe(429);
    const wait = Number(response.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    return wait;
  };

  it('limits searches per client address, with Retry-After and the message of the limits on writes; staff are not limited', async () => {
    const address = nextAddress();
    for (let n = 1; n <= 12; n++) expect((await search(`q=${encodeURIComponent(first.id)}`, address)).statusCode).toBe(200);
    const refused = await search(`q=${encodeURIComponent(first.id)}`, address);
    const wait = expectLimited(refused);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.json()).toEqual({ message: LIMIT_MESSAGES.address(wait) });
    expect((await search('q=oak', address, SPANISH)).json().message).toMatch(/^Hay demasiadas solicitudes desde su conexión\. Espere \d+ minutos? e inténtelo de nuevo\.$/);
    // A search refused before any query (too deep, no letter or number) is refused as it was, not counted.
    const deep = await search(`q=oak&page=${SEARCH_MAX_RESULTS}`, address);
    expect([deep.statusCode, deep.json()]).toEqual([400, { message: PARCEL_READ_MESSAGES.tooDeep }]);
    // Another address is served; so is staff from the refused one.
    expect((await search('q=oak', nextAddress())).statusCode).toBe(200);
    expect((await search('q=oak', address, { cookie: clerkCookie })).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, and limits the nearby parcels of the comparables tool too', async () => {
    const one = `q=${encodeURIComponent(first.id)}`;
    for (let n = 1; n <= 12; n++) expect((await search(one, `2001:db8:7:${n}::1`)).statusCode).toBe(200);
    for (let n = 1; n <= 12; n++) expect((await search(one, `2001:db8:8::${n}`)).statusCode).toBe(200);
    expectLimited(await search(one, '2001:db8:8::ffff'));
    const subject = parcels.find((parcel) => parcel.type === 'residential' && parcel.active !== false && parcel.valueAmount !== null)!;
    const address = nextAddress();
    for (let n = 1; n <= 3; n++) expect((await get(`/prc/${encodeURIComponent(subject.id)}/nearby?limit=5`, address)).statusCode).toBe(200);
    expectLimited(await get(`/prc/${encodeURIComponent(subject.id)}/nearby?limit=5`, address));
  });

  it(`pages no deeper than the first ${SEARCH_MAX_RESULTS} results, and says how to narrow the search`, async () => {
    const address = nextAddress();
    const first = await search('q=HC-', address);
    // Every parcel number starts HC-: more matches than can be paged.
    expect(first.json().pagination).toEqual({ totalCount: PER_COUNTY + extras.length, totalPages: Math.ceil(SEARCH_MAX_RESULTS / 21) });
    const last = await search(`q=HC-&page=${Math.ceil(SEARCH_MAX_RESULTS / 21)}`, address);
    expect(last.json().results).toHaveLength(SEARCH_MAX_RESULTS - 21 * Math.floor(SEARCH_MAX_RESULTS / 21));
    for (const query of [`q=HC-&page=${Math.ceil(SEARCH_MAX_RESULTS / 21) + 1}`, 'q=HC-&page=11&size=100', 'q=nothing-at-all&page=900']) {
      const deep = await search(query, address);
      expect([deep.statusCode, deep.json()]).toEqual([400, { message: PARCEL_READ_MESSAGES.tooDeep }]);
    }
    expect(PARCEL_READ_MESSAGES.tooDeep).toMatch(/^Only the first 1,000 results of a search can be shown\. Narrow your search/);
    expect((await search('q=HC-&page=900', nextAddress(), SPANISH)).json().message).toMatch(
      /^Solo se pueden mostrar los primeros 1,000 resultados de una búsqueda\. Acote su búsqueda/,
    );
    // The last page that can be read, 100 at a time.
    expect((await search('q=HC-&page=10&size=100', nextAddress())).json().results).toHaveLength(100);
  });

  it('searches % and _ as themselves, and refuses a term of neither letters nor numbers (no index could find it) before any query', async () => {
    const address = nextAddress();
    const ids = async (q: string) => (await search(`q=${encodeURIComponent(q)}`, address)).json().results.map((p: { id: string }) => p.id);
    expect(await ids('100%')).toEqual([percentOwner.id]);
    expect(await ids('a_b')).toEqual([underscoreOwner.id]);
    expect(await ids('HC-%')).toEqual([]);
    for (const q of ['%%%', '%', '_', '& -', '__%']) {
      const refused = await search(`q=${encodeURIComponent(q)}`, nextAddress());
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: PARCEL_READ_MESSAGES.noLetterOrDigit }]);
    }
    expect((await search('q=%25%25%25', nextAddress(), SPANISH)).json()).toEqual({ message: 'Escriba al menos una letra o un número para buscar.' });
  });

  it('sends one address at most its allowance of parcels a window: a harvest stops, a person goes on elsewhere', async () => {
    const address = nextAddress();
    // A short page takes only what it sends: three searches for one parcel number take 3.
    for (let n = 1; n <= 3; n++) expect((await search(`q=${encodeURIComponent(first.id)}&size=30`, address)).json().results).toHaveLength(1);
    let received = 0;
    let refused;
    for (let page = 1; page <= 8 && !refused; page++) {
      const response = await search(`q=HC-&size=30&page=${page}`, address);
      if (response.statusCode === 429) refused = response;
      else received += response.json().results.length;
    }
    // Three pages of 30; the fourth could pass the 100.
    expect(received).toBe(90);
    const wait = expectLimited(refused!);
    expect(wait).toBeGreaterThan(600);
    expect(refused!.json()).toEqual({ message: LIMIT_MESSAGES.address(wait) });
    // What is left still fits (7 of 100), and nothing more.
    expect((await search('q=HC-&size=7', address)).json().results).toHaveLength(7);
    expectLimited(await search(`q=${encodeURIComponent(first.id)}&size=1`, address));
    // Another address is served, and staff from this one.
    expect((await search('q=HC-&size=30', nextAddress())).statusCode).toBe(200);
    expect((await get('/prc/search?q=HC-&size=100', address, { cookie: clerkCookie })).json().results).toHaveLength(100);
  });

  // PGlite runs each statement to its end on this thread: nothing can stop one (infrastructure/db/statement-timeout.ts).
  (process.env.DATABASE_URL ? it : it.skip)('stops a public read at its time limit with 503 and a sentence, never 500, on PostgreSQL; staff wait', async () => {
    expect(onPostgres(database.db)).toBe(true);
    const timed = buildApp({ db: database.db, distRoot: '/nonexistent-dist', limits: { reads: { queryTimeoutMs: 300 } } });
    await timed.ready();
    // A statement that waits for a lock is one that runs long, as far as statement_timeout goes.
    const locker = await (database.db as unknown as { $client: Pool }).$client.connect();
    try {
      await locker.query('begin; lock table parcels in access exclusive mode');
      const [searched, opened] = await Promise.all([
        get('/prc/search?q=oak', nextAddress(), {}, timed),
        get(`/prc/${encodeURIComponent(first.id)}`, nextAddress(), SPANISH, timed),
      ]);
      expect([searched.statusCode, searched.json(), searched.headers['retry-after']]).toEqual([503, { message: PARCEL_READ_MESSAGES.searchTooSlow }, '5']);
      expect([opened.statusCode, opened.json()]).toEqual([503, { message: 'Esta consulta tardó demasiado. Inténtelo de nuevo en un momento.' }]);
      const countCancelled = await withStatementTimeout(database.db, 100, (db) => db.execute(sql`select count(*) from parcels`)).then(() => false, queryCancelled);
      expect(countCancelled).toBe(true);
      // Staff's reads have no time limit: this one waits for the lock.
      const staffSearch = get('/prc/search?q=oak', nextAddress(), { cookie: clerkCookie }, timed);
      await new Promise((resolve) => setTimeout(resolve, 600));
      await locker.query('rollback');
      expect((await staffSearch).statusCode).toBe(200);
      // The connections the cancelled statements ran on serve the next reads.
      expect((await get('/prc/search?q=oak', nextAddress(), {}, timed)).statusCode).toBe(200);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      locker.release();
      await timed.close();
    }
  });
});
