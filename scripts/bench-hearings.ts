// npm run bench:hearings: hearings at season scale on PostgreSQL (docs/benchmarks.md, "Hearings").
// Bulk-schedules --hearings appeals (default 2,000) on panels in batches of 1,000 (the most one
// request takes), then reads the day's docket of all of them through the real app (app.inject:
// the whole route and its JSON, no sockets) --runs times, and prints each batch's time, hearings a
// second, and the docket's median and p95.
//
//   npm run bench:hearings [-- --hearings 2000] [--runs 20]
import { randomUUID } from 'node:crypto';
import { buildApp } from '../api/src/app';
import { appeals, appealWindows, hearingPanels, hearingSessions } from '../api/src/infrastructure/db/schema';
import { openDatabase } from '../api/src/infrastructure/db/client';
import { newReference } from '../api/src/infrastructure/references/reference';
import { seedDemoStaff, DEMO_STAFF_PASSWORD } from '../api/src/tools/demo/seed-staff';
import { seedDemoTenants } from '../api/src/tools/demo/seed-tenants';
import { median, quantile } from './bench-api/measure';
import { cleanUp, cleanups } from './lib/clean-up';
import { startPostgres } from './lib/postgres-server.mjs';

const TENANT = 'harbor-county';
const DAY = '2099-05-04';
const BATCH = 1000;

