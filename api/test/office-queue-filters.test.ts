import './support/load-outside-sandbox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OFFICE_MESSAGES, OFFICE_NEIGHBORHOOD_MAX, OFFICE_STATUSES, officeAppealsResponseSchema, type OfficeAppealsResponse } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { lapseDueOffers } from '../src/capabilities/appeal-lifecycle/appeal-offers';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealOffers, appeals, appealWindows, staffAccounts } from '../src/infrastructure/db/schema';
import { REFERENCE_ALPHABET } from '../src/infrastructure/references/reference';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { fileTestAppeal } from './support/after-filing';
import { parseCsv } from './support/csv';
import { openTestDatabase } from './support/test-database';

/**
 * The office queue's filters at season scale (docs/product.md, the office queue): neighborhood,
 * hearing date, panel, officer and offer, each with the counts per status under it; keyset paging by
 * cursor; and the CSV export of the same view.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
const cookies: Record<'clerk' | 'admin', string> = { clerk: '', admin: '' };
const staffIds: Record<'clerk' | 'admin', string> = { clerk: '', admin: '' };
/** A closed season holding only this file's rows written straight to the table, so every count is known. */
let season: string;

const HARBOR = '/harbor-county/api';
const SAME_ORIGIN = 'http://localhost:80';
// A day far enough ahead for any notice; 09:00 to 12:00 on Harbor's clock (New York, daylight time).
const HEARING_DAY = '2099-05-04';

async function signIn(email: string) {
  const response = await app.inject({ method: 'POST', url: `${HARBOR}/session`, payload: { email, password: DEMO_STAFF_PASSWORD }, headers: { origin: SAME_ORIGIN } });
  expect(response.statusCode).toBe(200);
  const header = response.headers['set-cookie'];
  return (Array.isArray(header) ? header[0] : header)!.split(';')[0];
}

const post = (url: string, payload: object, who: 'clerk' | 'admin' = 'clerk') =>
  app.inject({ method: 'POST', url: `${HARBOR}${url}`, payload, headers: { cookie: cookies[who], origin: SAME_ORIGIN } });
const queue = (query: Record<string, string | number | undefined>) =>
  app.inject({
    url: `${HARBOR}/office/appeals`,
    query: Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))),
    headers: { cookie: cookies.clerk },
  });
async function listed(query: Record<string, string | number | undefined>): Promise<OfficeAppealsResponse> {
  const response = await queue(query);
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return officeAppealsResponseSchema.parse(response.json());
}
const refs = (answer: OfficeAppealsResponse) => answer.results.map((row) => row.reference).sort();
/** Only the counts that are not 0. */
const counted = (answer: OfficeAppealsResponse) => Object.fromEntries(Object.entries(answer.counts).filter(([, count]) => count > 0));

let referenceCount = 0;
function nextReference(): string {
  let n = referenceCount++;
  let tail = '';
  for (let i = 0; i < 6; i += 1) {
    tail = REFERENCE_ALPHABET[n % REFERENCE_ALPHABET.length] + tail;
    n = Math.floor(n / REFERENCE_ALPHABET.length);
  }
  return `HC-18-${tail}`;
}

let filedMinute = 0;
/** A confirmed appeal in the test season, a minute after the last one (or at `filedAt`). */
async function seedAppeal({ neighborhood, type = 'residential', status = 'filed', filedAt }: { neighborhood?: string; type?: string; status?: string; filedAt?: Date }) {
  const at = filedAt ?? new Date(Date.UTC(2018, 3, 1, 12) + (filedMinute += 1) * 60_000);
  const reference = nextReference();
  const [row] = await database.db
    .insert(appeals)
    .values({
      tenantId: 'harbor-county',
      windowId: season,
      parcelId: `HC-Q-${reference.slice(-6)}`,
      reference,
      property: {
        id: `HC-Q-${reference.slice(-6)}`,
        address: `${filedMinute} Cursor Court`,
        type,
        owner: 'Owner',
        neighborhood: neighborhood ?? null,
        value: { amount: 300_000, currency: 'USD' },
      },
      appellant: { name: `Queue Filer ${reference}`, type: 'owner', email: 'filer@example.org' },
      claimedAmount: 200_000 + ((filedMinute * 7919) % 50_000),
      status,
      proof: null,
      createdAt: at,
      confirmedAt: at,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 300);
  await seedDemoAppeals(database.db);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  cookies.clerk = await signIn('clerk@harborcounty.example');
  cookies.admin = await signIn('admin@harborcounty.example');
  for (const who of ['clerk', 'admin'] as const) {
    [{ id: staffIds[who] }] = await database.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, `${who}@harborcounty.example`));
  }
  [{ id: season }] = await database.db
    .insert(appealWindows)
    .values({ tenantId: 'harbor-county', name: '2018 Appeal Season', year: 2018, open: false })
    .returning({ id: appealWindows.id });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Filed through the API in the open season, and moved by `who`; the name sets it apart from the demo's appeals. */
