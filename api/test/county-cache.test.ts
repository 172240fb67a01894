import './support/load-outside-sandbox';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client';
import { tenants } from '../src/db/schema';
import { countyCache } from '../src/tenants/county-cache';
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

  it('does not remember an unknown county, so one added a moment later is found at once', async () => {
    const findCounty = countyCache(database.db);
    expect(await findCounty('new-county')).toBeUndefined();
    await database.db.insert(tenants).values({ id: 'new-county', name: 'New County' });
    expect((await findCounty('new-county'))?.tenant.name).toBe('New County');
  });
});
