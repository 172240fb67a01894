import './support/load-outside-sandbox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealDraftFiles, appealDrafts, appeals, files, meetings, timeSlots } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { demoShowcase } from '../src/tools/demo/demo-showcase';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { createFileSweeper } from '../src/capabilities/files/file-sweeper';
import type { FileStorage } from '../src/capabilities/files/file-storage';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';
import { testFileStorage, type TestFileStorage } from './support/test-file-storage';
import { readEnvironment } from '../src/infrastructure/config/environment';

// Storage with an end: an upload or comparables PDF that no appeal or meeting holds
// 24 hours after it arrived is deleted, row and bytes; what is held, or younger, stays.

jest.setTimeout(90_000);

const DAY_MS = 24 * 60 * 60_000;
const [harbor, pine] = DEMO_COUNTIES;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

let database: DatabaseHandle;
let app: FastifyInstance;
// The store of this run's engine (the database on PostgreSQL, a directory on PGlite), as main.ts chooses.
let store: TestFileStorage;
let storage: FileStorage;
let windowId: string;
/** Parcels an appeal can be filed for (active, valued, no demo appeal); each filing takes one. */
let fileable: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  store = testFileStorage(database.db);
  storage = store.storage;
  await seedDemoParcels(database.db, 200, [pine]);
  await seedDemoParcels(database.db, 40, [harbor]);
  const { fresh, ...showcase } = demoShowcase(pine);
  const taken = new Set(Object.values(showcase).flat());
  fileable = Array.from({ length: 200 }, (_, n) => demoParcel(pine, n))
    .filter((parcel) => parcel.active !== false && parcel.valueAmount !== null && parcel.type === 'residential' && !taken.has(parcel.id))
    .map((parcel) => parcel.id)
    .concat(fresh);
  await seedDemoAppeals(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', fileStorage: storage });
  await app.ready();
  const windows = (await app.inject({ url: '/pine-county/api/appeal-windows' })).json().results;
  windowId = windows[windows.length - 1].id;
});

afterAll(async () => {
  await app.close();
  await database.close();
  store.dispose();
});

const sweeper = () => createFileSweeper({ db: database.db, storage, maxAgeMs: DAY_MS });

