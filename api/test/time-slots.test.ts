import './support/load-outside-sandbox';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEETING_MESSAGES, reservedTimeSlotSchema, SLOT_HOLD_MINUTES, timeSlotsResponseSchema, type TimeSlot } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { places, settings, timeSlots } from '../src/infrastructure/db/schema';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { LIFTED_LIMITS } from './support/lifted-limits';
import { holdTokenHash } from '../src/capabilities/meetings/slot-holds';
import { openTestDatabase } from './support/test-database';
import { visitorAddress } from './support/visitors';

let database: DatabaseHandle;
let app: FastifyInstance;

const HARBOR = '/harbor-county/api';
const PINE = '/pine-county/api';

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 50);
  await seedDemoMeetings(database.db);
  // A second county with meetings on, and a slot of its own, for the isolation tests.
  await database.db
    .insert(settings)
    .values({ tenantId: 'pine-county', key: 'meetings.enabled', value: true })
    .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value: true } });
  await database.db.insert(timeSlots).values({ tenantId: 'pine-county', startTime: new Date(Date.now() + 3 * 86_400_000) });
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', limits: LIFTED_LIMITS });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const inject = (method: 'GET' | 'HEAD' | 'POST', url: string) => app.inject({ method, url });
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

async function listSlots(base: string, query = `from=${encodeURIComponent(tomorrow())}&size=10000`): Promise<TimeSlot[]> {
  const response = await inject('GET', `${base}/time-slots?${query}`);
  expect(response.statusCode).toBe(200);
  return timeSlotsResponseSchema.parse(response.json()).results;
}

