import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appealWindowsResponseSchema } from 'mfe-shared/schemas';
import { OWNER_CODE_MESSAGES } from '../src/capabilities/appeals/owner-code-check';
import { OWNER_CODE_LIMITS } from '../src/capabilities/limits/owner-code-limit';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { parcels } from '../src/infrastructure/db/schema';
import { demoOwnerCode } from '../src/tools/demo/demo-owner-codes';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, fillDemoOwnerCodes, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

/**
 * A county can ask a public filer for the owner code printed on the parcel's assessment
 * notice (`appeal.require_owner_code`, on in Pine County), so nobody files for a parcel whose
 * notice they do not hold.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let windowId: string;
const PINE = 'pine-county';
const SAME_ORIGIN = 'http://localhost:80';
const pine = DEMO_COUNTIES.find((county) => county.tenantId === PINE)!;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 200);
  await seedDemoAppeals(database.db);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: `/${PINE}/api/appeal-windows` })).json()).results;
  windowId = seasons.find((season) => season.open)!.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

let next = 100;
function freshParcel(): string {
  for (;;) {
    const parcel = demoParcel(pine, next++);
    if (parcel.active !== false && parcel.valueAmount != null) return parcel.id;
  }
}
const file = async (parcelId: string, ownerCode: string | undefined, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => {
  const body = { ...(await appealBody(app, PINE, parcelId, windowId)), ownerCode };
  return app.inject({ method: 'POST', url: `/${PINE}/api/appeals`, payload: body, headers, remoteAddress });
};
const wrongCode = (n: number) => `WRNG-${String(n).padStart(4, '7').slice(-4).replace(/[01]/g, '9')}`;
const expectLocked = (response: Awaited<ReturnType<typeof file>>) => {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(3000);
  expect(response.json().field).toBe('ownerCode');
  expect(response.json().message).toMatch(/^Too many wrong owner codes have been tried\. Please wait \d+ minutes and try again, or call the office\.$/);
};

it('asks a public filer for the code, refuses a wrong one, and takes the right one however it is typed', async () => {
  const parcel = freshParcel();
  const missing = await file(parcel, undefined);
  expect([missing.statusCode, missing.json()]).toEqual([400, { message: OWNER_CODE_MESSAGES.required, field: 'ownerCode' }]);
  const wrong = await file(parcel, 'ABCD-EFGH');
  expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: OWNER_CODE_MESSAGES.wrong, field: 'ownerCode' }]);
  // Another parcel's code is as wrong as any.
  expect((await file(parcel, demoOwnerCode(PINE, freshParcel()))).statusCode).toBe(400);
  const typed = demoOwnerCode(PINE, parcel).replace('-', ' ').toLowerCase();
  expect((await file(parcel, typed)).statusCode).toBe(201);
});

it('says so when the county holds no code for the parcel', async () => {
  const parcel = freshParcel();
  await database.db
    .update(parcels)
    .set({ ownerCodeHash: null })
    .where(and(eq(parcels.tenantId, PINE), eq(parcels.id, parcel)));
  const refused = await file(parcel, 'ABCD-EFGH');
  expect([refused.statusCode, refused.json()]).toEqual([409, { message: OWNER_CODE_MESSAGES.noneOnRecord('Pine County Assessor') }]);
  // The demo seed gives it back at the next start.
  await fillDemoOwnerCodes(database.db);
  expect((await file(parcel, demoOwnerCode(PINE, parcel))).statusCode).toBe(201);
});

it('does not ask staff, who file with the notice in hand', async () => {
  const signIn = await app.inject({
    method: 'POST',
    url: `/${PINE}/api/session`,
    payload: { email: 'clerk@pinecounty.example', password: DEMO_STAFF_PASSWORD },
    headers: { origin: SAME_ORIGIN },
  });
  expect(signIn.statusCode).toBe(200);
  const cookie = String(signIn.headers['set-cookie']).split(';')[0];
  const me = (await app.inject({ url: `/${PINE}/api/me`, headers: { cookie } })).json();
  const body = { ...(await appealBody(app, PINE, freshParcel(), windowId)), ownerCode: undefined, staff: { method: 'mail', staffId: me.accountId } };
  const filed = await app.inject({ method: 'POST', url: `/${PINE}/api/appeals`, payload: body, headers: { cookie, origin: SAME_ORIGIN } });
  expect(filed.statusCode).toBe(201);
});

it('does not ask where the county does not require it', async () => {
  const harbor = DEMO_COUNTIES.find((county) => county.tenantId === 'harbor-county')!;
  const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: '/harbor-county/api/appeal-windows' })).json()).results;
  // A Harbor parcel with a prior appeal is not needed here: the refusal would not be the owner code's.
  const body = { ...(await appealBody(app, 'harbor-county', demoParcel(harbor, 130).id, seasons.find((season) => season.open)!.id)), ownerCode: undefined };
  const response = await app.inject({ method: 'POST', url: '/harbor-county/api/appeals', payload: body });
  expect(response.json().message ?? '').not.toMatch(/owner code/i);
});

it('counts wrong codes: after 5 for a parcel from one address, that address gets no code checked for it, the right one neither, with Retry-After', async () => {
  const parcel = freshParcel();
  const guesser = '198.51.100.7';
  for (let tries = 0; tries < OWNER_CODE_LIMITS.perParcelAndAddress; tries += 1) expect((await file(parcel, wrongCode(tries), {}, guesser)).statusCode).toBe(400);
  expectLocked(await file(parcel, demoOwnerCode(PINE, parcel), {}, guesser));
  // Another parcel is not locked by this one's count.
  expect((await file(freshParcel(), demoOwnerCode(PINE, parcel), {}, guesser)).statusCode).toBe(400);
});

it('cannot be turned against the owner: five wrong codes from five addresses, and the owner with the right code still files', async () => {
  const parcel = freshParcel();
  for (let tries = 0; tries < 5; tries += 1) expect((await file(parcel, wrongCode(tries), {}, `203.0.${113 + tries}.9`)).statusCode).toBe(400);
  // Even the addresses that guessed may still try their allowance: nothing is locked per parcel alone.
  expect((await file(parcel, wrongCode(9), {}, '203.0.113.9')).statusCode).toBe(400);
  expect((await file(parcel, demoOwnerCode(PINE, parcel), {}, '192.0.2.200')).statusCode).toBe(201);
});

it('counts one address across parcels, and one network (an IPv4 /24) across its addresses', async () => {
  const single = '198.51.100.99';
  for (let tries = 0; tries < OWNER_CODE_LIMITS.perAddress; tries += 1) expect((await file(freshParcel(), wrongCode(tries), {}, single)).statusCode).toBe(400);
  expectLocked(await file(freshParcel(), wrongCode(99), {}, single));

  // 60 wrong codes from one /24, three from each of 20 addresses: the next address there is refused, another network is not.
  for (let host = 1; host <= OWNER_CODE_LIMITS.perRange / 3; host += 1) {
    for (let tries = 0; tries < 3; tries += 1) expect((await file(freshParcel(), wrongCode(tries), {}, `10.20.30.${host}`)).statusCode).toBe(400);
  }
  expectLocked(await file(freshParcel(), wrongCode(1), {}, '10.20.30.250'));
  expect((await file(freshParcel(), wrongCode(1), {}, '10.20.31.1')).statusCode).toBe(400);
});
