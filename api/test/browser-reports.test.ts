import './support/load-outside-sandbox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { pageTypeOf } from '../src/capabilities/analytics/browser-reports';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { analyticsEvents } from '../src/infrastructure/db/schema';
import { openTestDatabase } from './support/test-database';

// Real visitors' speed (docs/operations.md#real-visitors-speed): the shell's web-vitals and remote
// loads, sent through the analytics sink, become histograms and counters with bounded labels, and no rows.

jest.setTimeout(60_000);

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const at = '2026-03-01T12:00:00.000Z';
const send = (events: unknown[]) =>
  app.inject({ method: 'POST', url: '/pine-county/api/analytics/events', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ events }) });
const metrics = async () => (await app.inject({ url: '/metrics' })).body;
const sampleOf = (text: string, name: string, labels: string) =>
  Number(new RegExp(`^${name}\\{${labels.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

it('names page types by the screen only', () => {
  expect(pageTypeOf('#/')).toBe('home');
  expect(pageTypeOf('#/search/Jane%20Smith/2')).toBe('results');
  expect(pageTypeOf('#/property/PC-000001-A929')).toBe('property');
  expect(pageTypeOf('#/property/PC-000001-A929/change-request')).toBe('change-request');
  expect(pageTypeOf('#/status')).toBe('status-find');
  expect(pageTypeOf('#/status/eyJhbGciOi.token')).toBe('status');
  expect(pageTypeOf('#/appeal/PC-000001-A929/reasons')).toBe('appeal-reasons');
  expect(pageTypeOf('#/meeting/PC-000001-A929/time')).toBe('meeting-time');
  expect(pageTypeOf('#/office/appeals/42')).toBe('office');
  expect(pageTypeOf('#/Jane-Smith')).toBe('other');
});

it('turns vitals and remote loads into metrics, labelled by page type, county, remote and release, and stores no row', async () => {
  const before = await metrics();
  const labels = 'page_type="property",county="pine-county",remote="mfe-search",release="2.4.1"';
  const response = await send([
    { type: 'vital', name: 'LCP', value: 1800, path: '#/property/PC-000001-A929?owner=Quillon', remote: 'mfe-search', release: '2.4.1', at },
    { type: 'vital', name: 'CLS', value: 0.04, path: '#/property/PC-000001-A929', remote: 'mfe-search', release: '2.4.1', at },
    { type: 'vital', name: 'INP', value: 120, path: '#/property/PC-000001-A929', remote: 'mfe-search', release: '2.4.1', at },
    { type: 'vital', name: 'TTFB', value: 90, path: '#/property/PC-000001-A929', remote: 'mfe-search', release: '2.4.1', at },
    { type: 'remote', outcome: 'loaded', remote: 'mfe-search', release: '2.4.1', at },
    { type: 'remote', outcome: 'failed', remote: 'mfe-appeal', release: '3.0.0', at },
    { type: 'remote', outcome: 'error', remote: 'mfe-appeal', release: '3.0.0', at },
    // A hostile remote name or release is counted, as "unknown".
    { type: 'remote', outcome: 'failed', remote: 'Quillon Ferraby <q@example.org>', release: '1.0.0; drop', at },
  ]);
  expect(response.statusCode).toBe(204);
  const after = await metrics();
  const grew = (name: string, labelSet: string) => sampleOf(after, name, labelSet) - sampleOf(before, name, labelSet);
  expect(grew('portal_web_vitals_lcp_seconds_count', labels)).toBe(1);
  expect(grew('portal_web_vitals_lcp_seconds_bucket', `le="2",${labels}`)).toBe(1);
  expect(grew('portal_web_vitals_lcp_seconds_bucket', `le="1.5",${labels}`)).toBe(0);
  expect(grew('portal_web_vitals_cls_count', labels)).toBe(1);
  expect(grew('portal_web_vitals_inp_seconds_sum', labels)).toBeCloseTo(0.12);
  expect(grew('portal_web_vitals_ttfb_seconds_count', labels)).toBe(1);
  expect(grew('portal_remote_loads_total', 'county="pine-county",remote="mfe-search",release="2.4.1",outcome="loaded"')).toBe(1);
  expect(grew('portal_remote_loads_total', 'county="pine-county",remote="mfe-appeal",release="3.0.0",outcome="failed"')).toBe(1);
  expect(grew('portal_remote_errors_total', 'county="pine-county",remote="mfe-appeal",release="3.0.0"')).toBe(1);
  expect(grew('portal_remote_loads_total', 'county="pine-county",remote="unknown",release="unknown",outcome="failed"')).toBe(1);
  for (const secret of ['PC-000001', 'Quillon', 'example.org', '; drop']) expect(after).not.toContain(secret);
  const rows = await database.db.select().from(analyticsEvents).where(eq(analyticsEvents.tenantId, 'pine-county'));
  expect(rows.filter((row) => row.kind === 'vital' || row.kind === 'remote')).toEqual([]);
});

it('refuses a vital it does not know, or an impossible value, saying what it takes', async () => {
  const unknown = await send([{ type: 'vital', name: 'FID', value: 10, path: '#/', remote: 'mfe-search', release: '1', at }]);
  expect(unknown.statusCode).toBe(400);
  expect(unknown.body).toContain('The vital must be LCP, INP, CLS or TTFB.');
  const negative = await send([{ type: 'vital', name: 'LCP', value: -1, path: '#/', remote: 'mfe-search', release: '1', at }]);
  expect(negative.statusCode).toBe(400);
  expect(negative.body).toContain('The value cannot be negative.');
});
