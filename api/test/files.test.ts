import './support/load-outside-sandbox';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealDocuments, appeals, appealWindows, files, rateLimitCounters } from '../src/infrastructure/db/schema';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import type { FileStorage } from '../src/capabilities/files/file-storage';
import { saveFile } from '../src/capabilities/files/file-store';
import { openTestDatabase } from './support/test-database';
import { testFileStorage, type TestFileStorage } from './support/test-file-storage';

// Opening and migrating a database takes seconds on a busy machine.
jest.setTimeout(60_000);

let database: DatabaseHandle;
let app: FastifyInstance;
// The store of this run's engine (the database on PostgreSQL, a directory on PGlite), as main.ts chooses.
let store: TestFileStorage;
let storage: FileStorage;

beforeAll(async () => {
  database = await openTestDatabase();
  store = testFileStorage(database.db);
  storage = store.storage;
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', fileStorage: storage });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  store.dispose();
});

// ---- tiny but genuine files of every accepted type ----

/** A stored (uncompressed) zip with the given entries: enough to be an Office Open XML package. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
const tiff = Buffer.concat([Buffer.from('II*\0', 'latin1'), Buffer.from([8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const FIXTURES: Array<[name: string, contentType: string, bytes: Buffer, storedType: string]> = [
  ['notice.pdf', 'application/pdf', pdf, 'application/pdf'],
  ['letter.txt', 'text/plain', Buffer.from('To the Board of Review,\r\nPlease see attached.\n'), 'text/plain; charset=utf-8'],
  ['sales.csv', 'text/csv', Buffer.from('parcel,price\nHC-1,250000\n'), 'text/csv; charset=utf-8'],
  [
    'appraisal.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  [
    'rents.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  ['old.doc', 'application/msword', ole2, 'application/msword'],
  ['old.xls', 'application/vnd.ms-excel', ole2, 'application/vnd.ms-excel'],
  ['front.png', 'image/png', png, 'image/png'],
  ['roof.jpeg', 'image/jpeg', jpeg, 'image/jpeg'],
  ['porch.jpg', 'image/jpeg', jpeg, 'image/jpeg'],
  ['survey.tiff', 'image/tiff', tiff, 'image/tiff'],
  ['memo.rtf', 'application/rtf', Buffer.from('{\\rtf1\\ansi Comparable homes sold for less.}'), 'application/rtf'],
];

// ---- helpers ----

const upload = (tenant: string, name: string | undefined, body: Buffer | Readable, contentType = 'application/pdf', route = 'documents') =>
  app.inject({
    method: 'POST',
    url: `/${tenant}/api/${route}`,
    headers: { 'content-type': contentType, ...(name === undefined ? {} : { 'x-original-name': name }), 'x-convert-to-pdf': 'false' },
    payload: body,
  });

const remove = (tenant: string, route: string, id: string, deleteToken?: string, more: Partial<InjectOptions> = {}) =>
  app.inject({
    method: 'DELETE',
    url: `/${tenant}/api/${route}/${id}`,
    ...more,
    headers: { ...(deleteToken === undefined ? {} : { 'x-delete-token': deleteToken }), ...more.headers },
  });

const rowCount = async () => Number((await database.db.select({ n: count() }).from(files))[0].n);

async function expectNothingStored(run: () => Promise<unknown>) {
  const [rowsBefore, filesBefore] = [await rowCount(), await store.storedCount()];
  await run();
  expect(await rowCount()).toBe(rowsBefore);
  expect(await store.storedCount()).toBe(filesBefore);
}

// ---- tests ----

describe('POST /:tenant/api/documents and /files', () => {
  it.each(FIXTURES)('accepts %s (%s) and gives it back byte for byte', async (name, contentType, bytes, storedType) => {
    const response = await upload('harbor-county', name, bytes, contentType);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name, size: bytes.length, type: storedType, deleteToken: expect.stringMatching(/^[\w-]{43}$/) });
    const [row] = await database.db.select().from(files).where(eq(files.id, body.id));
    expect(row).toMatchObject({ tenantId: 'harbor-county', kind: 'document', name, size: bytes.length, contentType: storedType });
    const download = await app.inject({ method: 'GET', url: `/harbor-county/files/${body.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe(storedType);
  });

  it("stores POST /files uploads as kind 'file'", async () => {
    const response = await upload('pine-county', 'notice.pdf', pdf, 'application/pdf', 'files');
    expect(response.statusCode).toBe(201);
    const [row] = await database.db.select().from(files).where(eq(files.id, response.json().id));
    expect(row).toMatchObject({ tenantId: 'pine-county', kind: 'file' });
  });

  it('accepts a generic or OS-specific content type that fits the extension', async () => {
    expect((await upload('harbor-county', 'a.pdf', pdf, 'application/octet-stream')).statusCode).toBe(201);
    // Windows with Excel installed calls a CSV file application/vnd.ms-excel.
    expect((await upload('harbor-county', 'a.csv', Buffer.from('a,b\n'), 'application/vnd.ms-excel')).statusCode).toBe(201);
    // A CSV saved by Excel in the Windows code page is text too.
    expect((await upload('harbor-county', 'b.csv', Buffer.from('name\nPe\xf1a\n', 'latin1'), 'text/csv')).statusCode).toBe(201);
  });

  it('refuses a file over the county limit with 413 and stores nothing', async () => {
    // pine-county allows 5 MB, harbor-county 10 MB.
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    await expectNothingStored(async () => {
      const response = await upload('pine-county', 'big.pdf', big);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The file is too large' });
    });
    expect((await upload('harbor-county', 'big.pdf', big)).statusCode).toBe(201);
  });

  it('refuses an over-limit body sent without a Content-Length as it streams in', async () => {
    const chunks = Array.from({ length: 6 }, () => Buffer.alloc(1024 * 1024, 0x20));
    await expectNothingStored(async () => {
      const response = await upload('pine-county', 'big.txt', Readable.from([Buffer.from('text'), ...chunks]), 'text/plain');
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The file is too large' });
    });
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    await expectNothingStored(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/pine-county/api/documents',
        headers: { 'content-type': 'application/pdf', 'x-original-name': 'big.pdf', 'content-length': String(50 * 1024 * 1024) },
        payload: pdf,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The file is too large' });
    });
  });

  it.each([
    ['setup.exe', 'File "setup.exe" is not an accepted file type.'],
    ['page.html', 'File "page.html" is not an accepted file type.'],
    ['noextension', 'File "noextension" is not an accepted file type.'],
    ['archive.pdf.zip', 'File "archive.pdf.zip" is not an accepted file type.'],
  ])('refuses %s with the documented message and stores nothing', async (name, message) => {
    await expectNothingStored(async () => {
      const response = await upload('harbor-county', name, pdf);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  it.each([
    ['a PNG named .pdf', 'photo.pdf', 'application/pdf', png],
    ['a PDF named .png', 'scan.png', 'image/png', pdf],
    ['a PDF named .docx', 'appraisal.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', pdf],
    ['a Word package named .xlsx', 'rents.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip({ 'word/document.xml': '<w/>' })],
    ['binary named .txt', 'notes.txt', 'text/plain', Buffer.from([0x68, 0x69, 0x00, 0x01, 0x02])],
    ['an executable named .csv', 'data.csv', 'text/csv', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
    ['plain text named .rtf', 'memo.rtf', 'application/rtf', Buffer.from('hello')],
    ['a PNG sent as application/pdf', 'front.png', 'application/pdf', png],
    ['a PDF sent as text/html', 'notice.pdf', 'text/html', pdf],
  ])('refuses %s with 400 and stores nothing', async (_case, name, contentType, bytes) => {
    await expectNothingStored(async () => {
      const response = await upload('harbor-county', name, bytes, contentType);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `The content of "${name}" does not match its file type.` });
    });
  });

  it('refuses an empty file and a missing name with readable 400s', async () => {
    await expectNothingStored(async () => {
      const empty = await upload('harbor-county', 'empty.pdf', Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ message: 'The file "empty.pdf" is empty.' });
      const nameless = await upload('harbor-county', undefined, pdf);
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json()).toEqual({ message: 'The file name is missing: send it in the X-Original-Name header.' });
    });
  });

  it('sanitises the name again: letters, digits, dot, underscore and hyphen only', async () => {
    const response = await upload('harbor-county', '../../etc/My tax bill (2024)!.pdf', pdf);
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('Mytaxbill2024.pdf');
    const download = await app.inject({ method: 'GET', url: `/harbor-county/files/${response.json().id}` });
    expect(download.headers['content-disposition']).toBe('attachment; filename="Mytaxbill2024.pdf"');
    // The rules themselves are tested with their definition (mfe-shared/src/schemas/upload-rules.test.ts).
  });

  it('refuses an unknown county before reading the upload', async () => {
    const response = await upload('no-such-county', 'notice.pdf', pdf);
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().message).toBe('string');
  });
});

describe('GET /:tenant/files/:id', () => {
  it('serves the file as a private, unsniffable attachment', async () => {
    const { id } = (await upload('harbor-county', 'notice.pdf', pdf)).json();
    const response = await app.inject({ method: 'GET', url: `/harbor-county/files/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': 'attachment; filename="notice.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    // Like every answer of the site, never inside another site's frame (infrastructure/http/security-headers.ts).
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers 404 for unknown ids, ids that are not uuids, and unknown counties', async () => {
    for (const url of [
      '/harbor-county/files/00000000-0000-4000-8000-000000000000',
      '/harbor-county/files/not-a-uuid',
      "/harbor-county/files/1'%20OR%20'1'='1",
      '/no-such-county/files/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(typeof response.json().message).toBe('string');
    }
    const response = await app.inject({ method: 'GET', url: '/harbor-county/files/not-a-uuid' });
    expect(response.json()).toEqual({ message: 'We could not find that file.' });
  });
});

describe('DELETE /:tenant/api/documents/:id and /files/:id', () => {
  it('removes the row and the bytes: 204, then 404', async () => {
    for (const route of ['documents', 'files']) {
      const { id, deleteToken } = (await upload('harbor-county', 'notice.pdf', pdf, 'application/pdf', route)).json();
      expect(await store.hasBytes('harbor-county', id)).toBe(true);
      const removed = await remove('harbor-county', route, id, deleteToken);
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      expect(await store.hasBytes('harbor-county', id)).toBe(false);
      expect(await database.db.select().from(files).where(eq(files.id, id))).toEqual([]);
      expect((await app.inject({ method: 'GET', url: `/harbor-county/files/${id}` })).statusCode).toBe(404);
      const again = await remove('harbor-county', route, id, deleteToken);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'We could not find that file.' });
    }
  });

  it('answers 404 for an id that is not a uuid', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/harbor-county/api/documents/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'We could not find that file.' });
  });

  it('keeps a file that a filed appeal refers to (409)', async () => {
    const { id, deleteToken } = (await upload('harbor-county', 'evidence.pdf', pdf)).json();
    const [window] = await database.db.insert(appealWindows).values({ tenantId: 'harbor-county', name: 'Test window', year: 2020 }).returning();
    const [appeal] = await database.db
      .insert(appeals)
      .values({ tenantId: 'harbor-county', reference: 'HC-20-TEST22', parcelId: 'HC-TEST', windowId: window.id, property: {}, appellant: {}, claimedAmount: 100_000 })
      .returning();
    await database.db.insert(appealDocuments).values({ tenantId: 'harbor-county', appealId: appeal.id, fileId: id });
    // Without the token it is as unknown as any file; with it, the filing is why it stays.
    expect((await remove('harbor-county', 'documents', id)).statusCode).toBe(404);
    const response = await remove('harbor-county', 'documents', id, deleteToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This file is part of a filed appeal and can no longer be removed.' });
    expect((await app.inject({ method: 'GET', url: `/harbor-county/files/${id}` })).statusCode).toBe(200);
  });
});

describe('the delete token of an upload', () => {
  const stranger = { remoteAddress: '203.0.113.50' };
  const notFound = { status: 404, body: { message: 'We could not find that file.' } };
  const answer = (response: { statusCode: number; json: () => unknown }) => ({ status: response.statusCode, body: response.json() });

  it('is what removing an upload needs: none, a wrong one, another file’s or one in the URL remove nothing and say no more than for an unknown id', async () => {
    const { id, deleteToken } = (await upload('harbor-county', 'mine.pdf', pdf)).json();
    const other = (await upload('harbor-county', 'other.pdf', pdf)).json();
    const changed = `${deleteToken.slice(0, -1)}${deleteToken.endsWith('A') ? 'B' : 'A'}`;
    const refused = [
      await remove('harbor-county', 'documents', id, undefined, stranger),
      await remove('harbor-county', 'documents', id, '', stranger),
      await remove('harbor-county', 'documents', id, changed, stranger),
      await remove('harbor-county', 'files', id, other.deleteToken, stranger),
      await remove('harbor-county', 'documents', id, 'x'.repeat(5000), stranger),
      // No secrets in URLs: a token in the query is not read.
      await app.inject({ method: 'DELETE', url: `/harbor-county/api/documents/${id}?deleteToken=${deleteToken}`, ...stranger }),
    ];
    for (const response of refused) expect(answer(response)).toEqual(notFound);
    expect(answer(await remove('harbor-county', 'documents', '00000000-0000-4000-8000-000000000000', deleteToken, stranger))).toEqual(notFound);
    const still = await app.inject({ method: 'GET', url: `/harbor-county/files/${id}` });
    expect(still.statusCode).toBe(200);
    expect(still.rawPayload.equals(pdf)).toBe(true);
    // The right one works from any address (a visitor's phone changes networks) and through either path.
    expect((await remove('harbor-county', 'files', id, deleteToken, stranger)).statusCode).toBe(204);
    expect(await store.hasBytes('harbor-county', id)).toBe(false);
    expect((await remove('harbor-county', 'documents', other.id, other.deleteToken)).statusCode).toBe(204);
  });

  it('is not needed by signed-in staff, who still cannot remove a filed document', async () => {
    await seedDemoStaff(database.db);
    const signIn = await app.inject({
      method: 'POST',
      url: '/harbor-county/api/session',
      headers: { origin: 'http://localhost:80' },
      payload: { email: 'clerk@harborcounty.example', password: DEMO_STAFF_PASSWORD },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    const asStaff = { headers: { cookie, origin: 'http://localhost:80' } };
    const { id } = (await upload('harbor-county', 'office.pdf', pdf)).json();
    // The same browser without the session is the public: it needs the token.
    expect((await remove('harbor-county', 'documents', id, undefined, { headers: { origin: 'http://localhost:80' } })).statusCode).toBe(404);
    expect((await remove('harbor-county', 'documents', id, undefined, asStaff)).statusCode).toBe(204);
    const filed = (await upload('harbor-county', 'filed.pdf', pdf)).json();
    const [window] = await database.db.insert(appealWindows).values({ tenantId: 'harbor-county', name: 'Staff window', year: 2021 }).returning();
    const [appeal] = await database.db
      .insert(appeals)
      .values({ tenantId: 'harbor-county', reference: 'HC-21-STAFF1', parcelId: 'HC-STAFF', windowId: window.id, property: {}, appellant: {}, claimedAmount: 100_000 })
      .returning();
    await database.db.insert(appealDocuments).values({ tenantId: 'harbor-county', appealId: appeal.id, fileId: filed.id });
    expect((await remove('harbor-county', 'documents', filed.id, undefined, asStaff)).statusCode).toBe(409);
  });
});

describe('the upload budgets in bytes', () => {
  const KB = 1024;
  // 100 KB per address and 300 KB per county an hour: the fair share past the county's is 25 KB.
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = buildApp({
      db: database.db,
      distRoot: '/nonexistent-dist',
      fileStorage: storage,
      limits: { uploadBytes: { perAddress: { maxBytes: 100 * KB, windowSeconds: 3600 }, perCounty: { maxBytes: 300 * KB, windowSeconds: 3600 } } },
    });
    await limited.ready();
  });
  afterAll(() => limited.close());
  // Each test from no counts: one test's county bytes would refuse the next one's.
  beforeEach(() => database.db.delete(rateLimitCounters));

  const file = (kilobytes: number) => Buffer.concat([pdf, Buffer.alloc(kilobytes * KB - pdf.length, 0x20)]);
  const send = (address: string, body: Buffer | Readable, more: { headers?: Record<string, string>; name?: string } = {}) =>
    limited.inject({
      method: 'POST',
      url: '/harbor-county/api/documents',
      remoteAddress: address,
      headers: { 'content-type': 'application/pdf', 'x-original-name': more.name ?? 'evidence.pdf', ...more.headers },
      payload: body,
    });

  it('refuses an address past its bytes with 429, Retry-After and what to do, before storing, while a fresh address is served', async () => {
    expect((await send('10.7.0.1', file(40))).statusCode).toBe(201);
    expect((await send('10.7.0.1', file(40))).statusCode).toBe(201);
    await expectNothingStored(async () => {
      const refused = await send('10.7.0.1', file(40));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'You have uploaded as much as we can take from your connection for now. Please wait 60 minutes and try again, or call the office.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      const spanish = await send('10.7.0.1', file(40), { headers: { 'accept-language': 'es' } });
      expect(spanish.statusCode).toBe(429);
      expect(spanish.json().message).toBe('Ya ha subido todo lo que podemos recibir desde su conexión por ahora. Espere 60 minutos e inténtelo de nuevo, o llame a la oficina.');
    });
    // A refused upload took nothing: what is left still goes up.
    expect((await send('10.7.0.1', file(20))).statusCode).toBe(201);
    expect((await send('10.7.0.2', file(40))).statusCode).toBe(201);
  });

  it('counts an IPv6 address by its /64', async () => {
    expect((await send('2001:db8:7:1::1', file(80))).statusCode).toBe(201);
    expect((await send('2001:db8:7:1:ffff::2', file(40))).statusCode).toBe(429);
    expect((await send('2001:db8:7:2::1', file(40))).statusCode).toBe(201);
  });

  it('refuses with 413 one file larger than an address may upload in a whole window, before reading it', async () => {
    await expectNothingStored(async () => {
      const response = await send('10.7.1.1', file(101));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The file is too large' });
    });
  });

  it("past the county's bytes refuses only addresses past their fair share", async () => {
    for (const address of ['10.7.2.1', '10.7.2.2', '10.7.2.3']) expect((await send(address, file(100))).statusCode).toBe(201);
    await expectNothingStored(async () => {
      const refused = await send('10.7.2.4', file(40));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'The site is receiving too many files just now. Please wait 60 minutes and try again, or call the office.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    });
    // A visitor with a file or two from an address of their own is still served.
    expect((await send('10.7.2.5', file(20))).statusCode).toBe(201);
    expect((await send('10.7.2.6', file(12))).statusCode).toBe(201);
    expect((await send('10.7.2.6', file(12))).statusCode).toBe(201);
  });

  it('gives back the bytes of an upload refused once read, and of a length it did not send', async () => {
    const pngNamedPdf = Buffer.concat([png, Buffer.alloc(90 * KB)]);
    expect((await send('10.7.3.1', pngNamedPdf)).statusCode).toBe(400);
    // Without a Content-Length the upload takes the most it may send, and keeps what it sent.
    expect((await send('10.7.3.1', Readable.from([file(10)]))).statusCode).toBe(201);
    expect((await send('10.7.3.1', file(90))).statusCode).toBe(201);
    expect((await send('10.7.3.1', file(1))).statusCode).toBe(429);
  });

  it('does not limit signed-in staff', async () => {
    await seedDemoStaff(database.db);
    const signIn = await limited.inject({
      method: 'POST',
      url: '/harbor-county/api/session',
      headers: { origin: 'http://localhost:80' },
      payload: { email: 'clerk@harborcounty.example', password: DEMO_STAFF_PASSWORD },
    });
    const headers = { cookie: String(signIn.headers['set-cookie']).split(';')[0], origin: 'http://localhost:80' };
    expect((await send('127.0.0.1', file(60))).statusCode).toBe(201);
    for (let upload = 0; upload < 4; upload += 1) expect((await send('127.0.0.1', file(60), { headers })).statusCode).toBe(201);
    expect((await send('127.0.0.1', file(200), { headers })).statusCode).toBe(201);
    // What staff sent is not counted against the address; the public there is still limited.
    expect((await send('127.0.0.1', file(40))).statusCode).toBe(201);
    expect((await send('127.0.0.1', file(1))).statusCode).toBe(429);
  });
});

describe('county isolation', () => {
  it('never serves or deletes a harbor-county file through pine-county', async () => {
    const { id, deleteToken } = (await upload('harbor-county', 'private.pdf', pdf)).json();
    const download = await app.inject({ method: 'GET', url: `/pine-county/files/${id}` });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ message: 'We could not find that file.' });
    for (const route of ['documents', 'files']) {
      // Its own token is harbor-county's: in pine-county it removes nothing.
      const removed = await remove('pine-county', route, id, deleteToken);
      expect(removed.statusCode).toBe(404);
    }
    const stillThere = await app.inject({ method: 'GET', url: `/harbor-county/files/${id}` });
    expect(stillThere.statusCode).toBe(200);
    expect(stillThere.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('bytes and row together', () => {
  it('removes the bytes again when the row cannot be written', async () => {
    const before = await store.storedCount();
    // No such county: the row's foreign key fails after the bytes were written.
    await expect(saveFile(database.db, storage, { tenantId: 'no-such-county', kind: 'document', name: 'a.pdf', contentType: 'application/pdf', bytes: pdf })).rejects.toThrow();
    expect(await store.storedCount()).toBe(before);
  });

  it('refuses storage keys that are not a county slug and a uuid', async () => {
    await expect(storage.put('../etc', '00000000-0000-4000-8000-000000000000', pdf)).rejects.toThrow();
    await expect(storage.get('harbor-county', '../../passwd')).rejects.toThrow();
  });
});

// That a restart keeps an uploaded file (downloaded byte for byte after) is tested in restart.test.ts.
