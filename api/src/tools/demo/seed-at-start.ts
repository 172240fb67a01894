import { notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { holdingLock, SEED_AT_START_LOCK_KEY } from '../../infrastructure/db/startup-lock';
import { tenants } from '../../infrastructure/db/schema';
import type { DemoMode } from '../../infrastructure/config/demo-mode';
import { seedDemoActivity } from './seed-activity';
import { fillDemoOwnerCodes, fillDemoParcelFacts, seedDemoParcels } from './seed-parcels';
import { disableDemoStaff } from './seed-staff';
import { DEMO_TENANTS, seedDemoTenants } from './seed-tenants';

interface SeedAtStartOptions {
  mode: DemoMode;
  /** Parcels per demo county (PARCELS). */
  parcels: number;
  /** Where the demo comparables tool answers (main.ts). */
  comperUrl?: string;
  /** Where the demo county web page answers (main.ts): the demo counties allow it to embed them. */
  embedOrigin?: string;
  log?: (line: string) => void;
}

/** The first county of the database that is not a demo county: a real one is configured. */
async function realCounty(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      notInArray(
        tenants.id,
        DEMO_TENANTS.map((tenant) => tenant.id),
      ),
    )
    .limit(1);
  return row?.id;
}

/**
 * What a start writes (main.ts), by demo mode (demo-mode.ts): the demo counties with their data,
 * and their staff accounts only in a demo that is not production and holds no real county. Where
 * the demo accounts may not be, any left from an earlier demo start that still has the README's
 * password is disabled, so that password opens nothing. Several API processes starting together on
 * one PostgreSQL take turns (holdingLock): the first seeds, the others find it done.
 */
export function seedAtStart(db: Database, options: SeedAtStartOptions): Promise<void> {
  return holdingLock(db, SEED_AT_START_LOCK_KEY, () => seedUnlocked(db, options));
}

async function seedUnlocked(db: Database, { mode, parcels, comperUrl, embedOrigin, log = () => undefined }: SeedAtStartOptions): Promise<void> {
  if (mode.counties) {
    await seedDemoTenants(db, { comperUrl, embedOrigin });
    await seedDemoParcels(db, parcels);
    await fillDemoOwnerCodes(db);
    await fillDemoParcelFacts(db);
  } else {
    log('Demo mode is off (DEMO=0, or NODE_ENV=production): no demo county is written.');
  }
  const real = await realCounty(db);
  const staffAccounts = mode.staffAccounts && !real;
  if (mode.counties) {
    await seedDemoActivity(db, { staffAccounts });
    // Fresh statistics for what the seed just wrote: planned from the empty tables' (autovacuum's
    // analyze comes minutes later), a filing's read of the parcel's earlier appeal scanned the whole county.
    await db.execute(sql`analyze parcels, appeals, appeal_windows`);
  }
  if (mode.counties && !staffAccounts) {
    log(real ? `A county other than the demo ones is configured (${real}): no demo staff accounts.` : 'NODE_ENV=production: no demo staff accounts.');
  }
  if (!staffAccounts) {
    const disabled = await disableDemoStaff(db);
    if (disabled) log(`Disabled ${disabled} demo staff account${disabled === 1 ? '' : 's'} left from a demo start (their password is in the README).`);
  }
}
