import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { parcels } from '../../infrastructure/db/schema';
import { importRoll } from '../../capabilities/parcel-roll/roll-import';
import { loadLayout, RollRefusal, type RollLayout } from '../../capabilities/parcel-roll/roll-layout';
import { ownerCodeHash } from '../../capabilities/parcels/owner-code';
import { demoOwnerCode } from './demo-owner-codes';
import { demoParcel, type DemoCounty } from './demo-parcels';
import { DEMO_ROLL_LAYOUT, writeDemoRolls } from './demo-roll';
import { DEMO_SEED } from './seed-tenants';

export const DEMO_COUNTIES: DemoCounty[] = [
  { tenantId: 'harbor-county', prefix: 'HC', city: 'Harbor', state: 'ME', zip: '04011', seed: 1 },
  { tenantId: 'pine-county', prefix: 'PC', city: 'Pine Ridge', state: 'CO', zip: '80401', seed: 2 },
];

const BATCH = 1_000;

/**
 * Tops each demo county up to `perCounty` parcels through the county's own roll import
 * (capabilities/parcel-roll, as `npm run parcels -- import` runs it), from rolls written to a
 * temporary folder (demo-roll.ts): the parcels retired since an earlier roll, then this year's roll,
 * so the import adds every parcel 0 .. perCounty-1 and marks the retired ones inactive. A county that
 * has its parcels already is left as it is, so restarting the server neither duplicates nor loses
 * anything, and a restart imports nothing. Every roll is in the county's audit trail
 * (parcel-roll-imported); a refused row stops the seed (the generator and the layout disagree).
 */
export async function seedDemoParcels(db: Database, perCounty: number, counties = DEMO_COUNTIES): Promise<void> {
  let layout: RollLayout | undefined;
  for (const county of counties) {
    const [{ value: existing }] = await db
      .select({ value: count() })
      .from(parcels)
      .where(and(eq(parcels.tenantId, county.tenantId)));
    // count(*) comes back as a string on some drivers.
    if (Number(existing) >= perCounty) continue;
    layout ??= loadLayout(DEMO_ROLL_LAYOUT);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-roll-'));
    try {
      const { earlier, current } = await writeDemoRolls(folder, county, perCounty);
      for (const roll of [earlier, current]) {
        if (roll.rows === 0) continue;
        await importRoll(db, { county: county.tenantId, file: roll.file, layout, maxRejects: 0, by: DEMO_SEED.by }).catch((error: unknown) => {
          if (!(error instanceof RollRefusal)) throw error;
          const rejects = fs.existsSync(`${roll.file}.rejects.csv`) ? `\n${fs.readFileSync(`${roll.file}.rejects.csv`, 'utf8').split('\n').slice(0, 6).join('\n')}` : '';
          throw new Error(`The demo roll of ${county.tenantId} was refused: ${error.message}${rejects}`);
        });
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
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
