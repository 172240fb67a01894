import './support/load-outside-sandbox';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  APPEAL_MESSAGES,
  FILER_MESSAGES,
  appealReasonCodesResponseSchema,
  appealResultSchema,
  appealWindowsResponseSchema,
  estimationBounds,
  MAX_COMPARABLES,
  propertySchema,
  valueRangeMessage,
  type AppealSubmission,
  type AppealWindow,
  type Property,
} from 'mfe-shared/schemas';
import { COMPARABLE_ERRORS, saveAppealComparables } from '../src/capabilities/appeals/appeal-comparables';
import { uniqueViolation } from '../src/infrastructure/db/database-errors';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { demoShowcase, type DemoShowcase } from '../src/tools/demo/demo-showcase';
import { appealComparables, appealDocuments, appealReasons, appeals, auditEvents, files } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { confirmTestAppeal } from './support/after-filing';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

const PER_COUNTY = 400;
const HARBOR = 'harbor-county';
const PINE = 'pine-county';
const [harborCounty, pineCounty] = DEMO_COUNTIES;
const showcase: Record<string, DemoShowcase> = { [HARBOR]: demoShowcase(harborCounty), [PINE]: demoShowcase(pineCounty) };
/** Test-only: a request with this header is treated as signed in by that staff account. */
const STAFF_HEADER = 'x-test-staff-account';

