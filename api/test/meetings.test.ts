import './support/load-outside-sandbox';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import {
  FILER_MESSAGES,
  MEETING_MESSAGES as M,
  filerTypes,
  meetingResultSchema,
  phoneDigits,
  reservedTimeSlotSchema,
  SLOT_HOLD_HEADER,
  type MeetingCreate,
} from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { files, meetings, places, settings, timeSlots, type PlaceRow } from '../src/infrastructure/db/schema';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { holdTokenHash } from '../src/capabilities/meetings/slot-holds';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { meetingBody } from './support/request-bodies';
import { LIFTED_LIMITS } from './support/lifted-limits';
import { openTestDatabase } from './support/test-database';
import { seedStaff, STAFF_PASSWORD } from './support/staff-accounts';
import { visitorAddress } from './support/visitors';

let database: DatabaseHandle;
let app: FastifyInstance;
let harborPlaces: PlaceRow[];

const HARBOR = '/harbor-county/api';
const PINE = '/pine-county/api';
const PARCELS = 400;
const [harbor, pine] = DEMO_COUNTIES;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, PARCELS);
  await seedDemoMeetings(database.db);
  await setSetting('pine-county', 'meetings.enabled', true);
  harborPlaces = await database.db.select().from(places).where(eq(places.tenantId, 'harbor-county'));
  // Parcels the seed gave a meeting are not handed out.
  for (const { parcelId } of await database.db.select({ parcelId: meetings.parcelId }).from(meetings)) handedOut.add(parcelId);
  // countyCacheMs 0: the tests change settings between requests and expect the next request to see them.
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0, limits: LIFTED_LIMITS });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

async function setSetting(tenantId: string, key: string, value: unknown) {
  await database.db
    .insert(settings)
    .values({ tenantId, key, value })
    .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value } });
}

// Parcels of the first PARCELS, each handed out once, so no test sees another's meeting.
const showcase = new Set(Object.values(demoShowcase(harbor)).flat());
const sample = (county = harbor) => Array.from({ length: PARCELS }, (_, n) => demoParcel(county, n));
const handedOut = new Set<string>();
function parcel(wanted: (p: ReturnType<typeof demoParcel>) => boolean, county = harbor) {
  const found = sample(county).find((p) => !showcase.has(p.id) && !handedOut.has(p.id) && wanted(p));
  if (!found) throw new Error('no such parcel among the first parcels');
  handedOut.add(found.id);
  return found;
}
const activeOf = (type: string) => (p: ReturnType<typeof demoParcel>) => p.active !== false && p.type === type;

const openPlace = (n = 0) => harborPlaces.filter((place) => place.active)[n];
const closedPlace = () => harborPlaces.find((place) => !place.active)!;

/** A slot of our own, free, starting soon (this year, bar the last minutes of December 31). */
async function newSlot({ tenantId = 'harbor-county', placeId = null as string | null, propertyType = null as string | null } = {}) {
  const [slot] = await database.db
    .insert(timeSlots)
    .values({ tenantId, placeId, propertyType, startTime: new Date(Date.now() + 10 * 60_000 + Math.floor(Math.random() * 60_000)) })
    .returning();
  return slot;
}

/** Holds the slot as a visitor of its own (a test's refused bookings leave their holds running). */
async function reserve(slotId: string, base = HARBOR): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `${base}/time-slots/${slotId}/reserve`, remoteAddress: visitorAddress() });
  expect(response.statusCode).toBe(200);
  return reservedTimeSlotSchema.parse(response.json()).hold.token;
}

/** What the meeting wizard sends to book `slot` for `p`, with `extra` over it. */
const payload = (p: ReturnType<typeof demoParcel>, slot: { id: string; placeId: string | null }, extra: Partial<MeetingCreate> = {}): MeetingCreate => ({
  ...meetingBody(p, slot),
  ...extra,
});

const book = (body: unknown, hold: string | undefined, base = HARBOR) =>
  app.inject({ method: 'POST', url: `${base}/meetings`, payload: body as object, headers: hold === undefined ? {} : { [SLOT_HOLD_HEADER]: hold } });

async function meetingCount(): Promise<number> {
  const [{ total }] = await database.db.select({ total: count() }).from(meetings);
  return Number(total);
}

async function slotRow(id: string, tenantId = 'harbor-county') {
  const [row] = await database.db
    .select()
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, id)));
  return row;
}

