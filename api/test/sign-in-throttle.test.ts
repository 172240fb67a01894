import './support/load-outside-sandbox';
import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { signInThrottles } from '../src/infrastructure/db/schema';
import { DEMO_STAFF } from '../src/tools/demo/seed-staff';
import { seedStaff, STAFF_PASSWORD } from './support/staff-accounts';
import { signInKeys } from '../src/capabilities/staff/sign-in-limit';
import { openTestDatabase } from './support/test-database';

// Wrong passwords slow down whoever sends them, never lock the account's owner out,
// and cannot take every password check (argon2) the server can run.
let database: DatabaseHandle;
let app: FastifyInstance;

const CLERK = DEMO_STAFF.find((a) => a.tenantId === 'harbor-county')!;
const SAME_ORIGIN = 'http://localhost:80';
const WAIT = /^Too many sign-in attempts\. Please wait \d+ (seconds?|minutes?) and try again, or call the office\.$/;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedStaff(database.db);
  // The anonymous write limit on sign-in is lifted here, so what is seen is the throttle alone.
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', limits: { writes: { 'sign-in': { perAddress: { max: 100_000, windowSeconds: 60 } } } } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

let addressCounter = 1;
const nextAddress = () => `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const signIn = (address: string, { email = CLERK.email, password = 'not-the-password', on = app } = {}) =>
  on.inject({ method: 'POST', url: '/harbor-county/api/session', payload: { email, password }, remoteAddress: address, headers: { origin: SAME_ORIGIN } });

/** As if `seconds` had passed for these keys' delays (the throttle reads the database's clock). */
async function passTime(seconds: number, address: string, email = CLERK.email): Promise<void> {
  const keys = signInKeys('harbor-county', address, email);
  await database.db
    .update(signInThrottles)
    .set({ blockedUntil: sql`${signInThrottles.blockedUntil} - make_interval(secs => ${seconds})` })
    .where(inArray(signInThrottles.keyHash, [keys.address, keys.account, keys.pair]));
}

describe('one address guessing', () => {
  it('waits 2, 4, 8, 16 seconds after three free failures, answered 429 with Retry-After and no password check', async () => {
    const address = nextAddress();
    for (let attempt = 1; attempt <= 3; attempt++) expect((await signIn(address)).statusCode).toBe(401);

    const verify = jest.spyOn(argon2, 'verify');
    try {
      const waits: number[] = [];
      for (let attempt = 4; attempt <= 7; attempt++) {
        expect((await signIn(address)).statusCode).toBe(401);
        verify.mockClear();
        // Straight away, even with the right password: held back, and no argon2 work is done.
        const held = await signIn(address, { password: STAFF_PASSWORD });
        expect(held.statusCode).toBe(429);
        expect(held.json().message).toMatch(WAIT);
        expect(held.headers['set-cookie']).toBeUndefined();
        expect(verify).not.toHaveBeenCalled();
        waits.push(Number(held.headers['retry-after']));
        await passTime(Number(held.headers['retry-after']), address);
      }
      // ceil of the time left: the full wait, or a second less when the clock just ticked.
      waits.forEach((wait, index) => expect(wait).toBeGreaterThanOrEqual(2 ** (index + 1) - 1));
      waits.forEach((wait, index) => expect(wait).toBeLessThanOrEqual(2 ** (index + 1)));
      // The last delay waited out, the right password signs in.
      expect((await signIn(address, { password: STAFF_PASSWORD })).statusCode).toBe(200);
    } finally {
      verify.mockRestore();
    }
  });

  it('never waits longer than 15 minutes, however many failures', async () => {
    const address = nextAddress();
    for (let failures = 0; failures < 16;) {
      const response = await signIn(address);
      if (response.statusCode === 401) failures++;
      else await passTime(Number(response.headers['retry-after']), address);
    }
    const held = await signIn(address);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(held.json().message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again, or call the office.');
  });

  it('lets the owner with the right password sign in from another address after 50 failures from an attacker address', async () => {
    const attacker = nextAddress();
    for (let attempt = 1; attempt <= 50; attempt++) {
      const response = await signIn(attacker);
      // The attacker waits out each delay (as a patient one would, over hours); every guess is wrong.
      expect([attempt, response.statusCode]).toEqual([attempt, 401]);
      await passTime(15 * 60, attacker);
    }
    const owner = await signIn(nextAddress(), { password: STAFF_PASSWORD });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().name).toBe(CLERK.name);
  });

  it('gives a burst sent at once only the free failures and one more, the rest 429', async () => {
    const address = nextAddress();
    const verify = jest.spyOn(argon2, 'verify');
    try {
      const responses = await Promise.all(Array.from({ length: 12 }, () => signIn(address)));
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(4);
      expect(codes.filter((code) => code === 429)).toHaveLength(8);
      expect(verify).toHaveBeenCalledTimes(4);
    } finally {
      verify.mockRestore();
    }
  });

  it('keeps neither the address nor the e-mail', async () => {
    const stored = JSON.stringify(await database.db.select().from(signInThrottles));
    expect(stored).not.toMatch(/10\.1\.|harborcounty/);
  });
});

describe('many addresses guessing at one account', () => {
  it('delays the account after five addresses failed for it, except from an address its owner signed in from', async () => {
    const email = 'throttled@harborcounty.example';
    await seedStaff(database.db, [{ tenantId: 'harbor-county', email, name: 'Throttled Clerk' }]);
    const office = nextAddress();
    expect((await signIn(office, { email, password: STAFF_PASSWORD })).statusCode).toBe(200);

    for (let guesser = 1; guesser <= 6; guesser++) expect((await signIn(nextAddress(), { email })).statusCode).toBe(401);
    // A seventh address, never seen: the account itself now waits.
    const held = await signIn(nextAddress(), { email, password: STAFF_PASSWORD });
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toMatch(WAIT);
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Its owner, from the office it signed in from before, is not held back.
    expect((await signIn(office, { email, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });
});

describe('password checks in flight', () => {
  it('runs at most the configured number at once and answers the rest 503 at once, with Retry-After', async () => {
    const gated = buildApp({
      db: database.db,
      distRoot: '/nonexistent-dist',
      limits: { writes: { 'sign-in': { perAddress: { max: 100_000, windowSeconds: 60 } } }, signIn: { concurrentChecks: 1, queuedChecks: 1 } },
    });
    await gated.ready();
    const original = argon2.verify;
    let running = 0;
    let most = 0;
    // The checks that get a turn hold it until the others have had their answer, so the order the
    // requests arrive in does not matter: one runs, one waits, eighteen are turned away.
    let releaseChecks!: () => void;
    const released = new Promise<void>((resolve) => (releaseChecks = resolve));
    const safety = setTimeout(releaseChecks, 20_000);
    const verify = jest.spyOn(argon2, 'verify').mockImplementation(async (...args) => {
      most = Math.max(most, ++running);
      try {
        await released;
        return await original(...args);
      } finally {
        running--;
      }
    });
    try {
      let turnedAway = 0;
      // Twenty guessers at once, each from its own address and at its own e-mail, as a botnet would send them.
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          signIn(nextAddress(), { email: `${randomUUID()}@example.com`, on: gated }).then((response) => {
            if (response.statusCode === 503 && ++turnedAway === 18) releaseChecks();
            return response;
          }),
        ),
      );
      const busy = responses.filter((r) => r.statusCode === 503);
      expect(busy).toHaveLength(18);
      expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(2);
      expect(most).toBe(1);
      expect(verify).toHaveBeenCalledTimes(2);
      expect(busy[0].json()).toEqual({ message: 'Signing in is very busy just now. Please try again in a few seconds.' });
      expect(Number(busy[0].headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      clearTimeout(safety);
      verify.mockRestore();
      await gated.close();
    }
  });
});
