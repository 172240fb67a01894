import './support/load-outside-sandbox';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { openTestDatabase } from './support/test-database';
import { readEnvironment } from '../src/infrastructure/config/environment';

// GET /healthz and /readyz: what a load balancer or the cluster script asks a process.

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

it('answers 200 { status: ok } while the process and its database answer, outside every county and never cached', async () => {
  for (const url of ['/healthz', '/readyz']) {
    const response = await app.inject({ url });
    expect([response.statusCode, response.json()]).toEqual([200, { status: 'ok' }]);
    expect(response.headers['cache-control']).toBe('no-store');
  }
});

it('is not limited: a checker polling it often keeps getting answers', async () => {
  const answers = await Promise.all(Array.from({ length: 300 }, () => app.inject({ url: '/healthz' })));
  expect(new Set(answers.map((response) => response.statusCode))).toEqual(new Set([200]));
});

it('readyz turns 503 while the process drains; healthz stays 200 (the process is alive, finishing its requests)', async () => {
  app.lifecycle.draining = true;
  try {
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', reason: 'draining' }]);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  } finally {
    app.lifecycle.draining = false;
  }
  expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
});

it('both answer 503 when the database does not', async () => {
  const other = await openTestDatabase({ seed: false });
  const orphan = buildApp({ db: other.db, distRoot: '/nonexistent-dist' });
  await orphan.ready();
  await other.close();
  try {
    for (const url of ['/healthz', '/readyz']) {
      const response = await orphan.inject({ url });
      expect([response.statusCode, response.json()]).toEqual([503, { status: 'unavailable', reason: 'database' }]);
    }
  } finally {
    await orphan.close();
  }
});

it('DRAIN_DELAY_MS is 0 unless set, and a bad value is refused with its name', () => {
  expect(readEnvironment({}).DRAIN_DELAY_MS).toBe(0);
  expect(readEnvironment({ DRAIN_DELAY_MS: '5000' }).DRAIN_DELAY_MS).toBe(5000);
  for (const bad of ['-1', 'soon', '1.5', '60000']) expect(() => readEnvironment({ DRAIN_DELAY_MS: bad }).DRAIN_DELAY_MS).toThrow(/DRAIN_DELAY_MS/);
});
