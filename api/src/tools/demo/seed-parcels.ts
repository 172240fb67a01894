import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { parcels } from '../../infrastructure/db/schema';
import { ownerCodeHash } from '../../capabilities/parcels/owner-code';
import { demoOwnerCode } from './demo-owner-codes';
import { demoParcel, type DemoCounty } from './demo-parcels';

export const DEMO_COUNTIES: DemoCounty[] = [
  { tenantId: 'harbor-county', prefix: 'HC', city: 'Harbor', state: 'ME', zip: '04011', seed: 1 },
  { tenantId: 'pine-county', prefix: 'PC', city: 'Pine Ridge', state: 'CO', zip: '80401', seed: 2 },
];

const BATCH = 1_000;

/**
 * Tops each demo county up to `perCounty` parcels, in batched inserts; parcels already there are
 * kept, so restarting the server neither duplicates nor loses anything.
 */
export async function seedDemoParcels(db: Database, perCounty: number, counties = DEMO_COUNTIES): Promise<void> {
  for (const county of counties) {
    const [{ value: existing }] = await db
      .select({ value: count() })
      .from(parcels)
      .where(and(eq(parcels.tenantId, county.tenantId)));
    // count(*) comes back as a string on some drivers.
    for (let start = Number(existing); start < perCounty; start += BATCH) {
      const rows = [];
      for (let n = start; n < Math.min(perCounty, start + BATCH); n += 1) rows.push(demoParcel(county, n));
      await db.insert(parcels).values(rows).onConflictDoNothing();
    }
  }
}

/**
 * Gives demo parcels seeded before owner codes existed the hash of their code, a
 * batch per statement; nothing to do on later starts.
 */
export async function fillDemoOwnerCodes(db: Database, counties = DEMO_COUNTIES): Promise<void> {
  for (const county of counties) {
    const missing = await db
      .select({ id: parcels.id })
      .from(parcels)
      .where(and(eq(parcels.tenantId, county.tenantId), isNull(parcels.ownerCodeHash)));
    for (let start = 0; start < missing.length; start += BATCH) {
      const rows = missing.slice(start, start + BATCH).map(({ id }) => sql`(${id}, ${ownerCodeHash(county.tenantId, id, demoOwnerCode(county.tenantId, id))})`);
      await db.execute(sql`
        UPDATE parcels SET owner_code_hash = codes.hash
        FROM (VALUES ${sql.join(rows, sql`, `)}) AS codes(id, hash)
        WHERE parcels.tenant_id = ${county.tenantId} AND parcels.id = codes.id`);
    }
  }
}

/**
 * Gives demo parcels seeded before the property page showed last year's value, the land's share and
 * the characteristics their facts (every demo parcel has characteristics once filled), a batch per
 * statement; nothing to do on later starts.
 */
export async function fillDemoParcelFacts(db: Database, counties = DEMO_COUNTIES): Promise<void> {
  for (const county of counties) {
    const missing = await db
      .select({ id: parcels.id })
      .from(parcels)
      .where(and(eq(parcels.tenantId, county.tenantId), isNull(parcels.characteristics)));
    for (let start = 0; start < missing.length; start += BATCH) {
      // The demo's parcel numbers hold n (HC-000123-R456); a parcel the generator did not make is left alone.
      const rows = missing
        .slice(start, start + BATCH)
        .map(({ id }) => demoParcel(county, Number(id.slice(county.prefix.length + 1, county.prefix.length + 7))))
        .filter((parcel, i) => parcel.id === missing[start + i].id)
        .map((parcel) => sql`(${parcel.id}, ${parcel.priorValueAmount}::bigint, ${parcel.landValueAmount}::bigint, ${JSON.stringify(parcel.characteristics)}::jsonb)`);
      if (!rows.length) continue;
      await db.execute(sql`
        UPDATE parcels SET prior_value_amount = facts.prior, land_value_amount = facts.land, characteristics = facts.characteristics
        FROM (VALUES ${sql.join(rows, sql`, `)}) AS facts(id, prior, land, characteristics)
        WHERE parcels.tenant_id = ${county.tenantId} AND parcels.id = facts.id`);
    }
  }
}
