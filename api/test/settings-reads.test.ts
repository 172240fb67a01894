import './support/load-outside-sandbox';
import { mockSettingsReads } from './support/count-settings-reads';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { appealWindowsResponseSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

// A county's settings are read through one path (the tenant hook, county-cache.ts), at
// most once per request, and no route reads them again.
const HARBOR = '/harbor-county/api';
const showcase = demoShowcase(DEMO_COUNTIES[0]);

let database: DatabaseHandle;
let everyRequest: FastifyInstance;
let cached: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 200);
  await seedDemoAppeals(database.db);
  await seedDemoMeetings(database.db);
  // countyCacheMs 0: nothing is kept between requests, so each request shows its own reads.
  everyRequest = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  cached = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await Promise.all([everyRequest.ready(), cached.ready()]);
}, 120_000);

afterAll(async () => {
  await everyRequest?.close();
  await cached?.close();
  await database?.close();
});

/** How many times the settings were read while `run` ran. */
async function readsDuring(run: () => Promise<unknown>): Promise<number> {
  const before = mockSettingsReads.count;
  await run();
  return mockSettingsReads.count - before;
}

describe('county settings (one read per request, one cached path)', () => {
  it('reads them once for a request whose route uses them, whatever the route', async () => {
    const windows = appealWindowsResponseSchema.parse((await everyRequest.inject({ url: `${HARBOR}/appeal-windows` })).json()).results;
    const body = await appealBody(everyRequest, 'harbor-county', showcase.fresh[0], windows[windows.length - 1].id);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const requests: Array<[string, () => Promise<{ statusCode: number }>, number]> = [
      ['GET /settings', () => everyRequest.inject({ url: `${HARBOR}/settings` }), 200],
      ['POST /appeals', () => everyRequest.inject({ method: 'POST', url: `${HARBOR}/appeals`, payload: body }), 201],
      ['GET /time-slots', () => everyRequest.inject({ url: `${HARBOR}/time-slots` }), 200],
      ['HEAD /meetings', () => everyRequest.inject({ method: 'HEAD', url: `${HARBOR}/meetings?q=${showcase.fresh[1]}&filters=booked-for:this-year&category=id` }), 200],
      [
        'POST /files',
        () => everyRequest.inject({ method: 'POST', url: `${HARBOR}/files`, payload: pdf, headers: { 'content-type': 'application/pdf', 'x-original-name': 'scan.pdf' } }),
        201,
      ],
      [
        'POST /comper/generate-pdf',
        () => everyRequest.inject({ method: 'POST', url: `${HARBOR}/comper/generate-pdf`, payload: { subjectId: showcase.fresh[2], comparablesIds: [showcase.fresh[3]] } }),
        201,
      ],
    ];
    for (const [name, send, status] of requests) {
      let statusCode = 0;
      const reads = await readsDuring(async () => ({ statusCode } = await send()));
      expect([name, statusCode, reads]).toEqual([name, status, 1]);
    }
  });

  it('keeps them with the county between requests, so the next requests read nothing', async () => {
    await cached.inject({ url: `${HARBOR}/settings` });
    const reads = await readsDuring(async () => {
      for (let n = 0; n < 3; n += 1) expect((await cached.inject({ url: `${HARBOR}/prc/search?q=${randomUUID()}` })).statusCode).toBe(200);
      expect((await cached.inject({ url: `${HARBOR}/settings` })).statusCode).toBe(200);
    });
    expect(reads).toBe(0);
  });

  it('reads nothing for a county that does not exist', async () => {
    expect(await readsDuring(() => everyRequest.inject({ url: '/nowhere-county/api/settings' }))).toBe(0);
  });
});
