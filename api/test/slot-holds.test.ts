import './support/load-outside-sandbox';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEETING_MESSAGES as M, officeSlotHoldsSchema, reservedTimeSlotSchema, SLOT_HOLD_HEADER, SLOT_HOLD_MINUTES, timeSlotsResponseSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { meetings, settings, timeSlots } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { DEFAULT_LIMITS } from '../src/infrastructure/config/limit-settings';
import { bookTestMeeting, newTestSlot } from './support/after-filing';
import { meetingBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';
import { neighbourAddress, visitorAddress } from './support/visitors';

// Holds that belong to someone (docs/product.md#slot-holds): a hold is its token's,
// one visitor gives up a hold by taking another or leaving, one address and one address range hold
// few slots at once, and nobody keeps a slot by holding it again (docs/security.md#meeting-slots-cannot-be-hoarded).

let database: DatabaseHandle;
let app: FastifyInstance;

const HARBOR = '/harbor-county/api';
const PINE = '/pine-county/api';
const harbor = DEMO_COUNTIES.find((county) => county.tenantId === 'harbor-county')!;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoMeetings(database.db);
  await seedDemoStaff(database.db);
  // Pine has meetings on here, with settings of its own for the hold (set per test).
  await database.db
    .insert(settings)
    .values({ tenantId: 'pine-county', key: 'meetings.enabled', value: true })
    .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value: true } });
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
  await database.db
    .insert(settings)
    .values({ tenantId, key, value })
    .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value } });
}

describe('a hold is its token', () => {
  it('is stored as a digest only: the row keeps neither the token nor the address that took it', async () => {
    const slot = await newTestSlot(database.db);
    const address = '10.99.0.7';
    const reserved = await reserveOk(slot.id, address);
    const [row] = await database.db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.tenantId, 'harbor-county'), eq(timeSlots.id, slot.id)));
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
    expect(
      await database.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.tenantId, 'harbor-county'), eq(meetings.timeSlotId, slot.id))),
    ).toHaveLength(0);
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
      .where(
        and(
          eq(timeSlots.tenantId, 'harbor-county'),
          inArray(
            timeSlots.id,
            slots.map((slot) => slot.id),
          ),
          gt(timeSlots.reservedUntil, sql`now()`),
        ),
      );
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

