import './support/load-outside-sandbox';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { auditEvents, staffAccounts, staffSessions } from '../src/infrastructure/db/schema';
import { DEMO_STAFF } from '../src/tools/demo/seed-staff';
import { seedStaff, STAFF_PASSWORD } from './support/staff-accounts';
import { recordAudit } from '../src/capabilities/staff/audit';
import { openTestDatabase } from './support/test-database';

// Opening a database and argon2 hashing take a while on a busy machine.
jest.setTimeout(60_000);

let database: DatabaseHandle;
let app: FastifyInstance;

const HARBOR_CLERK = DEMO_STAFF.find((a) => a.tenantId === 'harbor-county')!;
const PINE_CLERK = DEMO_STAFF.find((a) => a.tenantId === 'pine-county')!;
/** The host light-my-request sends (Host: localhost:80), as a browser on this site would name it. */
const SAME_ORIGIN = 'http://localhost:80';
const FAILED = 'Email or password is incorrect';

beforeAll(async () => {
  database = await openTestDatabase();
  await seedStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

// Every test signs in from an address of its own, so the throttle of one never touches another
// (sign-in-throttle.test.ts tests the throttle).
let addressCounter = 1;
const nextAddress = () => `10.0.0.${addressCounter++}`;

interface SignInOptions {
  tenant?: string;
  email?: string;
  password?: string;
  address?: string;
  cookie?: string;
  origin?: string | null;
}

function signIn({ tenant = 'harbor-county', email = HARBOR_CLERK.email, password = STAFF_PASSWORD, address, cookie, origin = SAME_ORIGIN }: SignInOptions = {}) {
  return app.inject({
    method: 'POST',
    url: `/${tenant}/api/session`,
    payload: { email, password },
    remoteAddress: address ?? nextAddress(),
    headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
  });
}

/** `name=value` of the session cookie a response sets, and its attributes. */
function setCookie(response: LightMyRequestResponse): { pair: string; token: string; attributes: string[] } {
  const header = response.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error('no Set-Cookie header');
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { pair, token: pair.slice(pair.indexOf('=') + 1), attributes };
}

async function signedInCookie(options: SignInOptions = {}): Promise<string> {
  const response = await signIn(options);
  expect(response.statusCode).toBe(200);
  return setCookie(response).pair;
}

const me = (cookie?: string, tenant = 'harbor-county') => app.inject({ method: 'GET', url: `/${tenant}/api/me`, headers: cookie ? { cookie } : {} }).then((r) => r.json());

const sessionIdOfCookie = (cookie: string) =>
  createHash('sha256')
    .update(cookie.slice(cookie.indexOf('=') + 1))
    .digest('hex');

async function accountId(tenantId: string, email: string): Promise<string> {
  const [row] = await database.db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.email, email)));
  return row.id;
}

const auditRows = (tenantId: string, action: string) =>
  database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, tenantId), eq(auditEvents.action, action)));

