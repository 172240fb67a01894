import './support/load-outside-sandbox';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { rateLimitCounters } from '../src/infrastructure/db/schema';
import { DEMO_STAFF } from '../src/tools/demo/seed-staff';
import { seedStaff, STAFF_PASSWORD } from './support/staff-accounts';
import { seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { LIMITED_WRITES, type LimitedWrite, type LimitOverrides } from '../src/infrastructure/config/limit-settings';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './support/test-database';

// Every anonymous write is limited per client address and per county, with 429, a
// Retry-After and a message a person understands; the counts live in the database, so two API
// processes on one database share them.
let target: TestDatabaseTarget;
let first: DatabaseHandle;
let second: DatabaseHandle | undefined;
let app: FastifyInstance;
let otherApp: FastifyInstance;

/** Two per address, four per county, in windows of 10 minutes: for every write. */
const LOW: LimitOverrides = {
  writes: Object.fromEntries(Object.keys(LIMITED_WRITES).map((write) => [write, { perAddress: { max: 2, windowSeconds: 600 }, perCounty: { max: 4, windowSeconds: 600 } }])),
};

beforeAll(async () => {
  target = await createTestDatabaseTarget();
  first = await openDatabase(target.options);
  await seedDemoTenants(first.db);
  await seedStaff(first.db);
  // On PostgreSQL a second pool of connections, as a second API process would have; PGlite has one
  // connection to its database, so the second app shares it.
  second = target.options.databaseUrl ? await openDatabase(target.options) : undefined;
  app = buildApp({ db: first.db, distRoot: '/nonexistent-dist', limits: LOW });
  otherApp = buildApp({ db: (second ?? first).db, distRoot: '/nonexistent-dist', limits: LOW });
  await Promise.all([app.ready(), otherApp.ready()]);
});

// Every test starts from no counts (the county counts of one would refuse the next).
beforeEach(async () => {
  await first.db.delete(rateLimitCounters);
});

afterAll(async () => {
  await app?.close();
  await otherApp?.close();
  await second?.close();
  await first?.close();
  await target?.dispose();
});

let addressCounter = 1;
const nextAddress = () => `10.2.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

const ORIGIN = { origin: 'http://localhost:80' };
const json = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload, headers: ORIGIN });

/** A request of each write that reaches its route (answered or refused there, whatever it says). */
const WRITES: Record<LimitedWrite, (tenant: string) => InjectOptions> = {
  'sign-in': (tenant) => json(`/${tenant}/api/session`, { email: `${randomUUID()}@example.com`, password: 'wrong' }),
  appeals: (tenant) => json(`/${tenant}/api/appeals`, {}),
  meetings: (tenant) => json(`/${tenant}/api/meetings`, {}),
  reservations: (tenant) => json(`/${tenant}/api/time-slots/${randomUUID()}/reserve`, {}),
  uploads: (tenant) => ({
    method: 'POST',
    url: `/${tenant}/api/documents`,
    payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
    headers: { ...ORIGIN, 'content-type': 'application/pdf', 'x-original-name': 'notice.pdf' },
  }),
  'comparables-pdfs': (tenant) => json(`/${tenant}/api/comper/generate-pdf`, {}),
  analytics: (tenant) => json(`/${tenant}/api/analytics/events`, { events: [{ type: 'heartbeat', path: '#/', at: new Date().toISOString() }] }),
  'meeting-changes': (tenant) => json(`/${tenant}/api/status/not-a-token/cancel`, {}),
  'appeal-answers': (tenant) => json(`/${tenant}/api/status/not-a-token/withdraw`, {}),
  'appeal-drafts': (tenant) => json(`/${tenant}/api/appeal-drafts`, {}),
  'change-requests': (tenant) => json(`/${tenant}/api/change-requests`, {}),
  'appeal-emails': (tenant) => json(`/${tenant}/api/appeal-confirmations/resend`, {}),
  'status-links': (tenant) => json(`/${tenant}/api/status-links`, {}),
};

const send = (write: LimitedWrite, address: string, { tenant = 'harbor-county', on = app, cookie }: { tenant?: string; on?: FastifyInstance; cookie?: string } = {}) => {
  const request = WRITES[write](tenant);
  return on.inject({ ...request, remoteAddress: address, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
};

function expectLimited(response: LightMyRequestResponse, message: RegExp) {
  expect(response.statusCode).toBe(429);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(response.json())).toEqual(['message']);
  expect(response.json().message).toMatch(message);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(590);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

const FROM_YOUR_CONNECTION = /^Too many requests from your connection\. Please wait 10 minutes and try again\.$/;
const SITE_BUSY = /^The site is very busy just now\. Please wait 10 minutes and try again\.$/;

describe.each(Object.keys(LIMITED_WRITES) as LimitedWrite[])('%s', (write) => {
  it('answers 429 with Retry-After after its limit per address, then per county, county by county', async () => {
    const attacker = nextAddress();
    expect((await send(write, attacker)).statusCode).not.toBe(429);
    expect((await send(write, attacker)).statusCode).not.toBe(429);
    expectLimited(await send(write, attacker), FROM_YOUR_CONNECTION);
    // Still refused: the refusal itself does not open the window again.
    expectLimited(await send(write, attacker), FROM_YOUR_CONNECTION);

    // Other addresses are not refused for the first one's requests (which did not count for the county
    // once refused) ... until the county's own limit of 4 is reached: then an address past its fair
    // share of the window (a quarter of its own limit: 1 here) is refused, and a fresh one still served.
    const second = nextAddress();
    expect((await send(write, second)).statusCode).not.toBe(429);
    expect((await send(write, nextAddress())).statusCode).not.toBe(429);
    expectLimited(await send(write, second), SITE_BUSY);
    expect((await send(write, nextAddress())).statusCode).not.toBe(429);

    // Another county counts on its own.
    expect((await send(write, attacker, { tenant: 'pine-county' })).statusCode).not.toBe(429);
  });
});

it('cannot be switched off for a county by a flood from a few addresses: a visitor from an address of their own is still served', async () => {
  // Smaller than the defaults (60 per address, 1,200 per county in 10 minutes): 8 and 24.
  const limits: LimitOverrides = { writes: { appeals: { perAddress: { max: 8, windowSeconds: 600 }, perCounty: { max: 24, windowSeconds: 600 } } } };
  const county = buildApp({ db: first.db, distRoot: '/nonexistent-dist', limits });
  await county.ready();
  try {
    const answers: number[] = [];
    for (let flooder = 0; flooder < 4; flooder++) {
      const address = nextAddress();
      for (let request = 0; request < 8; request++) answers.push((await send('appeals', address, { on: county })).statusCode);
    }
    // Three addresses filled the county's window: the fourth got its fair share (a quarter of 8),
    // then the county's refusal...
    expect(answers.filter((status) => status === 429)).toHaveLength(6);
    const busy = await send('appeals', nextAddress(), { on: county });
    // ...and a visitor who sends one request from an address of their own is not refused.
    expect(busy.statusCode).toBe(400);
  } finally {
    await county.close();
  }
});

it('holds across two API processes on one database', async () => {
  const address = nextAddress();
  expect((await send('appeals', address, { on: app })).statusCode).toBe(400);
  expect((await send('appeals', address, { on: otherApp })).statusCode).toBe(400);
  expectLimited(await send('appeals', address, { on: app }), FROM_YOUR_CONNECTION);
  expectLimited(await send('appeals', address, { on: otherApp }), FROM_YOUR_CONNECTION);
});

it('holds when requests arrive at once, in two processes', async () => {
  const address = nextAddress();
  const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => send('reservations', address, { on: index % 2 ? app : otherApp })));
  expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(8);
});

it('does not limit signed-in staff', async () => {
  const clerk = DEMO_STAFF.find((a) => a.tenantId === 'pine-county')!;
  const address = nextAddress();
  const signIn = await app.inject({
    method: 'POST',
    url: '/pine-county/api/session',
    payload: { email: clerk.email, password: STAFF_PASSWORD },
    remoteAddress: address,
    headers: ORIGIN,
  });
  expect(signIn.statusCode).toBe(200);
  const cookie = String(signIn.headers['set-cookie']).split(';')[0];
  for (let request = 1; request <= 6; request++) {
    expect((await send('comparables-pdfs', address, { tenant: 'pine-county', cookie })).statusCode).toBe(400);
  }
  // The same address without the cookie is limited as anyone.
  const anonymous = nextAddress();
  for (let request = 1; request <= 2; request++) expect((await send('comparables-pdfs', anonymous, { tenant: 'pine-county' })).statusCode).toBe(400);
  expectLimited(await send('comparables-pdfs', anonymous, { tenant: 'pine-county' }), FROM_YOUR_CONNECTION);
});

it('counts an IPv6 client by its /64, so one host cannot rotate through its own addresses', async () => {
  expect((await send('meetings', '2001:db8:1:2::1')).statusCode).not.toBe(429);
  expect((await send('meetings', '2001:db8:1:2::2')).statusCode).not.toBe(429);
  expectLimited(await send('meetings', '2001:db8:1:2:ffff::3'), FROM_YOUR_CONNECTION);
});
