import './support/load-outside-sandbox';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEETING_MESSAGES as M, reservedTimeSlotSchema, SLOT_HOLD_HEADER, SLOT_HOLD_MINUTES, timeSlotsResponseSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { meetings, settings, timeSlots } from '../src/db/schema';
import { demoParcel } from '../src/demo/demo-parcels';
import { demoShowcase } from '../src/demo/demo-showcase';
import { seedDemoMeetings } from '../src/demo/seed-meetings';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/demo/seed-parcels';
import { bookTestMeeting, newTestSlot } from './support/after-filing';
import { meetingBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';
import { visitorAddress } from './support/visitors';

// Holds that belong to someone (docs/product.md#slot-holds): a hold is its token's,
// one visitor gives up a hold by taking another or leaving, and one address holds few slots at once.

let database: DatabaseHandle;
let app: FastifyInstance;

const HARBOR = '/harbor-county/api';
const PINE = '/pine-county/api';
const harbor = DEMO_COUNTIES.find((county) => county.tenantId === 'harbor-county')!;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoMeetings(database.db);
  // Pine has meetings on here, with settings of its own for the hold (set per test).
  await database.db.insert(settings).values({ tenantId: 'pine-county', key: 'meetings.enabled', value: true }).onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value: true } });
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const hold = (token?: string) => (token === undefined ? {} : { [SLOT_HOLD_HEADER]: token });

/** POST /time-slots/{id}/reserve from `address`, giving up `current` (the visitor's hold) if sent. */
const reserve = (slotId: string, address: string, current?: string, base = HARBOR) =>
  app.inject({ method: 'POST', url: `${base}/time-slots/${slotId}/reserve`, remoteAddress: address, headers: hold(current) });

async function reserveOk(slotId: string, address: string, current?: string, base = HARBOR) {
  const response = await reserve(slotId, address, current, base);
  expect({ status: response.statusCode, body: response.statusCode === 200 ? 'ok' : response.json() }).toEqual({ status: 200, body: 'ok' });
  return reservedTimeSlotSchema.parse(response.json());
}

const release = (slotId: string, token: string | undefined, address = visitorAddress()) =>
  app.inject({ method: 'DELETE', url: `${HARBOR}/time-slots/${slotId}/reserve`, remoteAddress: address, headers: hold(token) });

async function listed(slotId: string, base = HARBOR) {
  const response = await app.inject({ url: `${base}/time-slots?from=${encodeURIComponent(new Date().toISOString())}&size=10000` });
  return timeSlotsResponseSchema.parse(response.json()).results.find((slot) => slot.id === slotId)!;
}

const showcase = new Set(Object.values(demoShowcase(harbor)).flat());
let nextParcel = 40;
/** An active parcel no other test here books for (after-filing's bookTestMeeting takes them from 150 up). */
function freshParcel() {
  for (;;) {
    const parcel = demoParcel(harbor, nextParcel++);
    if (parcel.active !== false && !showcase.has(parcel.id)) return parcel;
  }
}
/** POST /meetings for the slot; a parcel the demo seed already booked this year is passed over for the next (a refusal keeps the hold). */
async function book(slotId: string, token: string | undefined) {
  for (;;) {
    const response = await app.inject({ method: 'POST', url: `${HARBOR}/meetings`, payload: meetingBody(freshParcel(), { id: slotId, placeId: null }), headers: hold(token) });
    if (response.statusCode !== 409 || response.json().message !== M.alreadyScheduled) return response;
  }
}

const refusal = (response: { statusCode: number; json(): unknown }) => ({ status: response.statusCode, body: response.json() });

async function setCountySetting(tenantId: string, key: string, value: unknown) {
  await database.db.insert(settings).values({ tenantId, key, value }).onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value } });
}

