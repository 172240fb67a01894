import './support/load-outside-sandbox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CALENDAR_DATE_MESSAGES, officeAppealsResponseSchema, OFFICE_MESSAGES } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, appealStatusChanges, appealWindows, auditEvents, staffAccounts } from '../src/infrastructure/db/schema';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { csvCell, EXPORT_COLUMNS } from '../src/capabilities/office/queue-export';
import { REFERENCE_ALPHABET } from '../src/infrastructure/references/reference';
import { parseCsv } from './support/csv';
import { openTestDatabase } from './support/test-database';

// The queue's CSV export: the filtered view, every page of it, streamed, with the filter
// in the file name, cells a spreadsheet cannot run as formulas.

const HARBOR = '/harbor-county/api';
let database: DatabaseHandle;
let app: FastifyInstance;
let clerk: string;
let season: string;

const csv = (query: Record<string, string> = {}) => app.inject({ url: `${HARBOR}/office/appeals.csv`, query: { window: season, ...query }, headers: { cookie: clerk } });
async function rowsOf(query: Record<string, string> = {}) {
  const response = await csv(query);
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

let n = 0;
const appeal = (filer: string, overrides: Partial<typeof appeals.$inferInsert> = {}): typeof appeals.$inferInsert => {
  n += 1;
  const filed = new Date(Date.UTC(2018, 3, 1, 12) + n * 60_000);
  return {
    tenantId: 'harbor-county',
    windowId: season,
    parcelId: `HC-X-${String(n).padStart(5, '0')}`,
    reference: `HC-18-${Array.from({ length: 6 }, (_, i) => REFERENCE_ALPHABET[Math.floor(n / REFERENCE_ALPHABET.length ** (5 - i)) % REFERENCE_ALPHABET.length]).join('')}`,
    property: { address: `${n} Wharf Street`, type: 'residential', owner: 'Owner Name', value: { amount: 300_000, currency: 'USD' } },
    appellant: { name: filer, type: 'owner', email: 'filer@example.org', phone: { number: '5555550142', extension: '' } },
    claimedAmount: 250_000 + n,
    ...overrides,
    createdAt: filed,
    confirmedAt: filed,
  };
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: `${HARBOR}/session`,
    headers: { origin: 'http://localhost:80' },
    payload: { email: 'clerk@harborcounty.example', password: DEMO_STAFF_PASSWORD },
  });
  clerk = String(signIn.headers['set-cookie']).split(';')[0];
  [{ id: season }] = await database.db.insert(appealWindows).values({ tenantId: 'harbor-county', name: '2018 Appeal Season', year: 2018, open: false }).returning();
  const [{ id: staffId }] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.email, 'appraiser@harborcounty.example'));

  // More rows than one read of the stream (2,000), so the file is written in several; filed at three
  // instants a microsecond apart (as now() writes them), so the reads go on across ties and microseconds.
  await database.db.insert(appeals).values(
    Array.from({ length: 2050 }, (_, i) => {
      const filed = sql`'2018-04-01 12:00:00.123456+00'::timestamptz + ${i % 3} * interval '1 microsecond'`;
      return { ...appeal(`Filer ${String(i).padStart(4, '0')}`), createdAt: filed, confirmedAt: filed } as unknown as typeof appeals.$inferInsert;
    }),
  );
  const hostile = await database.db
    .insert(appeals)
    .values([
      appeal('=HYPERLINK("http://evil.example","Click")', { status: 'under-review' }),
      appeal('+1 555 0100 Sneaky', { status: 'under-review' }),
      appeal('-2+3', { status: 'under-review' }),
      appeal('@SUM(A1:A9)', { status: 'under-review' }),
      appeal('Smith, "Jo"\nsecond line', { status: 'under-review' }),
      appeal('José Peña', { status: 'decided', filingMethod: 'mail', staffAccountId: staffId }),
    ])
    .returning();
  const decided = hostile[hostile.length - 1];
  await database.db.insert(appealStatusChanges).values({ tenantId: 'harbor-county', appealId: decided.id, status: 'decided', decidedAmount: 275_000, decidedCurrency: 'USD' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

it('streams the whole filtered view as CSV, named after its filter, in the order of the queue', async () => {
  const response = await csv({ status: 'filed', q: 'filer 00' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe('attachment; filename="appeals-harbor-county-2018-appeal-season-status-filed-q-filer-00.csv"');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['content-length']).toBeUndefined();
  expect(response.body.startsWith('\uFEFF"Reference","Filed (America/New_York)","Status",')).toBe(true);
  const rows = parseCsv(response.body.slice(1));
  expect(rows[0]).toHaveLength(EXPORT_COLUMNS.length);
  const queue = officeAppealsResponseSchema.parse(
    (await app.inject({ url: `${HARBOR}/office/appeals`, query: { window: season, status: 'filed', q: 'filer 00', pageSize: '100' }, headers: { cookie: clerk } })).json(),
  );
  expect(rows.slice(1).map((row) => row[0])).toEqual(queue.results.map((row) => row.reference));
  expect(rows).toHaveLength(101);
});

it.each([
  ['filed', 'desc'],
  ['filer', 'asc'],
  ['claimed', 'desc'],
  ['reference', 'asc'],
])('holds every row of a view longer than one read, each once, in its order (by %s, %s)', async (sort, order) => {
  const rows = await rowsOf({ status: 'filed', sort, order });
  expect(rows).toHaveLength(2050);
  expect(new Set(rows.map((row) => row.Reference)).size).toBe(2050);
  const column = { filed: 'Filed (America/New_York)', filer: 'Filer name', claimed: 'Claimed value', reference: 'Reference' }[sort]!;
  const values = rows.map((row) => (sort === 'claimed' ? Number(row[column]) : row[column]));
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  expect(values).toEqual(order === 'asc' ? sorted : sorted.reverse());
  // The queue's own pages, in the same order.
  const firstPage = officeAppealsResponseSchema.parse(
    (await app.inject({ url: `${HARBOR}/office/appeals`, query: { window: season, status: 'filed', sort, order, pageSize: '100' }, headers: { cookie: clerk } })).json(),
  );
  expect(rows.slice(0, 100).map((row) => row.Reference)).toEqual(firstPage.results.map((row) => row.reference));
});

it('writes the columns a clerk pastes: plain numbers and county times, labels in words', async () => {
  const [row] = await rowsOf({ status: 'decided' });
  expect(row).toEqual({
    Reference: expect.stringMatching(/^HC-18-/),
    'Filed (America/New_York)': expect.stringMatching(/^2018-04-0\d \d\d:\d\d$/),
    Status: 'Decided',
    Season: '2018 Appeal Season',
    'Parcel number': expect.stringMatching(/^HC-X-/),
    Address: expect.stringMatching(/ Wharf Street$/),
    'Property type': 'Residential',
    Owner: 'Owner Name',
    'Assessed value': '300000',
    'Claimed value': expect.stringMatching(/^25\d{4}$/),
    'Decided value': '275000',
    Currency: 'USD',
    'Filer name': 'José Peña',
    'Filer relation': 'Owner',
    Organization: '',
    'Filer e-mail': 'filer@example.org',
    'Filer phone': '5555550142',
    'Filing method': 'Mail',
    'Filed by': 'Staff',
    'Staff member': 'Sam Okafor',
  });
});

it('keeps a spreadsheet from running a cell as a formula', async () => {
  const names = (await rowsOf({ status: 'under-review' })).map((row) => row['Filer name']).sort();
  expect(names).toEqual(["'+1 555 0100 Sneaky", "'-2+3", '\'=HYPERLINK("http://evil.example","Click")', "'@SUM(A1:A9)", 'Smith, "Jo"\nsecond line'].sort());
  expect([csvCell('=1+1'), csvCell('\tx'), csvCell('a "b"'), csvCell(-5), csvCell(null)]).toEqual([`"'=1+1"`, `"'\tx"`, '"a ""b"""', '-5', '']);
});

it('records the export in the audit trail, with its filter', async () => {
  const rows = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'appeals-exported'));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows[0].detail).toMatchObject({ window: season, status: 'filed', q: 'filer 00', fileName: expect.stringMatching(/\.csv$/) });
});

it("refuses a bad filter with the queue's own message, as JSON", async () => {
  const response = await csv({ from: '2018-05-01', to: '2018-04-01' });
  expect([response.statusCode, response.headers['content-type'], response.json()]).toEqual([400, 'application/json; charset=utf-8', { message: OFFICE_MESSAGES.dateOrder }]);
  // A day past what the database holds is refused before the export starts, not cut off after its header.
  const far = await csv({ from: '9999-12-31' });
  expect([far.statusCode, far.headers['content-type'], far.json()]).toEqual([400, 'application/json; charset=utf-8', { message: CALENDAR_DATE_MESSAGES.outOfRange }]);
  expect((await app.inject({ url: `${HARBOR}/office/appeals.csv` })).statusCode).toBe(401);
});
