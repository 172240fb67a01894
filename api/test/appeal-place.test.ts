import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPEAL_MESSAGES, appealResultSchema, appealWindowsResponseSchema, type AppealSubmission } from 'mfe-shared/schemas';
import { STATUS_MESSAGES } from '../src/appeals/appeal-status';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { appeals } from '../src/db/schema';
import { demoParcel } from '../src/demo/demo-parcels';
import { seedDemoAppeals } from '../src/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/demo/seed-parcels';
import { DEMO_STAFF } from '../src/demo/seed-staff';
import { appealBody } from './support/request-bodies';
import { seedStaff, STAFF_PASSWORD } from './support/staff-accounts';
import { openTestDatabase } from './support/test-database';

/**
 * Who takes the parcel's one appeal of the season (docs/product.md#who-takes-the-parcels-place): a
 * confirmed filing that shows a right to appeal (the owner code, or staff filing it), until it is
 * withdrawn. A stranger who files under his own e-mail and confirms it from his own inbox takes
 * nobody's place: the owner, and staff filing for the owner, still file.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
const HARBOR = 'harbor-county';
const PINE = 'pine-county';
const SAME_ORIGIN = 'http://localhost:80';
const windows: Record<string, string> = {};
const cookies: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 300);
  await seedDemoAppeals(database.db);
  await seedStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  for (const tenant of [HARBOR, PINE]) {
    const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: `/${tenant}/api/appeal-windows` })).json()).results;
    windows[tenant] = seasons.find((season) => season.open)!.id;
    const clerk = DEMO_STAFF.find((account) => account.tenantId === tenant && account.role === 'clerk')!;
    const signIn = await app.inject({ method: 'POST', url: `/${tenant}/api/session`, payload: { email: clerk.email, password: STAFF_PASSWORD }, headers: { origin: SAME_ORIGIN } });
    cookies[tenant] = String(signIn.headers['set-cookie']).split(';')[0];
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

// Parcels 140 onwards have a prior appeal in the demo (Harbor asks for one) and no other test here uses them.
let next = 140;
function freshParcel(tenant: string): string {
  for (;;) {
    const parcel = demoParcel(DEMO_COUNTIES.find((county) => county.tenantId === tenant)!, next++);
    if (parcel.active !== false && parcel.valueAmount != null) return parcel.id;
  }
}

type Filer = 'squatter' | 'owner' | 'staff';
const FILERS: Record<Filer, { name: string; email: string }> = {
  squatter: { name: 'Someone Else', email: 'squatter@example.net' },
  owner: { name: 'Pat Owner', email: 'pat@example.org' },
  staff: { name: 'Pat Owner', email: 'pat@example.org' },
};

async function file(tenant: string, parcelId: string, filer: Filer, changes: Partial<AppealSubmission> = {}) {
  const body = { ...(await appealBody(app, tenant, parcelId, windows[tenant])), ...changes };
  body.appellant = { ...body.appellant, ...FILERS[filer] };
  if (filer === 'staff') {
    const me = (await app.inject({ url: `/${tenant}/api/me`, headers: { cookie: cookies[tenant] } })).json();
    body.staff = { method: 'mail', staffId: me.accountId };
  }
  const headers = filer === 'staff' ? { cookie: cookies[tenant], origin: SAME_ORIGIN } : {};
  return app.inject({ method: 'POST', url: `/${tenant}/api/appeals`, payload: body, headers });
}

async function fileAndConfirm(tenant: string, parcelId: string, filer: Filer, changes: Partial<AppealSubmission> = {}) {
  const filed = await file(tenant, parcelId, filer, changes);
  expect(filed.statusCode).toBe(201);
  const appeal = appealResultSchema.parse(filed.json());
  if (appeal.confirmBy) {
    const token = app.tokens.confirmToken(tenant, appeal.id, new Date(Date.now() + 3_600_000));
    expect((await app.inject({ method: 'POST', url: `/${tenant}/api/status/${token}/confirm` })).statusCode).toBe(200);
  }
  return appeal;
}

/** What the parcel's page asks before it offers Appeals: appeals that hold the place this season. */
const placeTaken = async (tenant: string, parcelId: string) =>
  Number((await app.inject({ method: 'HEAD', url: `/${tenant}/api/appeals?parcel=${encodeURIComponent(parcelId)}&window=${windows[tenant]}&holding=true` })).headers['x-total-count']);

const proofOf = async (tenant: string, id: string) =>
  (await database.db.select({ proof: appeals.proof, holdsPlace: appeals.holdsPlace }).from(appeals).where(and(eq(appeals.tenantId, tenant), eq(appeals.id, id))))[0];

describe('in a county that asks no owner code (Harbor)', () => {
  it('a squatter who files and confirms from his own inbox takes no place: the owner still files, and staff filing for the owner take it', async () => {
    const parcel = freshParcel(HARBOR);
    const squatter = await fileAndConfirm(HARBOR, parcel, 'squatter');
    expect(await proofOf(HARBOR, squatter.id)).toEqual({ proof: null, holdsPlace: false });
    // The parcel's page still offers Appeals to the owner.
    expect(await placeTaken(HARBOR, parcel)).toBe(0);

    const owner = await fileAndConfirm(HARBOR, parcel, 'owner');
    expect(await proofOf(HARBOR, owner.id)).toEqual({ proof: null, holdsPlace: false });

    const byStaff = await fileAndConfirm(HARBOR, parcel, 'staff');
    expect(await proofOf(HARBOR, byStaff.id)).toEqual({ proof: 'staff', holdsPlace: true });
    expect(await placeTaken(HARBOR, parcel)).toBe(1);
    // Now the place is the office's filing: nobody else files for the parcel this season.
    const after = await file(HARBOR, parcel, 'squatter');
    expect([after.statusCode, after.json()]).toEqual([409, { message: APPEAL_MESSAGES.duplicate }]);
  });
});

