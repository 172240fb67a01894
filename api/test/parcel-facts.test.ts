import './support/load-outside-sandbox';
import { eq, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parcelBreakdownSchema, parcelFactsSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { parcels } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { DEMO_COUNTIES, fillDemoParcelFacts, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { openTestDatabase } from './support/test-database';

// What an owner checks on the property page before deciding to appeal (docs/product.md#property-page):
// last year's value and the characteristics (GET /prc/{id}/facts), and the roll's split of this
// year's value between land and buildings (GET /prc/{id}/breakdown).

const [harbor] = DEMO_COUNTIES;
const { valueHistory } = demoShowcase(harbor);
/** The demo generator's parcel of a demo parcel number (HC-000123-R456). */
const generated = (id: string) => demoParcel(harbor, Number(id.slice(3, 9)));
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 200);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (tenant: string, id: string, what: 'facts' | 'breakdown') => app.inject({ method: 'GET', url: `/${tenant}/api/prc/${encodeURIComponent(id)}/${what}` });

describe('GET /:tenant/api/prc/:id/facts', () => {
  it("answers last year's value and the characteristics the county holds", async () => {
    const parcel = generated(valueHistory.rose);
    const response = await get('harbor-county', valueHistory.rose, 'facts');
    expect(response.statusCode).toBe(200);
    const facts = parcelFactsSchema.parse(response.json());
    expect(facts).toEqual({ priorValue: { amount: parcel.priorValueAmount, currency: 'USD' }, characteristics: parcel.characteristics });
    expect(facts.priorValue!.amount).toBeLessThan(parcel.valueAmount!);
    expect(Object.keys(facts.characteristics).sort()).toEqual(['bathrooms', 'bedrooms', 'livingArea', 'lotSize', 'yearBuilt']);
  });

  it('says a parcel new this year has no value for last year, and a parcel without characteristics has none', async () => {
    expect((await get('harbor-county', valueHistory.noPriorValue, 'facts')).json()).toMatchObject({ priorValue: null });
    expect((await get('harbor-county', valueHistory.unchanged, 'facts')).json().priorValue.amount).toBe(generated(valueHistory.unchanged).valueAmount);
    await database.db
      .update(parcels)
      .set({ characteristics: null, priorValueAmount: null })
      .where(and(eq(parcels.tenantId, 'harbor-county'), eq(parcels.id, valueHistory.unchanged)));
    expect((await get('harbor-county', valueHistory.unchanged, 'facts')).json()).toEqual({ priorValue: null, characteristics: {} });
    // A start fills in the demo parcels' facts that are missing, and only those.
    await fillDemoParcelFacts(database.db);
    expect((await get('harbor-county', valueHistory.unchanged, 'facts')).json().characteristics).toEqual(generated(valueHistory.unchanged).characteristics);
  });

  it("is 404 for an unknown parcel and for another county's parcel", async () => {
    for (const [tenant, id] of [
      ['harbor-county', 'HC-NOPE'],
      ['pine-county', valueHistory.rose],
    ]) {
      const response = await get(tenant, id, 'facts');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'We could not find a property with that parcel number in this county.' });
    }
  });
});

describe('GET /:tenant/api/prc/:id/breakdown, beside the facts', () => {
  it("answers the roll's land value of this year's value, not an estimate", async () => {
    const parcel = generated(valueHistory.rose);
    const breakdown = parcelBreakdownSchema.parse((await get('harbor-county', valueHistory.rose, 'breakdown')).json());
    expect(breakdown).toEqual({
      taxYear: new Date().getUTCFullYear(),
      land: { amount: parcel.landValueAmount, currency: 'USD' },
      improvements: { amount: parcel.valueAmount! - parcel.landValueAmount!, currency: 'USD' },
      total: { amount: parcel.valueAmount, currency: 'USD' },
      estimated: false,
    });
  });

  it('marks the split as estimated where the roll gave no land value', async () => {
    const breakdown = parcelBreakdownSchema.parse((await get('harbor-county', valueHistory.noPriorValue, 'breakdown')).json());
    expect(breakdown.estimated).toBe(true);
    expect(breakdown.total.amount).toBe(generated(valueHistory.noPriorValue).valueAmount);
  });
});