async function meetingsOf(parcelId: string, base = HARBOR, filters = '&filters=booked-for:this-year&category=id'): Promise<number> {
  const response = await app.inject({ method: 'HEAD', url: `${base}/meetings?q=${encodeURIComponent(parcelId)}${filters}` });
  expect(response.statusCode).toBe(200);
  return Number(response.headers['x-total-count']);
}

/** Expects a refusal that stored nothing and left the slot held by the same hold. */
async function expectRefused(response: Awaited<ReturnType<typeof book>>, status: number, message: string, slot?: { id: string }, hold?: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
  if (slot) {
    const row = await slotRow(slot.id);
    expect(row.booked).toBe(false);
    if (hold) expect(row.holdTokenHash).toBe(holdTokenHash(hold));
  }
}

describe('POST /meetings', () => {
  it('books an in-place meeting on a held slot, keeps what was sent, and answers the confirmation', async () => {
    const p = parcel(activeOf('residential'));
    const slot = await newSlot({ placeId: openPlace(0).id });
    const hold = await reserve(slot.id);
    const before = await meetingCount();
    const response = await book(payload(p, slot), hold);
    expect(response.statusCode).toBe(201);
    const result = meetingResultSchema.parse(response.json());
    expect(result).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      meetingType: 'in-place',
      property: { parcelId: p.id, address: p.address },
      place: { id: openPlace(0).id, name: openPlace(0).name, address: openPlace(0).address },
      attendee: { name: 'Ana Peña', email: 'ana.pena@example.com' },
      timeSlot: { id: slot.id, startTime: slot.startTime.toISOString() },
      reference: expect.stringMatching(/^HC-\d{2}-[2-9A-HJ-NP-Z]{6}$/),
      statusToken: expect.stringMatching(/^v1\./),
    });
    expect(await meetingCount()).toBe(before + 1);
    const [stored] = await database.db.select().from(meetings).where(eq(meetings.id, result.id));
    expect(stored).toMatchObject({ tenantId: 'harbor-county', parcelId: p.id, timeSlotId: slot.id, placeId: openPlace(0).id, meetingType: 'in-place' });
    expect(stored.property).toEqual(payload(p, slot).property);
    expect(stored.attendee).toMatchObject({ name: 'Ana Peña', phone: { number: '2075550100' } });
    const row = await slotRow(slot.id);
    expect(row).toMatchObject({ booked: true, holdTokenHash: null, holdClient: null, reservedUntil: null });
    expect(await meetingsOf(p.id)).toBe(1);
  });

  it('books a virtual meeting on a slot without a place', async () => {
    const slot = await newSlot();
    const hold = await reserve(slot.id);
    const response = await book(payload(parcel(activeOf('residential')), slot), hold);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ meetingType: 'virtual', place: null });
  });

  it('books an in-place meeting on a slot without a place (it suits any place)', async () => {
    const slot = await newSlot();
    const hold = await reserve(slot.id);
    const response = await book(payload(parcel(activeOf('residential')), slot, { place: openPlace(1).id }), hold);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ meetingType: 'in-place', place: { id: openPlace(1).id } });
  });

  describe('the hold', () => {
    it('is required: without X-Slot-Hold, 409 and nothing stored', async () => {
      const slot = await newSlot();
      const hold = await reserve(slot.id);
      const before = await meetingCount();
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot), undefined), 409, M.holdMissing, slot, hold);
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot), ''), 409, M.holdMissing, slot, hold);
      expect(await meetingCount()).toBe(before);
    });

    it("must be this slot's: a wrong token, or another slot's, is 403 (the slot is someone else's) and nothing stored", async () => {
      const slot = await newSlot();
      const other = await newSlot();
      const hold = await reserve(slot.id);
      const otherHold = await reserve(other.id);
      const before = await meetingCount();
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot), `${hold}x`), 403, M.holdNotYours, slot, hold);
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot), otherHold), 403, M.holdNotYours, slot, hold);
      expect(await meetingCount()).toBe(before);
    });

    it('must not have expired', async () => {
      const slot = await newSlot();
      const hold = await reserve(slot.id);
      await database.db
        .update(timeSlots)
        .set({ reservedUntil: new Date(Date.now() - 1000) })
        .where(eq(timeSlots.id, slot.id));
      const before = await meetingCount();
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot), hold), 409, M.holdExpired, slot);
      expect(await meetingCount()).toBe(before);
    });

    it('is needed even for a slot that was never reserved, and an unknown slot is 409 too', async () => {
      const slot = await newSlot();
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot), 'made-up'), 409, M.holdMissing, slot);
      const unknown = { id: '00000000-0000-4000-8000-000000000000', placeId: null };
      await expectRefused(await book(payload(parcel(activeOf('residential')), unknown), 'made-up'), 409, M.bookingFailed);
      await expectRefused(await book(payload(parcel(activeOf('residential')), { id: 'slot-1', placeId: null }), 'made-up'), 409, M.bookingFailed);
    });
  });

  describe('double booking', () => {
    it('cannot happen: the slot cannot be reserved or booked again, and the database refuses a second meeting', async () => {
      const slot = await newSlot();
      const hold = await reserve(slot.id);
      const p = parcel(activeOf('residential'));
      expect((await book(payload(p, slot), hold)).statusCode).toBe(201);
      const again = await app.inject({ method: 'POST', url: `${HARBOR}/time-slots/${slot.id}/reserve`, remoteAddress: visitorAddress() });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(M.slotTaken);
      const before = await meetingCount();
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot), hold), 409, M.bookingFailed);
      await expect(
        database.db
          .insert(meetings)
          .values({ tenantId: 'harbor-county', reference: 'HC-26-TAKEN2', parcelId: p.id, timeSlotId: slot.id, meetingType: 'virtual', property: {}, attendee: {} }),
      ).rejects.toThrow();
      expect(await meetingCount()).toBe(before);
    });

    it('gives one meeting when the same hold is sent 20 times at once', async () => {
      await setSetting('harbor-county', 'meetings.allow_multiple_bookings', true);
      try {
        const slot = await newSlot();
        const hold = await reserve(slot.id);
        const before = await meetingCount();
        const responses = await Promise.all(Array.from({ length: 20 }, () => book(payload(parcel(activeOf('residential')), slot), hold)));
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual([201, ...Array(19).fill(409)]);
        expect(await meetingCount()).toBe(before + 1);
      } finally {
        await setSetting('harbor-county', 'meetings.allow_multiple_bookings', false);
      }
    });
  });

  describe('one meeting a year per parcel (meetings.allow_multiple_bookings off)', () => {
    it('refuses a second meeting this year with 409, storing nothing, and allows it when the county allows several', async () => {
      const p = parcel(activeOf('residential'));
      const first = await newSlot();
      // Booked by staff, so it takes the parcel's place (meeting-place.test.ts: one without proof takes none).
      await seedStaff(database.db);
      const signIn = await app.inject({
        method: 'POST',
        url: `${HARBOR}/session`,
        payload: { email: 'clerk@harborcounty.example', password: STAFF_PASSWORD },
        headers: { origin: 'http://localhost:80' },
      });
      const staff = { cookie: String(signIn.headers['set-cookie']).split(';')[0], origin: 'http://localhost:80' };
      const byStaff = await app.inject({
        method: 'POST',
        url: `${HARBOR}/meetings`,
        payload: payload(p, first),
        headers: { [SLOT_HOLD_HEADER]: await reserve(first.id), ...staff },
      });
      expect(byStaff.statusCode).toBe(201);

      const second = await newSlot();
      const hold = await reserve(second.id);
      const before = await meetingCount();
      await expectRefused(await book(payload(p, second), hold), 409, M.alreadyScheduled, second, hold);
      expect(await meetingCount()).toBe(before);

      await setSetting('harbor-county', 'meetings.allow_multiple_bookings', true);
      try {
        expect((await book(payload(p, second), hold)).statusCode).toBe(201);
        expect(await meetingsOf(p.id)).toBe(2);
      } finally {
        await setSetting('harbor-county', 'meetings.allow_multiple_bookings', false);
      }
    });

    it('counts only meetings of this year: one last year does not stop a booking', async () => {
      const p = parcel(activeOf('residential'));
      const [old] = await database.db
        .insert(timeSlots)
        .values({ tenantId: 'harbor-county', startTime: new Date(Date.now() - 400 * 86_400_000), booked: true })
        .returning();
      await database.db
        .insert(meetings)
        .values({ tenantId: 'harbor-county', reference: 'HC-25-LASTYR', parcelId: p.id, timeSlotId: old.id, meetingType: 'virtual', property: {}, attendee: {} });
      expect(await meetingsOf(p.id)).toBe(0);
      expect(await meetingsOf(p.id, HARBOR, '')).toBe(1);
      const slot = await newSlot();
      expect((await book(payload(p, slot), await reserve(slot.id))).statusCode).toBe(201);
    });
  });

  describe('the property', () => {
    it.each([
      ['an unknown parcel', () => ({ ...demoParcel(harbor, 0), id: 'HC-NOPE' }), M.parcelNotFound],
      ["another county's parcel", () => parcel((p) => p.active !== false, pine), M.parcelNotFound],
      ['an inactive parcel', () => parcel((p) => p.active === false), M.inactiveParcel],
    ])('refuses %s with 400, storing nothing', async (_name, pick, message) => {
      const slot = await newSlot();
      const hold = await reserve(slot.id);
      const before = await meetingCount();
      await expectRefused(await book(payload(pick(), slot), hold), 400, message, slot, hold);
      expect(await meetingCount()).toBe(before);
    });

    it('must suit the slot: a commercial slot is not for a home; a mobile home may take a residential slot (timeslot group)', async () => {
      const commercialSlot = await newSlot({ propertyType: 'commercial' });
      const hold = await reserve(commercialSlot.id);
      await expectRefused(
        await book(payload(parcel(activeOf('residential')), commercialSlot), hold),
        400,
        'This time slot is for commercial properties. Please choose another.',
        commercialSlot,
        hold,
      );
      expect((await book(payload(parcel(activeOf('commercial')), commercialSlot), hold)).statusCode).toBe(201);

      const residentialSlot = await newSlot({ propertyType: 'residential' });
      expect((await book(payload(parcel(activeOf('mobile-home')), residentialSlot), await reserve(residentialSlot.id))).statusCode).toBe(201);
    });
  });

  describe('the place', () => {
    it.each([
      ['an unknown place', () => '00000000-0000-4000-8000-000000000000', M.placeNotFound],
      ['a place id that is no uuid', () => 'town-hall', M.placeNotFound],
      ['a closed place', () => closedPlace().id, M.placeNotFound],
    ])('refuses %s with 400', async (_name, placeId, message) => {
      const slot = await newSlot();
      const hold = await reserve(slot.id);
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot, { place: placeId() }), hold), 400, message, slot, hold);
    });

    it("refuses another county's place", async () => {
      await setSetting('pine-county', 'meetings.enabled', true);
      const [pinePlace] = await database.db
        .insert(places)
        .values({ tenantId: 'pine-county', name: 'Pine Hall', address: '1 Timber Road', location: 'https://example.com' })
        .returning();
      const slot = await newSlot();
      const hold = await reserve(slot.id);
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot, { place: pinePlace.id }), hold), 400, M.placeNotFound, slot, hold);
    });

    it("must be the slot's place when the slot has one; a virtual meeting needs a slot without a place", async () => {
      const slot = await newSlot({ placeId: openPlace(0).id });
      const hold = await reserve(slot.id);
      await expectRefused(
        await book(payload(parcel(activeOf('residential')), slot, { place: openPlace(1).id }), hold),
        400,
        'This time slot is for a meeting at another location. Please choose a time at the location you selected.',
        slot,
        hold,
      );
      await expectRefused(
        await book(payload(parcel(activeOf('residential')), slot, { place: null }), hold),
        400,
        'This time slot is for a meeting in person. Please choose a time for a virtual meeting.',
        slot,
        hold,
      );
    });

    it('follows meetings.allow_virtual and meetings.allow_in_place', async () => {
      const slot = await newSlot();
      const hold = await reserve(slot.id);
      await setSetting('harbor-county', 'meetings.allow_virtual', false);
      await setSetting('harbor-county', 'meetings.allow_in_place', false);
      try {
        await expectRefused(await book(payload(parcel(activeOf('residential')), slot), hold), 400, M.virtualOff, slot, hold);
        await expectRefused(await book(payload(parcel(activeOf('residential')), slot, { place: openPlace(0).id }), hold), 400, M.inPlaceOff, slot, hold);
      } finally {
        await setSetting('harbor-county', 'meetings.allow_virtual', true);
        await setSetting('harbor-county', 'meetings.allow_in_place', true);
      }
    });
  });

  describe('the attendee', () => {
    it.each([
      ['no name', { name: '  ' }, FILER_MESSAGES.nameRequired],
      ['a bad e-mail', { email: 'ana at example' }, FILER_MESSAGES.emailInvalid],
      ['letters in the phone', { phone: { number: '207 555 01OO', extension: '' } }, FILER_MESSAGES.phoneLetters],
      ['a short phone', { phone: { number: '555 0100', extension: '' } }, FILER_MESSAGES.phoneTooShort],
      ['an agent without organization', { type: 'agent' }, FILER_MESSAGES.organizationRequired],
      ['an unknown relation', { type: 'cousin' }, FILER_MESSAGES.relationRequired],
    ])('refuses %s with the form message', async (_name, change, message) => {
      const slot = await newSlot();
      const hold = await reserve(slot.id);
      const body = payload(parcel(activeOf('residential')), slot);
      const response = await book({ ...body, attendee: { ...body.attendee, ...change } }, hold);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect((await slotRow(slot.id)).booked).toBe(false);
    });
  });

  describe('the documents', () => {
    const upload = async (tenantId: string) => {
      const [file] = await database.db.insert(files).values({ tenantId, kind: 'document', name: 'deed.pdf', contentType: 'application/pdf', size: 10, sha256: 'x' }).returning();
      return { id: file.id, name: file.name, size: 10, type: 'application/pdf' };
    };

    it("are attached when they are this county's files", async () => {
      const slot = await newSlot();
      const document = await upload('harbor-county');
      const response = await book(payload(parcel(activeOf('residential')), slot, { documents: [document, { id: document.id, name: 'again.pdf' }] }), await reserve(slot.id));
      expect(response.statusCode).toBe(201);
      const [stored] = await database.db.select().from(meetings).where(eq(meetings.id, response.json().id));
      expect(stored.documents).toEqual([document, { id: document.id, name: 'again.pdf' }]);
    });

    it.each([
      ['an unknown file', async () => ({ id: '00000000-0000-4000-8000-000000000000', name: 'x.pdf' })],
      ["another county's file", () => upload('pine-county')],
      ['an id that is no uuid', async () => ({ id: 'deed', name: 'deed.pdf' })],
    ])('refuses %s with 400', async (_name, make) => {
      const slot = await newSlot();
      const hold = await reserve(slot.id);
      const document = await make();
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot, { documents: [document] }), hold), 400, M.documentNotFound, slot, hold);
    });

    it('are limited to file_upload.max_files', async () => {
      const slot = await newSlot();
      const hold = await reserve(slot.id);
      const documents = await Promise.all(Array.from({ length: 6 }, () => upload('harbor-county')));
      await expectRefused(await book(payload(parcel(activeOf('residential')), slot, { documents }), hold), 400, 'You can attach at most 5 documents to a meeting.', slot, hold);
    });
  });

  it('never answers 500 to bad input, and stores nothing (property-based)', async () => {
    const p = parcel(activeOf('residential'));
    const slot = await newSlot({ placeId: openPlace(0).id });
    const hold = await reserve(slot.id);
    const valid = payload(p, slot);
    const before = await meetingCount();

    interface Attempt {
      body: unknown;
      raw?: string;
      hold: string | undefined;
    }
    type Corruption = (attempt: Attempt) => void;
    const set =
      (path: string[], value: unknown): Corruption =>
      (attempt) => {
        let target = attempt.body as Record<string, unknown>;
        for (const key of path.slice(0, -1)) {
          if (!target || typeof target !== 'object' || Array.isArray(target)) return;
          target = target[key] as Record<string, unknown>;
        }
        if (target && typeof target === 'object' && !Array.isArray(target)) target[path[path.length - 1]] = value;
      };
    const notText = fc.oneof(fc.constantFrom('', '   ', null), fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
    const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const corruption: fc.Arbitrary<Corruption> = fc.oneof(
      fc.anything().map(
        (value): Corruption =>
          (attempt) =>
            void (attempt.body = value),
      ),
      fc.string().map(
        (raw): Corruption =>
          (attempt) =>
            void (attempt.raw = raw),
      ),
      fc
        .oneof(
          notText,
          fc.string({ maxLength: 40 }).map((s) => `ZZ-${s}`),
        )
        .map((v) => set(['property', 'id'], v)),
      fc.anything().map((v) => set(['property'], v)),
      fc
        .oneof(
          notText,
          fc.string().filter((s) => !EMAIL.test(s.trim())),
        )
        .map((v) => set(['attendee', 'email'], v)),
      fc
        .string()
        .filter((s) => !/^\d{10}$/.test(phoneDigits(s)))
        .map((v) => set(['attendee', 'phone', 'number'], v)),
      fc
        .oneof(
          notText,
          fc.string().filter((s) => !(filerTypes as readonly string[]).includes(s)),
        )
        .map((v) => set(['attendee', 'type'], v)),
      fc
        .anything()
        .filter((v) => v !== undefined && !(typeof v === 'object' && v !== null && !Array.isArray(v)))
        .map((v) => set(['attendee'], v)),
      fc.oneof(notText, fc.uuid(), fc.string({ minLength: 1 })).map((v) => set(['timeSlot'], v)),
      fc.oneof(fc.uuid(), fc.string({ minLength: 1 }), fc.integer(), fc.constant(null), fc.constant(openPlace(1).id)).map((v) => set(['place'], v)),
      fc
        .oneof(
          fc.array(fc.record({ id: fc.oneof(fc.uuid(), fc.string()), name: fc.string({ minLength: 1, maxLength: 30 }) }), { minLength: 1, maxLength: 3 }),
          fc.anything().filter((v) => v !== undefined && !Array.isArray(v)),
        )
        .map((v) => set(['documents'], v)),
      fc.oneof(fc.constant(undefined), fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/)).map(
        (v): Corruption =>
          (attempt) =>
            void (attempt.hold = v),
      ),
      fc
        .tuple(fc.constantFrom(['attendee', 'name'], ['property', 'address'], ['property', 'owner'], ['timeSlot']), fc.string(), fc.string())
        .map(([path, a, b]) => set([...path], `${a}\u0000${b}`)),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(corruption, { minLength: 1, maxLength: 3 }), async (corruptions) => {
        const attempt: Attempt = { body: structuredClone(valid), hold };
        for (const corrupt of corruptions) corrupt(attempt);
        const response = await app.inject({
          method: 'POST',
          url: `${HARBOR}/meetings`,
          headers: { 'content-type': 'application/json', ...(attempt.hold === undefined ? {} : { [SLOT_HOLD_HEADER]: attempt.hold }) },
          payload: attempt.raw ?? JSON.stringify(attempt.body) ?? '',
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().message).toBe('string');
        expect(response.json().message.length).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );

    expect(await meetingCount()).toBe(before);
    expect(await slotRow(slot.id)).toMatchObject({ booked: false, holdTokenHash: holdTokenHash(hold) });
    // The untouched payload books: the refusals were the corruptions' doing.
    expect((await book(valid, hold)).statusCode).toBe(201);
  }, 60_000);
});

