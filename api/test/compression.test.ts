import './support/load-outside-sandbox';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { memoryFileStorage } from '../src/capabilities/files/file-storage';
import { saveFile } from '../src/capabilities/files/file-store';
import { COMPRESS_THRESHOLD } from '../src/infrastructure/http/compression';
import { openTestDatabase } from './support/test-database';

// Opening and migrating a database takes seconds on a busy machine.
jest.setTimeout(60_000);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESS_DIST = path.resolve(__dirname, '../../scripts/compress-dist.mjs');

/** Text that compresses well and is well over 1 KB, like a real chunk. */
const chunk = (name: string) => `export const ${name} = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, label: `${name} item ${i}` })))};\n`;

/** A fake build of the shell and mfe-search, compressed by the build's own step. */
const FILES: Record<string, string> = {
  'shell/dist/index.html': `<!doctype html><html lang="en"><title>Assessor portal</title><div id="root"></div>${'<!-- padding -->'.repeat(80)}</html>`,
  'shell/dist/main.021dd3b4e1.js': chunk('shell'),
  'shell/dist/main.021dd3b4e1.js.map': JSON.stringify({ version: 3, sources: [chunk('map')] }),
  'shell/dist/tiny.5a6b7c8d9e.js': 'export {}',
  'mfe-search/dist/mf-manifest.json': JSON.stringify({ name: 'mfe_search', exposes: chunk('manifest') }),
  'mfe-search/dist/remoteEntry.js': chunk('remoteEntry'),
  'mfe-search/dist/__federation_expose_routes.fd463a07b5.js': chunk('routes'),
  'mfe-search/dist/assets/public-sans.0123456789.woff2': 'wOF2 pretend font bytes '.repeat(100),
};

let database: DatabaseHandle;
let distRoot: string;
let app: FastifyInstance;
const storage = memoryFileStorage();

beforeAll(async () => {
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-compress-'));
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(distRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(distRoot, file), content);
  }
  for (const dist of ['shell/dist', 'mfe-search/dist']) execFileSync(process.execPath, [COMPRESS_DIST, path.join(distRoot, dist)]);
  database = await openTestDatabase();
  app = buildApp({ db: database.db, distRoot, fileStorage: storage });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const bytesOf = (file: string) => fs.readFileSync(path.join(distRoot, file));

function decoded(response: LightMyRequestResponse): Buffer {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    case undefined:
      return body;
    default:
      throw new Error(`unexpected content-encoding ${response.headers['content-encoding']}`);
  }
}

describe('the build step (scripts/compress-dist.mjs)', () => {
  it('writes .br and .gz beside each text file of 1 KB or more, and nothing for maps, small files or fonts', () => {
    const written = (file: string) => ['.br', '.gz'].filter((ext) => fs.existsSync(path.join(distRoot, file + ext)));
    for (const file of ['shell/dist/index.html', 'shell/dist/main.021dd3b4e1.js', 'mfe-search/dist/mf-manifest.json', 'mfe-search/dist/remoteEntry.js']) {
      expect([file, written(file)]).toEqual([file, ['.br', '.gz']]);
    }
    for (const file of ['shell/dist/main.021dd3b4e1.js.map', 'shell/dist/tiny.5a6b7c8d9e.js', 'mfe-search/dist/assets/public-sans.0123456789.woff2']) {
      expect([file, written(file)]).toEqual([file, []]);
    }
    const js = 'shell/dist/main.021dd3b4e1.js';
    expect(zlib.brotliDecompressSync(bytesOf(`${js}.br`))).toEqual(bytesOf(js));
    expect(zlib.gunzipSync(bytesOf(`${js}.gz`))).toEqual(bytesOf(js));
  });
});

