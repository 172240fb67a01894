import './support/load-outside-sandbox';
import { count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { appealWindowsResponseSchema, reservedTimeSlotSchema, SLOT_HOLD_HEADER, type MeetingCreate } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { appealDocuments, appealReasons, appeals, auditEvents, files, meetings, places, timeSlots } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { holdTokenHash } from '../src/capabilities/meetings/slot-holds';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { expectReadableRefusal, hostileText, mutate, pathsOf, replacement, textPathsOf } from './support/hostile-values';
import { appealBody, meetingBody } from './support/request-bodies';
import { LIFTED_LIMITS } from './support/lifted-limits';
import { openTestDatabase } from './support/test-database';
import { visitorAddress } from './support/visitors';

// Property-based bad input on the two calls that write a visitor's words: POST /appeals and
// POST /meetings. Every answer is a success or a readable 4xx, never a 500, and a refusal leaves
// every table as it was (no appeal without its reasons, no booked or released slot).

const PER_COUNTY = 400;
const RUNS = 100;
const [harborCounty, pineCounty] = DEMO_COUNTIES;

let database: DatabaseHandle;
let app: FastifyInstance;
let pineWindow: string;
let pineDocument: string;
let harborPlace: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, PER_COUNTY);
  await seedDemoAppeals(database.db);
  await seedDemoMeetings(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', limits: LIFTED_LIMITS });
  await app.ready();
  const windows = appealWindowsResponseSchema.parse((await app.inject({ url: '/pine-county/api/appeal-windows' })).json()).results;
  pineWindow = windows[windows.length - 1].id;
  const [document] = await database.db
    .insert(files)
    .values({ tenantId: 'pine-county', kind: 'document', name: 'letter.pdf', contentType: 'application/pdf', size: 1234, sha256: '0'.repeat(64) })
    .returning({ id: files.id });
  pineDocument = document.id;
  const [place] = await database.db.select().from(places).where(eq(places.tenantId, 'harbor-county'));
  harborPlace = place.id;
  const booked = new Set((await database.db.select({ parcelId: meetings.parcelId }).from(meetings)).map((row) => row.parcelId));
  for (const county of [harborCounty, pineCounty]) {
    const showcase = new Set(Object.values(demoShowcase(county)).flat());
    for (let n = 0; n < PER_COUNTY; n += 1) {
      const parcel = demoParcel(county, n);
      if (parcel.active !== false && parcel.type === 'residential' && parcel.valueAmount !== null && !showcase.has(parcel.id) && !booked.has(parcel.id)) {
        unused[county.tenantId].push(parcel.id);
        generated.set(parcel.id, parcel);
      }
    }
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const generated = new Map<string, ReturnType<typeof demoParcel>>();
/** Parcels nothing has been filed or booked for yet; a success uses one up. */
const unused: Record<string, string[]> = { 'harbor-county': [], 'pine-county': [] };
const nextParcel = (tenant: string) => {
  const id = unused[tenant][0];
  if (!id) throw new Error(`no unused parcel left in ${tenant}`);
  return id;
};
const useUp = (tenant: string, id: string) => (unused[tenant] = unused[tenant].filter((candidate) => candidate !== id));

async function rows(table: PgTable, where?: SQL) {
  const [{ total }] = await database.db.select({ total: count() }).from(table).where(where);
  return Number(total);
}
const appealTables = async () => ({
  appeals: await rows(appeals),
  reasons: await rows(appealReasons),
  documents: await rows(appealDocuments),
  files: await rows(files),
  audit: await rows(auditEvents),
});
const meetingTables = async () => ({
  meetings: await rows(meetings),
  booked: await rows(timeSlots, eq(timeSlots.booked, true)),
  held: await rows(timeSlots, isNotNull(timeSlots.holdTokenHash)),
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) ?? '' });

describe('POST /appeals with hostile input (property-based)', () => {
  const validAppeal = (parcelId: string) => appealBody(app, 'pine-county', parcelId, pineWindow, [{ id: pineDocument, name: 'letter.pdf', size: 1234, type: 'application/pdf' }]);

  /** Files `body` for a parcel nothing was filed for, and checks the answer against the tables. */
  async function expectFiledOrRefused(body: unknown, parcelId: string) {
    const before = await appealTables();
    const response = await post('/pine-county/api/appeals', body);
    const after = await appealTables();
    if (response.statusCode === 201) {
      // Whatever the change, the body was still a good appeal: stored whole, once.
      useUp('pine-county', parcelId);
      expect(after.appeals).toBe(before.appeals + 1);
      expect(after.reasons).toBeGreaterThan(before.reasons);
      const [row] = await database.db.select().from(appeals).where(eq(appeals.id, response.json().id));
      expect(row).toMatchObject({ tenantId: 'pine-county', parcelId });
    } else {
      expectReadableRefusal(response);
      expect(after).toEqual(before);
    }
  }

  it('stores any text a person could type, or refuses it readably, in every text field', async () => {
    const textPaths = textPathsOf(await validAppeal(nextParcel('pine-county')));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...textPaths), hostileText, async (path, text) => {
        const parcelId = nextParcel('pine-county');
        await expectFiledOrRefused(mutate(await validAppeal(parcelId), path, { value: text }), parcelId);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers a readable 4xx, never 500, to wrong types, missing fields, junk and unknown ids anywhere', async () => {
    const paths = pathsOf(await validAppeal(nextParcel('pine-county')));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), replacement, async (path, change) => {
        const parcelId = nextParcel('pine-county');
        await expectFiledOrRefused(mutate(await validAppeal(parcelId), path, change), parcelId);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('POST /meetings with hostile input (property-based)', () => {
  const validMeeting = (parcelId: string, slot: { id: string; placeId: string | null }) => meetingBody(generated.get(parcelId)!, slot);

  /** A free slot of our own, held: each attempt gets one, so a success never blocks the next. */
  async function heldSlot() {
    const [slot] = await database.db
      .insert(timeSlots)
      .values({ tenantId: 'harbor-county', placeId: harborPlace, startTime: new Date(Date.now() + 20 * 60_000 + Math.floor(Math.random() * 600_000)) })
      .returning();
    const reserved = await app.inject({ method: 'POST', url: `/harbor-county/api/time-slots/${slot.id}/reserve`, remoteAddress: visitorAddress() });
    expect(reserved.statusCode).toBe(200);
    return { slot, hold: reservedTimeSlotSchema.parse(reserved.json()).hold.token };
  }

  async function expectBookedOrRefused(change: (body: MeetingCreate) => unknown) {
    const parcelId = nextParcel('harbor-county');
    const { slot, hold } = await heldSlot();
    const before = await meetingTables();
    const response = await post('/harbor-county/api/meetings', change(validMeeting(parcelId, slot)), { [SLOT_HOLD_HEADER]: hold });
    const after = await meetingTables();
    const [slotAfter] = await database.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    if (response.statusCode === 201) {
      useUp('harbor-county', parcelId);
      expect(after).toEqual({ meetings: before.meetings + 1, booked: before.booked + 1, held: before.held - 1 });
      expect(slotAfter).toMatchObject({ booked: true, holdTokenHash: null });
    } else {
      expectReadableRefusal(response);
      // Nothing booked, and the visitor's hold is as it was (it lapses on its own).
      expect(after).toEqual(before);
      expect(slotAfter).toMatchObject({ booked: false, holdTokenHash: holdTokenHash(hold) });
    }
  }

  const template = () => validMeeting(unused['harbor-county'][0], { id: '00000000-0000-4000-8000-000000000000', placeId: harborPlace });

  it('books with any text a person could type, or refuses it readably, in every text field', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...textPathsOf(template())), hostileText, async (path, text) => {
        await expectBookedOrRefused((body) => mutate(body, path, { value: text }));
      }),
      { numRuns: RUNS },
    );
  });

  it('answers a readable 4xx, never 500, to wrong types, missing fields, junk and unknown ids anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pathsOf(template())), replacement, async (path, change) => {
        await expectBookedOrRefused((body) => mutate(body, path, change));
      }),
      { numRuns: RUNS },
    );
  });
});
