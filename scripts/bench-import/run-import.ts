// One roll import in a process of its own, for npm run bench:import: its summary and the process's
// peak memory (resident set) as one line of JSON. The database: DATABASE_URL, else PGlite in DATA_DIR.
import { importRoll } from '../../api/src/capabilities/parcel-roll/roll-import';
import { loadLayout } from '../../api/src/capabilities/parcel-roll/roll-layout';
import { openDatabase } from '../../api/src/infrastructure/db/client';

async function main() {
  const [county, file, layout] = process.argv.slice(2);
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = process.env;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const summary = await importRoll(database.db, { county, file, layout: loadLayout(layout), by: 'npm run bench:import' });
    console.log(JSON.stringify({ summary, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