async function filedAndMoved(name: string, who: 'clerk' | 'admin' = 'clerk') {
  const filed = (await fileTestAppeal(app, 'harbor-county', { name })) as { id: string; reference: string; statusToken: string };
  expect((await post(`/appeals/${filed.id}/status`, { status: 'under-review' }, who)).statusCode).toBe(200);
  return filed;
}

describe('the neighborhood filter', () => {
  it('lists the neighborhood as filed, with or without other counted filters, counting from the kept counts', async () => {
    const north = [await seedAppeal({ neighborhood: 'North Shore' }), await seedAppeal({ neighborhood: 'North Shore', type: 'commercial', status: 'decided' })];
    await seedAppeal({ neighborhood: 'Old Town' });
    await seedAppeal({});

    const answer = await listed({ window: season, neighborhood: 'North Shore' });
    expect(refs(answer)).toEqual(north.map((row) => row.reference).sort());
    expect(counted(answer)).toEqual({ filed: 1, decided: 1 });
    expect(answer.total).toBe(2);
    expect(answer.neighborhoods).toEqual(expect.arrayContaining(['North Shore', 'Old Town']));

    const commercial = await listed({ window: season, neighborhood: 'North Shore', propertyType: 'commercial' });
    expect(refs(commercial)).toEqual([north[1].reference]);
    expect(counted(commercial)).toEqual({ decided: 1 });
    // With a status, the total is that status's, the counts still every status's.
    const decided = await listed({ window: season, neighborhood: 'North Shore', status: 'filed' });
    expect([decided.total, refs(decided), counted(decided)]).toEqual([1, [north[0].reference], { filed: 1, decided: 1 }]);
    // The counts kept by trigger follow a move out of a status.
    await database.db.update(appeals).set({ status: 'withdrawn' }).where(eq(appeals.id, north[0].id));
    expect(counted(await listed({ window: season, neighborhood: 'North Shore' }))).toEqual({ withdrawn: 1, decided: 1 });
    expect((await listed({ window: season, neighborhood: 'Nowhere' })).total).toBe(0);
  });
});

describe('the officer filter', () => {
  it("is who made the appeal's latest step by staff; a step by the portal (a lapse) leaves it", async () => {
    const byClerk = await filedAndMoved('Officer Test Clerk');
    const byAdmin = await filedAndMoved('Officer Test Admin', 'admin');
    const mine = (answer: OfficeAppealsResponse) => refs(answer).filter((reference) => [byClerk.reference, byAdmin.reference].includes(reference));

    expect(mine(await listed({ officer: staffIds.clerk, q: 'officer test' }))).toEqual([byClerk.reference]);
    const admin = await listed({ officer: staffIds.admin, q: 'officer test' });
    expect([mine(admin), counted(admin)]).toEqual([[byAdmin.reference], { 'under-review': 1 }]);
    expect(admin.officers).toEqual(expect.arrayContaining([{ id: staffIds.clerk, name: 'Dana Whitfield' }]));

    // The administrator makes an offer on the clerk's; it lapses: the portal's step keeps the administrator.
    expect((await post(`/appeals/${byClerk.id}/status`, { status: 'offer-made', offer: { amount: 200_000 } }, 'admin')).statusCode).toBe(200);
    await database.db
      .update(appealOffers)
      .set({ answerBy: new Date('2026-03-11T04:00:00Z') })
      .where(eq(appealOffers.appealId, byClerk.id));
    expect(await lapseDueOffers(database.db, new Date())).toBeGreaterThanOrEqual(1);
    const after = await listed({ officer: staffIds.admin, q: 'officer test' });
    expect([mine(after), counted(after)]).toEqual([[byAdmin.reference, byClerk.reference].sort(), { 'under-review': 1, 'offer-declined': 1 }]);
    expect(mine(await listed({ officer: staffIds.clerk, q: 'officer test' }))).toEqual([]);
  });
});