async function count(base: string, query: string): Promise<number> {
  const response = await inject('HEAD', `${base}/time-slots?${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe('');
  return Number(response.headers['x-total-count']);
}

const isFree = (slot: TimeSlot) => !slot.reserved && !slot.booked;
async function freeSlot(base = HARBOR, wanted: (slot: TimeSlot) => boolean = () => true): Promise<TimeSlot> {
  const slot = (await listSlots(base)).find((candidate) => isFree(candidate) && wanted(candidate));
  if (!slot) throw new Error('no free slot left in the fixture');
  return slot;
}
// Slots handed out once, so tests never share one.
const used = new Set<string>();
async function takeFreeSlot(base = HARBOR): Promise<TimeSlot> {
  const slot = await freeSlot(base, (candidate) => !used.has(candidate.id));
  used.add(slot.id);
  return slot;
}

// Each reservation as a visitor of its own: these tests are about slots, not about one address's holds (slot-holds.test.ts).
const reserve = (base: string, id: string) => app.inject({ method: 'POST', url: `${base}/time-slots/${id}/reserve`, remoteAddress: visitorAddress() });

describe('GET /time-slots', () => {
  it('lists slots from `from`, earliest first, in the documented shape with UTC instants', async () => {
    const from = tomorrow();
    const slots = await listSlots(HARBOR, `from=${encodeURIComponent(from)}&size=10000`);
    expect(slots.length).toBeGreaterThan(100);
    for (const slot of slots) {
      expect(slot.startTime >= from).toBe(true);
      expect(slot.startTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const starts = slots.map((slot) => slot.startTime);
    expect([...starts].sort()).toEqual(starts);
    // The demo has every kind: free, held, booked, typed, virtual and at a place.
    expect(slots.some(isFree)).toBe(true);
    expect(slots.some((slot) => slot.reserved)).toBe(true);
    expect(slots.some((slot) => slot.booked)).toBe(true);
    expect(slots.some((slot) => slot.propertyType === null)).toBe(true);
    expect(slots.some((slot) => slot.propertyType !== null)).toBe(true);
    expect(slots.some((slot) => slot.placeId === null)).toBe(true);
    expect(slots.some((slot) => slot.placeId !== null)).toBe(true);
  });

  it('pages by size and starts from now without `from`', async () => {
    expect(await listSlots(HARBOR, 'size=3')).toHaveLength(3);
    const all = await listSlots(HARBOR, 'size=10000');
    expect(all.every((slot) => new Date(slot.startTime).getTime() >= Date.now() - 60_000)).toBe(true);
  });

  it('accepts a date alone, and a time with an offset', async () => {
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const slots = await listSlots(HARBOR, `from=${date}`);
    expect(slots.every((slot) => slot.startTime >= `${date}T00:00:00.000Z`)).toBe(true);
    await listSlots(HARBOR, `from=${encodeURIComponent(`${date}T09:00:00-05:00`)}`);
  });

  it('filters by property type: slots of that type or of none; up to two types', async () => {
    const residential = await listSlots(HARBOR, `from=${encodeURIComponent(tomorrow())}&propertyType=residential`);
    expect(residential.every((slot) => slot.propertyType === null || slot.propertyType === 'residential')).toBe(true);
    expect(residential.some((slot) => slot.propertyType === 'residential')).toBe(true);
    const both = await listSlots(HARBOR, `from=${encodeURIComponent(tomorrow())}&propertyType=mobile-home&propertyType=commercial`);
    expect(both.every((slot) => slot.propertyType === null || slot.propertyType === 'commercial')).toBe(true);
    expect(both.some((slot) => slot.propertyType === 'commercial')).toBe(true);
  });

  it('filters by place: only slots at that place', async () => {
    const placeId = (await listSlots(HARBOR)).find((slot) => slot.placeId)!.placeId!;
    const slots = await listSlots(HARBOR, `from=${encodeURIComponent(tomorrow())}&placeId=${placeId}`);
    expect(slots.length).toBeGreaterThan(10);
    expect(slots.every((slot) => slot.placeId === placeId)).toBe(true);
  });

  it('never offers a slot at a closed place', async () => {
    const [closed] = await database.db
      .select()
      .from(places)
      .where(and(eq(places.tenantId, 'harbor-county'), eq(places.active, false)));
    const [slot] = await database.db
      .insert(timeSlots)
      .values({ tenantId: 'harbor-county', startTime: new Date(Date.now() + 5 * 86_400_000), placeId: closed.id })
      .returning();
    expect((await listSlots(HARBOR)).some((candidate) => candidate.id === slot.id)).toBe(false);
    expect((await listSlots(HARBOR)).some((candidate) => candidate.placeId === closed.id)).toBe(false);
  });

  it.each([
    ['from=yesterday', MEETING_MESSAGES.fromInvalid],
    ['from=2025-13-45', MEETING_MESSAGES.fromInvalid],
    ['from=2025-03-01T10:00', MEETING_MESSAGES.fromInvalid],
    ['from=1', MEETING_MESSAGES.fromInvalid],
    ['from=a&from=b', MEETING_MESSAGES.fromInvalid],
    // JavaScript reads these; PostgreSQL has no year 0 (it answered 500).
    ['from=0000-01-01', MEETING_MESSAGES.fromOutOfRange],
    ['from=1969-12-31T23:59:59Z', MEETING_MESSAGES.fromOutOfRange],
    ['size=0', MEETING_MESSAGES.sizeInvalid],
    ['size=10001', MEETING_MESSAGES.sizeInvalid],
    ['size=2.5', MEETING_MESSAGES.sizeInvalid],
    ['size=lots', MEETING_MESSAGES.sizeInvalid],
    ['propertyType=castle', MEETING_MESSAGES.propertyTypeInvalid],
    ['propertyType=residential&propertyType=commercial&propertyType=exempt', MEETING_MESSAGES.propertyTypeInvalid],
    ['placeId=not-a-uuid', MEETING_MESSAGES.placeIdInvalid],
    ['placeId=%00', MEETING_MESSAGES.placeIdInvalid],
  ])('refuses %s with a readable 400 (GET and HEAD)', async (query, message) => {
    const response = await inject('GET', `${HARBOR}/time-slots?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await inject('HEAD', `${HARBOR}/time-slots?${query}`)).statusCode).toBe(400);
  });
});

describe('HEAD /time-slots', () => {
  it('counts the free slots from `from` that GET lists, with the same filters', async () => {
    const from = encodeURIComponent(tomorrow());
    for (const filter of ['', '&propertyType=residential', '&propertyType=mobile-home&propertyType=residential']) {
      const slots = await listSlots(HARBOR, `from=${from}${filter}`);
      expect(await count(HARBOR, `from=${from}${filter}`)).toBe(slots.filter(isFree).length);
    }
  });

  it('counts one less once a slot is reserved', async () => {
    const from = encodeURIComponent(tomorrow());
    const before = await count(HARBOR, `from=${from}`);
    const slot = await takeFreeSlot();
    expect((await reserve(HARBOR, slot.id)).statusCode).toBe(200);
    expect(await count(HARBOR, `from=${from}`)).toBe(before - 1);
  });
});

