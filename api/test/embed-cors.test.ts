import './support/load-outside-sandbox';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { settings } from '../src/infrastructure/db/schema';
import { allowedOriginsSchema } from '../src/infrastructure/embed/allowed-origins';
import { CORS_REFUSED_MESSAGE } from '../src/infrastructure/embed/tenant-cors';
import { openTestDatabase } from './support/test-database';

// A county lists the web sites that may show its portal (embed.allowed_origins); its API
// answers CORS for those, and every other origin keeps getting nothing it can read.

const COUNTY_SITE = 'https://www.harborcounty.gov';
const OTHER_SITE = 'https://evil.example';
let database: DatabaseHandle;
let app: FastifyInstance;
let distRoot: string;

async function allow(tenantId: string, value: unknown) {
  await database.db.delete(settings).where(eq(settings.key, 'embed.allowed_origins'));
  if (value !== undefined) await database.db.insert(settings).values({ tenantId, key: 'embed.allowed_origins', value });
}

beforeAll(async () => {
  database = await openTestDatabase();
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-embed-'));
  fs.mkdirSync(path.join(distRoot, 'shell', 'dist-embed', 'embed'), { recursive: true });
  fs.writeFileSync(path.join(distRoot, 'shell', 'dist-embed', 'embed.js'), 'customElements;');
  fs.writeFileSync(path.join(distRoot, 'shell', 'dist-embed', 'embed', 'host.js'), 'host;');
  // Settings change between requests here, so each request reads them afresh.
  app = buildApp({ db: database.db, distRoot, countyCacheMs: 0 });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

beforeEach(() => allow('harbor-county', [COUNTY_SITE]));

const preflight = (origin: string, url = '/harbor-county/api/appeals', headers = 'content-type, idempotency-key') =>
  app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers } });

describe("an origin in the county's embed.allowed_origins", () => {
  it('may read its answers, never with credentials', async () => {
    const response = await app.inject({ url: '/harbor-county/api/settings', headers: { origin: COUNTY_SITE } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(COUNTY_SITE);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it('may read the total count a HEAD answers in a header, and a refusal as well as a success', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/harbor-county/api/prc/search?q=main', headers: { origin: COUNTY_SITE } });
    expect(head.headers['access-control-expose-headers']).toContain('x-total-count');
    const missing = await app.inject({ url: '/harbor-county/api/no-such-thing', headers: { origin: COUNTY_SITE } });
    expect([missing.statusCode, missing.headers['access-control-allow-origin']]).toEqual([404, COUNTY_SITE]);
  });

  it("gets its preflight granted for the screens' methods and headers, and only those headers", async () => {
    const response = await preflight(COUNTY_SITE, '/harbor-county/api/time-slots/1/reserve', 'Content-Type, X-Slot-Hold, X-Made-Up');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(COUNTY_SITE);
    expect(response.headers['access-control-allow-methods']).toContain('DELETE');
    expect(response.headers['access-control-allow-headers']).toBe('content-type, x-slot-hold');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    // Removing an upload from the embed sends its delete token.
    const removal = await preflight(COUNTY_SITE, '/harbor-county/api/documents/00000000-0000-4000-8000-000000000000', 'X-Delete-Token');
    expect(removal.headers['access-control-allow-headers']).toBe('x-delete-token');
  });
});

describe('an origin the county has not allowed', () => {
  it('gets no grant on an answer, so the browser keeps it from the page', async () => {
    const response = await app.inject({ url: '/harbor-county/api/settings', headers: { origin: OTHER_SITE } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('has its preflight refused, with a reason for the web team', async () => {
    const response = await preflight(OTHER_SITE);
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.json()).toEqual({ message: CORS_REFUSED_MESSAGE });
  });

  it("is another county's own site too: each county allows its own", async () => {
    const response = await app.inject({ url: '/pine-county/api/settings', headers: { origin: COUNTY_SITE } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(COUNTY_SITE, '/pine-county/api/appeals')).statusCode).toBe(403);
  });

  it('is every origin while the setting is missing, or is not a list of origins', async () => {
    for (const value of [undefined, '*', [`${COUNTY_SITE}/embed`], 'null']) {
      await allow('harbor-county', value);
      const response = await app.inject({ url: '/harbor-county/api/settings', headers: { origin: COUNTY_SITE } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

it('keeps a same-origin page (the site) as it was: no CORS header at all', async () => {
  const response = await app.inject({ url: '/harbor-county/api/settings' });
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
});

it('reads embed.allowed_origins as a JSON list or a comma- or space-separated string of origins', () => {
  expect(allowedOriginsSchema.parse([COUNTY_SITE])).toEqual([COUNTY_SITE]);
  expect(allowedOriginsSchema.parse(`${COUNTY_SITE}/, http://localhost:8082  https://a.example`)).toEqual([COUNTY_SITE, 'http://localhost:8082', 'https://a.example']);
  expect(allowedOriginsSchema.parse(JSON.stringify([COUNTY_SITE]))).toEqual([COUNTY_SITE]);
  expect(allowedOriginsSchema.parse(undefined)).toEqual([]);
  for (const refused of ['*', 'ftp://files.example', `${COUNTY_SITE}/path`, 'harborcounty.gov']) expect(allowedOriginsSchema.safeParse([refused]).success).toBe(false);
});

describe("the embed's own files", () => {
  it.each(['/embed.js', '/embed/host.js', '/remotes.json'])('%s may be read from any origin (a module script from another site must be)', async (url) => {
    const response = await app.inject({ url, headers: { origin: OTHER_SITE } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the iframe fallback, /{tenant}/frame', () => {
  it("may be framed by the county's own sites only", async () => {
    const response = await app.inject({ url: '/harbor-county/frame' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(new RegExp(`frame-ancestors ${COUNTY_SITE}(;|$)`));
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.body).toContain('<assessor-portal tenant="harbor-county" frame></assessor-portal>');
  });

  it('may be framed by nobody at a county that allows no site, and the site itself never', async () => {
    const pine = await app.inject({ url: '/pine-county/frame' });
    expect(pine.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(pine.headers['x-frame-options']).toBe('DENY');
    const site = await app.inject({ url: '/harbor-county/api/me' });
    expect(site.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(site.headers['x-frame-options']).toBe('DENY');
    expect((await app.inject({ url: '/no-such-county/frame' })).statusCode).toBe(404);
  });
});
