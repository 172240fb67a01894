import './support/load-outside-sandbox';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { readEnvironment } from '../src/infrastructure/config/environment';
import { loadPortalSecret } from '../src/infrastructure/tokens/portal-secret';
import { tokenSigner } from '../src/infrastructure/tokens/signed-token';
import { fileTestAppeal } from './support/after-filing';
import { openTestDatabase } from './support/test-database';

/** Signed status links: only a genuine, unexpired token of this county opens anything. */
let database: DatabaseHandle;
let app: FastifyInstance;
const secret = randomBytes(32);
const signer = tokenSigner(secret);
let filed: { id: string; reference: string; statusToken: string };

const INVALID =
  "This link is not valid. Please open the whole link from your most recent email. If it still does not work, contact Harbor County Assessor's Office on (555) 555 0100.";
const EXPIRED = "This link has expired. Please contact Harbor County Assessor's Office on (555) 555 0100, who can tell you where things stand.";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', tokens: signer });
  await app.ready();
  filed = await fileTestAppeal(app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const status = (token: string, tenant = 'harbor-county') => app.inject({ url: `/${tenant}/api/status/${encodeURIComponent(token)}` });
const refusal = async (token: string, tenant?: string) => {
  const response = await status(token, tenant);
  return { status: response.statusCode, body: response.json() };
};

describe('a status token', () => {
  it('is short, URL-safe and opens the record it names', async () => {
    expect(filed.statusToken).toMatch(/^v1\.[\w-]{28}\.[\w-]{43}$/);
    const response = await status(filed.statusToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'appeal', reference: filed.reference });
  });

  it('refuses a forged token (signed with another secret) with a plain 404 and no data', async () => {
    const forged = tokenSigner(randomBytes(32)).statusToken('appeal', 'harbor-county', filed.id, new Date());
    expect(await refusal(forged)).toEqual({ status: 404, body: { message: INVALID } });
  });

  it('refuses an altered token: another record, another kind, a later expiry, a changed signature', async () => {
    const [version, claims, signature] = filed.statusToken.split('.');
    const bytes = Buffer.from(claims, 'base64url');
    const altered = (change: (copy: Buffer) => void) => {
      const copy = Buffer.from(bytes);
      change(copy);
      return `${version}.${copy.toString('base64url')}.${signature}`;
    };
    for (const token of [
      altered((copy) => (copy[5] ^= 1)),
      altered((copy) => copy.writeUInt8(2, 0)),
      altered((copy) => copy.writeUInt32BE(copy.readUInt32BE(17) + 86_400, 17)),
      `${version}.${claims}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'AB' : 'AA'}`,
      `${version}.${claims}`,
      `v2.${claims}.${signature}`,
      'nonsense',
      `${filed.statusToken}x`,
    ]) {
      expect(await refusal(token)).toEqual({ status: 404, body: { message: INVALID } });
    }
  });

  it('refuses a second spelling of a genuine signature (its last character’s unused bits changed)', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = filed.statusToken.slice(-1);
    const respelt = `${filed.statusToken.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
    // The same bytes, so only the spelling check can tell.
    expect(Buffer.from(respelt.split('.')[2], 'base64url')).toEqual(Buffer.from(filed.statusToken.split('.')[2], 'base64url'));
    expect(await refusal(respelt)).toEqual({ status: 404, body: { message: INVALID } });
  });

  it('refuses an expired token with 410 and no data', async () => {
    const expired = signer.sign({ kind: 'appeal', tenantId: 'harbor-county', id: filed.id, expiresAt: new Date(Date.now() - 1_000) });
    expect(await refusal(expired)).toEqual({ status: 410, body: { message: EXPIRED } });
    expect(signer.verify(signer.statusToken('appeal', 'harbor-county', filed.id, new Date('2020-01-01')), 'harbor-county')).toEqual({ ok: false, problem: 'expired' });
  });

  it("refuses another county's token, even for a record that exists", async () => {
    // A genuine token of harbor-county's appeal, opened under pine-county.
    const pine = await refusal(filed.statusToken, 'pine-county');
    expect(pine.status).toBe(404);
    expect(pine.body.message).toMatch(/^This link is not valid\./);
    // And a token signed for pine-county naming harbor-county's appeal, opened under either.
    const crossed = signer.statusToken('appeal', 'pine-county', filed.id, new Date());
    expect((await refusal(crossed, 'pine-county')).status).toBe(404);
    expect(await refusal(crossed)).toEqual({ status: 404, body: { message: INVALID } });
  });

  it('refuses a genuine token whose record is gone', async () => {
    const token = signer.statusToken('meeting', 'harbor-county', '00000000-0000-4000-8000-000000000000', new Date());
    expect(await refusal(token)).toEqual({ status: 404, body: { message: INVALID } });
  });
});

describe('the server secret', () => {
  it('is generated into the data directory once and reused after a restart; PORTAL_SECRET wins', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-secret-'));
    try {
      const first = loadPortalSecret(undefined, dir);
      expect(first.source).toBe('generated');
      expect(statSync(path.join(dir, 'portal-secret')).mode & 0o777).toBe(0o600);
      const again = loadPortalSecret(undefined, dir);
      expect(again).toEqual({ secret: first.secret, source: 'file' });
      // A token signed before the restart still opens after it.
      const before = tokenSigner(first.secret).statusToken('appeal', 'harbor-county', filed.id, new Date());
      expect(tokenSigner(again.secret).verify(before, 'harbor-county').ok).toBe(true);
      expect(readFileSync(path.join(dir, 'portal-secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);

      const given = 'x'.repeat(40);
      expect(loadPortalSecret(given, dir)).toEqual({ secret: Buffer.from(given), source: 'env' });
      expect(() => readEnvironment({ PORTAL_SECRET: 'short' })).toThrow('PORTAL_SECRET must be at least 32 characters long');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
