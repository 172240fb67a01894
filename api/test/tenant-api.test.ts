import './support/load-outside-sandbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meSchema, parseSettings, settingsSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { settings, tenants } from '../src/infrastructure/db/schema';
import { DEMO_TENANTS } from '../src/tools/demo/seed-tenants';
import { openTestDatabase } from './support/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  // Test-only routes: no real route takes a body yet, and none fails on purpose.
  app.withTypeProvider<ZodTypeProvider>().post('/test/echo', { schema: { body: z.object({ name: z.string().min(1, 'Enter your name') }) } }, async (request) => request.body);
  app.get('/test/boom', async () => {
    throw new Error('secret internal detail');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /:tenant/api/settings', () => {
  it('gives each demo county its own settings', async () => {
    const harbor = (await get('/harbor-county/api/settings')).json();
    const pine = (await get('/pine-county/api/settings')).json();

    expect(harbor['general.timezone']).toBe('America/New_York');
    expect(pine['general.timezone']).toBe('America/Denver');
    expect(harbor['meetings.enabled']).toBe(true);
    expect(pine['meetings.enabled']).toBe(false);
    expect(harbor['general.button_color']).not.toBe(pine['general.button_color']);
    expect(harbor['general.display_name']).toBe("Harbor County Assessor's Office");
    expect(harbor['appeal.comper_mode']).toBe('view');
    // A digits-only string must stay a string through jsonb.
    expect(harbor['general.phone_number']).toBe('5555550100');
  });

  it('answers every settings key, with the default for keys the county has not set', async () => {
    const response = await get('/pine-county/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(settingsSchema.shape).sort());

    const defaults = parseSettings({});
    const stored = DEMO_TENANTS.find((t) => t.id === 'pine-county')!.settings;
    const unset = Object.keys(defaults).filter((key) => !(key in stored));
    expect(unset.length).toBeGreaterThan(0);
    for (const key of unset) expect([key, body[key]]).toEqual([key, defaults[key as keyof typeof defaults]]);
  });

  it('uses the default for a stored value the schema rejects instead of failing', async () => {
    await database.db.insert(tenants).values({ id: 'broken-county', name: 'Broken County' });
    await database.db.insert(settings).values([
      { tenantId: 'broken-county', key: 'general.button_color', value: 'navy' },
      { tenantId: 'broken-county', key: 'general.timezone', value: 'America/Chicago' },
    ]);
    const response = await get('/broken-county/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()['general.button_color']).toBe(parseSettings({})['general.button_color']);
    expect(response.json()['general.timezone']).toBe('America/Chicago');
  });
});

describe('GET /:tenant/api/me', () => {
  it('has no account without a staff session', async () => {
    const response = await get('/harbor-county/api/me');
    expect(response.statusCode).toBe(200);
    const me = meSchema.parse(response.json());
    expect(me.accountId ?? undefined).toBeUndefined();
  });
});

describe('errors', () => {
  it('answers an unknown county with 404 and a message naming it', async () => {
    for (const url of ['/nowhere-county/api/settings', '/nowhere-county/api/no-such-thing']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'We could not find a county called “nowhere-county”.' });
    }
  });

  it('answers an unknown API path of a known county with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/harbor-county/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^Not found/);
    }
  });

  it('answers a malformed JSON body with 400 and a readable message, on any route', async () => {
    for (const url of ['/harbor-county/api/no-such-thing', '/test/echo']) {
      const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"name": ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request could not be read: its body is not valid JSON.' });
    }
  });

  it('answers a body the schema rejects with 400 and the schema message', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/echo', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Enter your name' });
  });

  it('answers a server fault with 500 and a message that gives nothing away', async () => {
    const response = await get('/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again in a moment.' });
  });

  it('answers an unknown path outside the API with JSON unless a page is wanted', async () => {
    const json = await get('/harbor-county/no/such/file.js');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ message: expect.any(String) });

    const page = await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<a href="/">');
  });
});