async function upload(tenant = 'pine-county', name = 'notice.pdf'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/${tenant}/api/documents`,
    headers: { 'content-type': 'application/pdf', 'x-original-name': name },
    payload: pdf,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** A comparables PDF of Harbor County (Pine County offers no comparables tool). */
async function comparablesPdf(): Promise<string> {
  const [subject, comparable] = Array.from({ length: 40 }, (_, n) => demoParcel(harbor, n)).filter(
    (parcel) => parcel.active !== false && parcel.type === 'residential' && parcel.valueAmount !== null,
  );
  const response = await app.inject({ method: 'POST', url: '/harbor-county/api/comper/generate-pdf', payload: { subjectId: subject.id, comparablesIds: [comparable.id] } });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** Makes the files look uploaded `hours` ago. */
async function age(ids: string[], hours: number) {
  await database.db
    .update(files)
    .set({ createdAt: sql`now() - make_interval(secs => ${hours * 3600})` })
    .where(inArray(files.id, ids));
}

const hasRow = async (id: string) => (await database.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length === 1;
const hasBytes = (tenant: string, id: string) => store.hasBytes(tenant, id);

/** What the wizard sends to file an appeal holding these files, for a parcel nothing was filed for. */
async function appealHolding(documents: string[], compsPdf: string | null = null) {
  const parcelId = fileable.shift()!;
  const documentList = documents.map((id) => ({ id, name: 'notice.pdf', size: pdf.length, type: 'application/pdf' }));
  return { ...(await appealBody(app, 'pine-county', parcelId, windowId, documentList)), compsPdf: compsPdf && { id: compsPdf } };
}

const fileAppeal = (body: object) => app.inject({ method: 'POST', url: '/pine-county/api/appeals', payload: body });

/** A meeting that lists `documentId` (as the browser sent it, upper case here), written directly. */
async function meetingHolding(documentId: string) {
  const [slot] = await database.db
    .insert(timeSlots)
    .values({ tenantId: 'pine-county', startTime: new Date(Date.now() + 3 * DAY_MS), booked: true })
    .returning({ id: timeSlots.id });
  await database.db.insert(meetings).values({
    tenantId: 'pine-county',
    parcelId: demoParcel(pine, 3).id,
    timeSlotId: slot.id,
    meetingType: 'virtual',
    property: {},
    attendee: {},
    documents: [{ id: documentId.toUpperCase(), name: 'deed.pdf' }],
    reference: `PC-26-${documentId.slice(0, 6).toUpperCase()}`,
  });
}

/** A draft saved to finish later that holds `fileId`, live until `expiresAt` (written directly). */
async function draftHolding(fileId: string, expiresAt: Date) {
  const [draft] = await database.db
    .insert(appealDrafts)
    .values({ tenantId: 'pine-county', parcelId: demoParcel(pine, 4).id, email: 'pat@example.org', data: {}, submissionKey: `key-${fileId}`, expiresAt })
    .returning({ id: appealDrafts.id });
  await database.db.insert(appealDraftFiles).values({ tenantId: 'pine-county', draftId: draft.id, fileId });
}

describe('the sweep of unattached files', () => {
  it('deletes an upload and a comparables PDF nothing holds after 24 hours, row and bytes; a download then gets a plain 404', async () => {
    const upload1 = await upload();
    const compsPdf = await comparablesPdf();
    const ofExpiredDraft = await upload();
    await draftHolding(ofExpiredDraft, new Date(Date.now() - 60_000));
    expect(await hasBytes('pine-county', upload1)).toBe(true);
    await age([upload1, compsPdf, ofExpiredDraft], 25);

    const result = await sweeper().runOnce();

    expect(result.deleted).toBeGreaterThanOrEqual(3);
    for (const [tenant, id] of [
      ['pine-county', upload1],
      ['harbor-county', compsPdf],
      ['pine-county', ofExpiredDraft],
    ]) {
      expect(await hasRow(id)).toBe(false);
      expect(await hasBytes(tenant, id)).toBe(false);
      const download = await app.inject({ url: `/${tenant}/files/${id}` });
      expect(download.statusCode).toBe(404);
      expect(download.json()).toEqual({ message: 'We could not find that file.' });
    }
  });

  it("keeps a file an appeal holds (document or comparables PDF), a meeting's document, a live draft's, and a young upload", async () => {
    const [appealDocument, meetingDocument, draftDocument, young] = [await upload(), await upload(), await upload(), await upload()];
    const appealPdf = await comparablesPdf();
    const filed = await fileAppeal(await appealHolding([appealDocument]));
    expect(filed.statusCode).toBe(201);
    // The comparables PDF, as a Harbor County appeal holds it (comps_pdf_id).
    const [harborAppeal] = await database.db.select({ id: appeals.id }).from(appeals).where(eq(appeals.tenantId, 'harbor-county')).limit(1);
    await database.db
      .update(appeals)
      .set({ compsPdfId: appealPdf })
      .where(and(eq(appeals.tenantId, 'harbor-county'), eq(appeals.id, harborAppeal.id)));
    await meetingHolding(meetingDocument);
    await draftHolding(draftDocument, new Date(Date.now() + 7 * DAY_MS));
    await age([appealDocument, appealPdf, meetingDocument, draftDocument], 24 * 30);
    await age([young], 23);

    await sweeper().runOnce();

    for (const [tenant, id] of [
      ['pine-county', appealDocument],
      ['harbor-county', appealPdf],
      ['pine-county', meetingDocument],
      ['pine-county', draftDocument],
      ['pine-county', young],
    ]) {
      expect([id, await hasRow(id), await hasBytes(tenant, id)]).toEqual([id, true, true]);
      expect((await app.inject({ url: `/${tenant}/files/${id}` })).statusCode).toBe(200);
    }
  });

  it('takes every old file in batches, and two sweepers at once delete each file once', async () => {
    const ids = [];
    for (let n = 0; n < 7; n += 1) ids.push(await upload(n % 2 ? 'harbor-county' : 'pine-county'));
    await age(ids, 48);
    const [a, b] = [
      createFileSweeper({ db: database.db, storage, maxAgeMs: DAY_MS, batchSize: 2 }),
      createFileSweeper({ db: database.db, storage, maxAgeMs: DAY_MS, batchSize: 2 }),
    ];
    const [first, second] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(first.deleted + second.deleted).toBe(7);
    for (const id of ids) expect(await hasRow(id)).toBe(false);
  });

  it('an appeal filed as the sweep runs either keeps its document or is refused readably: never filed without it', async () => {
    for (let n = 0; n < 16; n += 1) {
      const document = await upload();
      await age([document], 30);
      const body = await appealHolding([document]);
      // The sweep starts a little later each time, so it meets the filing at each of its steps.
      const sweep = new Promise((resolve) => setTimeout(resolve, (n % 8) * 2)).then(() => sweeper().runOnce());
      const [filed] = await Promise.all([fileAppeal(body), sweep]);
      if (filed.statusCode === 201) {
        expect([await hasRow(document), await hasBytes('pine-county', document)]).toEqual([true, true]);
      } else {
        expect([filed.statusCode, filed.json()]).toEqual([400, { message: 'One of the documents was not uploaded to this county. Remove it and upload it again.' }]);
        expect(await hasRow(document)).toBe(false);
      }
    }
  });
});

it('a download the sweep overtakes (row read, then the bytes gone) is the same plain 404, not a 500', async () => {
  const id = await upload();
  await age([id], 25);
  // The sweep runs between the download's reading of the row and of the bytes.
  const racing: FileStorage = { ...storage, open: async (tenant, key) => (await sweeper().runOnce(), storage.open(tenant, key)) };
  const raced = buildApp({ db: database.db, distRoot: '/nonexistent-dist', fileStorage: racing });
  try {
    const download = await raced.inject({ url: `/pine-county/files/${id}` });
    expect([download.statusCode, download.json()]).toEqual([404, { message: 'We could not find that file.' }]);
  } finally {
    await raced.close();
  }
});

describe('what lapsed (capabilities/retention/lapsed-rows.ts)', () => {
  const setAppeal = (id: string, values: { createdAt?: Date; confirmedAt?: Date }) => database.db.update(appeals).set(values).where(eq(appeals.id, id));
  const appealExists = async (id: string) => (await database.db.select({ id: appeals.id }).from(appeals).where(eq(appeals.id, id))).length === 1;
  const draftExists = async (id: string) => (await database.db.select({ id: appealDrafts.id }).from(appealDrafts).where(eq(appealDrafts.id, id))).length === 1;

  it('deletes a public filing nobody confirmed 31 days on, and then its document; keeps a younger one and any confirmed one', async () => {
    const [lapsedDocument, youngDocument, confirmedDocument] = [await upload(), await upload(), await upload()];
    const ids: string[] = [];
    for (const document of [lapsedDocument, youngDocument, confirmedDocument]) {
      const filed = await fileAppeal(await appealHolding([document]));
      expect(filed.statusCode).toBe(201);
      ids.push(filed.json().id);
    }
    const [lapsed, young, confirmed] = ids;
    await setAppeal(lapsed, { createdAt: new Date(Date.now() - 32 * DAY_MS) });
    await setAppeal(young, { createdAt: new Date(Date.now() - 29 * DAY_MS) });
    await setAppeal(confirmed, { createdAt: new Date(Date.now() - 60 * DAY_MS), confirmedAt: new Date(Date.now() - 59 * DAY_MS) });
    await age([lapsedDocument, youngDocument, confirmedDocument], 24 * 32);

    await sweeper().runOnce();

    expect([await appealExists(lapsed), await appealExists(young), await appealExists(confirmed)]).toEqual([false, true, true]);
    expect([await hasRow(lapsedDocument), await hasBytes('pine-county', lapsedDocument)]).toEqual([false, false]);
    expect([await hasRow(youngDocument), await hasRow(confirmedDocument)]).toEqual([true, true]);
  });

  it('deletes a saved draft 30 days after its link lapsed, not before', async () => {
    const [old, recent] = [await upload(), await upload()];
    await draftHolding(old, new Date(Date.now() - 31 * DAY_MS));
    await draftHolding(recent, new Date(Date.now() - 29 * DAY_MS));
    const draftOf = async (fileId: string) => (await database.db.select({ id: appealDraftFiles.draftId }).from(appealDraftFiles).where(eq(appealDraftFiles.fileId, fileId)))[0]?.id;
    const [oldDraft, recentDraft] = [await draftOf(old), await draftOf(recent)];

    await sweeper().runOnce();

    expect([await draftExists(oldDraft!), await draftExists(recentDraft!)]).toEqual([false, true]);
  });
});

describe('UNATTACHED_FILE_HOURS', () => {
  it('is 24 hours unless set, takes fractions, and refuses what is not a positive number', () => {
    expect(readEnvironment({}).UNATTACHED_FILE_HOURS).toBe(24);
    expect(readEnvironment({ UNATTACHED_FILE_HOURS: '0.5' }).UNATTACHED_FILE_HOURS).toBe(0.5);
    for (const bad of ['0', '-1', 'soon', '1e9']) {
      expect(() => readEnvironment({ UNATTACHED_FILE_HOURS: bad }).UNATTACHED_FILE_HOURS).toThrow(
        `UNATTACHED_FILE_HOURS must be a number of hours above 0 (at most a year), not "${bad}".`,
      );
    }
  });
});
