import './support/load-outside-sandbox';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import type { RemotesJson } from 'mfe-shared/schemas';
import { openTestDatabase } from './support/test-database';

// The staff sign-in must never load inside another site's frame; every answer sends nosniff, a
// same-origin Referrer-Policy and, behind a trusted TLS proxy, HSTS and a Secure staff cookie.

const CLERK = DEMO_STAFF.find((account) => account.tenantId === 'harbor-county')!;
let database: DatabaseHandle;
let distRoot: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoStaff(database.db, [CLERK]);
  await seedDemoMeetings(database.db);
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  fs.mkdirSync(path.join(distRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(distRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="en"><head><title>Portal</title></head><body></body></html>');
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

function app(trustProxy?: false | string[], remotesJson?: RemotesJson) {
  const built = buildApp({ db: database.db, distRoot, trustProxy, remotesJson });
  apps.push(built);
  return built;
}

const signInOverTls = (server: FastifyInstance) =>
  server.inject({
    method: 'POST',
    url: '/harbor-county/api/session',
    headers: { host: 'portal.example', origin: 'https://portal.example', 'x-forwarded-proto': 'https' },
    payload: { email: CLERK.email, password: DEMO_STAFF_PASSWORD },
  });

it.each([
  ['the staff sign-in page (the shell page)', '/harbor-county/'],
  ['an API answer', '/harbor-county/api/settings'],
])("never lets %s load in another site's frame, and sends nosniff and a same-origin Referer policy", async (_what, url) => {
  const response = await app().inject({ url });
  expect([response.statusCode, response.body.slice(0, 300)]).toEqual([200, expect.any(String)]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['content-security-policy']).toMatch(/(^|; )frame-ancestors 'none'$/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  // Over plain http, HSTS means nothing and is not sent.
  expect(response.headers['strict-transport-security']).toBeUndefined();
});

it('behind a trusted TLS proxy, marks the staff cookie Secure and sends HSTS', async () => {
  const response = await signInOverTls(app(['127.0.0.1']));
  expect(response.statusCode).toBe(200);
  expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

it('believes no X-Forwarded-Proto unless TRUST_PROXY says so', async () => {
  const response = await signInOverTls(app());
  // The Origin (https) no longer matches the request (http): refused, and nothing is Secure.
  expect(response.headers['set-cookie'] ?? '').not.toMatch(/Secure/);
  expect(response.headers['strict-transport-security']).toBeUndefined();
});

describe("a county page's Content-Security-Policy", () => {
  const directives = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
    );

  it('allows exactly what the site loads: this origin, the remotes, and frames only from the comparables tool and the places maps', async () => {
    const remotes: RemotesJson = {
      'mfe-search': { entry: '/mfe-search/mf-manifest.json', path: '/' },
      'mfe-appeal': { entry: 'https://appeal.cdn.example/mfe-appeal/mf-manifest.json', path: '/appeal' },
    };
    const policy = directives((await app(false, remotes).inject({ url: '/harbor-county/' })).headers['content-security-policy']);
    expect(policy).toEqual({
      'default-src': "'self'",
      'script-src': "'self' https://appeal.cdn.example",
      'style-src': "'self' https://appeal.cdn.example",
      'font-src': "'self' https://appeal.cdn.example",
      'connect-src': "'self' https://appeal.cdn.example",
      'img-src': "'self' data: https:",
      // Harbor's comparables tool (products.public_comper_url) and the OpenStreetMap frames of its places.
      'frame-src': 'http://localhost:8081 https://www.openstreetmap.org',
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(policy['script-src']).not.toMatch(/unsafe/);
  });

  it('frames nothing for a county without a comparables tool or places', async () => {
    const policy = directives((await app().inject({ url: '/pine-county/' })).headers['content-security-policy']);
    expect(policy['frame-src']).toBe("'none'");
  });
});

describe('every page and answer', () => {
  // One app for the whole group: these requests change nothing.
  let site: FastifyInstance;
  beforeAll(() => {
    site = app();
  });
  const styleHash = (html: string) =>
    `'sha256-${createHash('sha256')
      .update(/<style>([\s\S]*?)<\/style>/.exec(html)![1])
      .digest('base64')}'`;

  it.each([
    ['the county list', '/'],
    ['a page that does not exist', '/no-such-county/'],
    ['a county page', '/harbor-county/'],
    ['an API answer', '/harbor-county/api/settings'],
    ['the API documentation', '/harbor-county/api/docs/'],
  ])('%s sends a Permissions-Policy that turns off the powerful features', async (_what, url) => {
    const response = await site.inject({ url });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  });

  it.each([
    ['the county list', '/'],
    ['a page that does not exist', '/no-such-county/'],
  ])('%s has a full policy: nothing loads but its own style, and no site may frame it', async (_what, url) => {
    const response = await site.inject({ url });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src ${styleHash(response.body)}; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    );
  });

  it('the API documentation has a full policy of its own: its scripts and styles from here only, never framed', async () => {
    const response = await site.inject({ url: '/harbor-county/api/docs/' });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/^default-src 'self'; /);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|https:|validator\.swagger\.io|upgrade-insecure-requests/);
  });
});