describe('POST /time-slots/:id/reserve', () => {
  it(`holds a free slot for ${SLOT_HOLD_MINUTES} minutes and answers the slot with its hold`, async () => {
    const slot = await takeFreeSlot();
    const started = Date.now();
    const response = await reserve(HARBOR, slot.id);
    expect(response.statusCode).toBe(200);
    const reserved = reservedTimeSlotSchema.parse(response.json());
    expect(reserved).toMatchObject({ id: slot.id, startTime: slot.startTime, reserved: true, booked: false, placeId: slot.placeId });
    expect(reserved.hold.token.length).toBeGreaterThanOrEqual(32);
    const holdMs = new Date(reserved.hold.expiresAt).getTime() - started;
    expect(holdMs).toBeGreaterThan(SLOT_HOLD_MINUTES * 60_000 - 30_000);
    expect(holdMs).toBeLessThan(SLOT_HOLD_MINUTES * 60_000 + 30_000);
    const listed = (await listSlots(HARBOR)).find((candidate) => candidate.id === slot.id)!;
    expect(listed.reserved).toBe(true);
  });

  it('refuses a slot already held, and one booked, with 409', async () => {
    const slot = await takeFreeSlot();
    expect((await reserve(HARBOR, slot.id)).statusCode).toBe(200);
    const again = await reserve(HARBOR, slot.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MEETING_MESSAGES.slotTaken });
    const booked = (await listSlots(HARBOR)).find((candidate) => candidate.booked)!;
    const response = await reserve(HARBOR, booked.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MEETING_MESSAGES.slotTaken);
  });

  it('gives the slot to the next person once the hold has expired, with a new token', async () => {
    const slot = await takeFreeSlot();
    const first = reservedTimeSlotSchema.parse((await reserve(HARBOR, slot.id)).json());
    await database.db
      .update(timeSlots)
      .set({ reservedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(timeSlots.tenantId, 'harbor-county'), eq(timeSlots.id, slot.id)));
    expect((await listSlots(HARBOR)).find((candidate) => candidate.id === slot.id)!.reserved).toBe(false);
    const response = await reserve(HARBOR, slot.id);
    expect(response.statusCode).toBe(200);
    expect(reservedTimeSlotSchema.parse(response.json()).hold.token).not.toBe(first.hold.token);
  });

  it('refuses a slot that has started with 409', async () => {
    const [past] = await database.db
      .insert(timeSlots)
      .values({ tenantId: 'harbor-county', startTime: new Date(Date.now() - 60_000) })
      .returning();
    const response = await reserve(HARBOR, past.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MEETING_MESSAGES.slotStarted });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '12', '%00', 'x'.repeat(100)])('is 404 for the unknown slot %s', async (id) => {
    const response = await reserve(HARBOR, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MEETING_MESSAGES.slotNotFound });
  });

  it('exactly one of 200 simultaneous requests over HTTP gets the slot', async () => {
    const slot = await takeFreeSlot();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // All 200 in flight at once: on PostgreSQL the pool runs them on several connections side by side.
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        fetch(`http://127.0.0.1:${port}${HARBOR}/time-slots/${slot.id}/reserve`, { method: 'POST' }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { message?: string; hold?: { token: string } },
        })),
      ),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.message === MEETING_MESSAGES.slotTaken)).toHaveLength(199);
    const [row] = await database.db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.tenantId, 'harbor-county'), eq(timeSlots.id, slot.id)));
    // The hold stored is the winner's: nobody else's token can book the slot.
    expect(row.holdTokenHash).toBe(holdTokenHash(reservedTimeSlotSchema.parse(winners[0].body).hold.token));
  }, 60_000);
});

describe('between counties', () => {
  it("never lists, counts or reserves another county's slots", async () => {
    const harbor = await listSlots(HARBOR);
    const pine = await listSlots(PINE);
    expect(pine).toHaveLength(1);
    expect(harbor.some((slot) => slot.id === pine[0].id)).toBe(false);
    expect(await count(PINE, `from=${encodeURIComponent(tomorrow())}`)).toBe(1);

    const harborSlot = await takeFreeSlot();
    const response = await reserve(PINE, harborSlot.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MEETING_MESSAGES.slotNotFound);
    expect((await reserve(HARBOR, pine[0].id)).statusCode).toBe(404);
    // Still free in its own county.
    expect((await reserve(HARBOR, harborSlot.id)).statusCode).toBe(200);
  });
});
