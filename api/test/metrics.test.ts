import './support/load-outside-sandbox';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { parseMetricsAllow } from '../src/infrastructure/http/metrics-access';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { appealBody } from './support/request-bodies';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './support/test-database';

// GET /metrics and X-Request-Id (docs/operations.md#metrics, #request-ids): what an operator sees,
// who may see it, and that nobody's name, address or parcel is in it.

jest.setTimeout(60_000);

const onPostgres = Boolean(process.env.DATABASE_URL);
const FILER = { name: 'Quillon Ferraby', email: 'quillon.ferraby@example.org', phone: '5555550199' };
const pine = DEMO_COUNTIES[1];
const parcelId = demoParcel(pine, 7).id;
let target: TestDatabaseTarget;
let database: DatabaseHandle;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  target = await createTestDatabaseTarget();
  // As main opens it with METRICS=on: on PostgreSQL its statements are timed and its pools reported.
  database = await openDatabase({ ...target.options, metrics: true });
  await seedDemoTenants(database.db);
  await seedDemoParcels(database.db, 20, [pine]);
  await seedDemoAppeals(database.db, new Date(), [pine]);
  app = buildApp({
    db: database.db,
    distRoot: '/nonexistent-dist',
    logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    // One search an address a minute: the second is refused, and counted.
    limits: { reads: { perAddress: { searches: { max: 1, windowSeconds: 60 } } } },
  });
  // A route that logs, as a failing request's error handler does.
  app.get('/test-logs-a-line', async (request) => {
    request.log.info('a line of this request');
    return { ok: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await target?.dispose();
});

interface Scrape {
  remoteAddress?: string;
  headers?: Record<string, string>;
}
const scrape = async (options: Scrape = {}) => app.inject({ url: '/metrics', ...options });

/** The value of one sample, `name{labels}`, in the text (0 when absent). */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('GET /metrics', () => {
  it('after a filing: request durations by route template and county, the filing counted, and nobody in it', async () => {
    const windows = (await app.inject({ url: '/pine-county/api/appeal-windows' })).json().results;
    const body = await appealBody(app, 'pine-county', parcelId, windows[windows.length - 1].id);
    body.appellant = { ...body.appellant, name: FILER.name, email: FILER.email, phone: { number: FILER.phone, extension: '' } };
    const filed = await app.inject({ method: 'POST', url: '/pine-county/api/appeals', payload: body });
    expect([filed.statusCode, filed.body]).toEqual([201, expect.any(String)]);
    // A query string, an e-mail in a path, and a county that does not exist: none of them a label.
    await app.inject({ url: `/pine-county/api/prc/${encodeURIComponent(parcelId)}?from=${encodeURIComponent(FILER.email)}` });
    await app.inject({ url: `/no-such-county/api/prc/${encodeURIComponent(FILER.email)}` });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, 'http_request_duration_seconds_count', 'method="POST",route="/:tenant/api/appeals",status_class="2xx",county="pine-county"')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', 'method="GET",route="/:tenant/api/prc/:id",status_class="2xx",county="pine-county"')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'http_request_duration_seconds_count', 'method="GET",route="/:tenant/api/prc/:id",status_class="4xx",county="none"')).toBeGreaterThanOrEqual(1);
    // Jest loads the metrics module afresh for each test file: this is the file's first filing.
    expect(sample(text, 'portal_appeals_filed_total', 'county="pine-county"')).toBe(1);
    // The confirmation e-mail waits in the outbox (no worker runs here; this is the first scrape, so nothing cached).
    expect(text).toMatch(/^portal_outbox_waiting_messages [1-9]/m);
    expect(text).toMatch(/^portal_outbox_oldest_waiting_seconds /m);
    // prom-client's process metrics.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);

    for (const personal of [FILER.name, 'Quillon', 'Ferraby', FILER.email, 'example.org', FILER.phone, parcelId, 'no-such-county']) {
      expect([personal, text.includes(personal)]).toEqual([personal, false]);
    }
  });

  it('counts a refusal by the name of its limit', async () => {
    const search = () => app.inject({ url: '/pine-county/api/prc/search?q=main', remoteAddress: '198.51.100.20' });
    const before = sample((await scrape()).body, 'portal_rate_limit_refusals_total', 'limit="read-searches:address"');
    expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(429);
    expect(sample((await scrape()).body, 'portal_rate_limit_refusals_total', 'limit="read-searches:address"') - before).toBe(1);
  });

  it('is the 404 of a path that does not exist to any other address, and to a request through a proxy for one', async () => {
    const refusals: Scrape[] = [
      { remoteAddress: '203.0.113.7' },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
      { headers: { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' } },
      { headers: { forwarded: 'for=203.0.113.7' } },
    ];
    for (const refused of refusals) {
      const response = await scrape(refused);
      expect([refused, response.statusCode]).toEqual([refused, 404]);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
    expect((await scrape({ headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(200);
  });

  it('answers the addresses and ranges of METRICS_ALLOW, and refuses a setting that is not one', async () => {
    const allowing = buildApp({ db: database.db, distRoot: '/nonexistent-dist', metrics: { allow: parseMetricsAllow('192.0.2.10, 203.0.113.0/24') } });
    try {
      for (const remoteAddress of ['203.0.113.7', '::ffff:203.0.113.8', '192.0.2.10'])
        expect([remoteAddress, (await allowing.inject({ url: '/metrics', remoteAddress })).statusCode]).toEqual([remoteAddress, 200]);
      expect((await allowing.inject({ url: '/metrics', remoteAddress: '192.0.2.11' })).statusCode).toBe(404);
    } finally {
      await allowing.close();
    }
    expect(() => parseMetricsAllow('10.0.0.0/8, prometheus.internal')).toThrow(
      'METRICS_ALLOW takes addresses or CIDR ranges, comma-separated (for example 10.0.0.5,192.168.0.0/16); these are not: prometheus.internal.',
    );
  });

  it('is not there with metrics off (METRICS=off)', async () => {
    const off = buildApp({ db: database.db, distRoot: '/nonexistent-dist', metrics: false });
    try {
      expect((await off.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  (onPostgres ? it : it.skip)('on PostgreSQL: statement durations and the pools', async () => {
    const text = (await scrape()).body;
    expect(text).toMatch(/^portal_db_query_duration_seconds_count [1-9]/m);
    expect(text).toMatch(/^portal_db_pool_in_use_connections\{pool="main"\} \d+/m);
    expect(text).toMatch(/^portal_db_pool_waiting_clients\{pool="main"\} \d+/m);
  });
});

describe('X-Request-Id', () => {
  it('answers a well-formed one the client sent, and logs every line of the request with it', async () => {
    const response = await app.inject({ url: '/test-logs-a-line', headers: { 'x-request-id': 'support-ticket_4711.a' } });
    expect(response.headers['x-request-id']).toBe('support-ticket_4711.a');
    const line = lines.map((entry) => JSON.parse(entry)).find((entry) => entry.msg === 'a line of this request');
    expect(line?.reqId).toBe('support-ticket_4711.a');
  });

  it('replaces a malformed one, and gives one to a request that came without', async () => {
    for (const given of ['short', 'has spaces in it', 'pat@example.org', 'x'.repeat(65), undefined]) {
      const response = await app.inject({ url: '/healthz', headers: given === undefined ? {} : { 'x-request-id': given } });
      const id = response.headers['x-request-id'];
      expect([given, id]).toEqual([given, expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    }
  });

  it('is on a refusal too', async () => {
    const response = await app.inject({ url: '/no-such-county/api/settings', headers: { 'x-request-id': 'abcdefgh' } });
    expect([response.statusCode, response.headers['x-request-id']]).toEqual([404, 'abcdefgh']);
  });
});
