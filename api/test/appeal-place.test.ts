import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPEAL_MESSAGES, appealResultSchema, appealWindowsResponseSchema, officeAppealSchema, statusResponseSchema, type AppealSubmission } from 'mfe-shared/schemas';
import { STATUS_MESSAGES } from '../src/capabilities/appeals/appeal-status';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealDocuments, appeals, files, outbox } from '../src/infrastructure/db/schema';
import { emailComposer } from '../src/capabilities/emails/compose-email';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF } from '../src/tools/demo/seed-staff';
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
    const parcel = demoParcel(
      DEMO_COUNTIES.find((county) => county.tenantId === tenant)!,
      next++,
    );
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
    const token = app.tokens.confirmToken(tenant, appeal.id, new Date(Date.now() + 3_600_000), appeal.appellant.email);
    expect((await app.inject({ method: 'POST', url: `/${tenant}/api/status/${token}/confirm` })).statusCode).toBe(200);
  }
  return appeal;
}

/** What the parcel's page asks before it offers Appeals: appeals that hold the place this season. */
const placeTaken = async (tenant: string, parcelId: string) =>
  Number(
    (await app.inject({ method: 'HEAD', url: `/${tenant}/api/appeals?parcel=${encodeURIComponent(parcelId)}&window=${windows[tenant]}&holding=true` })).headers['x-total-count'],
  );