describe('HEAD /meetings', () => {
  it("counts this year's meetings of each showcase parcel the seed booked", async () => {
    for (const id of demoShowcase(harbor).meetingBooked) expect(await meetingsOf(id)).toBe(1);
    expect(await meetingsOf(demoShowcase(harbor).fresh[0])).toBe(0);
  });

  it.each([
    ['an unknown filter', 'q=HC-1&filters=booked-for:all-time'],
    ['an unknown category', 'q=HC-1&category=address'],
    ['no parcel id', 'filters=booked-for:this-year'],
    ['an empty parcel id', 'q=%20'],
    ['a NUL in the parcel id', 'q=HC%00'],
    ['a holding that is not true or false', 'q=HC-1&holding=yes'],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await app.inject({ method: 'HEAD', url: `${HARBOR}/meetings?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-total-count']).toBeUndefined();
  });
});

describe('between counties', () => {
  it("cannot book another county's slot, even with its hold, and never sees another county's meetings", async () => {
    const slot = await newSlot();
    const hold = await reserve(slot.id);
    const before = await meetingCount();
    await expectRefused(
      await book(
        payload(
          parcel((p) => p.active !== false, pine),
          slot,
        ),
        hold,
        PINE,
      ),
      409,
      M.bookingFailed,
      slot,
      hold,
    );
    expect(await meetingCount()).toBe(before);

    const booked = demoShowcase(harbor).meetingBooked[0];
    expect(await meetingsOf(booked, PINE)).toBe(0);

    // Pine's own booking works, and is not Harbor's.
    const pineSlot = await newSlot({ tenantId: 'pine-county' });
    const pineParcel = parcel((p) => p.active !== false && p.type === 'residential', pine);
    const response = await book(payload(pineParcel, pineSlot), await reserve(pineSlot.id, PINE), PINE);
    expect(response.statusCode).toBe(201);
    expect(await meetingsOf(pineParcel.id, PINE)).toBe(1);
    expect(await meetingsOf(pineParcel.id, HARBOR)).toBe(0);
  });
});
