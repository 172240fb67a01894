import './support/load-outside-sandbox';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { DEFAULT_HOST, isLoopback, parseTrustProxy, trustProxyInWords } from '../src/infrastructure/http/network';
import { hashPassword } from '../src/capabilities/staff/passwords';
import { staffAccounts } from '../src/infrastructure/db/schema';
import { SIGN_IN_MESSAGES } from 'mfe-shared/schemas';
import { openTestDatabase } from './support/test-database';
import { readEnvironment } from '../src/infrastructure/config/environment';

// Where the servers listen and whose addresses they believe (docs/security.md): a demo start is
// not open to the network, its README password opens nothing from elsewhere, and no client can
// choose its own address by sending X-Forwarded-For.

const CLERK = DEMO_STAFF.find((account) => account.tenantId === 'harbor-county')!;
const SAME_ORIGIN = 'http://localhost:80';
let database: DatabaseHandle;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoStaff(database.db);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
});

/** The app, with a route that answers the client address the server believes. */
async function appTrusting(trustProxy: false | string[]) {
  const app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', trustProxy });
  app.get('/client-address', async (request) => ({ ip: request.ip }));
  apps.push(app);
  await app.ready();
  return app;
}

describe('HOST', () => {
  it('is this machine only unless set', () => {
    expect(DEFAULT_HOST).toBe('localhost');
    expect(readEnvironment({}).HOST).toBe('localhost');
    expect(readEnvironment({ HOST: ' ' }).HOST).toBe('localhost');
    expect(readEnvironment({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.5.6.7', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.8', false],
    ['::ffff:10.0.0.8', false],
    ['128.0.0.1', false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });
});

describe('TRUST_PROXY', () => {
  it('takes the addresses and ranges of the proxies, IPv4 and IPv6', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,fd00::/8 , ::1')).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1']);
  });

  it('refuses true, which would believe every client, saying what to set instead', () => {
    expect(() => parseTrustProxy('true')).toThrow(
      "TRUST_PROXY=true would believe every client's X-Forwarded-For, so any client could choose its own address and pass every limit. Set TRUST_PROXY to the addresses or ranges of your proxies, for example TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8.",
    );
  });

  it('refuses what is not an address or a range, naming it', () => {
    expect(() => parseTrustProxy('127.0.0.1, nginx, 10.0.0.0/33, 10.0.0.0/8/2')).toThrow('these are not: nginx, 10.0.0.0/33, 10.0.0.0/8/2.');
  });

  it('is said at start: what is believed, or that nothing is', () => {
    expect(trustProxyInWords(['127.0.0.1'])).toBe('TRUST_PROXY: believing X-Forwarded-For and X-Forwarded-Proto from 127.0.0.1 only.');
    expect(trustProxyInWords(false)).toMatch(/^TRUST_PROXY is not set: each client is counted by its connection's address/);
  });

  it('behind a listed proxy, the client is the rightmost address that is not a listed proxy', async () => {
    const app = await appTrusting(['127.0.0.1', '10.0.0.0/8']);
    const seen = await app.inject({ url: '/client-address', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7, 10.1.2.3' } });
    expect(seen.json()).toEqual({ ip: '198.51.100.7' });
  });

  it('a client that is not a listed proxy is counted by its own address, whatever X-Forwarded-For says', async () => {
    const app = await appTrusting(['127.0.0.1']);
    const seen = await app.inject({ url: '/client-address', remoteAddress: '192.0.2.44', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(seen.json()).toEqual({ ip: '192.0.2.44' });
  });

  it('unset, X-Forwarded-For is never believed', async () => {
    const app = await appTrusting(false);
    const seen = await app.inject({ url: '/client-address', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(seen.json()).toEqual({ ip: '127.0.0.1' });
  });
});

describe("the demo accounts' password", () => {
  const signIn = (
    app: FastifyInstance,
    remoteAddress: string,
    { email = CLERK.email, password = DEMO_STAFF_PASSWORD, forwardedFor }: { email?: string; password?: string; forwardedFor?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/harbor-county/api/session',
      payload: { email, password },
      remoteAddress,
      headers: { origin: SAME_ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });

  it('signs in from this machine', async () => {
    const app = await appTrusting(false);
    expect((await signIn(app, '127.0.0.1')).statusCode).toBe(200);
    expect((await signIn(app, '::1')).statusCode).toBe(200);
  });

  it('is refused from any other address, with the usual message, also through a trusted proxy', async () => {
    const app = await appTrusting(['127.0.0.1']);
    for (const response of [await signIn(app, '192.0.2.10'), await signIn(app, '127.0.0.1', { forwardedFor: '198.51.100.20' })]) {
      expect([response.statusCode, response.json().message]).toEqual([401, SIGN_IN_MESSAGES.incorrect]);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('leaves an account with its own password free to sign in from anywhere', async () => {
    const email = 'assessor.own-password@harbor-county.example';
    await database.db
      .insert(staffAccounts)
      .values({ tenantId: 'harbor-county', email, name: 'Own Password', passwordHash: await hashPassword('a long password of its own'), role: 'clerk', active: true });
    const app = await appTrusting(false);
    expect((await signIn(app, '192.0.2.11', { email, password: 'a long password of its own' })).statusCode).toBe(200);
  });
});
