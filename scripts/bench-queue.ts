// npm run bench:queue: the office queue at season scale on PostgreSQL (docs/benchmarks.md, "The
// queue at season scale"). Seeds --appeals appeals (default 500,000) of one season in SQL
// (generate_series, not the API: minutes, not hours) across 40 neighborhoods, every status, type,
// filing method and ten officers, with hearings on eight panels and offers out, accepted, declined
// and lapsed; then reads the queue's common views through the real app (app.inject: the whole route,
// its zod checks and its JSON, no sockets) --runs times each and prints p50 and p95 per view.
// --explain prints PostgreSQL's plan (auto_explain, with timings and buffers) of each view's statements.
//
//   npm run bench:queue [-- --appeals 500000] [--runs 50] [--explain]
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from '../api/node_modules/drizzle-orm';
import { buildApp } from '../api/src/app';
import { appealWindows, hearingPanels } from '../api/src/infrastructure/db/schema';
import { openDatabase } from '../api/src/infrastructure/db/client';
import { seedDemoStaff, DEMO_STAFF_PASSWORD } from '../api/src/tools/demo/seed-staff';
import { seedDemoTenants } from '../api/src/tools/demo/seed-tenants';
import { median, quantile } from './bench-api/measure';
import { cleanUp, cleanups } from './lib/clean-up';
import { startPostgres } from './lib/postgres-server.mjs';

const TENANT = 'harbor-county';
const TARGET_P95_MS = 50;
/** The hearing day measured: the seed puts hearings on 60 weekdays from here, about 1,250 a day. */
const FIRST_HEARING_DAY = '2099-03-02';