describe('in a county that asks for the owner code (Pine)', () => {
  it('a filing with the right code takes the place once confirmed; another proven filing is then refused', async () => {
    const parcel = freshParcel(PINE);
    const owner = await fileAndConfirm(PINE, parcel, 'owner');
    expect(await proofOf(PINE, owner.id)).toEqual({ proof: 'owner-code', holdsPlace: true });
    expect(await placeTaken(PINE, parcel)).toBe(1);
    const again = await file(PINE, parcel, 'owner');
    expect([again.statusCode, again.json()]).toEqual([409, { message: APPEAL_MESSAGES.duplicate }]);
  });

  it('a stranger without the code cannot file at all', async () => {
    const refused = await file(PINE, freshParcel(PINE), 'squatter', { ownerCode: undefined });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('ownerCode');
  });
});

describe('a withdrawn appeal', () => {
  it('frees the place: after the office withdraws it, the owner files again, and the new filing takes it', async () => {
    const parcel = freshParcel(PINE);
    const first = await fileAndConfirm(PINE, parcel, 'owner');
    const withdrawn = await app.inject({
      method: 'POST',
      url: `/${PINE}/api/appeals/${first.id}/status`,
      payload: { status: 'withdrawn', note: 'The filer asked to withdraw by phone.' },
      headers: { cookie: cookies[PINE], origin: SAME_ORIGIN },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await proofOf(PINE, first.id)).toEqual({ proof: 'owner-code', holdsPlace: false });
    expect(await placeTaken(PINE, parcel)).toBe(0);

    const second = await fileAndConfirm(PINE, parcel, 'owner');
    expect(await proofOf(PINE, second.id)).toEqual({ proof: 'owner-code', holdsPlace: true });
    expect(await placeTaken(PINE, parcel)).toBe(1);
  });
});

describe('the office keeps an appeal filed without proof', () => {
  const keep = (tenant: string, appeal: string, cookie: string | null = cookies[tenant], note?: string) =>
    app.inject({ method: 'POST', url: `/${tenant}/api/appeals/${appeal}/keep`, payload: note ? { note } : {}, headers: { ...(cookie ? { cookie } : {}), origin: SAME_ORIGIN } });

  it('lets it take the parcel\'s place, audited with the note; another filing is then refused, and a second one cannot be kept', async () => {
    const parcel = freshParcel(HARBOR);
    const owner = await fileAndConfirm(HARBOR, parcel, 'owner');
    const squatter = await fileAndConfirm(HARBOR, parcel, 'squatter');

    const onTheDesk = async () => (await app.inject({ url: `/${HARBOR}/api/office/appeals/${owner.reference}`, headers: { cookie: cookies[HARBOR] } })).json().takesPlace;
    expect(await onTheDesk()).toBe(false);
    const kept = await keep(HARBOR, owner.reference, cookies[HARBOR], 'The owner phoned with the notice in hand.');
    expect(await onTheDesk()).toBe(true);
    expect([kept.statusCode, kept.json()]).toEqual([200, { id: owner.id, reference: owner.reference, proof: 'office', holdsPlace: true }]);
    expect(await placeTaken(HARBOR, parcel)).toBe(1);
    const trail = (await app.inject({ url: `/${HARBOR}/api/audit?action=appeal-kept`, headers: { cookie: cookies[HARBOR] } })).json();
    expect(trail.results[0]).toMatchObject({ action: 'appeal-kept', detail: { appealId: owner.id, note: 'The owner phoned with the notice in hand.' } });

    const other = await keep(HARBOR, squatter.id);
    expect([other.statusCode, other.json()]).toEqual([409, { message: STATUS_MESSAGES.placeTaken }]);
    const again = await keep(HARBOR, owner.id);
    expect([again.statusCode, again.json()]).toEqual([409, { message: STATUS_MESSAGES.keptAlready }]);
    const later = await file(HARBOR, parcel, 'owner');
    expect([later.statusCode, later.json()]).toEqual([409, { message: APPEAL_MESSAGES.duplicate }]);
  });

  it('is for staff only, and never for a filing its filer has not confirmed', async () => {
    const parcel = freshParcel(HARBOR);
    const pending = appealResultSchema.parse((await file(HARBOR, parcel, 'owner')).json());
    expect((await keep(HARBOR, pending.id, null)).statusCode).toBe(401);
    const unconfirmed = await keep(HARBOR, pending.id);
    expect([unconfirmed.statusCode, unconfirmed.json()]).toEqual([409, { message: STATUS_MESSAGES.notConfirmed }]);
    expect((await keep(HARBOR, 'HC-00-NOPE00')).statusCode).toBe(404);
  });
});
