// The office queue's case of npm run bench:api: a county with `count` appeals in its open
// season, written by one insert ... select from the parcels already seeded, and the queue views a
// clerk opens, with the session cookie of a demo clerk.
import type { DatabaseHandle } from '../../api/src/infrastructure/db/client';
import type { DemoCounty } from '../../api/src/tools/demo/demo-parcels';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '../../api/src/tools/demo/seed-staff';
import { REFERENCE_ALPHABET } from '../../api/src/infrastructure/references/reference';
import { rawClient } from '../bulk-seed-parcels';

/** The benchmark's appeals carry references of their own (BN-26-XXXXXX), so they are counted and topped up apart. */
const PREFIX = 'BN-26-';

/**
 * Tops the county's open season up to `count` appeals (one per parcel, in parcel order), spread over
 * the last 120 days: mostly filed, some under review, with a hearing, decided or withdrawn; one in
 * ten filed by staff by mail or hand delivery; one in fifty still waiting for its filer's
 * confirmation. Filers' names from a small list, so a name search finds many.
 */
export async function seedOfficeAppeals(
  database: DatabaseHandle,
  county: DemoCounty,
  count: number,
): Promise<{ inserted: number; total: number; seconds: number; windowId: string }> {
  const started = performance.now();
  const client = rawClient(database);
  const tenant = county.tenantId;
  await seedDemoStaff(
    database.db,
    DEMO_STAFF.filter((account) => account.tenantId === tenant),
  );
  let [window] = (await client.query('select id from appeal_windows where tenant_id = $1 and open', [tenant])).rows as Array<{ id: string }>;
  if (!window) {
    const year = new Date().getFullYear();
    [window] = (await client.query('insert into appeal_windows (tenant_id, name, year, open) values ($1, $2, $3, true) returning id', [tenant, `${year} Appeal Season`, year]))
      .rows as Array<{ id: string }>;
  }
  const [{ have }] = (await client.query('select count(*)::int as have from appeals where tenant_id = $1 and reference like $2', [tenant, `${PREFIX}%`])).rows as Array<{
    have: number;
  }>;
  const wanted = Math.max(0, count - have);
  let inserted = 0;
  if (wanted > 0) {
    const [{ id: clerk }] = (await client.query('select id from staff_accounts where tenant_id = $1 order by created_at limit 1', [tenant])).rows as Array<{ id: string }>;
    // n: the appeal's number; its reference spells n in the reference alphabet.
    const digit = (k: number) => `substr($4, ((n / ${32 ** k}) % 32)::int + 1, 1)`;
    // Committed synchronously (the throwaway server runs with synchronous_commit off): right after an
    // asynchronous commit VACUUM left every new page out of the visibility map, so each index-only
    // count of the queue read the table.
    const connection = await (client as unknown as { connect: () => Promise<typeof client & { release: () => void }> }).connect();
    let rows: unknown[];
    try {
      await connection.query('begin');
      await connection.query('set local synchronous_commit = on');
      ({ rows } = await connection.query(
        `insert into appeals (tenant_id, window_id, parcel_id, reference, property, appellant, claimed_amount, status, created_at, confirmed_at, filing_method, staff_account_id)
         select $1, $2::uuid, p.id, $3 || ${[5, 4, 3, 2, 1, 0].map(digit).join(' || ')},
           jsonb_build_object('id', p.id, 'address', p.address, 'type', p.type, 'owner', p.owner_name,
             'value', case when p.value_amount is null then null else jsonb_build_object('amount', p.value_amount, 'currency', 'USD') end),
           jsonb_build_object('name', (array['Avery','Jordan','Riley','Morgan','Casey','Quinn','Rowan','Sasha'])[n % 8 + 1] || ' ' ||
               (array['Thornbury','Vale','Ashdown','Merriweather','Quillon','Brightwater','Calloway','Kestrel','Galloway'])[n % 9 + 1],
             'type', 'owner', 'phone', jsonb_build_object('number', '5555550100', 'extension', ''), 'email', 'filer' || n || '@example.org'),
           greatest(1000, coalesce(p.value_amount, 200000) * 9 / 10),
           (array['filed','filed','filed','filed','filed','filed','filed','under-review','under-review','hearing-scheduled','decided','decided','withdrawn'])[n % 13 + 1],
           now() - (n % 120) * interval '1 day' - (n % 1440) * interval '1 minute',
           case when n % 50 = 0 then null else now() - (n % 120) * interval '1 day' - (n % 1440) * interval '1 minute' + interval '1 hour' end,
           case when n % 10 = 1 then 'mail' when n % 10 = 2 and n % 20 = 2 then 'hand-delivery' else null end,
           case when n % 10 = 1 or (n % 10 = 2 and n % 20 = 2) then $5::uuid else null end
         from (select id, address, type, owner_name, value_amount, row_number() over (order by id) - 1 as n
               from parcels where tenant_id = $1 order by id offset $6 limit $7) p
         on conflict do nothing
         returning 1`,
        [tenant, window.id, PREFIX, REFERENCE_ALPHABET, clerk, have, wanted],
      ));
      await connection.query('commit');
    } finally {
      connection.release();
    }
    inserted = rows.length;
    await client.query('vacuum analyze appeals');
  }
  return { inserted, total: have + inserted, seconds: (performance.now() - started) / 1000, windowId: window.id };
}

/** The session cookie of the county's first demo clerk, signed in through the API as a browser would. */
export async function clerkCookie(port: number, county: DemoCounty): Promise<string> {
  const clerk = DEMO_STAFF.find((account) => account.tenantId === county.tenantId)!;
  const response = await fetch(`http://127.0.0.1:${port}/${county.tenantId}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({ email: clerk.email, password: DEMO_STAFF_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing the clerk in answered ${response.status}: ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0];
}

/** The views of the queue a clerk opens in a day: the first and a later page, each filter, searches and sorts. */
export function officeQueuePaths(county: DemoCounty): string[] {
  const base = `/${county.tenantId}/api/office/appeals`;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return [
    '',
    '?page=40',
    '?status=under-review',
    '?status=awaiting-confirmation',
    '?propertyType=commercial',
    '?method=mail',
    '?filedBy=staff&status=decided',
    `?from=${day(14)}&to=${day(7)}`,
    `?q=${PREFIX}2222`,
    '?q=kestrel',
    '?q=main%20st',
    '?sort=claimed&order=asc',
    '?sort=filer&order=asc&page=3',
    '?status=decided&sort=reference',
  ].map((query) => `${base}${query}`);
}
