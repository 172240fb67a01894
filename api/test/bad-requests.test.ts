import './support/load-outside-sandbox';
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { MEETING_MESSAGES } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { analyticsEvents, appealReasons, appeals, auditEvents, files, meetings, staffSessions, signInThrottles, timeSlots } from '../src/infrastructure/db/schema';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { BROKEN_TEXT_MESSAGE, NUL_MESSAGE } from '../src/infrastructure/http/unstorable-text';
import { expectReadableRefusal } from './support/hostile-values';
import { openTestDatabase } from './support/test-database';
import { visitorAddress } from './support/visitors';

// Every POST route of the tenant API against malformed JSON, wrong types, text the database cannot
// hold and unknown ids: a readable 4xx and nothing stored, never a 500. GET routes with ids and
// queries get the same text.

let database: DatabaseHandle;
let app: FastifyInstance;
const H = '/harbor-county/api';
// A parcel whose comparables may be reviewed (an active residential one: Harbor compares homes only).
const parcelId = Array.from({ length: 50 }, (_, n) => demoParcel(DEMO_COUNTIES[0], n)).find((p) => p.active !== false && p.type === 'residential')!.id;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 20);
  await seedDemoMeetings(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const TABLES: Record<string, PgTable> = { appeals, appealReasons, meetings, files, analyticsEvents, staffSessions, signInThrottles, auditEvents, timeSlots };
async function everyCount() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) counts[name] = Number((await database.db.select({ n: count() }).from(table))[0].n);
  return counts;
}
const heldOrBooked = async () => (await database.db.select().from(timeSlots)).filter((slot) => slot.booked || slot.holdTokenHash).length;

// Same-origin headers, as the site sends them (a sign-in must have them).
const SITE = { origin: 'http://localhost', host: 'localhost' };
const postRaw = (url: string, payload: string, contentType = 'application/json') => app.inject({ method: 'POST', url, headers: { ...SITE, 'content-type': contentType }, payload });
const postJson = (url: string, body: unknown) => postRaw(url, JSON.stringify(body));

async function expectRefusedAndNothingStored(send: () => Promise<Awaited<ReturnType<typeof postRaw>>>, status?: number | number[], message?: string) {
  const [before, slotsBefore] = [await everyCount(), await heldOrBooked()];
  const response = await send();
  expectReadableRefusal(response);
  if (status !== undefined) expect([status].flat()).toContain(response.statusCode);
  if (message !== undefined) expect(response.json().message).toBe(message);
  expect(await everyCount()).toEqual(before);
  expect(await heldOrBooked()).toBe(slotsBefore);
}

const JSON_POSTS: Array<[route: string, url: string, textField: (text: string) => unknown]> = [
  ['POST /session', `${H}/session`, (text) => ({ email: `clerk${text}@harborcounty.example`, password: 'demo-staff-password' })],
  ['POST /appeals', `${H}/appeals`, (text) => ({ property: { id: parcelId }, appellant: { name: `Pat${text}` } })],
  ['POST /meetings', `${H}/meetings`, (text) => ({ property: { id: parcelId }, attendee: { name: `Ana${text}` }, timeSlot: randomUUID() })],
  ['POST /comper/generate-pdf', `${H}/comper/generate-pdf`, (text) => ({ subjectId: `${parcelId}${text}`, comparablesIds: [parcelId] })],
  ['POST /analytics/events', `${H}/analytics/events`, (text) => ({ events: [{ type: 'page-view', name: `home${text}`, path: '/', at: new Date().toISOString() }] })],
];

describe.each(JSON_POSTS)('%s', (_route, url, withText) => {
  it('refuses malformed JSON, an empty body and a body that is not JSON with a readable 4xx', async () => {
    await expectRefusedAndNothingStored(() => postRaw(url, '{"a": '), 400, 'The request could not be read: its body is not valid JSON.');
    await expectRefusedAndNothingStored(() => postRaw(url, ''), 400);
    await expectRefusedAndNothingStored(() => postRaw(url, 'a=1', 'application/x-www-form-urlencoded'), 415);
  });

  it.each([
    ['an array', []],
    ['a string', 'hello'],
    ['a number', 42],
    ['null', null],
    ['an object of numbers', { email: 1, property: 2, attendee: 3, subjectId: 4, events: 5, password: 6 }],
    ['nested junk', { events: [[{}]], property: [[null]], email: { $ne: null }, subjectId: ['x'] }],
  ])('refuses %s in place of its body with a readable 400', async (_what, body) => {
    await expectRefusedAndNothingStored(() => postJson(url, body), 400);
  });

  it('refuses text the database cannot hold (NUL, half a surrogate pair) with a readable 400', async () => {
    await expectRefusedAndNothingStored(() => postJson(url, withText('\u0000')), 400);
    await expectRefusedAndNothingStored(() => postJson(url, withText('\ud800')), 400);
  });
});

describe("zod's generic messages", () => {
  it("name the field and the part of the request, while the schemas' own messages pass through", async () => {
    expect((await app.inject({ url: `${H}/prc/search` })).json()).toEqual({ message: 'The query has a missing or wrong "q" (expected string, received undefined).' });
    expect((await app.inject({ url: `${H}/prc/search?q=a&page=two` })).json()).toEqual({ message: 'The query has a missing or wrong "page" (expected number, received NaN).' });
    expect((await postJson(`${H}/meetings`, { attendee: 1 })).json().message).toContain('The request has a missing or wrong "attendee" (expected object, received number).');
    expect((await postJson(`${H}/session`, {})).json()).toEqual({ message: 'Enter your email address Enter your password' });
  });
});

