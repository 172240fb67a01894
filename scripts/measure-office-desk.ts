// What the office desk's heavier calls cost on PostgreSQL: the queue's CSV export of a whole
// season of --appeals appeals (time to the first byte, to the last, bytes, the server's memory), and an
// availability pattern's preview and apply (--weeks of weekdays 9:00-17:00 every 30 minutes at every
// open place). DATABASE_URL, or a throwaway server (scripts/pg-throwaway.sh) started and stopped here.
//
//   npx tsx scripts/measure-office-desk.ts [--appeals 100000] [--weeks 12]
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { openDatabase } from '../api/src/infrastructure/db/client';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../api/src/tools/demo/seed-staff';
import { seedDemoTenants } from '../api/src/tools/demo/seed-tenants';
import { DEMO_COUNTIES } from '../api/src/tools/demo/seed-parcels';
import { seedDemoMeetings } from '../api/src/tools/demo/seed-meetings';
import { bulkSeedParcels } from './bulk-seed-parcels';
import { seedOfficeAppeals } from './bench-api/office-appeals';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const APPEALS = arg('--appeals', 100_000);
const WEEKS = arg('--weeks', 12);
const county = DEMO_COUNTIES[0];
const throwaway = path.join(__dirname, 'pg-throwaway.sh');

async function main() {
  let url = process.env.DATABASE_URL;
  let dir: string | undefined;
  if (!url) {
    const started = spawnSync('bash', [throwaway, 'start'], { encoding: 'utf8' });
    const vars = Object.fromEntries(
      started.stdout
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
    [url, dir] = [vars.DATABASE_URL, vars.PG_THROWAWAY_DIR];
  }
  const database = await openDatabase({ databaseUrl: url });
  try {
    await seedDemoTenants(database.db);
    await bulkSeedParcels(database, county, APPEALS);
    const seeded = await seedOfficeAppeals(database, county, APPEALS);
    await seedDemoStaff(database.db);
    await seedDemoMeetings(database.db);
    console.log(`${seeded.total} appeals in the season (${seeded.inserted} written in ${seeded.seconds.toFixed(1)} s)`);

    const app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/${county.tenantId}/api`;
    const origin = new URL(base).origin;
    const cookieOf = async (email: string) => {
      const response = await fetch(`${base}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email, password: DEMO_STAFF_PASSWORD }),
      });
      return response.headers.get('set-cookie')!.split(';')[0];
    };
    const clerk = await cookieOf('clerk@harborcounty.example');
    const admin = await cookieOf('admin@harborcounty.example');

    for (const query of ['', '?status=filed', '?q=vale&sort=claimed&order=desc']) {
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const start = performance.now();
      const response = await fetch(`${base}/office/appeals.csv${query}`, { headers: { cookie: clerk, 'accept-encoding': 'identity' } });
      const reader = response.body!.getReader();
      let first = 0;
      let bytes = 0;
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!first) first = performance.now() - start;
        bytes += value.length;
        for (const byte of value) if (byte === 10) lines += 1;
      }
      clearInterval(watch);
      const total = performance.now() - start;
      console.log(
        `CSV ${query || '(whole season)'}: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB, first byte ${first.toFixed(0)} ms, all ${(total / 1000).toFixed(2)} s, ` +
          `${((lines - 1) / (total / 1000)).toFixed(0)} rows/s, process RSS +${((peak - rssBefore) / 1e6).toFixed(0)} MB at most`,
      );
    }

    const places = ((await (await fetch(`${base}/office/places`, { headers: { cookie: clerk } })).json()) as { results: Array<{ id: string; active: boolean }> }).results
      .filter((p) => p.active)
      .map((p) => p.id);
    const from = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + (200 + WEEKS * 7 - 1) * 86_400_000).toISOString().slice(0, 10);
    const pattern = { action: 'add', places, from, to, weekdays: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', every: 30 };
    for (const [label, url2, body] of [
      ['preview add', '/office/availability/preview', pattern],
      ['apply add', '/office/availability', pattern],
      ['apply add again', '/office/availability', pattern],
      ['preview remove', '/office/availability/preview', { ...pattern, action: 'remove' }],
      ['apply remove', '/office/availability', { ...pattern, action: 'remove' }],
    ] as const) {
      const start = performance.now();
      const response = await fetch(`${base}${url2}`, { method: 'POST', headers: { cookie: admin, origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const result = (await response.json()) as Record<string, unknown>;
      console.log(
        `availability ${label} (${WEEKS} weeks, ${places.length} places): ${response.status} in ${(performance.now() - start).toFixed(0)} ms`,
        JSON.stringify({ matched: result.matched, added: result.added, alreadyThere: result.alreadyThere, removed: result.removed }),
      );
    }
    await app.close();
  } finally {
    await database.close();
    if (dir) spawnSync('bash', [throwaway, 'stop', dir], { stdio: 'inherit' });
  }
}

void main();
