import './support/load-outside-sandbox';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, meetings } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

// Bodies nested past what any screen sends, which once caused 500s: a NUL or half a character pair 70
// levels down, 5,000 levels of objects or arrays. Every write route answers below 500, and a
// refusal saves nothing.

let database: DatabaseHandle;
let app: FastifyInstance;
let windowId: string;
const pine = DEMO_COUNTIES[1];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 60, [pine]);
  await seedDemoAppeals(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
  const windows = (await app.inject({ url: '/pine-county/api/appeal-windows' })).json().results;
  windowId = windows[windows.length - 1].id;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const nested = {
  'a NUL 70 levels down': `${'{"a":'.repeat(70)}"x\\u0000"${'}'.repeat(70)}`,
  'half a character pair 70 levels down': `${'{"a":'.repeat(70)}"\\ud800"${'}'.repeat(70)}`,
  '5,000 levels of objects': `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  '5,000 levels of arrays': `${'['.repeat(5000)}${']'.repeat(5000)}`,
};
const post = (url: string, payload: string) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
const rows = async () => [(await database.db.select({ n: count() }).from(appeals))[0].n, (await database.db.select({ n: count() }).from(meetings))[0].n];

describe.each(Object.entries(nested))('%s', (_what, value) => {
  it.each([
    '/pine-county/api/appeals',
    '/pine-county/api/meetings',
    '/pine-county/api/analytics/events',
    '/pine-county/api/session',
    '/pine-county/api/comper/generate-pdf',
    '/pine-county/api/comps/pdf',
    '/pine-county/api/time-slots/00000000-0000-4000-8000-000000000000/reserve',
    '/pine-county/api/status/v1.x.y/reschedule',
  ])('as the whole body of POST %s: a 4xx, nothing saved', async (url) => {
    const before = await rows();
    const response = await post(url, value);
    expect([url, response.statusCode < 500]).toEqual([url, true]);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await rows()).toEqual(before);
  });

  it('inside the one free-form field of an appeal (the parcel breakdown): filed or refused, never a 500', async () => {
    const parcel = demoParcel(pine, 40 + Object.keys(nested).indexOf(_what));
    const body = await appealBody(app, 'pine-county', parcel.id, windowId);
    const payload = JSON.stringify({ ...body, property: { ...body.property, originalBreakdown: '@@' } }).replace('"@@"', value);
    const response = await post('/pine-county/api/appeals', payload);
    expect(response.statusCode < 500).toBe(true);
    expect(response.json()).toEqual(response.statusCode === 201 ? expect.objectContaining({ reference: expect.any(String) }) : { message: expect.any(String) });
  });
});