function options() {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    const parsed = at === -1 ? fallback : Number(args[at + 1]?.replace(/[_,]/g, ''));
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} takes a whole number above 0`);
    return parsed;
  };
  return { hearings: value('--hearings', 2000), runs: value('--runs', 20) };
}

async function main() {
  const { hearings, runs } = options();
  const server = startPostgres();
  if (!server) throw new Error('No PostgreSQL server: set DATABASE_URL, or install PostgreSQL and run as root (scripts/pg-throwaway.sh)');
  cleanups.push(server.stop);
  const database = await openDatabase({ databaseUrl: server.url });
  cleanups.unshift(() => void database.close());
  await seedDemoTenants(database.db);
  await seedDemoStaff(database.db);
  const [season] = await database.db
    .insert(appealWindows)
    .values({ tenantId: TENANT, name: `Bench season ${randomUUID().slice(0, 8)}`, year: 2099, open: false })
    .returning();

  // Panels of 15-minute hearings sitting 08:00 to 20:00 (48 a day each), enough of them for the day.
  const panels = Math.ceil(hearings / 48);
  const panelIds: string[] = [];
  for (let i = 0; i < panels; i += 1) {
    const [panel] = await database.db
      .insert(hearingPanels)
      .values({ tenantId: TENANT, name: `Bench panel ${String(i + 1).padStart(3, '0')}`, mode: 'video', videoUrl: 'https://video.example/bench' })
      .returning();
    await database.db.insert(hearingSessions).values({ tenantId: TENANT, panelId: panel.id, startsAt: new Date(`${DAY}T12:00:00Z`), endsAt: new Date(`${DAY}T24:00:00Z`) });
    panelIds.push(panel.id);
  }
  const ids: string[] = [];
  for (let start = 0; start < hearings; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, hearings - start) }, (_, j) => ({
      tenantId: TENANT,
      parcelId: `HC-${String(start + j).padStart(6, '0')}-BNCH`,
      windowId: season.id,
      property: { address: `${start + j} Docket Street`, type: 'residential', value: { amount: 250_000, currency: 'USD' } },
      appellant: { name: `Filer ${start + j}`, email: `filer${start + j}@example.com` },
      claimedAmount: 200_000,
      proof: null,
      status: 'under-review',
      reference: newReference('HC', new Date(), 'America/New_York'),
    }));
    ids.push(...(await database.db.insert(appeals).values(rows).returning({ id: appeals.id })).map((row) => row.id));
  }

  const app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  cleanups.unshift(() => void app.close());
  const signIn = await app.inject({
    method: 'POST',
    url: `/${TENANT}/api/session`,
    payload: { email: 'clerk@harborcounty.example', password: DEMO_STAFF_PASSWORD },
    headers: { origin: 'http://localhost:80' },
  });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0];
  const headers = { cookie, origin: 'http://localhost:80' };

  console.log(
    `PostgreSQL: ${server.given ? 'DATABASE_URL' : 'a throwaway server'}; ${hearings.toLocaleString('en-US')} appeals under review, ${panels} panels of 48 quarter hours on ${DAY}`,
  );
  // Each panel takes 48; a batch is a panel's share at a time, as the office schedules a selection per panel.
  let scheduled = 0;
  const started = process.hrtime.bigint();
  for (let p = 0; p < panels; p += 1) {
    const selection = ids.slice(p * 48, (p + 1) * 48);
    if (!selection.length) break;
    const response = await app.inject({ method: 'POST', url: `/${TENANT}/api/office/hearings/bulk`, payload: { appeals: selection, panel: panelIds[p] }, headers });
    if (response.statusCode !== 200) throw new Error(`bulk answered ${response.statusCode}: ${response.body}`);
    scheduled += response.json().scheduled.length;
  }
  const perPanelSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`bulk, a panel at a time: ${scheduled.toLocaleString('en-US')} hearings in ${perPanelSeconds.toFixed(2)} s (${Math.round(scheduled / perPanelSeconds)} a second)`);

  // One request of 1,000 onto one panel that sits long days (a season's sittings of one panel).
  const [longPanel] = await database.db.insert(hearingPanels).values({ tenantId: TENANT, name: 'Bench long panel', mode: 'in-person', room: 'Room 1' }).returning();
  // Eleven days of 95 quarter hours: room for the 1,000.
  for (let day = 1; day <= 11; day += 1) {
    const date = `2099-06-${String(day).padStart(2, '0')}`;
    await database.db.insert(hearingSessions).values({ tenantId: TENANT, panelId: longPanel.id, startsAt: new Date(`${date}T00:00:00Z`), endsAt: new Date(`${date}T23:59:00Z`) });
  }
  const more: string[] = [];
  const rows = Array.from({ length: BATCH }, (_, j) => ({
    tenantId: TENANT,
    parcelId: `HC-${String(j).padStart(6, '0')}-BULK`,
    windowId: season.id,
    property: { address: `${j} Bulk Road`, type: 'residential', value: { amount: 250_000, currency: 'USD' } },
    appellant: { name: `Bulk filer ${j}`, email: `bulk${j}@example.com` },
    claimedAmount: 200_000,
    proof: null,
    status: 'under-review',
    reference: newReference('HC', new Date(), 'America/New_York'),
  }));
  more.push(...(await database.db.insert(appeals).values(rows).returning({ id: appeals.id })).map((row) => row.id));
  const bulkStarted = process.hrtime.bigint();
  const bulk = await app.inject({ method: 'POST', url: `/${TENANT}/api/office/hearings/bulk`, payload: { appeals: more, panel: longPanel.id }, headers });
  const bulkSeconds = Number(process.hrtime.bigint() - bulkStarted) / 1e9;
  if (bulk.statusCode !== 200) throw new Error(`bulk answered ${bulk.statusCode}: ${bulk.body}`);
  console.log(`bulk, one request: ${bulk.json().scheduled.length.toLocaleString('en-US')} hearings in ${bulkSeconds.toFixed(2)} s (${Math.round(BATCH / bulkSeconds)} a second)`);

  const times: number[] = [];
  let listed = 0;
  for (let run = 0; run < runs; run += 1) {
    const t = process.hrtime.bigint();
    const docket = await app.inject({ url: `/${TENANT}/api/office/hearings?day=${DAY}`, headers: { cookie } });
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (docket.statusCode !== 200) throw new Error(`docket answered ${docket.statusCode}`);
    listed = docket.json().hearings.length;
  }
  console.log(`docket of ${listed.toLocaleString('en-US')} hearings (${runs} reads): median ${median(times).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms`);
}

main()
  .then(() => cleanUp())
  .catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    cleanUp();
    process.exit(1);
  });
