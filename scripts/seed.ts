// Seeds the demo counties into DATABASE_URL, or else PGlite in DATA_DIR (default <repo>/data), at
// benchmark scale: what `npm start` seeds, with --parcels parcels per county (default PARCELS,
// else 20,000), written by the fast bulk seeder. `npm start` afterwards keeps them.
// Usage: npm run seed -- [--parcels 2000000] [--county harbor-county]
import { environmentOrExit } from '../api/src/infrastructure/config/environment';
import { openDatabase } from '../api/src/infrastructure/db/client';
import { DataDirInUseError } from '../api/src/infrastructure/db/data-dir-lock';
import { seedDemoTenants } from '../api/src/tools/demo/seed-tenants';
import { seedDemoActivity } from '../api/src/tools/demo/seed-activity';
import { DEMO_COUNTIES } from '../api/src/tools/demo/seed-parcels';
import { bulkSeedParcels } from './bulk-seed-parcels';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = environmentOrExit(process.env);
  const perCounty = option(args, '--parcels') === undefined ? config.PARCELS : Number(option(args, '--parcels')?.replace(/[_,]/g, ''));
  if (!Number.isInteger(perCounty) || perCounty < 0) throw new Error('--parcels takes a whole number, for example --parcels 2000000');
  const only = option(args, '--county');
  const counties = only ? DEMO_COUNTIES.filter((county) => county.tenantId === only) : DEMO_COUNTIES;
  if (counties.length === 0) throw new Error(`--county must be one of ${DEMO_COUNTIES.map((county) => county.tenantId).join(', ')}`);

  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = config;
  console.log(
    `Seeding ${counties.map((county) => county.tenantId).join(' and ')} with ${perCounty.toLocaleString('en-US')} parcels each into ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`,
  );
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await seedDemoTenants(database.db);
    for (const county of counties) {
      const { inserted, seconds, rebuiltIndexes, phases } = await bulkSeedParcels(database, county, perCounty, (done) => {
        if (process.stdout.isTTY) process.stdout.write(`\r  ${county.tenantId}: ${done.toLocaleString('en-US')} new parcels`);
      });
      if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
      console.log(
        `  ${county.tenantId}: ${inserted.toLocaleString('en-US')} new parcels in ${seconds.toFixed(1)} s${rebuiltIndexes ? ' (indexes built after the load, the table written in search order)' : ''}: inserts ${phases.load.toFixed(1)} s, indexes and search order ${phases.indexes.toFixed(1)} s, vacuum analyze ${phases.vacuum.toFixed(1)} s`,
      );
    }
    // The demo staff accounts as at `npm start` (demo-mode.ts): never with NODE_ENV=production.
    await seedDemoActivity(database.db, { staffAccounts: config.DEMO.staffAccounts });
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof DataDirInUseError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