const proofOf = async (tenant: string, id: string) =>
  (
    await database.db
      .select({ proof: appeals.proof, holdsPlace: appeals.holdsPlace })
      .from(appeals)
      .where(and(eq(appeals.tenantId, tenant), eq(appeals.id, id)))
  )[0];

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

  it("lets it take the parcel's place, audited with the note; another filing is then refused, and a second one cannot be kept", async () => {
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

describe("the office closes or merges a filing that is not the parcel's appeal", () => {
  const move = (tenant: string, appeal: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/${tenant}/api/appeals/${appeal}/status`, payload, headers: { cookie: cookies[tenant], origin: SAME_ORIGIN } });
  const onTheDesk = async (tenant: string, appeal: string) =>
    officeAppealSchema.parse((await app.inject({ url: `/${tenant}/api/office/appeals/${appeal}`, headers: { cookie: cookies[tenant] } })).json());
  const uploaded = async (tenant: string, name: string) =>
    (
      await database.db
        .insert(files)
        .values({ tenantId: tenant, kind: 'document', name, contentType: 'application/pdf', size: 1234, sha256: '0'.repeat(64) })
        .returning({ id: files.id })
    )[0].id;

  it("shows the parcel's other filings side by side; closing the stranger's tells him why and frees nothing the owner needs", async () => {
    const parcel = freshParcel(HARBOR);
    const squatter = await fileAndConfirm(HARBOR, parcel, 'squatter');
    const owner = await fileAndConfirm(HARBOR, parcel, 'owner');
    const desk = await onTheDesk(HARBOR, owner.reference);
    expect(desk.competing).toEqual([
      { reference: squatter.reference, status: 'filed', filedAt: expect.any(String), filerName: 'Someone Else', filedBy: 'public', takesPlace: false },
    ]);
    expect(desk.nextStatuses).toContain('closed');

    const reason = 'The owner of this parcel has filed its appeal. A filing for a parcel is made by its owner or their agent.';
    const closed = await move(HARBOR, squatter.id, { status: 'closed', reason, note: 'Checked with the owner by phone.' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');

    // The filer reads the reason on the status page (never the office's note) and in the e-mail.
    const page = statusResponseSchema.parse((await app.inject({ url: `/${HARBOR}/api/status/${app.tokens.statusToken('appeal', HARBOR, squatter.id, new Date())}` })).json());
    expect(page.appeal!.timeline.at(-1)).toMatchObject({ status: 'closed', reason });
    expect(JSON.stringify(page)).not.toContain('Checked with the owner');
    const [row] = (await database.db.select().from(outbox).where(eq(outbox.kind, 'appeal-status-changed'))).filter(
      (entry) => (entry.payload as { appealId: string }).appealId === squatter.id,
    );
    const email = await emailComposer({ db: database.db, tokens: app.tokens, publicUrl: 'https://portal.example', from: 'no-reply@portal.example' })(row);
    expect(email!.text).toContain(reason);
    expect(email!.text).not.toContain('Checked with the owner');

    // Closed is final, and the owner's filing is then kept as the parcel's appeal.
    const again = await move(HARBOR, squatter.id, { status: 'under-review' });
    expect(again.statusCode).toBe(409);
    const kept = await app.inject({ method: 'POST', url: `/${HARBOR}/api/appeals/${owner.id}/keep`, payload: {}, headers: { cookie: cookies[HARBOR], origin: SAME_ORIGIN } });
    expect(kept.statusCode).toBe(200);
    const trail = (await app.inject({ url: `/${HARBOR}/api/audit?action=appeal-status-changed`, headers: { cookie: cookies[HARBOR] } })).json();
    expect(trail.results.find((event: { detail: { appealId: string } }) => event.detail.appealId === squatter.id)).toMatchObject({ detail: { from: 'filed', to: 'closed' } });
  });

  it('closing the holder frees the place; merging moves the documents to the appeal that stays', async () => {
    const parcel = freshParcel(PINE);
    const first = await fileAndConfirm(PINE, parcel, 'owner');
    const letter = await uploaded(PINE, 'second-letter.pdf');
    await database.db.insert(appealDocuments).values({ tenantId: PINE, appealId: first.id, fileId: letter });
    // The owner's first filing holds the place; closing it, merged into nothing, frees it.
    const closed = await move(PINE, first.id, { status: 'closed', reason: 'Filed twice by mistake; the owner will file again.' });
    expect(closed.statusCode).toBe(200);
    expect(await placeTaken(PINE, parcel)).toBe(0);
    await fileAndConfirm(PINE, parcel, 'owner');
    expect(await placeTaken(PINE, parcel)).toBe(1);

    // In Harbor, which asks no code, the owner filed twice: the second is merged into the first.
    const harborParcel = freshParcel(HARBOR);
    const earlier = await fileAndConfirm(HARBOR, harborParcel, 'owner');
    const later = await fileAndConfirm(HARBOR, harborParcel, 'owner');
    const scan = await uploaded(HARBOR, 'scan.pdf');
    await database.db.insert(appealDocuments).values({ tenantId: HARBOR, appealId: later.id, fileId: scan });
    const merged = await move(HARBOR, later.reference, { status: 'closed', reason: 'Merged into your earlier filing of this season.', mergeInto: earlier.reference });
    expect(merged.statusCode).toBe(200);
    expect((await onTheDesk(HARBOR, earlier.id)).documents.map((document) => document.name)).toEqual(['scan.pdf']);
    expect((await onTheDesk(HARBOR, later.id)).documents).toEqual([]);
    const trail = (await app.inject({ url: `/${HARBOR}/api/audit?action=appeal-status-changed`, headers: { cookie: cookies[HARBOR] } })).json();
    expect(trail.results.find((event: { detail: { appealId: string } }) => event.detail.appealId === later.id)).toMatchObject({ detail: { to: 'closed', mergedInto: earlier.id } });
    // An appeal that is final takes no other filing's documents.
    const third = await fileAndConfirm(HARBOR, harborParcel, 'owner');
    const intoClosed = await move(HARBOR, third.id, { status: 'closed', reason: 'Duplicate.', mergeInto: later.reference });
    expect([intoClosed.statusCode, intoClosed.json()]).toEqual([409, { message: STATUS_MESSAGES.mergeTargetOther }]);
  });

  it.each([
    ['without a reason', { status: 'closed' }, 400, STATUS_MESSAGES.reasonRequired],
    ['a reason with another status', { status: 'withdrawn', reason: 'Because.' }, 400, STATUS_MESSAGES.reasonOnlyWhenClosed],
    ['a merge with another status', { status: 'withdrawn', mergeInto: 'PC-26-AAAAAA' }, 400, STATUS_MESSAGES.mergeOnlyWhenClosed],
    ['a merge into an appeal that does not exist', { status: 'closed', reason: 'Duplicate.', mergeInto: 'PC-00-NOPE00' }, 404, STATUS_MESSAGES.mergeTargetNotFound],
    ['a merge into itself', { status: 'closed', reason: 'Duplicate.', mergeInto: 'self' }, 409, STATUS_MESSAGES.mergeTargetOther],
    ['a merge into another parcel', { status: 'closed', reason: 'Duplicate.', mergeInto: 'other' }, 409, STATUS_MESSAGES.mergeTargetOther],
  ] as Array<[string, { status: string; reason?: string; mergeInto?: string }, number, string]>)('refuses to close %s, and changes nothing', async (_case, body, code, message) => {
    const appeal = await fileAndConfirm(PINE, freshParcel(PINE), 'owner');
    const letter = await uploaded(PINE, 'kept.pdf');
    await database.db.insert(appealDocuments).values({ tenantId: PINE, appealId: appeal.id, fileId: letter });
    const target = body.mergeInto === 'self' ? appeal.reference : body.mergeInto === 'other' ? (await fileAndConfirm(PINE, freshParcel(PINE), 'owner')).reference : body.mergeInto;
    const refused = await move(PINE, appeal.id, { ...body, ...(target ? { mergeInto: target } : {}) });
    expect([refused.statusCode, refused.json()]).toEqual([code, { message }]);
    const desk = await onTheDesk(PINE, appeal.id);
    expect([desk.status, desk.documents.length, desk.timeline.length]).toEqual(['filed', 1, 1]);
  });
});
