// npm run bench:import: a county's parcel roll imported and imported again (docs/parcel-rolls.md,
// "How fast"), on PostgreSQL and on PGlite, with search before and after.
//
//   npm run bench:import [-- --rows 2400000] [--pglite-rows 100000] [--quick]
//
// A synthetic roll in the florida-nal layout (npm run parcels -- generate) of --rows parcels is
// imported into a new county, then a re-export with 1 row in 100 changed is imported over it. Each
// import runs in a process of its own (scripts/bench-import/run-import.ts): its time, rows a second
// and peak memory. Search (the API's own search, 60 terms, 3 passes) is timed on a demo county
// before and after the big roll lands beside it, and on the new county after each import.
// PostgreSQL: DATABASE_URL when set, otherwise a throwaway server that writes durably (fsync on),
// with the buffers a county's server would have (shared_buffers 1 GB, max_wal_size 4 GB). PGlite
// imports --pglite-rows (default 100,000: it is the embedded demo database, not a county's).
// --quick: 200,000 and 20,000 rows.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCounty } from '../api/src/capabilities/counties/county-admin';
import type { RollSummary } from '../api/src/capabilities/parcel-roll/roll-import';
import { searchParcels } from '../api/src/capabilities/parcels/parcel-store';
import { openDatabase, type Database } from '../api/src/infrastructure/db/client';
import { demoParcel, seededRandom } from '../api/src/tools/demo/demo-parcels';
import { DEMO_COUNTIES, seedDemoParcels } from '../api/src/tools/demo/seed-parcels';
import { seedDemoTenants } from '../api/src/tools/demo/seed-tenants';
import { NAL_COLUMNS, nalRow, writeSyntheticRoll } from '../api/src/tools/parcels-cli/synthetic-roll';
import { quantile } from './bench-api/measure';
import { rawClient } from './bulk-seed-parcels';
import { cleanups, cleanUp } from './lib/clean-up';
import { startPostgres } from './lib/postgres-server.mjs';

const root = path.resolve(__dirname, '..');
const COUNTY = 'bench-roll-county';
const NEIGHBOUR = DEMO_COUNTIES[0];
const NEIGHBOUR_PARCELS = 20_000;
const YEAR = 2026;
const SERVER_OPTIONS = '-c fsync=on -c synchronous_commit=on -c full_page_writes=on -c shared_buffers=1GB -c max_wal_size=4GB';
/** For a roll of 2.4 million rows on this machine (docs/parcel-rolls.md, "How fast"). */
const TARGETS = { importSeconds: 300, reimportSeconds: 180, rows: 2_400_000 };

