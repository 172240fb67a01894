import './support/load-outside-sandbox';
import type { FastifyInstance } from 'fastify';
import { meSchema, roleRefusal, STAFF_PERMISSIONS, STAFF_ROLES, staffMay } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { openTestDatabase } from './support/test-database';

// Roles: clerk, appraiser, administrator; the API checks every staff call against
// mfe-shared's STAFF_PERMISSIONS, and a session of one county is no session in another.

let database: DatabaseHandle;
let app: FastifyInstance;
const ORIGIN = 'http://localhost:80';
/** Every staff-only route the app registers, read from Fastify as routes are added. */
const staffRoutes: Array<{ method: string; url: string }> = [];
const cookies: Record<string, string> = {};

const accountOf = (tenantId: string, role: string) => DEMO_STAFF.find((account) => account.tenantId === tenantId && account.role === role)!;
const isStaffRoute = (url: string) => /^\/:tenant\/api\/(office\/|audit$|appeals\/:appeal\/status$)/.test(url);
const filled = (url: string, tenant: string) =>
  url.replace(':tenant', tenant).replace(':appeal', 'HC-26-AAAAAA').replace(':meeting', 'HC-26-AAAAAA').replace(':file', '6f1c2d3e-4b5a-4c6d-8e7f-901234567890');

async function signIn(tenantId: string, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/${tenantId}/api/session`, headers: { origin: ORIGIN }, payload: { email, password: DEMO_STAFF_PASSWORD } });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0];
}

const call = (route: { method: string; url: string }, tenant: string, cookie?: string, payload: unknown = {}) =>
  app.inject({
    method: route.method as 'GET',
    url: filled(route.url, tenant),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && isStaffRoute(route.url)) staffRoutes.push({ method, url: route.url });
  });
  await app.ready();
  for (const account of DEMO_STAFF) cookies[account.email] = await signIn(account.tenantId, account.email);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

it('seeds one account of each role in each demo county', () => {
  for (const tenantId of ['harbor-county', 'pine-county']) {
    expect(
      DEMO_STAFF.filter((account) => account.tenantId === tenantId)
        .map((account) => account.role)
        .sort(),
    ).toEqual([...STAFF_ROLES].sort());
  }
  expect(accountOf('harbor-county', 'administrator').email).toBe('admin@harborcounty.example');
});

it('GET /me and the sign-in answer carry the role, for the screens to hide what it may not do', async () => {
  for (const account of DEMO_STAFF) {
    const me = meSchema.parse((await app.inject({ url: `/${account.tenantId}/api/me`, headers: { cookie: cookies[account.email] } })).json());
    expect(me).toMatchObject({ name: account.name, role: account.role });
  }
  expect((await app.inject({ url: '/harbor-county/api/me' })).json()).toEqual({ accountId: null });
});

it('lists what each role may do in one place: only administrators change availability', () => {
  expect(STAFF_PERMISSIONS['availability.change']).toEqual(['administrator']);
  expect(staffMay('clerk', 'availability.change')).toBe(false);
  expect(staffMay('appraiser', 'availability.change')).toBe(false);
  expect(staffMay('administrator', 'availability.change')).toBe(true);
  expect(staffMay('clerk', 'meetings.change')).toBe(true);
  expect(staffMay('supervisor', 'appeals.read')).toBe(false);
  expect(staffMay(null, 'appeals.read')).toBe(false);
});

it('finds the staff routes from the app itself', () => {
  const names = staffRoutes.map((route) => `${route.method} ${route.url.replace('/:tenant/api', '')}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'GET /audit',
      'POST /appeals/:appeal/status',
      'GET /office/appeals',
      'GET /office/appeals.csv',
      'GET /office/meetings',
      'POST /office/meetings/:meeting/cancel',
      'POST /office/meetings/:meeting/attended',
      'POST /office/availability',
      'POST /office/availability/preview',
    ]),
  );
});

it('refuses the public on every staff call (401), before reading its query or body', async () => {
  for (const route of staffRoutes) {
    const response = await call(route, 'harbor-county', undefined, 'not even json');
    expect([`${route.method} ${route.url}`, response.statusCode]).toEqual([`${route.method} ${route.url}`, 401]);
    expect(response.json().message).toMatch(/^Sign in as a member of staff/);
  }
});