describe('a hold is its token', () => {
  it('is stored as a digest only: the row keeps neither the token nor the address that took it', async () => {
    const slot = await newTestSlot(database.db);
    const address = '10.99.0.7';
    const reserved = await reserveOk(slot.id, address);
    const [row] = await database.db.select().from(timeSlots).where(and(eq(timeSlots.tenantId, 'harbor-county'), eq(timeSlots.id, slot.id)));
    expect(row.reservedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect(JSON.stringify(row)).not.toContain(reserved.hold.token);
    expect(JSON.stringify(row)).not.toContain(address);
    // Still the hold: the token books the slot.
    expect((await book(slot.id, reserved.hold.token)).statusCode).toBe(201);
  });

  it('books only with its token: none is 409, another visitor’s is 403, and the slot stays its holder’s', async () => {
    const slot = await newTestSlot(database.db);
    const other = await newTestSlot(database.db);
    const mine = (await reserveOk(slot.id, visitorAddress())).hold.token;
    const theirs = (await reserveOk(other.id, visitorAddress())).hold.token;
    expect(refusal(await book(slot.id, undefined))).toEqual({ status: 409, body: { message: M.holdMissing } });
    expect(refusal(await book(slot.id, theirs))).toEqual({ status: 403, body: { message: M.holdNotYours } });
    expect(await database.db.select().from(meetings).where(and(eq(meetings.tenantId, 'harbor-county'), eq(meetings.timeSlotId, slot.id)))).toHaveLength(0);
    expect((await book(slot.id, mine)).statusCode).toBe(201);
  });

  it('moves a meeting by its link only with the new slot’s token, too', async () => {
    const { body: booked } = await bookTestMeeting(app, database.db);
    const target = await newTestSlot(database.db, 'harbor-county', 150);
    const mine = (await reserveOk(target.id, visitorAddress())).hold.token;
    const elsewhere = await newTestSlot(database.db, 'harbor-county', 160);
    const theirs = (await reserveOk(elsewhere.id, visitorAddress())).hold.token;
    const move = (token?: string) =>
      app.inject({ method: 'POST', url: `${HARBOR}/status/${booked.statusToken}/reschedule`, payload: { timeSlot: target.id }, headers: hold(token) });
    expect(refusal(await move())).toEqual({ status: 409, body: { message: M.holdMissing } });
    expect(refusal(await move(theirs))).toEqual({ status: 403, body: { message: M.holdNotYours } });
    expect((await move(mine)).statusCode).toBe(200);
  });

  it('ends after meetings.hold_minutes, a county setting (default 5)', async () => {
    const started = Date.now();
    const harborHold = await reserveOk((await newTestSlot(database.db)).id, visitorAddress());
    expect(Date.parse(harborHold.hold.expiresAt) - started).toBeGreaterThan(SLOT_HOLD_MINUTES * 60_000 - 30_000);
    expect(Date.parse(harborHold.hold.expiresAt) - started).toBeLessThan(SLOT_HOLD_MINUTES * 60_000 + 30_000);

    await setCountySetting('pine-county', 'meetings.hold_minutes', 2);
    const pineSlot = await newTestSlot(database.db, 'pine-county');
    const pineHold = await reserveOk(pineSlot.id, visitorAddress(), undefined, PINE);
    expect(Date.parse(pineHold.hold.expiresAt) - started).toBeGreaterThan(2 * 60_000 - 30_000);
    expect(Date.parse(pineHold.hold.expiresAt) - started).toBeLessThan(2 * 60_000 + 30_000);
  });
});

describe('one hold per visitor', () => {
  it('gives up the current hold when the visitor takes another slot, in the same transaction; a refused switch keeps it', async () => {
    const visitor = visitorAddress();
    const first = await newTestSlot(database.db);
    const taken = await newTestSlot(database.db);
    const second = await newTestSlot(database.db);
    const firstHold = (await reserveOk(first.id, visitor)).hold.token;
    await reserveOk(taken.id, visitorAddress());

    // The slot someone else holds is refused, and the visitor keeps the one they had.
    expect(refusal(await reserve(taken.id, visitor, firstHold))).toEqual({ status: 409, body: { message: M.slotTaken } });
    expect((await listed(first.id)).reserved).toBe(true);

    const secondHold = (await reserveOk(second.id, visitor, firstHold)).hold.token;
    // The first slot is free for anyone at once, and the old token books nothing.
    expect((await listed(first.id)).reserved).toBe(false);
    const someoneElse = (await reserveOk(first.id, visitorAddress())).hold.token;
    expect(refusal(await book(first.id, firstHold))).toEqual({ status: 403, body: { message: M.holdNotYours } });
    expect((await book(second.id, secondHold)).statusCode).toBe(201);
    expect((await book(first.id, someoneElse)).statusCode).toBe(201);
  });
});

describe('holds per address (meetings.holds_per_address)', () => {
  it('lets one address hold 3 slots; the fourth is 429 with Retry-After and a plain message, and the slot stays free for others', async () => {
    const address = visitorAddress();
    const slots = await Promise.all(Array.from({ length: 4 }, () => newTestSlot(database.db)));
    const tokens = [];
    for (const slot of slots.slice(0, 3)) tokens.push((await reserveOk(slot.id, address)).hold.token);
    const fourth = await reserve(slots[3].id, address);
    expect(refusal(fourth)).toEqual({ status: 429, body: { message: M.holdLimit } });
    const retryAfter = Number(fourth.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SLOT_HOLD_MINUTES * 60);
    expect((await listed(slots[3].id)).reserved).toBe(false);
    // Another address is not held back; and once this one gives a hold up, it may take another.
    await reserveOk(slots[3].id, visitorAddress(), undefined);
    expect((await release(slots[0].id, tokens[0], address)).statusCode).toBe(204);
    await reserveOk(slots[0].id, address);
  });

  it('holds for simultaneous requests from one address: 3 of 30 get a slot', async () => {
    const address = visitorAddress();
    const slots = await Promise.all(Array.from({ length: 30 }, () => newTestSlot(database.db)));
    const answers = await Promise.all(slots.map((slot) => reserve(slot.id, address)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(27);
    const held = await database.db
      .select({ id: timeSlots.id })
      .from(timeSlots)
      .where(and(eq(timeSlots.tenantId, 'harbor-county'), inArray(timeSlots.id, slots.map((slot) => slot.id)), gt(timeSlots.reservedUntil, sql`now()`)));
    expect(held).toHaveLength(3);
  }, 60_000);

  it('is a county setting', async () => {
    await setCountySetting('pine-county', 'meetings.holds_per_address', 1);
    const address = visitorAddress();
    await reserveOk((await newTestSlot(database.db, 'pine-county')).id, address, undefined, PINE);
    expect(refusal(await reserve((await newTestSlot(database.db, 'pine-county')).id, address, undefined, PINE))).toEqual({ status: 429, body: { message: M.holdLimit } });
  });
});

describe('DELETE /time-slots/{id}/reserve', () => {
  it('releases the hold with its token at once, for anyone to take; the token then books nothing', async () => {
    const slot = await newTestSlot(database.db);
    const token = (await reserveOk(slot.id, visitorAddress())).hold.token;
    expect(refusal(await release(slot.id, undefined))).toEqual({ status: 400, body: { message: M.holdTokenRequired } });
    expect(refusal(await release(slot.id, `${token}x`))).toEqual({ status: 404, body: { message: M.holdNotFound } });
    expect((await listed(slot.id)).reserved).toBe(true);

    const released = await release(slot.id, token);
    expect(released.statusCode).toBe(204);
    expect(released.body).toBe('');
    expect((await listed(slot.id)).reserved).toBe(false);
    expect(refusal(await book(slot.id, token))).toEqual({ status: 409, body: { message: M.holdMissing } });
    expect(refusal(await release(slot.id, token))).toEqual({ status: 404, body: { message: M.holdNotFound } });
    await reserveOk(slot.id, visitorAddress());
  });

  it('cannot release a booked slot, another slot, or another county’s', async () => {
    const slot = await newTestSlot(database.db);
    const token = (await reserveOk(slot.id, visitorAddress())).hold.token;
    const elsewhere = await newTestSlot(database.db);
    expect(refusal(await release(elsewhere.id, token))).toEqual({ status: 404, body: { message: M.holdNotFound } });
    for (const id of ['not-a-uuid', '%00']) expect(refusal(await release(id, token))).toEqual({ status: 404, body: { message: M.holdNotFound } });
    const inPine = await app.inject({ method: 'DELETE', url: `${PINE}/time-slots/${slot.id}/reserve`, headers: hold(token) });
    expect(refusal(inPine)).toEqual({ status: 404, body: { message: M.holdNotFound } });
    expect((await listed(slot.id)).reserved).toBe(true);

    expect((await book(slot.id, token)).statusCode).toBe(201);
    expect(refusal(await release(slot.id, token))).toEqual({ status: 404, body: { message: M.holdNotFound } });
    expect((await listed(slot.id)).booked).toBe(true);
  });
});
