import './support/load-outside-sandbox';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { propertySchema, propertyTypes, searchResponseSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { parcels } from '../src/infrastructure/db/schema';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { toProperty } from '../src/capabilities/parcels/to-property';
import { openTestDatabase } from './support/test-database';

const PER_COUNTY = 400;
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, PER_COUNTY);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const search = async (tenant: string, query: string) => {
  const response = await get(`/${tenant}/api/prc/search?${query}`);
  expect(response.statusCode).toBe(200);
  return searchResponseSchema.parse(response.json());
};
const harbor = DEMO_COUNTIES[0];
const first = demoParcel(harbor, 0);

describe('the demo parcel generator', () => {
  it('gives the same parcel for the same county and number, every time', () => {
    expect(demoParcel(harbor, 123)).toEqual(demoParcel(harbor, 123));
    expect(demoParcel(harbor, 123)).not.toEqual(demoParcel(harbor, 124));
  });

  it('makes every property type, some inactive parcels and some without a value', () => {
    const sample = Array.from({ length: 2000 }, (_, n) => demoParcel(harbor, n));
    expect(new Set(sample.map((p) => p.type))).toEqual(new Set(propertyTypes));
    expect(sample.some((p) => p.active === false)).toBe(true);
    expect(sample.some((p) => p.valueAmount === null)).toBe(true);
  });

  it('tops a county up without duplicating what is there', async () => {
    await seedDemoParcels(database.db, PER_COUNTY);
    const { pagination } = await search('harbor-county', 'q=HC-&size=1');
    expect(pagination.totalCount).toBe(PER_COUNTY);
  });
});

describe('GET /:tenant/api/prc/search', () => {
  it('finds a parcel by the start of its number, first, whatever the case', async () => {
    const { results } = await search('harbor-county', `q=${encodeURIComponent(first.id.slice(0, 9).toLowerCase())}`);
    expect(results[0].id.toLowerCase().startsWith(first.id.slice(0, 9).toLowerCase())).toBe(true);
  });

  it('finds parcels by part of the address and by part of the owner name, case-insensitively', async () => {
    const street = first.address.split(' ').slice(1, 2).join(' ');
    const byAddress = await search('harbor-county', `q=${encodeURIComponent(street.toUpperCase())}`);
    expect(byAddress.results.length).toBeGreaterThan(0);
    expect(byAddress.results.every((p) => `${p.address} ${p.ownerName} ${p.id}`.toLowerCase().includes(street.toLowerCase()))).toBe(true);
    const owner = first.ownerName.split(' ')[1].toLowerCase();
    const byOwner = await search('harbor-county', `q=${encodeURIComponent(owner)}`);
    expect(byOwner.results.some((p) => p.ownerName.toLowerCase().includes(owner))).toBe(true);
  });

  it('pages 21 at a time by default and reports the totals', async () => {
    const page1 = await search('harbor-county', 'q=HC-');
    expect(page1.results).toHaveLength(21);
    expect(page1.pagination).toEqual({ totalCount: PER_COUNTY, totalPages: Math.ceil(PER_COUNTY / 21) });
    const last = await search('harbor-county', `q=HC-&page=${page1.pagination.totalPages}`);
    expect(last.results).toHaveLength(PER_COUNTY % 21 || 21);
    // Past the last page (within the first 1,000 results a search can be paged to): none.
    const beyond = await search('harbor-county', 'q=HC-&page=40');
    expect(beyond.results).toEqual([]);
    expect(beyond.pagination.totalCount).toBe(PER_COUNTY);
  });

  it('treats % and _ in a term as themselves', async () => {
    // As wildcards, each would match every parcel number.
    expect((await search('harbor-county', 'q=HC%25')).pagination.totalCount).toBe(0);
    expect((await search('harbor-county', 'q=HC_')).pagination.totalCount).toBe(0);
  });

  it("never shows another county's parcels", async () => {
    const { pagination } = await search('pine-county', 'q=HC-');
    expect(pagination.totalCount).toBe(0);
  });

  it.each([
    ['q=', 'Enter part of an address, an owner name or a parcel number to search for.'],
    ['q=%20%20', 'Enter part of an address, an owner name or a parcel number to search for.'],
    ['q=oak&size=500', 'The page size must be between 1 and 100.'],
    ['q=oak&page=0', 'The page must be 1 or more.'],
    ['q=oak&page=abc', ''],
  ])('refuses %s with a readable 400', async (query, message) => {
    const response = await get(`/harbor-county/api/prc/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    if (message) expect(response.json().message).toContain(message);
  });
});

describe('GET /:tenant/api/prc/:id', () => {
  it('answers the parcel as a Property', async () => {
    const response = await get(`/harbor-county/api/prc/${encodeURIComponent(first.id)}`);
    expect(response.statusCode).toBe(200);
    const property = propertySchema.parse(response.json());
    expect(property).toMatchObject({ id: first.id, address: first.address, ownerName: first.ownerName, active: first.active });
  });

  it('answers what toProperty makes of the row, for every demo parcel and for unusual ones, as search does', async () => {
    // GET /prc/{id} and search send the JSON the database wrote (parcels.property_json); the rest of the API maps rows with toProperty.
    const unusual: Array<typeof parcels.$inferInsert> = [
      { ...demoParcel(DEMO_COUNTIES[1], 90_001), id: 'ZZ-EDGE-1', valueCurrency: 'GBP', mailingCity: null, lng: null, comperId: 'C-9' },
      {
        ...demoParcel(DEMO_COUNTIES[1], 90_002),
        id: 'ZZ-EDGE-2',
        address: 'Flat "B" \\ 12\tRue de l\'Église 🏠',
        ownerName: "Zoë \u0001 O'Brien\n& Ng",
        valueAmount: null,
        mailingLines: ['c/o "Trust"', 'Line\u2028two'],
        mailingState: null,
        mailingZip: null,
        legalDescription: null,
        neighborhood: null,
        lat: -0.000001234,
        lng: 179.99999999999997,
        active: false,
      },
    ];
    await database.db.insert(parcels).values(unusual.map((row) => ({ ...row, tenantId: 'pine-county' })));
    try {
      const rows = await database.db.select().from(parcels);
      expect(rows.length).toBeGreaterThan(2 * PER_COUNTY);
      const expected = (row: (typeof rows)[number]) => JSON.parse(JSON.stringify(propertySchema.parse(toProperty(row))));
      for (const row of rows) {
        const response = await get(`/${row.tenantId}/api/prc/${encodeURIComponent(row.id)}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.json()).toStrictEqual(expected(row));
      }
      const byId = new Map(rows.map((row) => [`${row.tenantId}/${row.id}`, row]));
      for (const [tenant, query] of [
        ['pine-county', 'q=zz-edge'],
        ['harbor-county', 'q=HC-&page=2'],
        ['harbor-county', 'q=ave'],
      ]) {
        const response = await get(`/${tenant}/api/prc/search?${query}`);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const { results } = searchResponseSchema.parse(response.json());
        expect(results.length).toBeGreaterThan(1);
        expect(response.json().results).toStrictEqual(results.map((result) => expected(byId.get(`${tenant}/${result.id}`)!)));
      }
    } finally {
      await database.db.delete(parcels).where(like(parcels.id, 'ZZ-EDGE-%'));
    }
  });

  it("is 404 for an unknown number and for another county's parcel", async () => {
    for (const url of ['/harbor-county/api/prc/NOPE-1', `/pine-county/api/prc/${encodeURIComponent(first.id)}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('We could not find a property with that parcel number in this county.');
    }
  });
});