describe('unknown ids in POST routes', () => {
  it('answers 404 for an unknown parcel, comparable or slot, and 409 for a meeting on an unknown slot', async () => {
    await expectRefusedAndNothingStored(() => postJson(`${H}/comper/generate-pdf`, { subjectId: 'HC-999999', comparablesIds: [parcelId] }), 404);
    await expectRefusedAndNothingStored(() => postJson(`${H}/comper/generate-pdf`, { subjectId: parcelId, comparablesIds: ['HC-999999'] }), 404);
    for (const id of [randomUUID(), 'not-a-uuid', '%00', '%F0%9F%92%A5']) {
      await expectRefusedAndNothingStored(
        () => app.inject({ method: 'POST', url: `${H}/time-slots/${id}/reserve`, remoteAddress: visitorAddress() }),
        404,
        MEETING_MESSAGES.slotNotFound,
      );
    }
    // A slot that cannot be held cannot be booked; the site then sends the visitor back to the calendar (docs/product.md#booking-a-meeting).
    const p = Array.from({ length: 20 }, (_, n) => demoParcel(DEMO_COUNTIES[0], n)).find((candidate) => candidate.active !== false)!;
    const meeting = {
      property: { id: p.id, owner: p.ownerName, type: p.type, address: p.address, location: null, value: null, mailingAddress: null },
      attendee: { name: 'Ana Peña', type: 'owner', address: null, phone: { number: '2075550100', extension: '' }, email: 'ana@example.com' },
      timeSlot: randomUUID(),
      place: null,
      documents: [],
    };
    await expectRefusedAndNothingStored(
      () => app.inject({ method: 'POST', url: `${H}/meetings`, headers: { 'x-slot-hold': randomUUID() }, payload: meeting }),
      409,
      MEETING_MESSAGES.bookingFailed,
    );
  });

  it('answers 4xx to an upload of JSON named as a PDF, and to an upload without a body', async () => {
    for (const route of ['documents', 'files']) {
      const upload = (payload: string) =>
        app.inject({ method: 'POST', url: `${H}/${route}`, headers: { 'content-type': 'application/json', 'x-original-name': 'a.pdf' }, payload });
      await expectRefusedAndNothingStored(() => upload('{"a": 1}'), 400, 'The content of "a.pdf" does not match its file type.');
      await expectRefusedAndNothingStored(() => upload(''), 400, 'The file "a.pdf" is empty.');
    }
  });
});

describe('text the database cannot hold, in paths and queries', () => {
  it.each([
    ['a parcel id with NUL', `${H}/prc/HC%00`, 404],
    ['a breakdown of a parcel id with NUL', `${H}/prc/HC%00/breakdown`, 404],
    ['comparables of a parcel id with NUL', `${H}/prc/HC%00/nearby`, 404],
    ['a search with NUL', `${H}/prc/search?q=a%00b`, 400],
    ['a county with NUL', '/harbor%00/api/settings', 404],
    ['the docs of a county with NUL', '/harbor%00/api/docs/json', 404],
    ['a download of a county with NUL', `/harbor%00/files/${randomUUID()}`, 404],
  ])('answers %s with a readable 4xx', async (_what, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expectReadableRefusal(response);
  });

  it('says which character is the problem', async () => {
    expect((await app.inject({ url: `${H}/prc/search?q=a%00b` })).json()).toEqual({ message: NUL_MESSAGE });
    const surrogate = await postJson(`${H}/analytics/events`, { events: [{ type: 'page-view', name: 'home\udc00', path: '/', at: new Date().toISOString() }] });
    expect(surrogate.json()).toEqual({ message: BROKEN_TEXT_MESSAGE });
  });

  it('counts 400 for HEAD with such text, with no count header', async () => {
    for (const url of [`${H}/appeals?parcel=HC%00`, `${H}/appeals?parcel=HC&window=%00`, `${H}/meetings?q=HC%00`, `${H}/time-slots?placeId=%00`]) {
      const response = await app.inject({ method: 'HEAD', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.headers['x-total-count']).toBeUndefined();
    }
  });
});

describe('addresses the router cannot read (found by write-routes-fuzz)', () => {
  it.each([
    ['a path part whose percent-encoding is broken', 'POST', `${H}/time-slots/%ED%A0%80/reserve`, 400, 'The address could not be read: part of it is not correctly encoded.'],
    ['a county name that is not percent-encoded text', 'DELETE', '/%zz/api/session', 400, 'The address could not be read: part of it is not correctly encoded.'],
    ['a county name over 100 characters', 'DELETE', `/${'a'.repeat(101)}/api/session`, 414, 'The address is too long: one of its parts is longer than any this site uses.'],
  ])("answers %s with { message }, not the address echoed in the router's own shape", async (_what, method, url, status, message) => {
    const response = await app.inject({ method: method as 'POST', url });
    expect([response.statusCode, response.json()]).toEqual([status, { message }]);
    expectReadableRefusal(response);
  });
});
