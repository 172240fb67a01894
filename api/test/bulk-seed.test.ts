import './support/load-outside-sandbox';
import { bulkSeedParcels, rawClient } from '../../scripts/bulk-seed-parcels';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { DEMO_COUNTIES } from '../src/tools/demo/seed-parcels';
import { searchParcels } from '../src/capabilities/parcels/parcel-store';
import { openTestDatabase } from './support/test-database';

const county = DEMO_COUNTIES[0];

describe('the bulk seeder (npm run seed, npm run bench:api)', () => {
  it("loads the generator's parcels, builds every index again, and writes the table in search order", async () => {
    const database = await openTestDatabase();
    const client = rawClient(database);
    const indexes = async () =>
      (await client.query(`select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = 'parcels'::regclass order by 1`)).rows.map((row) => row.definition);
    try {
      const before = await indexes();
      const seeded = await bulkSeedParcels(database, county, 3_000, undefined, { rebuildFrom: 1_000 });
      expect(seeded).toMatchObject({ inserted: 3_000, rebuiltIndexes: true });
      expect(await indexes()).toEqual(before);

      const [counted] = (await client.query('select count(*)::int as n from parcels where tenant_id = $1', [county.tenantId])).rows;
      expect(Number(counted.n)).toBe(3_000);
      // Written in the order search reads a county (address, then number), not the order generated.
      const [order] = (
        await client.query(`select array_agg(id order by ctid) = array_agg(id order by address, id) as in_order from parcels where tenant_id = $1`, [county.tenantId])
      ).rows;
      expect(order.in_order).toBe(true);

      // The rebuilt indexes answer search: the 2,000th parcel by its number and by its address.
      const parcel = demoParcel(county, 1_999);
      const byNumber = await searchParcels(database.db, county.tenantId, parcel.id, 1, 21);
      expect(byNumber.rows.map((row) => row.id)).toEqual([parcel.id]);
      const byAddress = await searchParcels(database.db, county.tenantId, parcel.address, 1, 21);
      expect(byAddress.rows.map((row) => row.id)).toContain(parcel.id);

      // A small top-up adds the rest beside the indexes, without dropping them.
      const toppedUp = await bulkSeedParcels(database, county, 3_100, undefined, { rebuildFrom: 1_000 });
      expect(toppedUp).toMatchObject({ inserted: 100, rebuiltIndexes: false });
      expect(await indexes()).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
