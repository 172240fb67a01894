import './support/load-outside-sandbox';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { tenants } from '../src/infrastructure/db/schema';
import { countyCache } from '../src/capabilities/tenants/county-cache';
import { openTestDatabase } from './support/test-database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('countyCache (the county row of every tenant API call)', () => {
  it('reuses a county read within its time to live, and reads it again after', async () => {
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      await database.db.insert(tenants).values({ id: 'cached-county', name: 'Cached County' });
      const findCounty = countyCache(database.db, { ttlMs: 5_000 });
      expect((await findCounty('cached-county'))?.tenant.name).toBe('Cached County');
      // Another process renames it: this one sees the change once its copy is 5 s old.
      await database.db.update(tenants).set({ name: 'Renamed County' }).where(eq(tenants.id, 'cached-county'));
      now += 4_999;
      expect((await findCounty('cached-county'))?.tenant.name).toBe('Cached County');
      now += 2;
      expect((await findCounty('cached-county'))?.tenant.name).toBe('Renamed County');
    } finally {
      clock.mockRestore();
    }
  });

  it('forgets a county this process changed, even while an older read of it is on its way', async () => {
    await database.db.insert(tenants).values({ id: 'forgotten-county', name: 'Before County' });
    const findCounty = countyCache(database.db, { ttlMs: 60_000 });
    // A read starts before the change commits and ends after it: its copy must not be kept.
    const older = findCounty('forgotten-county');
    await database.db.update(tenants).set({ name: 'After County' }).where(eq(tenants.id, 'forgotten-county'));
    findCounty.forget('forgotten-county');
    await older;
    expect((await findCounty('forgotten-county'))?.tenant.name).toBe('After County');
  });

  it('does not remember an unknown county, so one added a moment later is found at once', async () => {
    const findCounty = countyCache(database.db);
    expect(await findCounty('new-county')).toBeUndefined();
    await database.db.insert(tenants).values({ id: 'new-county', name: 'New County' });
    expect((await findCounty('new-county'))?.tenant.name).toBe('New County');
  });
});

describe('one read of the county for a first visit', () => {
  /** Counts the statements that read the tenants table, whichever driver runs them. */
  function countTenantReads(db: DatabaseHandle['db']) {
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query.bind(client);
    const seen = { reads: 0, restore: () => (client.query = query) };
    client.query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '');
      if (/from "tenants"/i.test(text)) seen.reads += 1;
      return query(...args);
    };
    return seen;
  }

  it('reads the county row once for its home page and the calls the page makes next', async () => {
    const app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
    await app.ready();
    const seen = countTenantReads(database.db);
    try {
      // The page, then what the shell asks as it starts, some of it at once.
      expect((await app.inject({ url: '/harbor-county/' })).statusCode).toBe(404); // not built here: the county is known, the page is missing
      const calls = await Promise.all(['/harbor-county/api/settings', '/harbor-county/api/me', '/harbor-county/api/appeal-windows'].map((url) => app.inject({ url })));
      expect(calls.map((call) => call.statusCode)).toEqual([200, 200, 200]);
      expect(seen.reads).toBe(1);
    } finally {
      seen.restore();
      await app.close();
    }
  });

  it('shares one read between calls of a county that arrive together', async () => {
    const findCounty = countyCache(database.db, { ttlMs: 0 });
    const seen = countTenantReads(database.db);
    try {
      const counties = await Promise.all([findCounty('harbor-county'), findCounty('harbor-county'), findCounty('harbor-county')]);
      expect(counties.map((county) => county?.tenant.id)).toEqual(['harbor-county', 'harbor-county', 'harbor-county']);
      expect(seen.reads).toBe(1);
    } finally {
      seen.restore();
    }
  });
});