describe('the offer filter', () => {
  it('lists the offers out, accepted and lapsed (not those the filer declined), by the latest offer', async () => {
    const out = await filedAndMoved('Offer Test Out');
    const accepted = await filedAndMoved('Offer Test Accepted');
    const lapsed = await filedAndMoved('Offer Test Lapsed');
    const declined = await filedAndMoved('Offer Test Declined');
    for (const appeal of [out, accepted, lapsed, declined]) {
      expect((await post(`/appeals/${appeal.id}/status`, { status: 'offer-made', offer: { amount: 190_000 } })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'POST', url: `${HARBOR}/status/${accepted.statusToken}/offer`, payload: { answer: 'accept' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `${HARBOR}/status/${declined.statusToken}/offer`, payload: { answer: 'decline' } })).statusCode).toBe(200);
    await database.db
      .update(appealOffers)
      .set({ answerBy: new Date('2026-03-11T04:00:00Z') })
      .where(eq(appealOffers.appealId, lapsed.id));
    await lapseDueOffers(database.db, new Date());

    const offers = async (offer: string) => {
      const answer = await listed({ offer, q: 'offer test' });
      return { refs: refs(answer), counts: counted(answer) };
    };
    expect(await offers('out')).toEqual({ refs: [out.reference], counts: { 'offer-made': 1 } });
    // An accepted offer settles the appeal: decided, by the portal.
    expect(await offers('accepted')).toEqual({ refs: [accepted.reference], counts: { decided: 1 } });
    expect(await offers('lapsed')).toEqual({ refs: [lapsed.reference], counts: { 'offer-declined': 1 } });
    // A new offer after the lapse: the appeal's offer is out again.
    expect((await post(`/appeals/${lapsed.id}/status`, { status: 'offer-made', offer: { amount: 185_000 } })).statusCode).toBe(200);
    expect((await offers('out')).refs).toEqual([out.reference, lapsed.reference].sort());
    expect((await offers('lapsed')).refs).toEqual([]);
  });
});

describe('the hearing date and panel filters', () => {
  it("lists the appeals heard by a panel and on a day of the county's calendar, as bulk scheduling sets them", async () => {
    const created = await post('/office/panels', { name: 'Queue Panel', members: ['A. Chair'], mode: 'video', videoUrl: 'https://video.example/queue' }, 'admin');
    expect(created.statusCode).toBe(201);
    const panel = (created.json() as { id: string }).id;
    expect((await post(`/office/panels/${panel}/sessions`, { startsAt: `${HEARING_DAY}T09:00:00-04:00`, endsAt: `${HEARING_DAY}T12:00:00-04:00` }, 'admin')).statusCode).toBe(201);
    const heard = [await filedAndMoved('Hearing Test One'), await filedAndMoved('Hearing Test Two')];
    const notHeard = await filedAndMoved('Hearing Test Three');
    const bulk = await post('/office/hearings/bulk', { appeals: heard.map((appeal) => appeal.reference), panel });
    expect([bulk.statusCode, bulk.json().scheduled.length]).toEqual([200, 2]);

    const mine = (answer: OfficeAppealsResponse) => refs(answer).filter((reference) => reference !== notHeard.reference);
    const byPanel = await listed({ panel, q: 'hearing test' });
    expect([refs(byPanel), counted(byPanel)]).toEqual([heard.map((appeal) => appeal.reference).sort(), { 'hearing-scheduled': 2 }]);
    expect(mine(await listed({ hearingDay: HEARING_DAY, q: 'hearing test' }))).toEqual(heard.map((appeal) => appeal.reference).sort());
    expect((await listed({ hearingDay: '2099-05-05', q: 'hearing test' })).total).toBe(0);
    expect((await listed({ hearingDay: HEARING_DAY, panel, q: 'hearing test two' })).results.map((row) => row.reference)).toEqual([heard[1].reference]);
    // Withdrawn, its hearing is cancelled: it has none any more.
    expect((await app.inject({ method: 'POST', url: `${HARBOR}/status/${heard[0].statusToken}/withdraw` })).statusCode).toBe(200);
    expect(refs(await listed({ panel, q: 'hearing test' }))).toEqual([heard[1].reference]);
  });
});

