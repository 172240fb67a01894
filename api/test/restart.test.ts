import './support/load-outside-sandbox';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appealWindowsResponseSchema, reservedTimeSlotSchema, SLOT_HOLD_HEADER } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { places, timeSlots } from '../src/infrastructure/db/schema';
import { seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { localFileStorage } from '../src/capabilities/files/file-storage';
import { tokenSigner } from '../src/infrastructure/tokens/signed-token';
import { confirmTestAppeal } from './support/after-filing';
import { appealBody, meetingBody } from './support/request-bodies';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './support/test-database';

const tokens = tokenSigner(randomBytes(32));

// A restart loses nothing: what a visitor filed, uploaded and booked is there when the server
// opens the same database (PGlite's directory, or the same PostgreSQL database) and file folder again.

let dir: string;
let target: TestDatabaseTarget;
let handle: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;

/** What `npm start` does, on the same database and file folder every time. */
async function start(): Promise<FastifyInstance> {
  handle = await openDatabase(target.options);
  await seedDemoTenants(handle.db);
  // The same PORTAL_SECRET before and after the restart, as main reads it from DATA_DIR.
  app = buildApp({ db: handle.db, distRoot: '/nonexistent-dist', fileStorage: localFileStorage(path.join(dir, 'files')), tokens });
  await app.ready();
  return app;
}
async function stop() {
  await app?.close();
  await handle?.close();
  [app, handle] = [undefined, undefined];
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restart-'));
  target = await createTestDatabaseTarget(path.join(dir, 'db'));
});

afterAll(async () => {
  await stop();
  await target?.dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps the appeal, its document and the meeting, and the file downloads byte for byte', async () => {
  const [harbor, pine] = DEMO_COUNTIES;
  const appealParcel = demoShowcase(pine).fresh[0];
  const meetingFor = Array.from({ length: 400 }, (_, n) => demoParcel(harbor, n)).find((p) => p.id === demoShowcase(harbor).fresh[0])!;
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 4096 }, (_, n) => (n * 31) % 256)), Buffer.from('\n%%EOF\n')]);

  // First run: seed, upload, file, reserve and book.
  let server = await start();
  await seedDemoParcels(handle!.db, 400);
  await seedDemoAppeals(handle!.db);
  await seedDemoMeetings(handle!.db);
  const uploaded = await server.inject({
    method: 'POST',
    url: '/pine-county/api/documents',
    headers: { 'content-type': 'application/pdf', 'x-original-name': 'tax bill.pdf' },
    payload: bytes,
  });
  expect(uploaded.statusCode).toBe(201);
  const file = uploaded.json() as { id: string; name: string; size: number; type: string; deleteToken: string };

  const windows = appealWindowsResponseSchema.parse((await server.inject({ url: '/pine-county/api/appeal-windows' })).json()).results;
  const windowId = windows[windows.length - 1].id;
  const body = await appealBody(server, 'pine-county', appealParcel, windowId, [file]);
  const filed = await server.inject({ method: 'POST', url: '/pine-county/api/appeals', headers: { 'idempotency-key': 'restart-1' }, payload: body });
  expect(filed.statusCode).toBe(201);
  await confirmTestAppeal(server, filed.json(), 'pine-county');

  const [place] = await handle!.db
    .select()
    .from(places)
    .where(and(eq(places.tenantId, 'harbor-county'), eq(places.active, true)));
  const [slot] = await handle!.db
    .insert(timeSlots)
    .values({ tenantId: 'harbor-county', placeId: place.id, propertyType: null, startTime: new Date(Date.now() + 2 * 86_400_000) })
    .returning();
  const reserved = await server.inject({ method: 'POST', url: `/harbor-county/api/time-slots/${slot.id}/reserve` });
  expect(reserved.statusCode).toBe(200);
  const hold = reservedTimeSlotSchema.parse(reserved.json()).hold.token;
  const booked = await server.inject({ method: 'POST', url: '/harbor-county/api/meetings', headers: { [SLOT_HOLD_HEADER]: hold }, payload: meetingBody(meetingFor, slot) });
  expect(booked.statusCode).toBe(201);
  await stop();

  // Second run, on the same database and folder.
  server = await start();
  const download = await server.inject({ url: `/pine-county/files/${file.id}` });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals(bytes)).toBe(true);
  expect(download.headers['content-disposition']).toBe('attachment; filename="taxbill.pdf"');

  const appeals = await server.inject({ method: 'HEAD', url: `/pine-county/api/appeals?parcel=${appealParcel}&window=${windowId}` });
  expect(appeals.headers['x-total-count']).toBe('1');
  // The same retry after the restart still gets the first answer, and a second appeal is still refused.
  const retried = await server.inject({ method: 'POST', url: '/pine-county/api/appeals', headers: { 'idempotency-key': 'restart-1' }, payload: body });
  // (confirmed since: no deadline any more, nor the filing tab's token for a pending appeal)
  expect({ status: retried.statusCode, body: retried.json() }).toEqual({ status: 201, body: { ...filed.json(), confirmBy: null, filerToken: undefined } });
  const second = await server.inject({ method: 'POST', url: '/pine-county/api/appeals', payload: body });
  expect(second.statusCode).toBe(409);
  // The document belongs to a filed appeal, so it cannot be removed.
  expect((await server.inject({ method: 'DELETE', url: `/pine-county/api/documents/${file.id}`, headers: { 'x-delete-token': file.deleteToken } })).statusCode).toBe(409);

  const meetings = await server.inject({ method: 'HEAD', url: `/harbor-county/api/meetings?q=${meetingFor.id}` });
  expect(meetings.headers['x-total-count']).toBe('1');
  const again = await server.inject({ method: 'POST', url: `/harbor-county/api/time-slots/${slot.id}/reserve` });
  expect(again.statusCode).toBe(409);
  const [slotRow] = await handle!.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
  expect(slotRow.booked).toBe(true);
});
