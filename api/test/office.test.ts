import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CALENDAR_DATE_MESSAGES,
  OFFICE_MESSAGES,
  OFFICE_STATUSES,
  officeAppealSchema,
  officeAppealsResponseSchema,
  statusResponseSchema,
  type OfficeAppealsQuery,
} from 'mfe-shared/schemas';
import { STATUS_MESSAGES } from '../src/capabilities/appeals/appeal-status';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, appealWindows, auditEvents, settings, staffAccounts } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { REFERENCE_ALPHABET } from '../src/infrastructure/references/reference';
import { fileTestAppeal } from './support/after-filing';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

/** The office desk's calls: the queue, one appeal, its files; staff of the county only. */
let database: DatabaseHandle;
let app: FastifyInstance;
let harborClerk: string;
let pineClerk: string;
let clerkId: string;
/** A closed season of Harbor's holding only this file's appeals, so every count is known. */
let season: string;

const HARBOR = '/harbor-county/api';
const PINE = '/pine-county/api';
const SAME_ORIGIN = 'http://localhost:80';
/** Every status counted, none yet: the queue answers each. */
const NO_COUNTS = Object.fromEntries(OFFICE_STATUSES.map((status) => [status, 0]));
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function signIn(tenant: string, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/${tenant}/api/session`, payload: { email, password: DEMO_STAFF_PASSWORD }, headers: { origin: SAME_ORIGIN } });
  expect(response.statusCode).toBe(200);
  const header = response.headers['set-cookie'];
  return (Array.isArray(header) ? header[0] : header)!.split(';')[0];
}

let referenceCount = 0;
/** A reference of our own: HC-19-22222A, HC-19-22222B ... */
function nextReference(): string {
  let n = referenceCount++;
  let tail = '';
  for (let i = 0; i < 6; i += 1) {
    tail = REFERENCE_ALPHABET[n % REFERENCE_ALPHABET.length] + tail;
    n = Math.floor(n / REFERENCE_ALPHABET.length);
  }
  return `HC-19-${tail}`;
}

interface Seeded {
  parcelId: string;
  address: string;
  type?: string;
  filer: string;
  amount?: number;
  status?: string;
  /** Null: awaiting its filer's confirmation. */
  confirmedAt?: Date | null;
  createdAt: Date;
  method?: string | null;
  byStaff?: boolean;
}

/** An appeal written straight into the test season, as filed (the snapshots are what the queue reads). */
async function seedAppeal(appeal: Seeded) {
  const [row] = await database.db
    .insert(appeals)
    .values({
      tenantId: 'harbor-county',
      windowId: season,
      parcelId: appeal.parcelId,
      reference: nextReference(),
      property: { id: appeal.parcelId, address: appeal.address, type: appeal.type ?? 'residential', owner: 'Owner', value: { amount: 300_000, currency: 'USD' } },
      appellant: { name: appeal.filer, type: 'owner', phone: { number: '5555550142', extension: '' }, email: 'filer@example.org' },
      claimedAmount: appeal.amount ?? 250_000,
      status: appeal.status ?? 'filed',
      confirmedAt: appeal.confirmedAt === undefined ? appeal.createdAt : appeal.confirmedAt,
      createdAt: appeal.createdAt,
      filingMethod: appeal.method ?? null,
      staffAccountId: appeal.byStaff ? clerkId : null,
    })
    .returning();
  return row;
}

const day = (isoDate: string, hour = 12) => new Date(`${isoDate}T${String(hour).padStart(2, '0')}:00:00Z`);

const queue = (query: OfficeAppealsQuery & Record<string, unknown> = {}, cookie: string | null = harborClerk, base = HARBOR) =>
  app.inject({
    url: `${base}/office/appeals`,
    query: Object.fromEntries(
      Object.entries({ window: season, ...query })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
    headers: cookie ? { cookie } : {},
  });
const listed = async (query: OfficeAppealsQuery & Record<string, unknown> = {}) => {
  const response = await queue(query);
  expect(response.statusCode).toBe(200);
  return officeAppealsResponseSchema.parse(response.json());
};
const references = async (query: OfficeAppealsQuery & Record<string, unknown> = {}) => (await listed(query)).results.map((row) => row.reference);
const detail = (appeal: string, cookie: string | null = harborClerk, base = HARBOR) => app.inject({ url: `${base}/office/appeals/${appeal}`, headers: cookie ? { cookie } : {} });
const moveAppeal = (appeal: string, body: object) =>
  app.inject({ method: 'POST', url: `${HARBOR}/appeals/${appeal}/status`, payload: body, headers: { cookie: harborClerk, origin: SAME_ORIGIN } });

/** The test season's appeals, by name. */
const seeded: Record<string, Awaited<ReturnType<typeof seedAppeal>>> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 300);
  await seedDemoAppeals(database.db);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  harborClerk = await signIn('harbor-county', 'clerk@harborcounty.example');
  pineClerk = await signIn('pine-county', 'clerk@pinecounty.example');
  [{ id: clerkId }] = await database.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, 'clerk@harborcounty.example'));
  [{ id: season }] = await database.db
    .insert(appealWindows)
    .values({ tenantId: 'harbor-county', name: '2019 Appeal Season', year: 2019, open: false, createdAt: day('2019-01-02') })
    .returning({ id: appealWindows.id });

  // 30 plain online filings, one a day in April 2019, so paging and the date range have something to walk.
  for (let i = 0; i < 30; i += 1) {
    const date = `2019-04-${String(i + 1).padStart(2, '0')}`;
    seeded[`april-${i + 1}`] = await seedAppeal({
      parcelId: `HC-T-${100 + i}`,
      address: `${100 + i} Quarry Lane`,
      filer: `Avery Filer ${i + 1}`,
      amount: 200_000 + i * 1000,
      createdAt: day(date),
    });
  }
  seeded.review = await seedAppeal({
    parcelId: 'HC-T-200',
    address: '1 Lighthouse Point',
    filer: 'Marisol Brightwater',
    status: 'under-review',
    createdAt: day('2019-05-01'),
    type: 'commercial',
  });
  seeded.decided = await seedAppeal({
    parcelId: 'HC-T-201',
    address: '2 Lighthouse Point',
    filer: 'Tobias Kestrel',
    status: 'decided',
    createdAt: day('2019-05-02'),
    method: 'mail',
    byStaff: true,
  });
  seeded.mailed = await seedAppeal({
    parcelId: 'HC-T-202',
    address: '3 Ferry Road',
    filer: 'Ines Galloway',
    createdAt: day('2019-05-03'),
    method: 'mail',
    byStaff: true,
    type: 'commercial',
  });
  seeded.percent = await seedAppeal({ parcelId: 'HC-T-203', address: '100% Pier', filer: 'Quinn O_Hara', createdAt: day('2019-05-04') });
  // Waiting for its filer: sent an hour ago (the deadline is 48 hours), and one whose deadline passed.
  seeded.pending = await seedAppeal({ parcelId: 'HC-T-204', address: '9 Dune Walk', filer: 'Kai Pending', confirmedAt: null, createdAt: new Date(Date.now() - 3_600_000) });
  seeded.lapsed = await seedAppeal({ parcelId: 'HC-T-205', address: '10 Dune Walk', filer: 'Kai Lapsed', confirmedAt: null, createdAt: new Date(Date.now() - 72 * 3_600_000) });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('who may read the queue', () => {
  it('refuses the public with 401 and a message, for every office call', async () => {
    for (const url of [
      `${HARBOR}/office/appeals`,
      `${HARBOR}/office/appeals/${seeded.review.reference}`,
      `${HARBOR}/office/appeals/${seeded.review.id}/files/${seeded.review.id}`,
    ]) {
      const response = await app.inject({ url });
      expect([url, response.statusCode, response.json()]).toEqual([url, 401, { message: OFFICE_MESSAGES.staffOnly }]);
    }
  });

  it("refuses another county's session: a Pine clerk is the public at Harbor, before the query is even read", async () => {
    const response = await queue({ status: 'not-a-status' } as never, pineClerk);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 401, body: { message: OFFICE_MESSAGES.staffOnly } });
    expect((await detail(seeded.review.reference, pineClerk)).statusCode).toBe(401);
  });

  it("shows a Pine clerk none of Harbor's appeals, even by reference", async () => {
    const pine = officeAppealsResponseSchema.parse((await queue({ window: 'all' }, pineClerk, PINE)).json());
    expect(pine.results.length).toBeGreaterThan(0);
    expect(pine.results.every((row) => row.reference.startsWith('PC-'))).toBe(true);
    expect((await queue({ window: 'all', q: seeded.review.reference }, pineClerk, PINE)).json()).toMatchObject({ total: 0, results: [] });
    const byReference = await detail(seeded.review.reference, pineClerk, PINE);
    expect({ status: byReference.statusCode, body: byReference.json() }).toEqual({ status: 404, body: { message: OFFICE_MESSAGES.notFound } });
    expect((await detail(seeded.review.id, pineClerk, PINE)).statusCode).toBe(404);
    // Harbor's season is not Pine's either.
    expect((await queue({}, pineClerk, PINE)).statusCode).toBe(404);
  });

  it('answers 404 in a county that does not use the office desk', async () => {
    await database.db
      .insert(settings)
      .values({ tenantId: 'harbor-county', key: 'office.enabled', value: false })
      .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value: false } });
    try {
      const response = await queue();
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { message: OFFICE_MESSAGES.disabled } });
    } finally {
      await database.db
        .update(settings)
        .set({ value: true })
        .where(and(eq(settings.tenantId, 'harbor-county'), eq(settings.key, 'office.enabled')));
    }
    expect((await queue()).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('lists the season newest first, a page at a time, with the total and the counts per status', async () => {
    const first = await listed();
    expect(first.window).toEqual({ id: season, name: '2019 Appeal Season', open: false });
    expect(first.total).toBe(34);
    expect(first.counts).toEqual({ ...NO_COUNTS, filed: 32, 'under-review': 1, decided: 1, 'awaiting-confirmation': 1 });
    expect(first.results).toHaveLength(25);
    expect(first.results.slice(0, 5).map((row) => row.reference)).toEqual(
      [seeded.percent, seeded.mailed, seeded.decided, seeded.review, seeded['april-30']].map((row) => row.reference),
    );
    expect(first.results[0]).toEqual({
      id: seeded.percent.id,
      reference: seeded.percent.reference,
      status: 'filed',
      filedAt: '2019-05-04T12:00:00.000Z',
      parcel: { id: 'HC-T-203', address: '100% Pier', type: 'residential' },
      filer: { name: 'Quinn O_Hara' },
      claimedValue: { amount: 250_000, currency: 'USD' },
      method: 'online',
      filedBy: 'public',
    });
    const second = await listed({ page: 2 });
    expect(second.results.map((row) => row.reference)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => seeded[`april-${n}`].reference));
    expect((await listed({ page: 3 })).results).toEqual([]);
    expect((await listed({ pageSize: 10, page: 4 })).results).toHaveLength(4);
  });

  it('filters by status, and counts the other statuses under the other filters', async () => {
    expect(await references({ status: 'under-review' })).toEqual([seeded.review.reference]);
    const decided = await listed({ status: 'decided' });
    expect(decided.total).toBe(1);
    const commercial = await listed({ propertyType: 'commercial' });
    expect(commercial.counts).toEqual({ ...NO_COUNTS, filed: 1, 'under-review': 1 });
    expect(commercial.results.map((row) => row.reference)).toEqual([seeded.mailed.reference, seeded.review.reference]);
  });

  it('keeps appeals awaiting confirmation out, unless asked for; one whose deadline passed is never listed', async () => {
    expect(await references({ window: 'all', q: 'Dune Walk' })).toEqual([]);
    const waiting = await listed({ status: 'awaiting-confirmation' });
    expect(waiting.results.map((row) => [row.reference, row.status])).toEqual([[seeded.pending.reference, 'awaiting-confirmation']]);
    expect(waiting.total).toBe(1);
  });

  it("filters by filing method, by who filed, and by the county's calendar days", async () => {
    expect(await references({ method: 'mail' })).toEqual([seeded.mailed.reference, seeded.decided.reference]);
    expect((await listed({ method: 'online' })).total).toBe(32);
    expect(await references({ filedBy: 'staff' })).toEqual([seeded.mailed.reference, seeded.decided.reference]);
    expect((await listed({ filedBy: 'public' })).total).toBe(32);
    expect(await references({ from: '2019-04-28', to: '2019-04-30' })).toEqual([30, 29, 28].map((n) => seeded[`april-${n}`].reference));
    // 2019-05-01T02:00Z is still April 30 in Harbor (America/New_York): a day is the county's day.
    const late = await seedAppeal({ parcelId: 'HC-T-206', address: '5 Late Street', filer: 'Night Owl', createdAt: new Date('2019-05-01T02:00:00Z') });
    try {
      expect(await references({ from: '2019-04-30', to: '2019-04-30' })).toEqual([late.reference, seeded['april-30'].reference]);
      expect(await references({ from: '2019-05-01', to: '2019-05-01' })).toEqual([seeded.review.reference]);
    } finally {
      await database.db.delete(appeals).where(eq(appeals.id, late.id));
    }
  });

  it('finds an appeal by any part of its reference, parcel number, address or filer name, in any case', async () => {
    const reference = seeded.review.reference;
    expect(await references({ q: reference })).toEqual([reference]);
    // A whole reference however it is typed (read out over the phone): the one appeal.
    expect(await references({ q: ` ${reference.toLowerCase()} ` })).toEqual([reference]);
    expect(await references({ q: reference.slice(-6).toLowerCase() })).toEqual([reference]);
    expect(await references({ q: 'hc-t-200' })).toEqual([reference]);
    expect(await references({ q: 'lighthouse' })).toEqual([seeded.decided.reference, reference]);
    expect(await references({ q: 'BRIGHTWATER' })).toEqual([reference]);
    expect(await references({ q: '  marisol  ' })).toEqual([reference]);
  });

  it('matches % and _ in a search as themselves', async () => {
    expect(await references({ q: '100%' })).toEqual([seeded.percent.reference]);
    expect(await references({ q: 'O_H' })).toEqual([seeded.percent.reference]);
    expect(await references({ q: '%' })).toEqual([seeded.percent.reference]);
  });

  it('sorts by any column, either way, on the server', async () => {
    const byClaim = await listed({ sort: 'claimed', order: 'asc', q: 'Quarry' });
    expect(byClaim.results[0].reference).toBe(seeded['april-1'].reference);
    const byFiler = await references({ sort: 'filer', order: 'asc', q: 'Lighthouse' });
    expect(byFiler).toEqual([seeded.review.reference, seeded.decided.reference]);
    const byStatus = await references({ sort: 'status', order: 'desc', from: '2019-05-01', to: '2019-05-02' });
    expect(byStatus).toEqual([seeded.decided.reference, seeded.review.reference]);
  });

  it('lists the open season when none is named, and every season with window=all', async () => {
    const filed = await fileTestAppeal(app);
    const current = await listed({ window: undefined, q: filed.reference });
    expect(current.window).toMatchObject({ open: true });
    expect(current.results.map((row) => row.reference)).toEqual([filed.reference]);
    expect(await references({ window: 'all', q: seeded.review.reference })).toEqual([seeded.review.reference]);
  });

  it.each([
    [{ status: 'lost' }, OFFICE_MESSAGES.statusInvalid],
    [{ propertyType: 'castle' }, OFFICE_MESSAGES.propertyTypeInvalid],
    [{ method: 'pigeon' }, OFFICE_MESSAGES.methodInvalid],
    [{ filedBy: 'robot' }, OFFICE_MESSAGES.filedByInvalid],
    [{ from: '2019-02-30' }, OFFICE_MESSAGES.dateInvalid],
    [{ to: '30/04/2019' }, OFFICE_MESSAGES.dateInvalid],
    [{ to: '9999-12-31' }, CALENDAR_DATE_MESSAGES.outOfRange],
    [{ from: '1969-12-31' }, CALENDAR_DATE_MESSAGES.outOfRange],
    [{ from: '2019-05-02', to: '2019-05-01' }, OFFICE_MESSAGES.dateOrder],
    [{ q: 'x'.repeat(201) }, OFFICE_MESSAGES.searchTooLong],
    [{ page: 0 }, OFFICE_MESSAGES.pageInvalid],
    [{ page: 'two' }, OFFICE_MESSAGES.pageInvalid],
    [{ pageSize: 101 }, OFFICE_MESSAGES.pageSizeInvalid],
    [{ sort: 'colour' }, OFFICE_MESSAGES.sortInvalid],
    [{ order: 'up' }, OFFICE_MESSAGES.orderInvalid],
    [{ window: 'last-year' }, OFFICE_MESSAGES.windowInvalid],
  ])('refuses %j with a message a person can read', async (query, message) => {
    const response = await queue(query as never);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message } });
  });

  it("says so when the season named is not one of the county's", async () => {
    const response = await queue({ window: '00000000-0000-4000-8000-000000000000' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { message: 'The selected appeal season does not exist in this county.' } });
  });
});

describe('one appeal', () => {
  const uploadPdf = async (name: string) => {
    const upload = await app.inject({ method: 'POST', url: `${HARBOR}/documents`, headers: { 'content-type': 'application/pdf', 'x-original-name': name }, payload: pdf });
    expect(upload.statusCode).toBe(201);
    return upload.json() as { id: string; name: string; size: number; type: string };
  };

  let nextParcel = 160;
  /** A public filing (not confirmed) with these documents, on a parcel with no appeal this season. */
  async function fileWithDocuments(documents: Array<{ id: string; name: string; size: number; type: string }>, name = 'Rowan Ashdown') {
    const open = (await app.inject({ url: `${HARBOR}/appeal-windows` })).json().results.find((season: { open: boolean }) => season.open);
    for (; nextParcel < 400; nextParcel += 1) {
      const candidate = demoParcel(
        DEMO_COUNTIES.find((county) => county.tenantId === 'harbor-county')!,
        nextParcel,
      );
      if (candidate.active === false || candidate.valueAmount == null) continue;
      const body = await appealBody(app, 'harbor-county', candidate.id, open.id, documents);
      body.appellant = { ...body.appellant, name };
      const response = await app.inject({ method: 'POST', url: `${HARBOR}/appeals`, payload: body });
      if (response.statusCode === 201) return { filed: response.json(), open };
    }
    throw new Error('no parcel left to file on');
  }

  it('shows everything filed, by reference or id, with the documents to download', async () => {
    const document = await uploadPdf('sales-letter.pdf');
    const { filed, open } = await fileWithDocuments([document]);
    const response = await detail(filed.reference.toLowerCase());
    expect(response.statusCode).toBe(200);
    const appeal = officeAppealSchema.parse(response.json());
    expect(appeal).toMatchObject({
      id: filed.id,
      reference: filed.reference,
      status: 'awaiting-confirmation',
      confirmBy: filed.confirmBy,
      window: { id: open.id, name: open.name },
      property: { id: filed.property.parcelId, address: filed.property.address },
      filer: { name: 'Rowan Ashdown', type: 'owner', email: 'pat@example.org', phone: { number: '5555550142', extension: '12' }, address: null, organization: null },
      claimedValue: filed.claimedValue,
      reasons: [{ id: 'market-value', title: 'Market value is too high', description: 'Sales on my street are lower.' }],
      method: 'online',
      filedBy: 'public',
      staffName: null,
      timeline: [],
      nextStatuses: [],
    });
    expect(appeal.documents).toEqual([{ id: document.id, name: 'sales-letter.pdf', size: pdf.length, type: 'application/pdf' }]);
    expect((await detail(filed.id)).json()).toEqual(response.json());
  });

  it('cannot be moved while it awaits its filer, and says why', async () => {
    const { filed } = await fileWithDocuments([]);
    const response = await moveAppeal(filed.reference, { status: 'under-review' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 409, body: { message: STATUS_MESSAGES.notConfirmed } });
  });

  it('downloads its documents with the staff session, inline when asked, and no other file', async () => {
    const document = await uploadPdf('roof-photo.pdf');
    const other = await uploadPdf('someone-else.pdf');
    const { filed } = await fileWithDocuments([document]);
    const appeal = officeAppealSchema.parse((await detail(filed.reference)).json());
    expect(appeal.documents).toEqual([{ id: document.id, name: 'roof-photo.pdf', size: pdf.length, type: 'application/pdf' }]);

    const file = (id: string, query = '', cookie: string | null = harborClerk) =>
      app.inject({ url: `${HARBOR}/office/appeals/${filed.reference}/files/${id}${query}`, headers: cookie ? { cookie } : {} });
    const download = await file(document.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="roof-photo.pdf"');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await file(document.id, '?disposition=inline')).headers['content-disposition']).toBe('inline; filename="roof-photo.pdf"');

    for (const id of [other.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const refused = await file(id);
      expect([id, refused.statusCode, refused.json()]).toEqual([id, 404, { message: OFFICE_MESSAGES.fileNotFound }]);
    }
    expect((await file(document.id, '', null)).statusCode).toBe(401);
    expect((await file(document.id, '', pineClerk)).statusCode).toBe(401);
    expect((await file(document.id, '?disposition=embed')).statusCode).toBe(400);
  });

  it('moves along its timeline with a note: the office sees who and why, the audit trail keeps it, the filer never sees it', async () => {
    const filed = await fileTestAppeal(app, 'harbor-county', { name: 'Emery Fairhaven' });
    const reviewed = await moveAppeal(filed.reference, { status: 'under-review', note: '  Site visit booked for Tuesday.  ' });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().timeline.at(-1)).toMatchObject({ status: 'under-review', by: 'Dana Whitfield', note: 'Site visit booked for Tuesday.' });
    const decided = await moveAppeal(filed.reference, { status: 'decided', decidedValue: { amount: 180_000 }, decision: { reasons: ['no-evidence'] } });
    expect(decided.statusCode).toBe(200);

    const appeal = officeAppealSchema.parse((await detail(filed.reference)).json());
    expect(appeal.status).toBe('decided');
    expect(appeal.nextStatuses).toEqual([]);
    expect(appeal.timeline.map(({ status, by, note, decidedValue }) => ({ status, by, note, decidedValue }))).toEqual([
      { status: 'filed', by: null, note: null, decidedValue: null },
      { status: 'under-review', by: 'Dana Whitfield', note: 'Site visit booked for Tuesday.', decidedValue: null },
      { status: 'decided', by: 'Dana Whitfield', note: null, decidedValue: { amount: 180_000, currency: 'USD' } },
    ]);

    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, 'harbor-county'), eq(auditEvents.action, 'appeal-status-changed'), eq(auditEvents.accountId, clerkId)))
      .orderBy(auditEvents.id)
      .then((rows) => rows.filter((row) => (row.detail as { appealId?: string }).appealId === filed.id));
    expect(audit.detail).toEqual({ appealId: filed.id, from: 'filed', to: 'under-review', by: 'staff', note: 'Site visit booked for Tuesday.' });

    // The filer hears of the decision once a second person approves its letter (decision-letter.test.ts).
    const approved = await app.inject({
      method: 'POST',
      url: `${HARBOR}/office/appeals/${filed.reference}/letter/approve`,
      payload: {},
      headers: { cookie: await signIn('harbor-county', 'appraiser@harborcounty.example'), origin: SAME_ORIGIN },
    });
    expect(approved.statusCode).toBe(200);
    const status = await app.inject({ url: `${HARBOR}/status/${filed.statusToken}` });
    expect(statusResponseSchema.parse(status.json()).appeal!.status).toBe('decided');
    expect(status.body).not.toContain('Site visit');
    expect(status.body).not.toContain('Dana Whitfield');
  });

  it('refuses a note over the limit and changes nothing', async () => {
    const filed = await fileTestAppeal(app);
    const response = await moveAppeal(filed.reference, { status: 'under-review', note: 'n'.repeat(1001) });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message: OFFICE_MESSAGES.noteTooLong } });
    expect(officeAppealSchema.parse((await detail(filed.reference)).json()).status).toBe('filed');
  });

  it('answers 404 for a reference or id that names no appeal of the county', async () => {
    for (const key of ['HC-19-ZZZZZZ', 'nonsense', '00000000-0000-4000-8000-000000000000']) {
      const response = await detail(key);
      expect([key, response.statusCode, response.json()]).toEqual([key, 404, { message: OFFICE_MESSAGES.notFound }]);
    }
  });
});