describe('built files, compressed as the request accepts', () => {
  const js = '/shell/main.021dd3b4e1.js';

  it('sends brotli to a browser that accepts brotli and gzip', async () => {
    const response = await get(js, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // The copy written at build time, sent as it is: encoded once, not again on the way out.
    expect(response.rawPayload).toEqual(bytesOf('shell/dist/main.021dd3b4e1.js.br'));
    expect(decoded(response)).toEqual(bytesOf('shell/dist/main.021dd3b4e1.js'));
  });

  it('sends gzip when only gzip is accepted', async () => {
    const response = await get(js, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response)).toEqual(bytesOf('shell/dist/main.021dd3b4e1.js'));
  });

  it('sends the file itself when neither is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Array<Record<string, string>>) {
      const response = await get(js, headers);
      expect([headers, response.statusCode, response.headers['content-encoding']]).toEqual([headers, 200, undefined]);
      expect(response.rawPayload).toEqual(bytesOf('shell/dist/main.021dd3b4e1.js'));
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('prefers what the request prefers', async () => {
    expect((await get(js, { 'accept-encoding': 'gzip;q=1, br;q=0.5' })).headers['content-encoding']).toBe('gzip');
    expect((await get(js, { 'accept-encoding': '*' })).headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers of the same GET and no body', async () => {
    const head = await app.inject({ method: 'HEAD', url: js, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(bytesOf('shell/dist/main.021dd3b4e1.js.br').length));
    expect(head.rawPayload).toHaveLength(0);
  });

  it('compresses a small text file that has no compressed copy as it is sent', async () => {
    const response = await get('/shell/tiny.5a6b7c8d9e.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(decoded(response).toString()).toBe('export {}');
  });

  it('sends fonts and other compressed formats as they are', async () => {
    const response = await get('/remotes/mfe-search/assets/public-sans.0123456789.woff2', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(bytesOf('mfe-search/dist/assets/public-sans.0123456789.woff2'));
  });
});

describe('caching', () => {
  it('caches content-hashed files for good, compressed or not', async () => {
    for (const url of ['/shell/main.021dd3b4e1.js', '/remotes/mfe-search/__federation_expose_routes.fd463a07b5.js']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await get(url, { 'accept-encoding': encoding });
        expect([url, encoding, response.statusCode, response.headers['cache-control']]).toEqual([url, encoding, 200, IMMUTABLE]);
      }
    }
  });

  it.each([
    ['the shell page', '/harbor-county/'],
    ['the shell index.html', '/shell/index.html'],
    ['remotes.json', '/remotes.json'],
    ['a remote manifest', '/remotes/mfe-search/mf-manifest.json'],
    ['a remote entry', '/remotes/mfe-search/remoteEntry.js'],
  ])('revalidates %s: no-cache with an ETag, and 304 while it is unchanged', async (_what, url) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const first = await get(url, headers);
      expect([url, encoding, first.statusCode, first.headers['cache-control']]).toEqual([url, encoding, 200, 'no-cache']);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await get(url, { ...headers, 'if-none-match': etag });
      expect([url, encoding, again.statusCode, again.rawPayload.length]).toEqual([url, encoding, 304, 0]);
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { ...headers, 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
    }
  });

  it('gives a changed remote entry a new ETag', async () => {
    const file = path.join(distRoot, 'mfe-search/dist/remoteEntry.js');
    const before = (await get('/remotes/mfe-search/remoteEntry.js')).headers.etag;
    fs.writeFileSync(file, `${chunk('remoteEntry')}// a new release\n`);
    try {
      const after = await get('/remotes/mfe-search/remoteEntry.js', { 'if-none-match': before as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
    } finally {
      fs.writeFileSync(file, chunk('remoteEntry'));
    }
  });
});

describe('API responses', () => {
  it(`compresses JSON of ${COMPRESS_THRESHOLD} bytes or more, with brotli or gzip as accepted`, async () => {
    const plain = await get('/harbor-county/api/settings');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await get('/harbor-county/api/settings', { 'accept-encoding': accept });
      expect([accept, response.statusCode, response.headers['content-encoding']]).toEqual([accept, 200, encoding]);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response).toString())).toEqual(plain.json());
    }
  });

  it('sends a small JSON response as it is', async () => {
    const response = await get('/harbor-county/api/prc/search?q=no-such-parcel-anywhere&page=1&size=1', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ results: [], pagination: expect.objectContaining({ totalCount: 0 }) });
  });

  it('answers HEAD without a body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/harbor-county/api/settings', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
  });
});

describe('downloads', () => {
  it('compresses a text file and sends a PDF as it is, byte for byte either way', async () => {
    const csv = Buffer.from(Array.from({ length: 200 }, (_, i) => `HC-${String(i).padStart(6, '0')},Harbor Street ${i},125000`).join('\n'));
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 7), Buffer.from('\n%%EOF\n')]);
    const stored = {
      csv: await saveFile(database.db, storage, { tenantId: 'harbor-county', kind: 'document', name: 'sales.csv', contentType: 'text/csv; charset=utf-8', bytes: csv }),
      pdf: await saveFile(database.db, storage, { tenantId: 'harbor-county', kind: 'document', name: 'form.pdf', contentType: 'application/pdf', bytes: pdf }),
    };

    const text = await get(`/harbor-county/files/${stored.csv.id}`, { 'accept-encoding': 'br, gzip' });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-encoding']).toBe('br');
    // Downloads are streamed a piece at a time: the compressed length is known only at
    // the end, so the reply is chunked, and never carries the stored (uncompressed) size.
    expect(text.headers['content-length']).toBeUndefined();
    expect(text.headers['transfer-encoding']).toBe('chunked');
    expect(decoded(text)).toEqual(csv);

    const binary = await get(`/harbor-county/files/${stored.pdf.id}`, { 'accept-encoding': 'br, gzip' });
    expect(binary.statusCode).toBe(200);
    expect(binary.headers['content-encoding']).toBeUndefined();
    expect(binary.headers['content-length']).toBe(String(pdf.length));
    expect(binary.rawPayload).toEqual(pdf);

    const head = await app.inject({ method: 'HEAD', url: `/harbor-county/files/${stored.pdf.id}`, headers: { 'accept-encoding': 'br' } });
    expect([head.statusCode, head.headers['content-length'], head.rawPayload.length]).toEqual([200, String(pdf.length), 0]);
  });
});