describe('paging by cursor', () => {
  it('walks a season a page at a time, no row twice and none missed, while appeals are added before and after the cursor', async () => {
    const pagingSeason = season;
    for (let i = 0; i < 23; i += 1) await seedAppeal({ neighborhood: 'Cursor Heights' });
    const start = await listed({ window: pagingSeason, neighborhood: 'Cursor Heights', pageSize: 5 });
    const everyone = start.total;
    expect(everyone).toBe(23);
    const seen: string[] = [...start.results.map((row) => row.id)];
    expect(start.previous).toBeNull();
    let next = start.next;
    let pageNumber = 1;
    const added: string[] = [];
    while (next) {
      // One newer (before the cursor: not on a later page) and one older (after it: on a later page).
      if (pageNumber <= 2) {
        await seedAppeal({ neighborhood: 'Cursor Heights', filedAt: new Date(Date.UTC(2018, 5, 1) + pageNumber * 60_000) });
        added.push((await seedAppeal({ neighborhood: 'Cursor Heights', filedAt: new Date(Date.UTC(2018, 0, 1) + pageNumber * 60_000) })).id);
      }
      pageNumber += 1;
      const page = await listed({ window: pagingSeason, neighborhood: 'Cursor Heights', pageSize: 5, after: next, page: pageNumber });
      expect(page.page).toBe(pageNumber);
      seen.push(...page.results.map((row) => row.id));
      next = page.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([...start.results.map((row) => row.id), ...added]));
    expect(seen).toHaveLength(everyone + added.length);
  });

  it('goes back a page with the previous cursor, and orders by any sort, equal values by id', async () => {
    const query = { window: season, neighborhood: 'Cursor Heights', pageSize: 4, sort: 'claimed', order: 'asc' };
    const first = await listed(query);
    const second = await listed({ ...query, after: first.next!, page: 2 });
    const third = await listed({ ...query, after: second.next!, page: 3 });
    const back = await listed({ ...query, before: third.previous!, page: 2 });
    expect(back.results.map((row) => row.id)).toEqual(second.results.map((row) => row.id));
    expect(back.next).toBe(second.next);
    const claimed = [...first.results, ...second.results, ...third.results].map((row) => row.claimedValue.amount);
    expect(claimed).toEqual([...claimed].sort((a, b) => a - b));
    // Back from page 2 to the first: nothing before it.
    expect((await listed({ ...query, before: second.previous!, page: 1 })).previous).toBeNull();
  });

  it('refuses a cursor that is not one, or was made for another order', async () => {
    const first = await listed({ window: season, pageSize: 2 });
    const refusal = async (query: Record<string, string>) => {
      const response = await queue({ window: season, ...query });
      return { status: response.statusCode, message: response.json().message };
    };
    expect(await refusal({ after: 'bm90LWEtY3Vyc29y' })).toEqual({ status: 400, message: OFFICE_MESSAGES.cursorInvalid });
    expect(await refusal({ after: 'not a cursor!' })).toEqual({ status: 400, message: OFFICE_MESSAGES.cursorInvalid });
    expect(await refusal({ after: first.next!, sort: 'claimed' })).toEqual({ status: 400, message: OFFICE_MESSAGES.cursorInvalid });
    expect(await refusal({ after: first.next!, order: 'asc' })).toEqual({ status: 400, message: OFFICE_MESSAGES.cursorInvalid });
    expect(await refusal({ after: first.next!, before: first.next! })).toEqual({ status: 400, message: OFFICE_MESSAGES.cursorBoth });
  });
});

describe('refused filters', () => {
  it.each([
    [{ panel: 'panel-one' }, OFFICE_MESSAGES.panelInvalid],
    [{ officer: 'dana' }, OFFICE_MESSAGES.officerInvalid],
    [{ offer: 'maybe' }, OFFICE_MESSAGES.offerInvalid],
    [{ hearingDay: '2099-13-01' }, OFFICE_MESSAGES.hearingDayInvalid],
    [{ hearingDay: 'tomorrow' }, OFFICE_MESSAGES.hearingDayInvalid],
    [{ neighborhood: 'x'.repeat(OFFICE_NEIGHBORHOOD_MAX + 1) }, OFFICE_MESSAGES.neighborhoodTooLong],
  ])('refuses %j with a message that says what to do', async (query, message) => {
    const response = await queue({ window: season, ...query });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message } });
  });
});

describe('the CSV export', () => {
  it('takes the same filters, and names them in the file name', async () => {
    const response = await app.inject({ url: `${HARBOR}/office/appeals.csv`, query: { window: season, neighborhood: 'North Shore' }, headers: { cookie: cookies.clerk } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('neighborhood-north-shore');
    const [, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    const view = await listed({ window: season, neighborhood: 'North Shore' });
    expect(rows.map((row) => row[0]).sort()).toEqual(refs(view));
    // A cursor changes nothing: the export is every page of the view.
    const paged = await app.inject({
      url: `${HARBOR}/office/appeals.csv`,
      query: { window: season, neighborhood: 'North Shore', after: view.next ?? 'x' },
      headers: { cookie: cookies.clerk },
    });
    expect(paged.body).toBe(response.body);
  });

  it('counts every status the queue knows under any filter', async () => {
    const answer = await listed({ window: season, neighborhood: 'Cursor Heights', offer: 'out' });
    expect(Object.keys(answer.counts).sort()).toEqual([...OFFICE_STATUSES].sort());
  });
});
