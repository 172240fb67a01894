import './support/load-outside-sandbox';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { openTestDatabase } from './support/test-database';

// The monolith build (npm run build:monolith, used only by npm run bench): served when built, absent otherwise.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MONOLITH_HTML = '<!doctype html><html lang="en"><title>Assessor portal</title><div id="root"></div><script defer src="/monolith/main.8fc2b20328.js"></script></html>';
let database: DatabaseHandle;
let builtRoot: string;
let unbuiltRoot: string;

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  builtRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-monolith-'));
  writeFiles(builtRoot, {
    'shell/dist/index.html': '<!doctype html><html lang="en"><title>Assessor portal</title><div id="root"></div></html>',
    'shell/dist-monolith/index.html': MONOLITH_HTML,
    'shell/dist-monolith/main.8fc2b20328.js': 'console.log("monolith")',
  });
  // The federated site only: no shell/dist-monolith.
  unbuiltRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-no-monolith-'));
  writeFiles(unbuiltRoot, { 'shell/dist/index.html': '<!doctype html><html lang="en"><div id="root"></div></html>' });
});

afterAll(async () => {
  await database.close();
  for (const root of [builtRoot, unbuiltRoot]) fs.rmSync(root, { recursive: true, force: true });
});

async function withApp(distRoot: string, run: (get: (url: string) => Promise<LightMyRequestResponse>) => Promise<void>) {
  const app = buildApp({ db: database.db, distRoot });
  try {
    await run((url) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }));
  } finally {
    await app.close();
  }
}

it('answers the monolith page at /{tenant}/monolith/ and its files under /monolith/ when shell/dist-monolith exists', async () => {
  await withApp(builtRoot, async (get) => {
    const page = await get('/harbor-county/monolith/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(MONOLITH_HTML);

    const script = await get('/monolith/main.8fc2b20328.js');
    expect([script.statusCode, script.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect(script.body).toBe('console.log("monolith")');

    // The federated site is unchanged beside it.
    expect((await get('/harbor-county/')).body).not.toBe(MONOLITH_HTML);
  });
});

it('answers an unknown county at its monolith path like at its shell page', async () => {
  await withApp(builtRoot, async (get) => {
    const response = await get('/atlantis/monolith/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('We could not find a county called “atlantis”.');
  });
});

it('answers 404 at the monolith paths when the monolith is not built', async () => {
  await withApp(unbuiltRoot, async (get) => {
    for (const url of ['/harbor-county/monolith/', '/monolith/main.8fc2b20328.js', '/monolith/index.html']) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
    expect((await get('/harbor-county/')).statusCode).toBe(200);
  });
});