/** `count` addresses of one /24 (`prefix`.2, .3, ...), as a script on one network has. */
const addressesOf = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}.${index + 2}`);

/**
 * The hoarding loop: each free slot reserved from the range's addresses in turn, an address
 * passed over once it is refused; answers how many slots it held and the refusals' statuses.
 */
async function hoard(slotIds: string[], addresses: string[], base = HARBOR) {
  const tokens: string[] = [];
  const refusals: Array<{ status: number; message: string; retryAfter: unknown }> = [];
  let next = 0;
  for (const slotId of slotIds) {
    while (next < addresses.length) {
      const response = await reserve(slotId, addresses[next], undefined, base);
      if (response.statusCode === 200) {
        tokens.push(reservedTimeSlotSchema.parse(response.json()).hold.token);
        break;
      }
      refusals.push({ status: response.statusCode, message: response.json().message, retryAfter: response.headers['retry-after'] });
      next += 1;
    }
  }
  return { tokens, refusals };
}

/** Puts the slot's hold (held now or given up) `minutes` further back, as if that much time had passed since it was taken. */
async function backdateHold(slotId: string, minutes: number) {
  await database.db
    .update(timeSlots)
    .set({
      holdStartedAt: sql`${timeSlots.holdStartedAt} - make_interval(mins => ${minutes}::int)`,
      reservedUntil: sql`case when ${timeSlots.reservedUntil} is null then null else ${timeSlots.reservedUntil} - make_interval(mins => ${minutes}::int) end`,
    })
    .where(and(eq(timeSlots.tenantId, 'harbor-county'), eq(timeSlots.id, slotId)));
}

const PER_RANGE = DEFAULT_LIMITS.slotHolds.perRange;

describe('holds per address range (limits.slotHolds.perRange)', () => {
  it(`holds at most ${PER_RANGE} slots for 71 addresses of one /24; a visitor from another range still holds and books`, async () => {
    const slots = await Promise.all(Array.from({ length: 40 }, () => newTestSlot(database.db)));
    const { tokens, refusals } = await hoard(
      slots.map((slot) => slot.id),
      addressesOf('192.0.2', 71),
    );
    expect(tokens).toHaveLength(PER_RANGE);
    // The first addresses fill their own caps (3 each), then the range's is full: every address
    // after it is refused, with a sentence and when to try again.
    const rangeRefusals = refusals.filter((refused) => refused.message === M.holdRangeLimit);
    expect(rangeRefusals.length).toBe(71 - PER_RANGE / 3);
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      expect([M.holdLimit, M.holdRangeLimit]).toContain(refused.message);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(SLOT_HOLD_MINUTES * 60);
    }
    const free = slots[PER_RANGE];
    expect((await listed(free.id)).reserved).toBe(false);
    const visitor = await reserveOk(free.id, '198.51.100.20');
    expect((await book(free.id, visitor.hold.token)).statusCode).toBe(201);
  }, 60_000);

  it('holds for simultaneous requests from one range: the cap of 71 at once', async () => {
    const slots = await Promise.all(Array.from({ length: 71 }, () => newTestSlot(database.db)));
    const addresses = addressesOf('203.0.113', 71);
    const answers = await Promise.all(slots.map((slot, index) => reserve(slot.id, addresses[index])));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(PER_RANGE);
    expect(answers.filter((answer) => answer.statusCode === 429 && answer.json().message === M.holdRangeLimit)).toHaveLength(71 - PER_RANGE);
  }, 60_000);

  it('counts an IPv6 range by its /48', async () => {
    const slots = await Promise.all(Array.from({ length: PER_RANGE + 1 }, () => newTestSlot(database.db)));
    // One /48, a /64 each: as many networks of one site.
    const inRange = slots.map((_, index) => `2001:db8:77:${index.toString(16)}::1`);
    for (const [index, slot] of slots.slice(0, PER_RANGE).entries()) await reserveOk(slot.id, inRange[index]);
    expect(refusal(await reserve(slots[PER_RANGE].id, inRange[PER_RANGE]))).toEqual({ status: 429, body: { message: M.holdRangeLimit } });
    await reserveOk(slots[PER_RANGE].id, '2001:db8:78::1');
  });

  it('is a limit the server is started with (LIMIT_SLOT_HOLDS_PER_RANGE; tests pass it to buildApp)', async () => {
    const strict = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0, limits: { slotHolds: { perRange: 2 } } });
    await strict.ready();
    try {
      const slots = await Promise.all(Array.from({ length: 3 }, () => newTestSlot(database.db)));
      const address = visitorAddress();
      const answers = [];
      for (const [index, slot] of slots.entries()) {
        answers.push((await strict.inject({ method: 'POST', url: `${HARBOR}/time-slots/${slot.id}/reserve`, remoteAddress: neighbourAddress(address, 10 + index) })).statusCode);
      }
      expect(answers).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('a slot is not held again by the same holder', () => {
  it('taken again after giving it up, the hold ends when the first one would have', async () => {
    const address = visitorAddress();
    const slot = await newTestSlot(database.db);
    const first = await reserveOk(slot.id, address);
    expect((await release(slot.id, first.hold.token, address)).statusCode).toBe(204);
    const again = await reserveOk(slot.id, address);
    expect(again.hold.expiresAt).toBe(first.hold.expiresAt);
    expect((await book(slot.id, again.hold.token)).statusCode).toBe(201);
  });

  it('once a hold length has passed, the same address, another of its range, or its token is refused that slot; another slot and another visitor are not', async () => {
    const address = visitorAddress();
    const slot = await newTestSlot(database.db);
    const other = await newTestSlot(database.db);
    const first = await reserveOk(slot.id, address);
    await backdateHold(slot.id, SLOT_HOLD_MINUTES);
    expect((await listed(slot.id)).reserved).toBe(false);

    for (const [from, token] of [
      [address, undefined],
      [neighbourAddress(address, 99), undefined],
      // The expired hold's own token, sent from a network of its own (the phone left the Wi-Fi).
      [visitorAddress(), first.hold.token],
    ] as const) {
      const refused = await reserve(slot.id, from, token);
      expect(refusal(refused)).toEqual({ status: 409, body: { message: M.holdAgainTooSoon } });
      // Free again one hold length after the first one ended.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(SLOT_HOLD_MINUTES * 60 - 30);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(SLOT_HOLD_MINUTES * 60);
    }
    expect((await listed(slot.id)).reserved).toBe(false);

    // The person picks another slot, and anybody else may take this one.
    await reserveOk(other.id, address);
    const someoneElse = await reserveOk(slot.id, visitorAddress());
    expect((await book(slot.id, someoneElse.hold.token)).statusCode).toBe(201);
  });

  it('refuses a hold given up and taken again past its length, until one more hold length has passed', async () => {
    const address = visitorAddress();
    const slot = await newTestSlot(database.db);
    const first = await reserveOk(slot.id, address);
    expect((await release(slot.id, first.hold.token, address)).statusCode).toBe(204);
    await backdateHold(slot.id, SLOT_HOLD_MINUTES);
    expect(refusal(await reserve(slot.id, address))).toEqual({ status: 409, body: { message: M.holdAgainTooSoon } });

    await backdateHold(slot.id, SLOT_HOLD_MINUTES);
    const later = await reserveOk(slot.id, address);
    expect(Date.parse(later.hold.expiresAt) - Date.now()).toBeGreaterThan(SLOT_HOLD_MINUTES * 60_000 - 30_000);
  });

  it('the hoarding loop cannot keep its slots by taking them again', async () => {
    const slots = await Promise.all(Array.from({ length: PER_RANGE + 2 }, () => newTestSlot(database.db)));
    const addresses = addressesOf('192.0.2', 71).map((address) => neighbourAddress(address.replace('192.0.2', '100.64.9'), Number(address.split('.')[3])));
    const { tokens } = await hoard(
      slots.map((slot) => slot.id),
      addresses,
    );
    expect(tokens).toHaveLength(PER_RANGE);
    for (const slot of slots.slice(0, PER_RANGE)) await backdateHold(slot.id, SLOT_HOLD_MINUTES);
    // The first round's slots are out of its reach now; it may hold others, but no more of them than before.
    const again = await hoard(
      slots.slice(0, PER_RANGE).map((slot) => slot.id),
      addresses,
    );
    expect(again.tokens).toHaveLength(0);
    expect(new Set(again.refusals.map((refused) => refused.message))).toEqual(new Set([M.holdAgainTooSoon]));
    for (const slot of slots.slice(0, PER_RANGE)) expect((await listed(slot.id)).reserved).toBe(false);
  }, 60_000);
});

describe('GET /office/slot-holds', () => {
  const PINE_ORIGIN = 'http://localhost:80';
  const signIn = async (email: string) =>
    String(
      (await app.inject({ method: 'POST', url: `${PINE}/session`, headers: { origin: PINE_ORIGIN }, payload: { email, password: DEMO_STAFF_PASSWORD } })).headers['set-cookie'],
    ).split(';')[0];
  const counts = async (cookie: string) => {
    const response = await app.inject({ url: `${PINE}/office/slot-holds`, headers: { cookie } });
    expect([response.statusCode, response.json().message]).toEqual([200, undefined]);
    expect(response.body).not.toMatch(/\d+\.\d+\.\d+\.\d+|2001:db8/);
    return officeSlotHoldsSchema.parse(response.json());
  };

  it('answers staff how many slots visitors hold now and how many of them the busiest range holds, without an address', async () => {
    const clerk = await signIn('clerk@pinecounty.example');
    const before = await counts(clerk);
    expect(before.perRangeCap).toBe(PER_RANGE);

    const slots = await Promise.all(Array.from({ length: PER_RANGE + 3 }, () => newTestSlot(database.db, 'pine-county')));
    const busy = addressesOf('192.0.2', 71);
    const held = await hoard(
      slots.slice(0, PER_RANGE + 1).map((slot) => slot.id),
      busy,
      PINE,
    );
    expect(held.tokens).toHaveLength(PER_RANGE);
    const quiet = visitorAddress();
    await reserveOk(slots[PER_RANGE + 1].id, quiet, undefined, PINE);
    // Given up and booked slots are not held.
    const gone = await reserveOk(slots[PER_RANGE + 2].id, visitorAddress(), undefined, PINE);
    await app.inject({ method: 'DELETE', url: `${PINE}/time-slots/${slots[PER_RANGE + 2].id}/reserve`, headers: hold(gone.hold.token) });

    expect(await counts(clerk)).toEqual({ held: before.held + PER_RANGE + 1, heldFromBusiestRange: PER_RANGE, perRangeCap: PER_RANGE });
  }, 60_000);

  it('is for staff only, and only of their county', async () => {
    expect((await app.inject({ url: `${PINE}/office/slot-holds` })).statusCode).toBe(401);
    const pineClerk = await signIn('clerk@pinecounty.example');
    expect((await app.inject({ url: `${HARBOR}/office/slot-holds`, headers: { cookie: pineClerk } })).statusCode).toBe(401);
  });
});
