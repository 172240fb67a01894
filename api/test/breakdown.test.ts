import './support/load-outside-sandbox';
import type { FastifyInstance } from 'fastify';
import { parcelBreakdownSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { parcelBreakdowns } from '../src/infrastructure/db/schema';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { estimatedBreakdown } from '../src/capabilities/parcels/parcel-breakdown';
import { openTestDatabase } from './support/test-database';

const [harbor] = DEMO_COUNTIES;
const showcase = demoShowcase(harbor);
/** Parcels whose roll gave no land value: their breakdown is the stored one or the estimate (parcel-facts.test.ts has the roll's). */
const withoutLandValue = showcase.fresh.filter((id) => demoParcel(harbor, Number(id.slice(3, 9))).landValueAmount === null);
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 100);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const breakdown = (tenant: string, id: string) => app.inject({ method: 'GET', url: `/${tenant}/api/prc/${encodeURIComponent(id)}/breakdown` });

describe('GET /:tenant/api/prc/:id/breakdown', () => {
  it('splits the market value between land and improvements when no breakdown is stored, the same way every time', async () => {
    const id = withoutLandValue[0];
    const parcel = demoParcel(harbor, Number(id.slice(3, 9)));
    const response = await breakdown('harbor-county', id);
    expect(response.statusCode).toBe(200);
    const body = parcelBreakdownSchema.parse(response.json());
    expect(body.taxYear).toBe(new Date().getUTCFullYear());
    expect(body.estimated).toBe(true);
    expect(body.total).toEqual({ amount: parcel.valueAmount, currency: 'USD' });
    expect(body.land.amount + body.improvements.amount).toBe(parcel.valueAmount);
    // Residential land is 20% to 35% of the value, rounded to 100.
    expect(body.land.amount / body.total.amount).toBeGreaterThanOrEqual(0.199);
    expect(body.land.amount / body.total.amount).toBeLessThanOrEqual(0.351);
    expect(body.land.amount % 100).toBe(0);
    expect((await breakdown('harbor-county', id)).json()).toEqual(body);
  });

  it('is all land for vacant land', () => {
    const estimate = estimatedBreakdown({ id: 'X-1', type: 'vacant-land', valueAmount: 55_550, valueCurrency: 'USD' });
    expect(estimate).toMatchObject({ land: { amount: 55_550 }, improvements: { amount: 0 }, total: { amount: 55_550 } });
  });

  it('answers the latest stored breakdown when there is one', async () => {
    const id = withoutLandValue[1];
    await database.db.insert(parcelBreakdowns).values([
      { tenantId: 'harbor-county', parcelId: id, taxYear: 2023, landValue: 50_000, improvementValue: 150_000 },
      { tenantId: 'harbor-county', parcelId: id, taxYear: 2024, landValue: 60_000, improvementValue: 190_000 },
    ]);
    const response = await breakdown('harbor-county', id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      taxYear: 2024,
      land: { amount: 60_000, currency: 'USD' },
      improvements: { amount: 190_000, currency: 'USD' },
      total: { amount: 250_000, currency: 'USD' },
      estimated: false,
    });
  });

  it("is 404 for an unknown parcel, another county's parcel and a parcel with no value yet", async () => {
    const cases: Array<[string, string, string]> = [
      ['harbor-county', 'HC-NOPE', 'We could not find a property with that parcel number in this county.'],
      ['pine-county', showcase.fresh[0], 'We could not find a property with that parcel number in this county.'],
      ['harbor-county', showcase.valueMissing, 'This property has no assessed value yet, so its value has no breakdown.'],
    ];
    for (const [tenant, id, message] of cases) {
      const response = await breakdown(tenant, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message });
    }
  });
});
