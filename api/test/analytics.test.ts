import './support/load-outside-sandbox';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { screenOf } from '../src/capabilities/analytics/analytics-routes';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { analyticsEvents } from '../src/infrastructure/db/schema';
import { openTestDatabase } from './support/test-database';

// Opening and migrating a database takes seconds on a busy machine.
jest.setTimeout(60_000);

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const at = '2025-03-01T12:00:00.000Z';
const send = (tenant: string, payload: unknown, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: `/${tenant}/api/analytics/events`,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const rowsOf = (tenant: string) => database.db.select().from(analyticsEvents).where(eq(analyticsEvents.tenantId, tenant)).orderBy(asc(analyticsEvents.id));

describe('POST /:tenant/api/analytics/events', () => {
  it('stores page views, events and heartbeats as the site sends them, and nothing else', async () => {
    const response = await send(
      'pine-county',
      {
        events: [
          { type: 'page-view', name: 'Estimation', path: '#/appeal/estimation', at },
          // Extra fields a careless sink might add never reach the database.
          { type: 'event', name: 'Comparable Sales Saved', category: 'File an Appeal', action: 'Submit', at, email: 'jane@example.com', ip: '203.0.113.9' },
          { type: 'heartbeat', path: '#/search/Jane%20Smith/2', at, userAgent: 'Mozilla/5.0' },
          { type: 'page-view', name: 'Property', path: '#/property/PC-000012-R345?from=search', at },
        ],
        visitor: 'someone@example.com',
      },
      'application/json',
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await rowsOf('pine-county');
    expect(rows.map(({ kind, name, detail }) => ({ kind, name, detail }))).toEqual([
      { kind: 'page-view', name: 'Estimation', detail: { path: '#/appeal/estimation', at } },
      { kind: 'event', name: 'Comparable Sales Saved', detail: { category: 'File an Appeal', action: 'Submit', at } },
      { kind: 'heartbeat', name: 'heartbeat', detail: { path: '#/search/:term/:page', at } },
      { kind: 'page-view', name: 'Property', detail: { path: '#/property/:id', at } },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/example\.com|203\.0\.113|Mozilla|Jane|PC-000012/);
  });

  it('reads a text/plain JSON body too (navigator.sendBeacon with a string)', async () => {
    const response = await send('harbor-county', JSON.stringify({ events: [{ type: 'heartbeat', path: '#/', at }] }), 'text/plain;charset=UTF-8');
    expect(response.statusCode).toBe(204);
    expect((await rowsOf('harbor-county')).at(-1)).toMatchObject({ kind: 'heartbeat', detail: { path: '#/', at } });
  });

  it('keeps the route words of a path and drops what a visitor typed or chose', () => {
    expect(screenOf('#/')).toBe('#/');
    expect(screenOf('#/search/main/1')).toBe('#/search/:term/:page');
    expect(screenOf('#/property/unlisted')).toBe('#/property/unlisted');
    expect(screenOf('#/property/HC-000001-R123')).toBe('#/property/:id');
    expect(screenOf('#/appeal/summary?returnto=summary')).toBe('#/appeal/summary');
    expect(screenOf('/harbor-county/')).toBe('/harbor-county');
  });

  it.each([
    ['no events list', { type: 'heartbeat', path: '#/', at }, 'Send the events as a list under "events".'],
    ['an empty list', { events: [] }, 'Send at least one event.'],
    ['more than 50 events', { events: Array.from({ length: 51 }, () => ({ type: 'heartbeat', path: '#/', at })) }, 'Send at most 50 events at a time.'],
    ['an unknown type', { events: [{ type: 'click', name: 'x', at }] }, 'Each event needs a type: page-view, event, heartbeat, vital or remote.'],
    ['a name over 100 characters', { events: [{ type: 'event', name: 'x'.repeat(101), at }] }, 'The event name is longer than 100 characters.'],
    ['a category over 100 characters', { events: [{ type: 'event', name: 'x', category: 'c'.repeat(101), at }] }, 'The category is longer than 100 characters.'],
    ['an empty page name', { events: [{ type: 'page-view', name: ' ', path: '#/', at }] }, 'The page name is missing.'],
    ['a time that is not a date', { events: [{ type: 'heartbeat', path: '#/', at: 'yesterday' }] }, 'The time of the event must be an ISO date and time.'],
  ])('refuses %s with a readable 400 and stores nothing', async (_case, payload, message) => {
    const before = (await rowsOf('harbor-county')).length;
    const response = await send('harbor-county', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await rowsOf('harbor-county')).toHaveLength(before);
  });

  it('refuses bodies that are not JSON, as JSON or as text', async () => {
    for (const contentType of ['application/json', 'text/plain']) {
      const response = await send('harbor-county', '{"events": [', contentType);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request could not be read: its body is not valid JSON.' });
    }
  });

  it('refuses a body over 16 KB with 413', async () => {
    const events = Array.from({ length: 50 }, () => ({ type: 'heartbeat', path: `#/${'a'.repeat(400)}`, at }));
    const response = await send('harbor-county', { events });
    expect(response.statusCode).toBe(413);
    expect(typeof response.json().message).toBe('string');
  });

  it('is 404 for an unknown county', async () => {
    const response = await send('no-such-county', { events: [{ type: 'heartbeat', path: '#/', at }] });
    expect(response.statusCode).toBe(404);
  });
});
