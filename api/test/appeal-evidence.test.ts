import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { officeAppealSchema, statusResponseSchema, STEP_MESSAGES } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { memoryFileStorage } from '../src/capabilities/files/file-storage';
import { sweepUnattachedFiles } from '../src/capabilities/files/unattached-files';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { files, settings } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { fileTestAppeal } from './support/after-filing';
import { LIFTED_LIMITS } from './support/lifted-limits';
import { openTestDatabase } from './support/test-database';

/** Evidence after the filing (docs/product.md#evidence): the filer's by the status link, the county's by staff, and when each side sees the other's. */
let database: DatabaseHandle;
let app: FastifyInstance;
let clerk: string;
const storage = memoryFileStorage();

const HARBOR = '/harbor-county/api';
const SAME_ORIGIN = 'http://localhost:80';
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0, limits: LIFTED_LIMITS, fileStorage: storage });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: `${HARBOR}/session`,
    payload: { email: 'clerk@harborcounty.example', password: DEMO_STAFF_PASSWORD },
    headers: { origin: SAME_ORIGIN },
  });
  clerk = String(signIn.headers['set-cookie']).split(';')[0];
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function upload(name: string, base = HARBOR) {
  const response = await app.inject({
    method: 'POST',
    url: `${base}/documents`,
    headers: { 'content-type': 'application/pdf', 'x-original-name': name },
    payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}
const addAsFiler = (token: string, documents: string[]) => app.inject({ method: 'POST', url: `${HARBOR}/status/${token}/evidence`, payload: { documents } });
const addAsCounty = (appeal: string, documents: string[]) =>
  app.inject({ method: 'POST', url: `${HARBOR}/office/appeals/${appeal}/evidence`, payload: { documents }, headers: { cookie: clerk, origin: SAME_ORIGIN } });
const move = (appeal: string, body: object) =>
  app.inject({ method: 'POST', url: `${HARBOR}/appeals/${appeal}/status`, payload: body, headers: { cookie: clerk, origin: SAME_ORIGIN } });
const evidenceOf = async (token: string) => statusResponseSchema.parse((await app.inject({ url: `${HARBOR}/status/${token}` })).json()).appeal!.evidence!;
const setting = async (key: string, value: string | null) => {
  await database.db.delete(settings).where(and(eq(settings.tenantId, 'harbor-county'), eq(settings.key, key)));
  if (value !== null) await database.db.insert(settings).values({ tenantId: 'harbor-county', key, value });
};

describe('evidence after the filing', () => {
  it("the filer adds theirs, staff see it at once; the filer sees the county's from the exchange date before the hearing", async () => {
    const filed = await fileTestAppeal(app);
    await move(filed.id, { status: 'under-review' });
    const mine = await upload('photos-of-the-roof.pdf');
    const added = await addAsFiler(filed.statusToken, [mine]);
    expect(added.statusCode).toBe(200);
    expect(statusResponseSchema.parse(added.json()).appeal!.evidence).toMatchObject({
      yours: [{ id: mine, name: 'photos-of-the-roof.pdf' }],
      county: null,
      countyFrom: null,
      canAdd: true,
    });

    const theirs = await upload('comparable-sales-2026.pdf');
    const office = await addAsCounty(filed.reference, [theirs]);
    expect(office.statusCode).toBe(200);
    expect(officeAppealSchema.parse(office.json()).evidence!.map((item) => [item.name, item.side])).toEqual([
      ['photos-of-the-roof.pdf', 'filer'],
      ['comparable-sales-2026.pdf', 'county'],
    ]);
    expect((await app.inject({ url: `${HARBOR}/office/appeals/${filed.reference}/files/${mine}`, headers: { cookie: clerk } })).statusCode).toBe(200);

    // A hearing 30 days away: the county's shows 14 days before it, not yet.
    await move(filed.id, { status: 'hearing-scheduled', hearingAt: new Date(Date.now() + 30 * DAY).toISOString() });
    const early = await evidenceOf(filed.statusToken);
    expect(early.county).toBeNull();
    expect(new Date(early.countyFrom!).getTime()).toBeGreaterThan(Date.now() + 15 * DAY);
    expect((await app.inject({ url: `${HARBOR}/status/${filed.statusToken}/evidence/${theirs}` })).statusCode).toBe(404);
    // Their own downloads by the link at any time (on another device they may not have it); never by another appeal's link.
    const own = await app.inject({ url: `${HARBOR}/status/${filed.statusToken}/evidence/${mine}` });
    expect([own.statusCode, own.headers['content-disposition']]).toEqual([200, expect.stringContaining('attachment')]);

    // The hearing moves closer (a fresh appeal, 10 days out): the county's shows, and downloads by the link.
    const near = await fileTestAppeal(app);
    await move(near.id, { status: 'under-review' });
    const countys = await upload('assessor-evidence.pdf');
    await addAsCounty(near.id, [countys]);
    await move(near.id, { status: 'hearing-scheduled', hearingAt: new Date(Date.now() + 10 * DAY).toISOString() });
    expect((await evidenceOf(near.statusToken)).county).toEqual([expect.objectContaining({ id: countys, name: 'assessor-evidence.pdf' })]);
    expect((await app.inject({ url: `${HARBOR}/status/${near.statusToken}/evidence/${mine}` })).statusCode).toBe(404);
    const download = await app.inject({ url: `${HARBOR}/status/${near.statusToken}/evidence/${countys}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
  });

  it("refuses the filer's evidence after the county's deadline, past the county's number, or once decided", async () => {
    await setting('appeal.filer_evidence_days', '15');
    try {
      const late = await fileTestAppeal(app);
      await move(late.id, { status: 'under-review' });
      await move(late.id, { status: 'hearing-scheduled', hearingAt: new Date(Date.now() + 10 * DAY).toISOString() });
      expect((await evidenceOf(late.statusToken)).canAdd).toBe(false);
      const refused = await addAsFiler(late.statusToken, [await upload('late.pdf')]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^Evidence for the hearing had to be added by .+\. Bring it to the hearing, or contact the office\.$/);
    } finally {
      await setting('appeal.filer_evidence_days', null);
    }

    const many = await fileTestAppeal(app);
    const five = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(`page-${i}.pdf`)));
    expect((await addAsFiler(many.statusToken, five)).statusCode).toBe(200);
    const sixth = await addAsFiler(many.statusToken, [await upload('page-6.pdf')]);
    expect([sixth.statusCode, sixth.json().message]).toEqual([400, STEP_MESSAGES.evidenceTooMany(5)]);

    await move(many.id, { status: 'under-review' });
    await move(many.id, { status: 'decided', decidedValue: { amount: 1 }, decision: { reasons: ['other'] } });
    const closed = await addAsFiler(many.statusToken, [await upload('after.pdf')]);
    expect([closed.statusCode, closed.json().message]).toEqual([409, STEP_MESSAGES.evidenceClosed]);
  });

  it("refuses another county's upload, an unknown one, one already evidence, and keeps evidence through the sweep", async () => {
    const filed = await fileTestAppeal(app);
    const pine = await upload('pine.pdf', '/pine-county/api');
    const unknown = '00000000-0000-4000-8000-000000000123';
    for (const documents of [[pine], [unknown], ['not-an-id']]) {
      const refused = await addAsFiler(filed.statusToken, documents);
      expect([refused.statusCode, refused.json().message]).toEqual([400, STEP_MESSAGES.evidenceNotFound]);
    }
    const kept = await upload('kept.pdf');
    expect((await addAsFiler(filed.statusToken, [kept])).statusCode).toBe(200);
    const other = await fileTestAppeal(app);
    expect((await addAsFiler(other.statusToken, [kept])).statusCode).toBe(400);
    const loose = await upload('loose.pdf');
    await sweepUnattachedFiles(database.db, storage, { before: new Date(Date.now() + 60_000) });
    const left = (await database.db.select({ id: files.id }).from(files)).map((row) => row.id);
    expect(left).toContain(kept);
    expect(left).not.toContain(loose);
    expect((await addAsFiler('v1.forged.token', [kept])).statusCode).toBe(404);
  });
});
