import './support/load-outside-sandbox';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appealWindowsResponseSchema, reservedTimeSlotSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { appeals, files, settings, timeSlots } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

// One county's parcel, appeal, file and slot are never visible or changeable through another
// county's path, whatever id or key the request carries. (Each area's own tests check more.)

const [harbor, pine] = DEMO_COUNTIES;
let database: DatabaseHandle;
let app: FastifyInstance;
const windows: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 200);
  await seedDemoAppeals(database.db);
  // Meetings and comparables on in both counties, so a refusal is about the county and not the module.
  for (const [key, value] of [
    ['meetings.enabled', true],
    ['products.public_comper_url', 'http://localhost:8081'],
  ] as const) {
    await database.db
      .insert(settings)
      .values({ tenantId: 'pine-county', key, value })
      .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value } });
  }
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
  for (const tenant of ['harbor-county', 'pine-county']) {
    const results = appealWindowsResponseSchema.parse((await app.inject({ url: `/${tenant}/api/appeal-windows` })).json()).results;
    windows[tenant] = results[results.length - 1].id;
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const rowsOf = async (table: typeof appeals | typeof files) => Number((await database.db.select({ n: count() }).from(table))[0].n);

it("never answers one county's appeal to another county's retry with the same Idempotency-Key", async () => {
  // harbor-county checks for a prior appeal; the showcase's appeal-filed parcels had one last season.
  const harborParcel = demoShowcase(harbor).fresh[0];
  const harborBody = await appealBody(app, 'harbor-county', harborParcel, windows['harbor-county']);
  const key = { 'idempotency-key': 'same-key-everywhere' };
  const filed = await app.inject({ method: 'POST', url: '/harbor-county/api/appeals', headers: key, payload: harborBody });
  expect(filed.statusCode).toBe(201);

  // The same body and key through pine: no such parcel there, and harbor's appeal is not given away.
  const replayed = await app.inject({ method: 'POST', url: '/pine-county/api/appeals', headers: key, payload: { ...harborBody, windowId: windows['pine-county'] } });
  expect(replayed.statusCode).toBe(404);
  expect(replayed.body).not.toContain(filed.json().id);

  // Pine files its own appeal with the key; harbor's retry still gets harbor's.
  const pineBody = await appealBody(app, 'pine-county', demoShowcase(pine).fresh[0], windows['pine-county']);
  const pineFiled = await app.inject({ method: 'POST', url: '/pine-county/api/appeals', headers: key, payload: pineBody });
  expect(pineFiled.statusCode).toBe(201);
  expect(pineFiled.json().id).not.toBe(filed.json().id);
  const retried = await app.inject({ method: 'POST', url: '/harbor-county/api/appeals', headers: key, payload: harborBody });
  expect(retried.json()).toEqual(filed.json());

  // Counting through the other county finds nothing.
  const counted = await app.inject({ method: 'HEAD', url: `/pine-county/api/appeals?parcel=${harborParcel}&window=${windows['harbor-county']}` });
  expect(counted.headers['x-total-count']).toBe('0');
});

it("makes no comparables PDF of another county's parcels, and stores nothing", async () => {
  const before = await rowsOf(files);
  const [harborParcel, pineParcel] = [demoShowcase(harbor).fresh[1], demoShowcase(pine).fresh[1]];
  const asSubject = await app.inject({ method: 'POST', url: '/pine-county/api/comper/generate-pdf', payload: { subjectId: harborParcel, comparablesIds: [pineParcel] } });
  expect(asSubject.statusCode).toBe(404);
  const asComparable = await app.inject({ method: 'POST', url: '/pine-county/api/comper/generate-pdf', payload: { subjectId: pineParcel, comparablesIds: [harborParcel] } });
  expect(asComparable.statusCode).toBe(404);
  expect(asComparable.json().message).toContain(harborParcel);
  expect(await rowsOf(files)).toBe(before);
});

it("neither shows nor changes a harbor parcel, file or slot through pine's paths", async () => {
  const parcelId = demoShowcase(harbor).fresh[2];
  for (const path of [`prc/${parcelId}`, `prc/${parcelId}/breakdown`, `prc/${parcelId}/facts`, `prc/${parcelId}/nearby`]) {
    expect({ path, status: (await app.inject({ url: `/pine-county/api/${path}` })).statusCode }).toEqual({ path, status: 404 });
  }
  const search = await app.inject({ url: `/pine-county/api/prc/search?q=${parcelId}` });
  expect(search.json().pagination.totalCount).toBe(0);

  const uploaded = await app.inject({
    method: 'POST',
    url: '/harbor-county/api/files',
    headers: { 'content-type': 'text/plain', 'x-original-name': 'note.txt' },
    payload: 'Harbor only.',
  });
  const fileId = uploaded.json().id;
  expect((await app.inject({ url: `/pine-county/files/${fileId}` })).statusCode).toBe(404);
  expect((await app.inject({ method: 'DELETE', url: `/pine-county/api/files/${fileId}` })).statusCode).toBe(404);
  expect((await app.inject({ url: `/harbor-county/files/${fileId}` })).body).toBe('Harbor only.');

  const [slot] = await database.db
    .insert(timeSlots)
    .values({ tenantId: 'harbor-county', startTime: new Date(Date.now() + 86_400_000) })
    .returning();
  expect((await app.inject({ method: 'POST', url: `/pine-county/api/time-slots/${slot.id}/reserve` })).statusCode).toBe(404);
  const pineSlots = await app.inject({ url: `/pine-county/api/time-slots?from=${encodeURIComponent(new Date().toISOString())}&size=10000` });
  expect(pineSlots.json().results.map((result: { id: string }) => result.id)).not.toContain(slot.id);
  const [row] = await database.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
  expect(row.holdTokenHash).toBeNull();
  // Still free for harbor.
  const reserved = await app.inject({ method: 'POST', url: `/harbor-county/api/time-slots/${slot.id}/reserve` });
  expect(reservedTimeSlotSchema.parse(reserved.json()).id).toBe(slot.id);
});