let database: DatabaseHandle;
let app: FastifyInstance;
const windows: Record<string, AppealWindow[]> = {};
const uploads: Record<string, { document: string; comps: string }> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, PER_COUNTY);
  await seedDemoAppeals(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  // Stands in for the staff session: runs after the county's hooks, before the handler.
  app.addHook('preHandler', async (request) => {
    const accountId = request.headers[STAFF_HEADER];
    if (typeof accountId === 'string') request.staff = { accountId, name: 'Test Clerk', role: 'clerk' };
  });
  await app.ready();
  for (const tenant of [HARBOR, PINE]) {
    windows[tenant] = appealWindowsResponseSchema.parse((await get(`/${tenant}/api/appeal-windows`)).json()).results;
    const upload = async (kind: string, name: string) => {
      const [row] = await database.db
        .insert(files)
        .values({ tenantId: tenant, kind, name, contentType: 'application/pdf', size: 1234, sha256: '0'.repeat(64) })
        .returning({ id: files.id });
      return row.id;
    };
    uploads[tenant] = { document: await upload('document', 'letter.pdf'), comps: await upload('comps-pdf', 'comps.pdf') };
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const head = (tenant: string, query: string) => app.inject({ method: 'HEAD', url: `/${tenant}/api/appeals?${query}` });
const post = (tenant: string, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/${tenant}/api/appeals`, payload: body as object, headers });
const postRaw = (tenant: string, payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.inject({ method: 'POST', url: `/${tenant}/api/appeals`, payload, headers });

const openWindow = (tenant: string) => windows[tenant][windows[tenant].length - 1];
const previousWindow = (tenant: string) => windows[tenant][windows[tenant].length - 2];

async function appealCount(tenant?: string): Promise<number> {
  const [{ total }] = await database.db
    .select({ total: count() })
    .from(appeals)
    .where(tenant ? eq(appeals.tenantId, tenant) : undefined);
  return Number(total);
}
async function countFor(tenant: string, parcel: string, window: string): Promise<number> {
  const response = await head(tenant, `parcel=${encodeURIComponent(parcel)}&window=${encodeURIComponent(window)}`);
  expect(response.statusCode).toBe(200);
  return Number(response.headers['x-total-count']);
}

const freshTaken: Record<string, number> = { [HARBOR]: 0, [PINE]: 0 };
/** A parcel no test has filed for yet. */
const nextFresh = (tenant: string) => showcase[tenant].fresh[freshTaken[tenant]++];

async function property(tenant: string, id: string): Promise<Property> {
  const response = await get(`/${tenant}/api/prc/${encodeURIComponent(id)}`);
  expect(response.statusCode).toBe(200);
  return propertySchema.parse(response.json());
}

/** A submission the wizard could send for this parcel (owner filing, 90% of the value, one reason), with `changes` over it. */
async function validBody(tenant: string, parcelId: string, changes: Partial<AppealSubmission> = {}): Promise<AppealSubmission> {
  return { ...(await appealBody(app, tenant, parcelId, openWindow(tenant).id)), ...changes };
}

function expectRefused(response: { statusCode: number; json(): unknown }, status: number, message?: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  if (message !== undefined) expect(body.message).toBe(message);
}

describe('demo seed (seedDemoAppeals)', () => {
  const year = new Date().getFullYear();

  it('gives each county three seasons, only the current one open, oldest first', () => {
    for (const tenant of [HARBOR, PINE]) {
      expect(windows[tenant].map((window) => [window.name, window.open])).toEqual([
        [`${year - 2} Appeal Season`, false],
        [`${year - 1} Appeal Season`, false],
        [`${year} Appeal Season`, true],
      ]);
    }
  });

  it('files the showcase appeals in the open season and prior appeals for the first parcels, except the no-prior ones', async () => {
    for (const tenant of [HARBOR, PINE]) {
      const { appealFiled, noPriorAppeal, fresh } = showcase[tenant];
      for (const parcel of appealFiled) expect(await countFor(tenant, parcel, openWindow(tenant).id)).toBe(1);
      for (const parcel of noPriorAppeal) expect(await countFor(tenant, parcel, previousWindow(tenant).id)).toBe(0);
      for (const parcel of fresh.slice(0, 3)) {
        expect(await countFor(tenant, parcel, previousWindow(tenant).id)).toBe(1);
        expect(await countFor(tenant, parcel, openWindow(tenant).id)).toBe(0);
      }
    }
    // Every one of the 400 parcels has a prior appeal, except the three no-prior ones.
    const county = DEMO_COUNTIES[0];
    const inPrevious = await database.db
      .select({ total: count() })
      .from(appeals)
      .where(and(eq(appeals.tenantId, county.tenantId), eq(appeals.windowId, previousWindow(HARBOR).id)));
    expect(Number(inPrevious[0].total)).toBe(PER_COUNTY - showcase[HARBOR].noPriorAppeal.length);
  });

  it('uses fictitious filers with example.org addresses, each appeal with a reason', async () => {
    const rows = await database.db.select({ appellant: appeals.appellant }).from(appeals);
    expect(rows.every((row) => /@example\.org$/.test((row.appellant as { email: string }).email))).toBe(true);
    const [{ total }] = await database.db.select({ total: count() }).from(appealReasons);
    expect(Number(total)).toBe(rows.length);
  });

  it('can run again at every start, even in two processes at once, without adding or changing anything', async () => {
    const before = await appealCount();
    await Promise.all([seedDemoAppeals(database.db), seedDemoAppeals(database.db)]);
    expect(await appealCount()).toBe(before);
    const again = appealWindowsResponseSchema.parse((await get(`/${HARBOR}/api/appeal-windows`)).json()).results;
    expect(again).toEqual(windows[HARBOR]);
  });

  it('never gives a parcel that does not exist an appeal', async () => {
    // With 400 parcels only n < 400 exist; the seed scans up to 2,000 and skips the rest.
    expect(await countFor(HARBOR, String(demoParcel(harborCounty, 1500).id), previousWindow(HARBOR).id)).toBe(0);
  });
});

describe('GET /:tenant/api/code-systems/appeal-reasons', () => {
  it("lists every code of the county, the retired one and 'Other' included, by position", async () => {
    const response = await get(`/${HARBOR}/api/code-systems/appeal-reasons`);
    expect(response.statusCode).toBe(200);
    const { codes } = appealReasonCodesResponseSchema.parse(response.json());
    expect(codes.length).toBeGreaterThanOrEqual(8);
    expect(codes.map((code) => code.position)).toEqual([...codes.map((code) => code.position)].sort((a, b) => a - b));
    expect(codes.filter((code) => !code.used)).toHaveLength(1);
    expect(codes.find((code) => code.description === 'Other')).toMatchObject({ id: 'other', used: true });
    expect(codes.map((code) => code.id)).toContain('flood-zone');
  });

  it("never shows another county's codes", async () => {
    const { codes } = appealReasonCodesResponseSchema.parse((await get(`/${PINE}/api/code-systems/appeal-reasons`)).json());
    expect(codes.map((code) => code.id)).not.toContain('flood-zone');
    expect(codes.map((code) => code.id)).toContain('wildfire-risk');
  });
});

describe('GET /:tenant/api/appeal-windows', () => {
  const year = new Date().getFullYear();

  it('lists the seasons up to the year asked for, so the previous season is there too', async () => {
    const response = await get(`/${HARBOR}/api/appeal-windows?year=${year}`);
    expect(response.statusCode).toBe(200);
    expect(appealWindowsResponseSchema.parse(response.json()).results).toEqual(windows[HARBOR]);
    const earlier = appealWindowsResponseSchema.parse((await get(`/${HARBOR}/api/appeal-windows?year=${year - 1}`)).json()).results;
    expect(earlier.map((window) => window.name)).toEqual([`${year - 2} Appeal Season`, `${year - 1} Appeal Season`]);
    expect((await get(`/${HARBOR}/api/appeal-windows?year=1999`)).json()).toEqual({ results: [], next: null });
  });

  it('answers ISO dates in creation order', () => {
    const dates = windows[HARBOR].map((window) => window.createdAt);
    expect(dates.every((date) => new Date(date).toISOString() === date)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });

  it("keeps each county's seasons apart", () => {
    const harborIds = new Set(windows[HARBOR].map((window) => window.id));
    expect(windows[PINE].some((window) => harborIds.has(window.id))).toBe(false);
  });

  it.each(['25', 'abcd', '20255', '2025.0', ''])('refuses year=%j with a readable 400', async (year) => {
    expectRefused(await get(`/${HARBOR}/api/appeal-windows?year=${year}`), 400, 'The year must be a four-digit year, for example 2025.');
  });
});

describe('HEAD /:tenant/api/appeals', () => {
  it('counts the appeals of a parcel in a window in x-total-count, with no body', async () => {
    const parcel = showcase[HARBOR].appealFiled[0];
    const response = await head(HARBOR, `parcel=${parcel}&window=${openWindow(HARBOR).id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.body).toBe('');
    // Without a window: every season's appeals of the parcel (here the open one and the previous one).
    expect((await head(HARBOR, `parcel=${parcel}`)).headers['x-total-count']).toBe('2');
  });

  it('counts 0 for no appeal, an unknown window, a window id that is not one, and another county', async () => {
    const filed = showcase[HARBOR].appealFiled[0];
    expect(await countFor(HARBOR, showcase[HARBOR].noPriorAppeal[0], previousWindow(HARBOR).id)).toBe(0);
    expect(await countFor(HARBOR, filed, randomUUID())).toBe(0);
    expect(await countFor(HARBOR, filed, 'not-a-window')).toBe(0);
    expect(await countFor(HARBOR, filed, '7')).toBe(0);
    expect(await countFor(PINE, filed, openWindow(HARBOR).id)).toBe(0);
  });

  it('needs a parcel', async () => {
    expect((await head(HARBOR, `window=${openWindow(HARBOR).id}`)).statusCode).toBe(400);
    expect((await head(HARBOR, 'parcel=&window=x')).statusCode).toBe(400);
  });

  it('does not list appeals on GET: 405, with the methods that work', async () => {
    const response = await get(`/${HARBOR}/api/appeals?parcel=x`);
    expectRefused(response, 405);
    expect(response.headers.allow).toBe('HEAD, POST');
  });
});