function options() {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : Number(args[at + 1]?.replace(/[_,]/g, ''));
  };
  const quick = args.includes('--quick');
  const rows = value('--rows') ?? (quick ? 200_000 : TARGETS.rows);
  const pgliteRows = value('--pglite-rows') ?? (quick ? 20_000 : 100_000);
  for (const [name, n] of Object.entries({ rows, pgliteRows })) if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number above 0`);
  return { rows, pgliteRows };
}

async function writeRoll(file: string, rows: number, variant: number): Promise<void> {
  const out = fs.createWriteStream(file);
  await writeSyntheticRoll(rows, YEAR, (chunk) => new Promise((resolve) => (out.write(chunk) ? resolve() : out.once('drain', () => resolve()))), variant);
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** Terms a visitor of the synthetic county types: parcel numbers and their starts, addresses, streets, owners, and nothing. */
function rollTerms(rows: number): string[] {
  const random = seededRandom(2_026);
  const at = (column: string) => NAL_COLUMNS.indexOf(column);
  const row = () => nalRow(Math.floor(random() * rows), YEAR);
  const terms: string[] = [];
  for (let i = 0; i < 12; i += 1) terms.push(row()[at('PARCEL_ID')]);
  for (let i = 0; i < 8; i += 1) terms.push(row()[at('PARCEL_ID')].slice(0, 6 + (i % 3)));
  for (let i = 0; i < 16; i += 1) terms.push(row()[at('PHY_ADDR1')]);
  terms.push('OCEAN ST', 'palm ave', 'Cypress Dr', 'heron', 'MAGNOLIA', 'Banyan Ct');
  for (let i = 0; i < 12; i += 1) terms.push(row()[at('OWN_NAME')].split(' ')[0]);
  terms.push('zzqx', 'NO SUCH ROAD', '99-99-99999999', 'xylophone', 'qwerty lane', 'ÑÑÑ');
  return terms;
}

function neighbourTerms(): string[] {
  const random = seededRandom(20_240_601);
  const parcel = () => demoParcel(NEIGHBOUR, Math.floor(random() * NEIGHBOUR_PARCELS));
  return [
    ...Array.from({ length: 20 }, () => parcel().id),
    ...Array.from({ length: 20 }, () => parcel().address),
    ...Array.from({ length: 14 }, () => parcel().ownerName.split(' ')[1] ?? 'Smith'),
    ...['Harbor St', 'main st', 'Oak Ave', 'zzqx', 'nowhere at all', 'MAPLE'],
  ];
}

/** p50 and p95 (ms) of the API's search of a county, first page of 20, over every term `passes` times. */
async function searchLatency(db: Database, tenantId: string, terms: string[], passes = 3): Promise<{ p50: number; p95: number }> {
  for (const term of terms) await searchParcels(db, tenantId, term, 1, 20);
  const times: number[] = [];
  for (let pass = 0; pass < passes; pass += 1) {
    for (const term of terms) {
      const started = performance.now();
      await searchParcels(db, tenantId, term, 1, 20);
      times.push(performance.now() - started);
    }
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

interface ImportRun {
  summary: RollSummary;
  peakRssMb: number;
}

function runImport(env: Record<string, string>, file: string): Promise<ImportRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bench-import', 'run-import.ts'), COUNTY, file, 'florida-nal'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as ImportRun);
      else reject(new Error(`the import exited with ${code}: ${out}`));
    }),
  );
}

const perSecond = (run: ImportRun) => Math.round(run.summary.read / run.summary.seconds);
const describe = (label: string, run: ImportRun) =>
  `${label.padEnd(26)} ${run.summary.seconds.toFixed(1).padStart(7)} s ${perSecond(run).toLocaleString('en-US').padStart(8)} rows/s  peak ${String(run.peakRssMb).padStart(4)} MB  ` +
  `(added ${run.summary.added}, changed ${run.summary.changed}, unchanged ${run.summary.unchanged}, refused ${run.summary.refused})`;

async function main() {
  const { rows, pgliteRows } = options();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const roll = (count: number, variant: number) => path.join(dir, `roll-${count}-${variant}.csv`);
  console.log(`Writing synthetic rolls of ${rows.toLocaleString('en-US')} and ${pgliteRows.toLocaleString('en-US')} rows (and their re-exports, 1 row in 100 changed) ...`);
  for (const count of new Set([rows, pgliteRows])) {
    await writeRoll(roll(count, 0), count, 0);
    await writeRoll(roll(count, 1), count, 1);
  }

  const server = startPostgres(SERVER_OPTIONS);
  if (!server) throw new Error('No PostgreSQL server: set DATABASE_URL, or install PostgreSQL and run as root (scripts/pg-throwaway.sh)');
  cleanups.push(server.stop);
  const databaseUrl = server.url;
  console.log(`PostgreSQL: ${server.given ? 'DATABASE_URL' : `a throwaway server (${SERVER_OPTIONS})`}`);
  const postgres = await openDatabase({ databaseUrl });
  cleanups.unshift(() => void postgres.close());
  await seedDemoTenants(postgres.db);
  await seedDemoParcels(postgres.db, NEIGHBOUR_PARCELS, [NEIGHBOUR]);
  // A county left by an earlier run on the same DATABASE_URL: gone, so this one starts new.
  await rawClient(postgres).query('delete from parcels where tenant_id = $1', [COUNTY]);
  await rawClient(postgres).query('delete from tenants where id = $1', [COUNTY]);
  await createCounty(postgres.db, { slug: COUNTY, name: 'Bench Roll County', values: { 'general.timezone': 'America/New_York' } }, { by: 'npm run bench:import' });
  await rawClient(postgres).query('analyze parcels');
  const neighbourBefore = await searchLatency(postgres.db, NEIGHBOUR.tenantId, neighbourTerms());

  const env = { DATABASE_URL: databaseUrl };
  const first = await runImport(env, roll(rows, 0));
  const neighbourAfter = await searchLatency(postgres.db, NEIGHBOUR.tenantId, neighbourTerms());
  const countyAfterFirst = await searchLatency(postgres.db, COUNTY, rollTerms(rows));
  const again = await runImport(env, roll(rows, 1));
  const countyAfterAgain = await searchLatency(postgres.db, COUNTY, rollTerms(rows));
  await postgres.close();

  const dataDir = path.join(dir, 'pglite');
  const pglite = await openDatabase({ dataDir });
  await seedDemoTenants(pglite.db);
  await createCounty(pglite.db, { slug: COUNTY, name: 'Bench Roll County', values: { 'general.timezone': 'America/New_York' } }, { by: 'npm run bench:import' });
  await pglite.close();
  const pgliteEnv = { DATABASE_URL: '', DATA_DIR: dataDir };
  const pgliteFirst = await runImport(pgliteEnv, roll(pgliteRows, 0));
  const pgliteAgain = await runImport(pgliteEnv, roll(pgliteRows, 1));

  const scale = TARGETS.rows / rows;
  const verdict = (seconds: number, target: number) =>
    `${seconds <= target ? 'within' : 'OVER'} the ${target} s target${rows === TARGETS.rows ? '' : ` (scaled to ${TARGETS.rows.toLocaleString('en-US')} rows: ${(seconds * scale).toFixed(0)} s)`}`;
  const ms = ({ p50, p95 }: { p50: number; p95: number }) => `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
  console.log(`\nPostgreSQL, ${rows.toLocaleString('en-US')} rows (${os.availableParallelism()} cores)`);
  console.log(`${describe('import into a new county', first)}  ${verdict(first.summary.seconds, TARGETS.importSeconds)}`);
  console.log(`${describe('re-import, 1% changed', again)}  ${verdict(again.summary.seconds, TARGETS.reimportSeconds)}`);
  console.log(`search of ${NEIGHBOUR.tenantId} (${NEIGHBOUR_PARCELS.toLocaleString('en-US')} parcels): before ${ms(neighbourBefore)}; after ${ms(neighbourAfter)}`);
  console.log(`search of the new county: after the import ${ms(countyAfterFirst)}; after the re-import ${ms(countyAfterAgain)}`);
  console.log(`\nPGlite, ${pgliteRows.toLocaleString('en-US')} rows`);
  console.log(describe('import into a new county', pgliteFirst));
  console.log(describe('re-import, 1% changed', pgliteAgain));
}

main()
  .then(cleanUp, (error) => {
    cleanUp();
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