it("refuses another county's session on every staff call of this county, whatever its role", async () => {
  for (const role of STAFF_ROLES) {
    const pine = cookies[accountOf('pine-county', role).email];
    for (const route of staffRoutes) {
      const response = await call(route, 'harbor-county', pine);
      expect([role, `${route.method} ${route.url}`, response.statusCode]).toEqual([role, `${route.method} ${route.url}`, 401]);
    }
  }
});

it('refuses clerks and appraisers availability (403, with whom to ask), even its preview, before reading the body', async () => {
  const availability = staffRoutes.filter((route) => route.url.includes('/office/availability'));
  expect(availability).toHaveLength(2);
  for (const role of ['clerk', 'appraiser'] as const) {
    for (const route of availability) {
      const response = await call(route, 'harbor-county', cookies[accountOf('harbor-county', role).email], 'junk');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(roleRefusal('availability.change', role));
    }
  }
  expect(roleRefusal('availability.change', 'clerk')).toBe(
    'Only administrators can change the meeting times. You are signed in as a clerk. Ask an administrator of your office if you need to.',
  );
  // The administrator gets as far as the body's own checks.
  const admin = await call(availability[0], 'harbor-county', cookies['admin@harborcounty.example'], {});
  expect(admin.statusCode).toBe(400);
});

it('refuses clerks the approval of a decision letter (403, with whom to ask), before reading the body', async () => {
  const approval = staffRoutes.filter((route) => route.url.endsWith('/letter/approve'));
  expect(approval).toHaveLength(1);
  const response = await call(approval[0], 'harbor-county', cookies[accountOf('harbor-county', 'clerk').email], 'junk');
  expect([response.statusCode, response.json().message]).toEqual([403, roleRefusal('letters.approve', 'clerk')]);
  // Appraisers and administrators get as far as the appeal (none by that reference: decision-letter.test.ts has the rest).
  for (const role of ['appraiser', 'administrator'] as const) {
    expect((await call(approval[0], 'harbor-county', cookies[accountOf('harbor-county', role).email])).statusCode).toBe(404);
  }
});

it("refuses clerks and appraisers the hearing panels' set-up (403, with whom to ask), before reading the body; any role reads them", async () => {
  const setUp = staffRoutes.filter((route) => route.method === 'POST' && route.url.includes('/office/panels'));
  expect(setUp.map((route) => route.url)).toEqual(['/:tenant/api/office/panels', '/:tenant/api/office/panels/:panel/sessions']);
  for (const role of ['clerk', 'appraiser'] as const) {
    for (const route of setUp) {
      const response = await call(route, 'harbor-county', cookies[accountOf('harbor-county', role).email], 'junk');
      expect([route.url, response.statusCode, response.json().message]).toEqual([route.url, 403, roleRefusal('county.administer', role)]);
    }
  }
  // The administrator gets as far as the body's own checks.
  expect((await call(setUp[0], 'harbor-county', cookies['admin@harborcounty.example'], {})).statusCode).toBe(400);
});

it('lets every role of the county use the rest of the office desk (none of its calls is a 401, 403 or 500)', async () => {
  for (const role of STAFF_ROLES) {
    const cookie = cookies[accountOf('harbor-county', role).email];
    // Administrators' own: availability, hearing panels' set-up and the county console (county-console.test.ts); appraisers' and administrators': a letter's approval (above).
    for (const route of staffRoutes.filter(
      (r) =>
        !r.url.includes('/office/availability') &&
        !r.url.includes('/office/county/') &&
        !r.url.endsWith('/letter/approve') &&
        !(r.method === 'POST' && r.url.includes('/office/panels')),
    )) {
      const response = await call(route, 'harbor-county', cookie);
      expect([role, `${route.method} ${route.url}`, [401, 403].includes(response.statusCode) || response.statusCode >= 500]).toEqual([role, `${route.method} ${route.url}`, false]);
    }
  }
});