describe('POST /:tenant/api/appeals', () => {
  it('files an appeal and answers 201 with what the confirmation reads', async () => {
    const parcel = nextFresh(HARBOR);
    const body = await validBody(HARBOR, parcel, {
      documents: [{ id: uploads[HARBOR].document, name: 'letter.pdf', size: 1234, type: 'application/pdf' }],
      compsPdf: { id: uploads[HARBOR].comps },
      reasons: [
        { id: 'market-value', title: 'Anything the browser says', description: '  Sales on my street are lower.  ' },
        { id: 'other', title: 'Other', description: 'The roof leaks.' },
      ],
    });
    const response = await post(HARBOR, body);
    expect(response.statusCode).toBe(201);
    const result = appealResultSchema.parse(response.json());
    expect(result).toMatchObject({
      windowId: openWindow(HARBOR).id,
      property: { parcelId: parcel, address: body.property.address },
      appellant: { name: 'Pat Example', email: 'pat@example.org' },
      claimedValue: body.claimedValue,
    });
    expect(new Date(result.createdAt).toISOString()).toBe(result.createdAt);
    // Pending until its filer confirms it from the e-mail: it holds no place yet.
    expect(new Date(result.confirmBy!).getTime() - new Date(result.createdAt).getTime()).toBe(48 * 3_600_000);
    expect(await countFor(HARBOR, parcel, openWindow(HARBOR).id)).toBe(0);
    await confirmTestAppeal(app, result, HARBOR);
    expect(await countFor(HARBOR, parcel, openWindow(HARBOR).id)).toBe(1);
    // Harbor asks for no owner code, so a public filing shows no right to appeal the parcel:
    // confirmed, it is filed, and still takes no one's place (docs/product.md#who-takes-the-parcels-place).
    expect(
      (
        await database.db
          .select({ proof: appeals.proof, holdsPlace: appeals.holdsPlace, status: appeals.status })
          .from(appeals)
          .where(and(eq(appeals.tenantId, HARBOR), eq(appeals.id, result.id)))
      )[0],
    ).toEqual({ proof: null, holdsPlace: false, status: 'filed' });

    const [row] = await database.db
      .select()
      .from(appeals)
      .where(and(eq(appeals.tenantId, HARBOR), eq(appeals.id, result.id)));
    expect(row).toMatchObject({ parcelId: parcel, compsPdfId: uploads[HARBOR].comps, staffAccountId: null, filingMethod: null, idempotencyKey: null });
    expect((row.appellant as { phone: { number: string } }).phone.number).toBe('5555550142');
    const reasons = await database.db.select().from(appealReasons).where(eq(appealReasons.appealId, result.id)).orderBy(appealReasons.position);
    expect(reasons.map((reason) => [reason.codeId, reason.title, reason.description])).toEqual([
      ['market-value', 'Market value is too high', 'Sales on my street are lower.'],
      ['other', 'Other', 'The roof leaks.'],
    ]);
    const documents = await database.db.select().from(appealDocuments).where(eq(appealDocuments.appealId, result.id));
    expect(documents.map((document) => document.fileId)).toEqual([uploads[HARBOR].document]);
  });

  it('refuses a second appeal for the same parcel and season with the documented wording', async () => {
    const parcel = showcase[HARBOR].appealFiled[1];
    const before = await appealCount();
    expectRefused(await post(HARBOR, await validBody(HARBOR, parcel)), 409, APPEAL_MESSAGES.duplicate);
    expect(await appealCount()).toBe(before);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, storing one appeal', async () => {
    const body = await validBody(PINE, nextFresh(PINE));
    const headers = { 'idempotency-key': randomUUID() };
    const first = await post(PINE, body, headers);
    expect(first.statusCode).toBe(201);
    const before = await appealCount();
    const retry = await post(PINE, body, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await appealCount()).toBe(before);
    // Without the key, the same submit is a duplicate once the first is confirmed.
    await confirmTestAppeal(app, first.json(), PINE);
    expectRefused(await post(PINE, body), 409, APPEAL_MESSAGES.duplicate);
    // The key belongs to that submit: another appeal with it is refused, not answered with the first.
    const other = await validBody(PINE, nextFresh(PINE));
    expectRefused(await post(PINE, other, headers), 422, 'This Idempotency-Key was already used for a different appeal. Send a new key with a new appeal.');
    expect(await appealCount()).toBe(before);
    // Keys are per county: the same key in another county files there.
    expect((await post(HARBOR, await validBody(HARBOR, nextFresh(HARBOR)), headers)).statusCode).toBe(201);
  });

  it.each([
    ['', 'empty'],
    ['k'.repeat(201), 'too long'],
  ])('refuses an Idempotency-Key that is %s', async (key) => {
    const before = await appealCount();
    expectRefused(
      await post(PINE, await validBody(PINE, showcase[PINE].fresh[39]), { 'idempotency-key': key }),
      400,
      'The Idempotency-Key header must be 1 to 200 characters long.',
    );
    expect(await appealCount()).toBe(before);
  });

  it('lets exactly one of several simultaneous confirmations of proven filings for a parcel and season win', async () => {
    // Pine asks for the owner code, so each of these shows the right to appeal.
    const body = await validBody(PINE, nextFresh(PINE));
    // Filing holds no place, so all four are taken, pending; confirming is the race.
    const filed = await Promise.all(Array.from({ length: 4 }, () => post(PINE, body)));
    expect(filed.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const confirmations = await Promise.all(
      filed.map((response) =>
        app.inject({
          method: 'POST',
          url: `/${PINE}/api/status/${app.tokens.confirmToken(PINE, response.json().id, new Date(Date.now() + 3_600_000), response.json().appellant.email)}/confirm`,
        }),
      ),
    );
    expect(confirmations.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const response of confirmations.filter((r) => r.statusCode === 409)) expect(response.json()).toEqual({ message: APPEAL_MESSAGES.duplicate });
    expect(await countFor(PINE, body.property.id, body.windowId)).toBe(1);
  });

  it('is held by the unique index too, which both database drivers name', async () => {
    const [row] = await database.db.select().from(appeals).where(eq(appeals.tenantId, PINE)).limit(1);
    const { id: _id, createdAt: _createdAt, idempotencyKey: _key, reference: _reference, ...copy } = row;
    const error = await database.db
      .insert(appeals)
      .values({ ...copy, reference: 'PC-26-CPY234' })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(uniqueViolation(error)).toBe('appeals_parcel_window_idx');
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });

  it('answers simultaneous retries with one key alike, storing one appeal', async () => {
    const body = await validBody(PINE, nextFresh(PINE));
    const headers = { 'idempotency-key': `retry-${randomUUID()}` };
    const responses = await Promise.all(Array.from({ length: 3 }, () => post(PINE, body, headers)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    const stored = await database.db
      .select({ id: appeals.id })
      .from(appeals)
      .where(and(eq(appeals.tenantId, PINE), eq(appeals.parcelId, body.property.id), eq(appeals.windowId, body.windowId)));
    expect(stored.map((row) => row.id)).toEqual([responses[0].json().id]);
  });

  it('refuses a closed season', async () => {
    const body = await validBody(PINE, nextFresh(PINE), { windowId: windows[PINE][0].id });
    expectRefused(await post(PINE, body), 409, 'The appeal season is closed.');
  });

  it('refuses an inactive parcel, an unknown one and one of another county', async () => {
    const inactive = await validBody(HARBOR, nextFresh(HARBOR));
    inactive.property.id = showcase[HARBOR].inactive;
    expectRefused(await post(HARBOR, inactive), 409, 'You cannot file an appeal for this parcel.');
    const unknown = await validBody(HARBOR, nextFresh(HARBOR));
    unknown.property.id = 'HC-999999-R999';
    // Harbor takes a property its records do not hold from its staff only, and says so.
    expectRefused(
      await post(HARBOR, unknown),
      404,
      "Only the office's staff can file an appeal for a property that is not in the county's records. Search for your property again, or contact the office.",
    );
    const harborParcel = await validBody(HARBOR, nextFresh(HARBOR));
    expectRefused(await post(PINE, { ...harborParcel, windowId: openWindow(PINE).id }), 404, 'We could not find a property with that parcel number in this county.');
  });

  it('refuses a value outside one tenth to ten times the stored market value, whatever the request says it is', async () => {
    const body = await validBody(PINE, nextFresh(PINE));
    const bounds = estimationBounds(body.property.value!.amount);
    const message = valueRangeMessage(bounds);
    const lied = { ...body.property, value: { amount: 10 * body.property.value!.amount, currency: 'USD' as const } };
    expectRefused(await post(PINE, { ...body, property: lied, claimedValue: { amount: bounds.max + 1, currency: 'USD' } }), 400, message);
    expectRefused(await post(PINE, { ...body, claimedValue: { amount: bounds.min - 1, currency: 'USD' } }), 400, message);
    expect((await post(PINE, { ...body, claimedValue: { amount: bounds.min, currency: 'USD' } })).statusCode).toBe(201);
  });

  it('uses 100 to 1,000,000,000 for a parcel without a value', async () => {
    const body = await validBody(PINE, showcase[PINE].valueMissing, { claimedValue: { amount: 99, currency: 'USD' } });
    expectRefused(await post(PINE, body), 400, 'Value must be between 100 and 1,000,000,000');
    expect((await post(PINE, { ...body, claimedValue: { amount: 150_000, currency: 'USD' } })).statusCode).toBe(201);
  });

  it('asks for a prior appeal where the county checks (harbor-county), not elsewhere', async () => {
    const body = await validBody(HARBOR, showcase[HARBOR].noPriorAppeal[0]);
    expectRefused(await post(HARBOR, body), 409, "An appeal has not been filed previously at the Assessor's Office.");
    expect((await post(PINE, await validBody(PINE, showcase[PINE].noPriorAppeal[0]))).statusCode).toBe(201);
  });

  it("never lets one county's season, reason or file be used in another, and stores nothing", async () => {
    const before = await appealCount();
    const body = await validBody(PINE, nextFresh(PINE));
    expectRefused(await post(PINE, { ...body, windowId: openWindow(HARBOR).id }), 404, 'The selected appeal season does not exist in this county.');
    expectRefused(await post(PINE, { ...body, windowId: 'season-2025' }), 404, 'The selected appeal season does not exist in this county.');
    expectRefused(
      await post(PINE, { ...body, reasons: [{ id: 'flood-zone', title: 'Flood zone or shoreline erosion not considered', description: '' }] }),
      400,
      'The reason "Flood zone or shoreline erosion not considered" is not one this county offers. Reload the page and choose your reasons again.',
    );
    const harborDocument = { id: uploads[HARBOR].document, name: 'letter.pdf', size: 1234, type: 'application/pdf' };
    expectRefused(await post(PINE, { ...body, documents: [harborDocument] }), 400, 'One of the documents was not uploaded to this county. Remove it and upload it again.');
    expectRefused(
      await post(PINE, { ...body, compsPdf: { id: uploads[HARBOR].comps } }),
      400,
      'We could not find the list of your comparable sales. Save your comparable sales again.',
    );
    expect(await appealCount()).toBe(before);
    expect(await countFor(HARBOR, body.property.id, openWindow(HARBOR).id)).toBe(0);
  });

  it('checks documents, the comparables PDF and reasons', async () => {
    const before = await appealCount();
    const body = await validBody(HARBOR, nextFresh(HARBOR));
    const document = (id: string) => ({ id, name: 'a.pdf', size: 1, type: 'application/pdf' });
    expectRefused(
      await post(HARBOR, { ...body, documents: [document('not-a-uuid')] }),
      400,
      'One of the documents was not uploaded to this county. Remove it and upload it again.',
    );
    expectRefused(
      await post(HARBOR, { ...body, documents: [document(randomUUID())] }),
      400,
      'One of the documents was not uploaded to this county. Remove it and upload it again.',
    );
    expectRefused(await post(HARBOR, { ...body, compsPdf: { id: 'x' } }), 400, 'We could not find the list of your comparable sales. Save your comparable sales again.');
    const retired = { id: 'clerical-error', title: 'Clerical error on the notice', description: '' };
    expectRefused(
      await post(HARBOR, { ...body, reasons: [retired] }),
      400,
      'The reason "Clerical error on the notice" is not one this county offers. Reload the page and choose your reasons again.',
    );
    expectRefused(await post(HARBOR, { ...body, reasons: [body.reasons[0], body.reasons[0]] }), 400, 'Each reason can be chosen only once.');
    expectRefused(await post(HARBOR, { ...body, reasons: [{ id: 'other', title: 'Other', description: '   ' }] }), 400, APPEAL_MESSAGES.otherExplanation);
    expectRefused(
      await post(HARBOR, { ...body, reasons: [{ ...body.reasons[0], description: 'x'.repeat(501) }] }),
      400,
      'The comment for "Market value is too high" is too long: use at most 500 characters.',
    );
    expectRefused(await post(HARBOR, { ...body, reasons: [] }), 400, APPEAL_MESSAGES.reasonsRequired);
    expect(await appealCount()).toBe(before);
    // The same document twice is attached once; an upper-case id is the same file.
    const twice = [document(uploads[HARBOR].document), document(uploads[HARBOR].document.toUpperCase())];
    const filed = await post(HARBOR, { ...body, documents: twice, windowId: body.windowId.toUpperCase() });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().windowId).toBe(body.windowId);
    expect(await database.db.select().from(appealDocuments).where(eq(appealDocuments.appealId, filed.json().id))).toHaveLength(1);
  });

  it("applies the county's settings: pine-county allows no 'other' filers, three documents, and no explanation for 'Other'", async () => {
    const before = await appealCount();
    const body = await validBody(PINE, nextFresh(PINE));
    const address = { lines: ['12 Pine Road'] as [string], city: 'Pine Ridge', state: 'CO', zip: '80401' };
    const other = { ...body.appellant, type: 'other' as const, userType: 'Tenant', address };
    expectRefused(await post(PINE, { ...body, appellant: other }), 400, 'This county accepts appeals from owners and their agents only.');
    const document = { id: uploads[PINE].document, name: 'letter.pdf', size: 1, type: 'application/pdf' };
    expectRefused(await post(PINE, { ...body, documents: [document, document, document, document] }), 400, 'You can attach at most 3 documents.');
    expect(await appealCount()).toBe(before);
    expect((await post(PINE, { ...body, reasons: [{ id: 'other', title: 'Other', description: '' }] })).statusCode).toBe(201);
  });

  it('refuses a staff record from anyone but that signed-in staff member, storing nothing', async () => {
    const before = await appealCount();
    const body = await validBody(HARBOR, nextFresh(HARBOR));
    const clerk = randomUUID();
    const message = "Only signed-in office staff can file on someone's behalf.";
    expectRefused(await post(HARBOR, { ...body, staff: { method: 'mail', staffId: clerk } }), 403, message);
    expectRefused(await post(HARBOR, { ...body, staff: { method: 'mail', staffId: clerk } }, { [STAFF_HEADER]: randomUUID() }), 403, message);
    expect(await appealCount()).toBe(before);
    expect(await countFor(HARBOR, body.property.id, body.windowId)).toBe(0);
  });

  it('records the staff member and filing method when staff files', async () => {
    const body = await validBody(HARBOR, nextFresh(HARBOR));
    const clerk = randomUUID();
    const response = await post(HARBOR, { ...body, staff: { method: 'hand-delivery', staffId: clerk } }, { [STAFF_HEADER]: clerk });
    expect(response.statusCode).toBe(201);
    const [row] = await database.db.select().from(appeals).where(eq(appeals.id, response.json().id));
    expect(row).toMatchObject({ staffAccountId: clerk, filingMethod: 'hand-delivery' });
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.accountId, clerk));
    expect(audit).toEqual([
      expect.objectContaining({
        tenantId: HARBOR,
        action: 'appeal-filed-on-behalf',
        parcelId: body.property.id,
        detail: { method: 'hand-delivery', appealId: response.json().id },
      }),
    ]);
    // Signed-in staff filing without a staff record files as the public does, with nothing audited.
    const plain = await post(HARBOR, await validBody(HARBOR, nextFresh(HARBOR)), { [STAFF_HEADER]: clerk });
    expect(plain.statusCode).toBe(201);
    const [plainRow] = await database.db.select().from(appeals).where(eq(appeals.id, plain.json().id));
    expect(plainRow.staffAccountId).toBeNull();
    expect(await database.db.select().from(auditEvents).where(eq(auditEvents.accountId, clerk))).toHaveLength(1);
  });

  it('lets staff file for a property the county does not hold yet, and not the public where the county keeps manual entry to its staff', async () => {
    const body = await validBody(HARBOR, nextFresh(HARBOR));
    const unlisted = {
      ...body,
      property: { ...body.property, id: 'HC-UNLISTED-0001', value: { amount: 300_000, currency: 'USD' as const } },
      claimedValue: { amount: 250_000, currency: 'USD' as const },
    };
    const before = await appealCount();
    expectRefused(
      await post(HARBOR, unlisted),
      404,
      "Only the office's staff can file an appeal for a property that is not in the county's records. Search for your property again, or contact the office.",
    );
    expect(await appealCount()).toBe(before);

    const clerk = randomUUID();
    const asStaff = { ...unlisted, staff: { method: 'mail' as const, staffId: clerk } };
    // The bounds come from the value staff entered for it (one tenth to ten times).
    expectRefused(
      await post(HARBOR, { ...asStaff, claimedValue: { amount: 29_000, currency: 'USD' } }, { [STAFF_HEADER]: clerk }),
      400,
      'Value must be between 30,000 and 3,000,000',
    );
    const response = await post(HARBOR, asStaff, { [STAFF_HEADER]: clerk });
    expect(response.statusCode).toBe(201);
    expect(await countFor(HARBOR, 'HC-UNLISTED-0001', body.windowId)).toBe(1);
    // There is no county row to trust instead: the appeal keeps the property as staff entered it.
    const [row] = await database.db.select().from(appeals).where(eq(appeals.id, response.json().id));
    expect(row.property).toEqual(asStaff.property);
  });

  it('refuses a public agent without an uploaded document, and takes one with it', async () => {
    const agent = { ...(await validBody(HARBOR, nextFresh(HARBOR))).appellant, type: 'agent' as const, organization: 'Harbor Tax Advisors' };
    const body = await validBody(HARBOR, nextFresh(HARBOR), { appellant: agent });
    const before = await appealCount();
    expectRefused(await post(HARBOR, body), 400, 'Agents must upload the Agent Authorization form. Add it in the Supporting documents step.');
    expect(await appealCount()).toBe(before);
    const withDocument = { ...body, documents: [{ id: uploads[HARBOR].document, name: 'authorization.pdf', size: 1234, type: 'application/pdf' }] };
    expect((await post(HARBOR, withDocument)).statusCode).toBe(201);
    // Staff may hold the authorization on paper.
    const clerk = randomUUID();
    const byStaff = await validBody(HARBOR, nextFresh(HARBOR), { appellant: agent, staff: { method: 'hand-delivery', staffId: clerk } });
    expect((await post(HARBOR, byStaff, { [STAFF_HEADER]: clerk })).statusCode).toBe(201);
  });

  it("answers the schemas' own messages for a wrong body", async () => {
    const body = await validBody(HARBOR, nextFresh(HARBOR));
    expectRefused(await post(HARBOR, { ...body, appellant: { ...body.appellant, email: 'pat@' } }), 400, FILER_MESSAGES.emailInvalid);
    expectRefused(await post(HARBOR, { ...body, appellant: { ...body.appellant, phone: { number: '555' } } }), 400, FILER_MESSAGES.phoneTooShort);
    expectRefused(await post(HARBOR, { ...body, claimedValue: { amount: 1.5, currency: 'USD' } }), 400, APPEAL_MESSAGES.valueInvalid);
    expectRefused(await post(HARBOR, { ...body, appellant: { ...body.appellant, type: 'agent' } }), 400, FILER_MESSAGES.organizationRequired);
    const { windowId: _left, ...withoutWindow } = body;
    expectRefused(await post(HARBOR, withoutWindow), 400, 'The appeal has a missing or wrong "windowId" (expected string, received undefined).');
    expectRefused(await post(HARBOR, [body]), 400, 'The appeal could not be read: send it as a JSON object.');
  });

  it('refuses malformed JSON, an empty body and other content types with a readable 4xx', async () => {
    expectRefused(await postRaw(HARBOR, '{"property": {'), 400, 'The request could not be read: its body is not valid JSON.');
    expectRefused(await postRaw(HARBOR, ''), 400);
    expectRefused(await postRaw(HARBOR, 'property=1', { 'content-type': 'application/x-www-form-urlencoded' }), 415);
    expectRefused(await postRaw(HARBOR, 'hello', { 'content-type': 'text/plain' }), 400);
  });

  it('keeps the comparables chosen for an appeal, parcels of its county only', async () => {
    const filed = await post(PINE, await validBody(PINE, nextFresh(PINE)));
    const { id } = filed.json() as { id: string };
    const [first, second] = showcase[PINE].fresh.slice(30, 32);
    const saved = await saveAppealComparables(database.db, PINE, id, [second, first, second]);
    expect(saved.map((comparable) => comparable.parcelId)).toEqual([second, first]);
    expect(saved[0].address).toBe((await property(PINE, second)).address);
    await expect(saveAppealComparables(database.db, PINE, id, [first, showcase[HARBOR].fresh[0]])).rejects.toThrow(COMPARABLE_ERRORS.parcelNotFound);
    await expect(saveAppealComparables(database.db, HARBOR, id, [])).rejects.toThrow(COMPARABLE_ERRORS.appealNotFound);
    await expect(saveAppealComparables(database.db, PINE, 'nope', [])).rejects.toThrow(COMPARABLE_ERRORS.appealNotFound);
    expect(await database.db.select().from(appealComparables).where(eq(appealComparables.appealId, id))).toHaveLength(2);
    expect(await saveAppealComparables(database.db, PINE, id, [])).toEqual([]);
  });

  it("stores the county's parcel row as the appeal's property, whatever the browser sent", async () => {
    const body = await validBody(HARBOR, nextFresh(HARBOR));
    const county = structuredClone(body.property);
    const claimed = {
      ...body.property,
      owner: 'Someone Else',
      address: '1 Made Up Lane',
      value: { amount: 10 * body.property.value!.amount, currency: 'USD' as const },
      legalDescription: 'LOT 1, NOWHERE',
      originalBreakdown: { taxYear: 1999, land: { amount: 1, currency: 'USD' } },
    };
    const response = await post(HARBOR, { ...body, property: claimed });
    expect(response.statusCode).toBe(201);
    expect(response.json().property).toEqual({ parcelId: county.id, address: county.address });
    const [row] = await database.db.select().from(appeals).where(eq(appeals.id, response.json().id));
    // The breakdown the filer was shown is the county's as well (GET /prc/{id}/breakdown).
    const breakdown = (await get(`/${HARBOR}/api/prc/${encodeURIComponent(county.id)}/breakdown`)).json();
    expect(row.property).toEqual({ ...county, originalBreakdown: breakdown });
    // Without a breakdown in the submission (not pro mode), none is recorded.
    const plain = await post(HARBOR, await validBody(HARBOR, nextFresh(HARBOR)));
    const [plainRow] = await database.db.select().from(appeals).where(eq(appeals.id, plain.json().id));
    expect(plainRow.property).not.toHaveProperty('originalBreakdown');
  });

  it('stores the chosen comparables with the appeal, each with the address the county holds', async () => {
    const [first, second] = [demoParcel(harborCounty, 120).id, demoParcel(harborCounty, 121).id];
    const response = await post(HARBOR, await validBody(HARBOR, nextFresh(HARBOR), { comparables: [second, first, second] }));
    expect(response.statusCode).toBe(201);
    const rows = await database.db.select().from(appealComparables).where(eq(appealComparables.appealId, response.json().id));
    const expected = await Promise.all([first, second].map(async (id) => ({ parcelId: id, address: (await property(HARBOR, id)).address })));
    expect(rows.map(({ parcelId, address }) => ({ parcelId, address })).sort((a, b) => a.parcelId.localeCompare(b.parcelId))).toEqual(
      expected.sort((a, b) => a.parcelId.localeCompare(b.parcelId)),
    );
    expect(rows.every((row) => row.tenantId === HARBOR)).toBe(true);
    // None chosen (the field left out, as the wizard does): none stored.
    const without = await post(HARBOR, await validBody(HARBOR, nextFresh(HARBOR)));
    expect(await database.db.select().from(appealComparables).where(eq(appealComparables.appealId, without.json().id))).toEqual([]);
  });

  it('refuses comparables that are not parcels of the county, too many or malformed, storing neither appeal nor comparables', async () => {
    const body = await validBody(HARBOR, nextFresh(HARBOR));
    const ours = demoParcel(harborCounty, 122).id;
    const appealsBefore = await appealCount();
    const [{ total: comparablesBefore }] = await database.db.select({ total: count() }).from(appealComparables);
    const cases: Array<[unknown, string]> = [
      [[ours, demoParcel(pineCounty, 5).id], APPEAL_MESSAGES.comparableNotFound],
      [[ours, 'HC-999999-R999'], APPEAL_MESSAGES.comparableNotFound],
      [Array.from({ length: MAX_COMPARABLES + 1 }, (_, n) => demoParcel(harborCounty, 130 + n).id), APPEAL_MESSAGES.comparablesTooMany],
      [[ours, ''], APPEAL_MESSAGES.comparableInvalid],
      [['x'.repeat(101)], APPEAL_MESSAGES.comparableInvalid],
      [[42], APPEAL_MESSAGES.comparableInvalid],
      [ours, APPEAL_MESSAGES.comparableInvalid],
    ];
    for (const [comparables, message] of cases) expectRefused(await post(HARBOR, { ...body, comparables }), 400, message);
    expect(await appealCount()).toBe(appealsBefore);
    expect(await countFor(HARBOR, body.property.id, body.windowId)).toBe(0);
    const [{ total: comparablesAfter }] = await database.db.select({ total: count() }).from(appealComparables);
    expect(Number(comparablesAfter)).toBe(Number(comparablesBefore));
    // The same appeal with good comparables then files.
    expect((await post(HARBOR, { ...body, comparables: [ours] })).statusCode).toBe(201);
  });

  describe('with any body at all (property-based)', () => {
    const expectClientError = (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      const { message } = response.json() as { message: unknown };
      expect(typeof message).toBe('string');
      expect((message as string).trim()).not.toBe('');
    };

    it('answers 4xx, never 500, to any JSON value, and stores nothing', async () => {
      const before = await appealCount();
      await fc.assert(
        fc.asyncProperty(fc.anything(), async (value) => {
          expectClientError(await postRaw(PINE, JSON.stringify(value) ?? ''));
        }),
        { numRuns: 100 },
      );
      expect(await appealCount()).toBe(before);
    });

    /** Every place in a JSON value: [] is the value itself. */
    function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
      if (value === null || typeof value !== 'object') return [prefix];
      const children = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
      return [prefix, ...children.flatMap((key) => pathsOf((value as Record<string, unknown>)[key], [...prefix, key]))];
    }
    function mutate(body: unknown, path: Array<string | number>, replacement: { value: unknown } | null): unknown {
      if (path.length === 0) return replacement ? replacement.value : undefined;
      const copy = structuredClone(body) as Record<string | number, unknown>;
      let parent = copy;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = path[path.length - 1];
      if (replacement) parent[last] = replacement.value;
      else if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
      return copy;
    }

    it('answers 4xx, never 500, to a valid body with one part changed or removed, and stores nothing', async () => {
      // The parcel already has an appeal this season, so even a change that keeps the body valid is refused.
      const base = await validBody(PINE, showcase[PINE].appealFiled[2], {
        documents: [{ id: uploads[PINE].document, name: 'letter.pdf', size: 1, type: 'application/pdf' }],
        staff: null,
        compsPdf: { id: uploads[PINE].comps },
      });
      const paths = pathsOf(base);
      const before = await appealCount();
      const replacement = fc.oneof(
        fc.anything(),
        fc.string(),
        fc.integer(),
        fc.constantFrom('', ' ', '0', 'Other', randomUUID(), openWindow(HARBOR).id, uploads[HARBOR].document, showcase[PINE].inactive),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), fc.option(replacement.map((value) => ({ value }))), async (path, change) => {
          const body = mutate(base, path, change);
          expectClientError(await postRaw(PINE, JSON.stringify(body) ?? '', { 'content-type': 'application/json', 'idempotency-key': randomUUID() }));
        }),
        { numRuns: 100 },
      );
      expect(await appealCount()).toBe(before);
    });
  });
});