function options() {
  const args = process.argv.slice(2);
  const value = (name: string, fallback: number) => {
    const at = args.indexOf(name);
    const parsed = at === -1 ? fallback : Number(args[at + 1]?.replace(/[_,]/g, ''));
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} takes a whole number above 0`);
    return parsed;
  };
  return { appeals: value('--appeals', 500_000), runs: value('--runs', 50), explain: args.includes('--explain') };
}

/** The rows of a raw statement (node-postgres' result). */
const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/** A PostgreSQL array literal (drizzle's sql would spread a JS array into a list of parameters). */
const pgArray = (values: string[]) => `{${values.join(',')}}`;

/** A season's appeals in three statements; the counts' trigger runs once per statement (drizzle 0028). */
async function seed(database: Awaited<ReturnType<typeof openDatabase>>['db'], seasonId: string, count: number, staff: string[], panels: string[]) {
  // One transaction, without the API's statement timeout: a season is written in a minute or so.
  await database.transaction(async (db) => {
    await db.execute(sql`set local statement_timeout = 0`);
    // Statuses in proportions a season in its middle has: most filed or under review.
    await db.execute(sql`
    insert into appeals (tenant_id, parcel_id, window_id, property, appellant, claimed_amount, staff_account_id, filing_method, status, proof, reference, created_at, confirmed_at, officer_account_id)
    select ${TENANT}, parcel, ${seasonId}::uuid,
      jsonb_build_object('id', parcel, 'address', (i % 9973 + 1) || ' ' || (array['Oak St', 'Main St', 'Bay Blvd', 'Park Rd', 'Elm Ln', 'Church Ave', 'Harbor Way', 'Hill Dr'])[i % 8 + 1],
        'type', (array['residential', 'residential', 'residential', 'residential', 'commercial', 'agricultural', 'mobile-home', 'industrial', 'vacant-land', 'exempt'])[i % 10 + 1],
        'owner', 'Owner ' || i, 'neighborhood', 'N' || lpad((i / 7 % 40 + 1)::text, 2, '0'), 'value', jsonb_build_object('amount', 250000 + i % 500000, 'currency', 'USD')),
      jsonb_build_object('name', (array['Olga', 'David', 'Maria', 'James', 'Linda', 'Wei', 'Amara', 'Jorge'])[i % 8 + 1] || ' ' || (array['Smith', 'Jones', 'Quinn', 'Garcia', 'Nguyen', 'Okafor', 'Brown'])[i % 7 + 1] || ' ' || i,
        'type', 'owner', 'email', 'filer' || i || '@example.com'),
      200000 + (i::bigint * 7919) % 400000,
      case when i % 5 = 0 then (${pgArray(staff)}::uuid[])[i % 3 + 1] end,
      case when i % 5 = 0 then (array['hand-delivery', 'mail', 'email', 'fax', 'telephone'])[i % 25 / 5 + 1] end,
      status, 'recorded', 'HB-99-' || lpad(i::text, 7, '0'),
      created, case when i % 500 = 1 then null else created + interval '1 hour' end,
      case when status <> 'filed' then (${pgArray(staff)}::uuid[])[i % ${staff.length} + 1] end
    from (select i, 'HB-' || lpad(i::text, 7, '0') as parcel, now() - (i % 129600) * interval '1 minute' - interval '2 hours' as created,
      (array['filed', 'filed', 'filed', 'filed', 'under-review', 'under-review', 'under-review', 'under-review', 'under-review', 'offer-made',
             'offer-accepted', 'offer-declined', 'hearing-scheduled', 'hearing-scheduled', 'hearing-held', 'decided', 'decided', 'decided', 'withdrawn', 'closed'])[i % 20 + 1] as status
      from generate_series(1, ${count}) i) seeded`);
    // One step per appeal beyond 'filed' made by its officer: what the officer filter reads is kept on the appeal.
    // Offers: out for 'offer-made', accepted, and declined by the filer or lapsed (every other one) for 'offer-declined'.
    await db.execute(sql`
    insert into appeal_offers (tenant_id, appeal_id, change_id, amount, currency, answer_by, answer, answered_at)
    select tenant_id, id, 1000000000000 + row_number() over (), claimed_amount + 10000, 'USD', now() + interval '10 days',
      case status when 'offer-made' then null when 'offer-accepted' then 'accepted' else case when hashtext(id::text) % 2 = 0 then 'lapsed' else 'declined' end end,
      case when status = 'offer-made' then null else now() end
    from appeals where tenant_id = ${TENANT} and window_id = ${seasonId}::uuid and status in ('offer-made', 'offer-accepted', 'offer-declined')`);
    // Hearings of the appeals scheduled or heard: eight panels, 60 weekdays, 15 minutes each from 9:00 (county time).
    await db.execute(sql`
    insert into hearing_sessions (tenant_id, panel_id, starts_at, ends_at)
    select ${TENANT}, panel, day + interval '13 hours', day + interval '22 hours'
    from unnest(${pgArray(panels)}::uuid[]) panel, generate_series(0, 59) d, lateral (select ${FIRST_HEARING_DAY}::timestamptz + (d / 5 * 7 + d % 5) * interval '1 day' as day) days`);
    await db.execute(sql`
    insert into hearings (tenant_id, appeal_id, panel_id, session_id, starts_at, minutes, status)
    select a.tenant_id, a.id, s.panel_id, s.id, s.starts_at + (a.n / 480 % 36) * interval '15 minutes', 15, case when a.status = 'hearing-held' then 'held' else 'scheduled' end
    from (select tenant_id, id, status, row_number() over (order by id) as n from appeals
          where tenant_id = ${TENANT} and window_id = ${seasonId}::uuid and status in ('hearing-scheduled', 'hearing-held')) a
    join (select id, panel_id, starts_at, row_number() over (order by starts_at, panel_id) - 1 as k from hearing_sessions where tenant_id = ${TENANT} and panel_id = any(${pgArray(panels)}::uuid[])) s
      on s.k = a.n % 480`);
  });
  const db = database;
  await db.execute(sql`vacuum analyze appeals`);
  await db.execute(sql`vacuum analyze appeal_offers`);
  await db.execute(sql`vacuum analyze hearings`);
  await db.execute(sql`vacuum analyze appeal_status_counts`);
}

async function main() {
  const { appeals: count, runs, explain } = options();
  const server = startPostgres(explain ? '-c shared_preload_libraries=auto_explain -c auto_explain.log_analyze=on -c auto_explain.log_buffers=on' : '');
  if (!server) throw new Error('No PostgreSQL server: set DATABASE_URL, or install PostgreSQL and run as root (scripts/pg-throwaway.sh)');
  cleanups.push(server.stop);
  const database = await openDatabase({ databaseUrl: server.url });
  cleanups.unshift(() => void database.close());
  await seedDemoTenants(database.db);
  await seedDemoStaff(database.db);
  const db = database.db;
  const [season] = await db.insert(appealWindows).values({ tenantId: TENANT, name: 'Bench season 2099', year: 2099, open: false }).returning();
  // Ten officers: the demo's three and seven more.
  await db.execute(sql`insert into staff_accounts (tenant_id, email, name, password_hash, role)
    select ${TENANT}, 'officer' || n || '@harborcounty.example', 'Bench officer ' || n, 'not-a-hash', 'appraiser' from generate_series(1, 7) n`);
  const staff = rowsOf(await db.execute(sql`select id from staff_accounts where tenant_id = ${TENANT} order by email`)).map((row) => String(row.id));
  const panels: string[] = [];
  for (let i = 1; i <= 8; i += 1) {
    const [panel] = await db
      .insert(hearingPanels)
      .values({ tenantId: TENANT, name: `Bench panel ${i}`, mode: 'in-person', room: `Room ${i}` })
      .returning();
    panels.push(panel.id);
  }
  const seeding = process.hrtime.bigint();
  await seed(db, season.id, count, staff, panels);
  const seeded = Number(process.hrtime.bigint() - seeding) / 1e9;
  const facts = rowsOf(
    await db.execute(sql`select (select count(*) from appeals where window_id = ${season.id}::uuid) as appeals,
      (select count(*) from hearings where tenant_id = ${TENANT}) as hearings, (select count(*) from appeal_offers where tenant_id = ${TENANT}) as offers`),
  )[0];
  console.log(
    `PostgreSQL: ${server.given ? 'DATABASE_URL' : 'a throwaway server'}; seeded ${Number(facts.appeals).toLocaleString('en-US')} appeals, ` +
      `${Number(facts.hearings).toLocaleString('en-US')} hearings, ${Number(facts.offers).toLocaleString('en-US')} offers in ${seeded.toFixed(1)} s`,
  );

  const app = buildApp({ db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  cleanups.unshift(() => void app.close());
  const signIn = await app.inject({
    method: 'POST',
    url: `/${TENANT}/api/session`,
    payload: { email: 'clerk@harborcounty.example', password: DEMO_STAFF_PASSWORD },
    headers: { origin: 'http://localhost:80' },
  });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0];
  const get = (query: string) => app.inject({ url: `/${TENANT}/api/office/appeals?window=${season.id}&pageSize=25${query}`, headers: { cookie } });

  const first = (await get('')).json() as { next: string };
  const views: Array<[string, string]> = [
    ['no filter', ''],
    ...['filed', 'under-review', 'offer-made', 'hearing-scheduled', 'decided', 'withdrawn', 'closed', 'awaiting-confirmation'].map((status): [string, string] => [
      `status ${status}`,
      `&status=${status}`,
    ]),
    ['property type commercial', '&propertyType=commercial'],
    ['neighborhood N07', '&neighborhood=N07'],
    ['neighborhood N07, residential', '&neighborhood=N07&propertyType=residential'],
    ['hearing date', `&hearingDay=${FIRST_HEARING_DAY}`],
    ['panel', `&panel=${panels[2]}`],
    ['officer', `&officer=${staff[4]}`],
    ['offers out', '&offer=out'],
    ['offers accepted', '&offer=accepted'],
    ['offers lapsed', '&offer=lapsed'],
    ['search "garcia 12"', '&q=garcia%2012'],
    ['search a reference', '&q=hb-99-0012345'],
    ['filed in a week', '&from=2026-11-01&to=2026-11-07'],
    ['page 2 by cursor', `&after=${first.next}`],
    ['sort by claimed value, page 2', `&sort=claimed&order=desc&after=${(await get('&sort=claimed&order=desc')).json().next}`],
    ['page 2,000 by offset', '&page=2000'],
  ];
  const logFile = explain ? path.join(path.dirname(String(rowsOf(await db.execute(sql`show data_directory`))[0].data_directory)), 'server.log') : '';
  const table: Array<{ view: string; total: number; p50: number; p95: number }> = [];
  for (const [view, query] of views) {
    for (let warm = 0; warm < 3; warm += 1) await get(query);
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < runs; run += 1) {
      const started = process.hrtime.bigint();
      const response = await get(query);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (response.statusCode !== 200) throw new Error(`${view}: ${response.statusCode} ${response.body}`);
      total = response.json().total;
    }
    table.push({ view, total, p50: median(times), p95: quantile(times, 0.95) });
    if (explain) {
      const from = statSync(logFile).size;
      await db.execute(sql`alter system set auto_explain.log_min_duration = 0`);
      await db.execute(sql`select pg_reload_conf()`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await get(query);
      await db.execute(sql`alter system reset auto_explain.log_min_duration`);
      await db.execute(sql`select pg_reload_conf()`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      console.log(`\n=== ${view} ===\n${readFileSync(logFile).subarray(from).toString('utf8')}`);
    }
  }
  const width = Math.max(...table.map((row) => row.view.length));
  console.log(`\n${'view'.padEnd(width)} | ${'appeals'.padStart(9)} | p50 ms | p95 ms`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(9)}-|--------|-------`);
  for (const row of table) {
    const mark = row.p95 <= TARGET_P95_MS ? '' : `  (above ${TARGET_P95_MS} ms)`;
    console.log(`${row.view.padEnd(width)} | ${row.total.toLocaleString('en-US').padStart(9)} | ${row.p50.toFixed(1).padStart(6)} | ${row.p95.toFixed(1).padStart(6)}${mark}`);
  }
  console.log(`\n${runs} reads of each view, one at a time, after 3 to warm; target p95 ≤ ${TARGET_P95_MS} ms.`);
}

main()
  .then(() => cleanUp())
  .catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    if (error instanceof Error && error.cause) console.error(error.cause);
    cleanUp();
    process.exit(1);
  });