describe('POST /:tenant/api/session', () => {
  it('signs a staff member in with a session cookie scoped to the county, and /me names them', async () => {
    const response = await signIn();
    expect(response.statusCode).toBe(200);
    const id = await accountId('harbor-county', HARBOR_CLERK.email);
    expect(response.json()).toEqual({ accountId: id, name: HARBOR_CLERK.name, role: 'clerk' });

    const { pair, token, attributes } = setCookie(response);
    expect(pair).toMatch(/^portal_staff_session=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/harbor-county/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=36000']));
    // Plain http here; Secure is added when the request came over https.
    expect(attributes).not.toContain('Secure');

    // Only the token's SHA-256 is stored.
    const [row] = await database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, sessionIdOfCookie(pair)));
    expect(row).toMatchObject({ tenantId: 'harbor-county', accountId: id });
    expect(await database.db.$count(staffSessions, eq(staffSessions.id, token))).toBe(0);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(10 * 3600 * 1000, -4);

    expect(await me(pair)).toEqual({ accountId: id, name: HARBOR_CLERK.name, role: 'clerk' });
    expect((await me()).accountId ?? null).toBeNull();
  });

  it('compares the e-mail without regard to case or surrounding spaces', async () => {
    const response = await signIn({ email: `  ${HARBOR_CLERK.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
  });

  it('gives a new session id at every sign-in and ends the one the browser held', async () => {
    const first = await signedInCookie();
    const second = await signedInCookie({ cookie: first });
    expect(second).not.toBe(first);
    expect(await database.db.$count(staffSessions, eq(staffSessions.id, sessionIdOfCookie(first)))).toBe(0);
    expect((await me(first)).accountId ?? null).toBeNull();
    expect((await me(second)).name).toBe(HARBOR_CLERK.name);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 and message', async () => {
    const wrongPassword = await signIn({ password: 'not-the-password' });
    const unknownEmail = await signIn({ email: 'nobody@harborcounty.example' });
    // A pine account does not exist in harbor.
    const otherCounty = await signIn({ email: PINE_CLERK.email });
    for (const response of [wrongPassword, unknownEmail, otherCounty]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: FAILED });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a deactivated account with the same message, and ends its sessions', async () => {
    const email = 'former@harborcounty.example';
    await seedStaff(database.db, [{ tenantId: 'harbor-county', email, name: 'Former Clerk' }]);
    const cookie = await signedInCookie({ email });
    await database.db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.email, email));

    const response = await signIn({ email });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: FAILED });
    expect((await me(cookie)).accountId ?? null).toBeNull();
  });

  it('asks for the missing fields with 400', async () => {
    const response = await signIn({ email: ' ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Enter your email address');
    expect(response.json().message).toContain('Enter your password');
  });
});

describe('expiry', () => {
  const age = (cookie: string, set: Partial<Record<'lastSeenAt' | 'expiresAt', ReturnType<typeof sql>>>) =>
    database.db
      .update(staffSessions)
      .set(set)
      .where(eq(staffSessions.id, sessionIdOfCookie(cookie)));

  it('ends a session idle for more than 30 minutes, and clears its cookie', async () => {
    const cookie = await signedInCookie();
    await age(cookie, { lastSeenAt: sql`now() - interval '31 minutes'` });
    const response = await app.inject({ method: 'GET', url: '/harbor-county/api/me', headers: { cookie } });
    expect(response.json().accountId ?? null).toBeNull();
    const cleared = setCookie(response);
    expect(cleared.pair).toBe('portal_staff_session=');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['Path=/harbor-county/', 'Max-Age=0']));
  });

  it('slides the idle expiry while the session is used', async () => {
    const cookie = await signedInCookie();
    await age(cookie, { lastSeenAt: sql`now() - interval '29 minutes'` });
    expect((await me(cookie)).name).toBe(HARBOR_CLERK.name);
    const [row] = await database.db
      .select({ idleSeconds: sql<string>`extract(epoch from now() - ${staffSessions.lastSeenAt})` })
      .from(staffSessions)
      .where(eq(staffSessions.id, sessionIdOfCookie(cookie)));
    expect(Number(row.idleSeconds)).toBeLessThan(60);
  });

  it('ends a session at its absolute expiry however recently it was used', async () => {
    const cookie = await signedInCookie();
    await age(cookie, { lastSeenAt: sql`now()`, expiresAt: sql`now() - interval '1 second'` });
    expect((await me(cookie)).accountId ?? null).toBeNull();
  });
});

describe('one county, one session', () => {
  it('ignores a harbor session sent to pine', async () => {
    const cookie = await signedInCookie();
    expect((await me(cookie, 'pine-county')).accountId ?? null).toBeNull();
    const audit = await app.inject({ method: 'GET', url: '/pine-county/api/audit', headers: { cookie } });
    expect(audit.statusCode).toBe(401);
    // ... and leaves it valid in harbor.
    expect((await me(cookie)).name).toBe(HARBOR_CLERK.name);
  });

  it('signs pine staff in to pine only', async () => {
    const cookie = await signedInCookie({ tenant: 'pine-county', email: PINE_CLERK.email });
    expect((await me(cookie, 'pine-county')).name).toBe(PINE_CLERK.name);
    expect((await me(cookie)).accountId ?? null).toBeNull();
    expect((await signIn({ email: PINE_CLERK.email })).statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  const signOut = (cookie: string, headers: Record<string, string> = {}) => app.inject({ method: 'DELETE', url: '/harbor-county/api/session', headers: { cookie, ...headers } });
  const forbidden = { message: expect.stringMatching(/^This request came from another web site/) };

  it('refuses a write with the cookie from another origin, or with no origin at all, with 403', async () => {
    const cookie = await signedInCookie();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:8080' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of foreign) {
      const response = await signOut(cookie, headers);
      expect([headers, response.statusCode]).toEqual([headers, 403]);
      expect(response.json()).toEqual(forbidden);
    }
    // Nothing happened: still signed in.
    expect((await me(cookie)).name).toBe(HARBOR_CLERK.name);
    // A write the API has no route for is refused the same way before it is even looked up.
    const other = await app.inject({ method: 'POST', url: '/harbor-county/api/appeals', headers: { cookie, origin: 'https://evil.example' }, payload: {} });
    expect(other.statusCode).toBe(403);
  });

  it('accepts a same-site Referer when Origin is absent, and reads are not affected', async () => {
    const cookie = await signedInCookie();
    const read = await app.inject({ method: 'GET', url: '/harbor-county/api/me', headers: { cookie, origin: 'https://evil.example' } });
    expect(read.json().name).toBe(HARBOR_CLERK.name);
    expect((await signOut(cookie, { referer: `${SAME_ORIGIN}/harbor-county/` })).statusCode).toBe(204);
  });

  it('refuses a sign-in posted from another site (login CSRF), cookie or not', async () => {
    expect((await signIn({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await signIn({ origin: null })).statusCode).toBe(403);
  });
});

describe('DELETE /:tenant/api/session', () => {
  it('signs out: 204, the cookie cleared, the session row deleted', async () => {
    const cookie = await signedInCookie();
    const response = await app.inject({ method: 'DELETE', url: '/harbor-county/api/session', headers: { cookie, origin: SAME_ORIGIN } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = setCookie(response);
    expect(cleared.pair).toBe('portal_staff_session=');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['Path=/harbor-county/', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0']));
    expect(await database.db.$count(staffSessions, eq(staffSessions.id, sessionIdOfCookie(cookie)))).toBe(0);
    expect((await me(cookie)).accountId ?? null).toBeNull();
  });

  it('answers 204 without a session too', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/harbor-county/api/session', headers: { origin: SAME_ORIGIN } });
    expect(response.statusCode).toBe(204);
  });
});

describe('audit trail', () => {
  it('records sign-in, failed sign-in (account id only when known) and sign-out', async () => {
    await database.db.delete(auditEvents);
    const id = await accountId('harbor-county', HARBOR_CLERK.email);
    await signIn({ password: 'wrong' });
    await signIn({ email: 'stranger@example.com' });
    const cookie = await signedInCookie();
    await app.inject({ method: 'DELETE', url: '/harbor-county/api/session', headers: { cookie, origin: SAME_ORIGIN } });

    const rows = await database.db.select().from(auditEvents).orderBy(auditEvents.id);
    expect(rows.map((r) => [r.tenantId, r.action, r.accountId, r.parcelId, r.detail])).toEqual([
      ['harbor-county', 'sign-in-failed', id, null, {}],
      ['harbor-county', 'sign-in-failed', null, null, {}],
      ['harbor-county', 'sign-in', id, null, {}],
      ['harbor-county', 'sign-out', id, null, {}],
    ]);
    // No e-mail, password or address is written anywhere in the trail.
    expect(JSON.stringify(rows)).not.toMatch(/stranger|wrong|10\.0\.0/);
    expect(await auditRows('harbor-county', 'sign-in-rate-limited')).toHaveLength(0);
  });

  it('lists the county’s rows newest first for staff, with names, parcel, detail and UTC times', async () => {
    const id = await accountId('harbor-county', HARBOR_CLERK.email);
    const cookie = await signedInCookie();
    await recordAudit(database.db, {
      tenantId: 'harbor-county',
      accountId: id,
      action: 'appeal-filed-on-behalf',
      parcelId: '01-234-567',
      detail: { method: 'mail' },
    });
    const pineCookie = await signedInCookie({ tenant: 'pine-county', email: PINE_CLERK.email });

    const response = await app.inject({ method: 'GET', url: '/harbor-county/api/audit', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: Array<Record<string, unknown>> };
    expect(results[0]).toEqual({
      id: expect.any(Number),
      action: 'appeal-filed-on-behalf',
      accountName: HARBOR_CLERK.name,
      parcelId: '01-234-567',
      detail: { method: 'mail' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      count: 1,
      lastAt: null,
      // Its detail names no appeal (audit-trail.test.ts has one that does).
      appealReference: null,
    });
    expect(results[1]).toMatchObject({ action: 'sign-in', accountName: HARBOR_CLERK.name, parcelId: null });
    const ids = results.map((r) => r.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Pine's sign-in is not in harbor's trail.
    expect(results.some((r) => r.accountName === PINE_CLERK.name)).toBe(false);

    const pine = (await app.inject({ method: 'GET', url: '/pine-county/api/audit', headers: { cookie: pineCookie } })).json();
    expect(pine.results[0]).toMatchObject({ action: 'sign-in', accountName: PINE_CLERK.name });
  });

  it('answers the public with 401', async () => {
    const response = await app.inject({ method: 'GET', url: '/harbor-county/api/audit' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in as a member of staff to see the audit trail.' });
  });
});

describe('demo staff seed', () => {
  it('does not hash again for accounts that exist', async () => {
    const before = await database.db.select({ email: staffAccounts.email, hash: staffAccounts.passwordHash }).from(staffAccounts);
    await seedStaff(database.db);
    const after = await database.db.select({ email: staffAccounts.email, hash: staffAccounts.passwordHash }).from(staffAccounts);
    expect(after).toEqual(before);
    for (const account of DEMO_STAFF) expect(after.map((a) => a.email)).toContain(account.email);
    expect(before.every((a) => a.hash.startsWith('$argon2id$'))).toBe(true);
  });
});
