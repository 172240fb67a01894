import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { appealReasonCodes, appealReasons, appeals, appealWindows, parcels, type ParcelRow } from '../../infrastructure/db/schema';
import { seededRandom, type DemoCounty } from './demo-parcels';
import { demoShowcase } from './demo-showcase';
import { stableReference } from './stable-id';
import { REFERENCE_ALPHABET } from '../../infrastructure/references/reference';
import { DEMO_COUNTIES } from './seed-parcels';
import { STARTING_REASONS } from '../../capabilities/counties/county-reasons';

interface DemoReasonCode {
  id: string;
  description: string;
  used: boolean;
  /** The description in Spanish, as the county's code system gives it. */
  labels: Record<string, string>;
}

/**
 * Reason codes every demo county has: a new county's (county-reasons.ts), then each county's own,
 * then 'Other', last among the offered ones, and one code retired (used = false).
 */
const [COMMON_REASON_CODES, [OTHER_CODE]] = [false, true].map((other) =>
  STARTING_REASONS.filter((reason) => (reason.id === 'other') === other).map((reason): DemoReasonCode => ({
    id: reason.id,
    description: reason.description,
    used: true,
    labels: { es: reason.spanish },
  })),
);
const RETIRED_CODE: DemoReasonCode = { id: 'clerical-error', description: 'Clerical error on the notice', used: false, labels: { es: 'Error administrativo en el aviso' } };

/** One code of each county's own, so a code of one county is never valid in the other. */
const COUNTY_REASON_CODES: Record<string, DemoReasonCode> = {
  'harbor-county': {
    id: 'flood-zone',
    description: 'Flood zone or shoreline erosion not considered',
    used: true,
    labels: { es: 'No se consideró la zona inundable ni la erosión costera' },
  },
  'pine-county': {
    id: 'wildfire-risk',
    description: 'Wildfire risk or forest access not considered',
    used: true,
    labels: { es: 'No se consideró el riesgo de incendios forestales ni el acceso al bosque' },
  },
};

function demoReasonCodes(tenantId: string): DemoReasonCode[] {
  const own = COUNTY_REASON_CODES[tenantId];
  return [...COMMON_REASON_CODES, ...(own ? [own] : []), OTHER_CODE, RETIRED_CODE];
}

const demoWindowName = (year: number) => `${year} Appeal Season`;

/** How many days after the seed the open demo season takes its last filing: weeks ahead at any start, so the demo never finds it closed. */
const DEMO_DAYS_LEFT = 40;

/**
 * The seasons of a demo county at `now`: two closed ones, then the open one of the current year, created in that order.
 * The open one ends DEMO_DAYS_LEFT days from now, so the screens show its last day and the days left.
 */
function demoWindows(now: Date): Array<{ year: number; name: string; open: boolean; createdAt: Date; closesOn: string | null }> {
  const current = now.getFullYear();
  const closesOn = new Date(now.getTime() + DEMO_DAYS_LEFT * 86_400_000).toISOString().slice(0, 10);
  return [current - 2, current - 1, current].map((year) => ({
    year,
    name: demoWindowName(year),
    open: year === current,
    createdAt: new Date(Date.UTC(year, 0, 2, 12)),
    closesOn: year === current ? closesOn : null,
  }));
}

// Any constant; it only has to be the same in every process seeding this database.
const SEED_LOCK_KEY = 4_127_310_303;
const BATCH = 500;
const FIRST = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Rowan', 'Sasha', 'Emery', 'Harper', 'Kai', 'Marisol', 'Tobias', 'Ines', 'Dmitri', 'Amara'];
const LAST = ['Thornbury', 'Vale', 'Ashdown', 'Merriweather', 'Quillon', 'Brightwater', 'Calloway', 'Dunmore', 'Fairhaven', 'Galloway', 'Holloway', 'Kestrel'];

/** A fictitious filer: invented names, example.org e-mail, a 555 number. */
function demoAppellant(random: () => number) {
  const first = FIRST[Math.floor(random() * FIRST.length)];
  const last = LAST[Math.floor(random() * LAST.length)];
  return {
    name: `${first} ${last}`,
    type: 'owner' as const,
    address: null,
    phone: { number: `555555${String(Math.floor(random() * 10_000)).padStart(4, '0')}`, extension: '' },
    email: `${first}.${last}@example.org`.toLowerCase(),
  };
}

/** The parcel as the appeal wizard would have sent it (mfe-shared submittedPropertySchema). */
function propertySnapshot(parcel: ParcelRow) {
  return {
    id: parcel.id,
    owner: parcel.ownerName,
    type: parcel.type,
    address: parcel.address,
    location: parcel.lat !== null && parcel.lng !== null ? { lat: parcel.lat, lng: parcel.lng } : null,
    value: parcel.valueAmount === null ? null : { amount: parcel.valueAmount, currency: parcel.valueCurrency ?? 'USD' },
    neighborhood: parcel.neighborhood,
    legalDescription: parcel.legalDescription,
    mailingAddress:
      parcel.mailingLines && parcel.mailingCity !== null
        ? { lines: parcel.mailingLines, city: parcel.mailingCity, state: parcel.mailingState ?? '', zip: parcel.mailingZip ?? '' }
        : null,
    areaCode: parcel.areaCode,
    accountnumber: parcel.accountNumber,
    taxarea: parcel.taxArea,
  };
}

/**
 * Reason codes, windows and existing appeals of the demo counties. Safe at every start: codes and
 * windows are upserted (the seed owns them: only the current year's season is open), and appeals
 * are only added where missing, in bulk, so a restart costs a few queries per county.
 *
 * Appeals: the showcase's `appealFiled` parcels in the open season; in the previous season every
 * parcel of the county, except the showcase's `noPriorAppeal` ones (harbor-county checks for a
 * prior appeal, product.check_assessor_appeals, and refuses those three: listed in README.md,
 * "Demo counties"). Every generated parcel gets its prior appeal, not only the first 2,000: else nine
 * in ten Harbor parcels of the default 20,000 would be refused an appeal.
 */
export async function seedDemoAppeals(db: Database, now: Date = new Date(), counties: DemoCounty[] = DEMO_COUNTIES): Promise<void> {
  for (const county of counties) {
    await db.transaction(async (tx) => {
      // Several API processes may start at once on one PostgreSQL database: one seeds, the others then find it done.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const windowIds = await seedReasonCodesAndWindows(tx, county.tenantId, now);
      const showcase = demoShowcase(county);
      const [previous, current] = windowIds.slice(-2);
      await seedAppeals(tx, county, current, showcase.appealFiled);
      await seedPriorAppeals(tx, county, previous, showcase.noPriorAppeal);
    });
  }
}

/** Upserts the codes and the three seasons; returns the seasons' ids oldest first. */
async function seedReasonCodesAndWindows(db: Database, tenantId: string, now: Date): Promise<string[]> {
  const codes = demoReasonCodes(tenantId).map((code, index) => ({ tenantId, ...code, position: (index + 1) * 10 }));
  for (const code of codes) {
    await db
      .insert(appealReasonCodes)
      .values(code)
      .onConflictDoUpdate({
        target: [appealReasonCodes.tenantId, appealReasonCodes.id],
        set: { description: code.description, used: code.used, position: code.position, labels: code.labels },
      });
  }

  const wanted = demoWindows(now);
  const names = wanted.map((window) => window.name);
  // At most one open season per county (a unique index): close the others before opening this year's.
  await db
    .update(appealWindows)
    .set({ open: false })
    .where(and(eq(appealWindows.tenantId, tenantId), eq(appealWindows.open, true), notInArray(appealWindows.name, names.slice(-1))));
  const existing = await db
    .select({ id: appealWindows.id, name: appealWindows.name })
    .from(appealWindows)
    .where(and(eq(appealWindows.tenantId, tenantId), inArray(appealWindows.name, names)));
  const ids: string[] = [];
  for (const window of wanted) {
    const found = existing.find((row) => row.name === window.name);
    if (found) {
      await db
        .update(appealWindows)
        .set({ open: window.open, year: window.year, createdAt: window.createdAt, closesOn: window.closesOn })
        .where(and(eq(appealWindows.tenantId, tenantId), eq(appealWindows.id, found.id)));
      ids.push(found.id);
    } else {
      const [row] = await db
        .insert(appealWindows)
        .values({ tenantId, ...window })
        .returning({ id: appealWindows.id });
      ids.push(row.id);
    }
  }
  return ids;
}

/** An appeal in `windowId` for each of `parcelIds` that exists and has none there yet: one read, then bulk inserts. */
async function seedAppeals(db: Database, county: DemoCounty, windowId: string, parcelIds: string[]): Promise<void> {
  const tenantId = county.tenantId;
  const filed = await db
    .select({ parcelId: appeals.parcelId })
    .from(appeals)
    .where(and(eq(appeals.tenantId, tenantId), eq(appeals.windowId, windowId)));
  const already = new Set(filed.map((row) => row.parcelId));
  const wanted = parcelIds.filter((id) => !already.has(id));
  if (!wanted.length) return;
  // Parcels beyond the county's size (PARCELS) do not exist and get nothing.
  const missing = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), inArray(parcels.id, wanted)));
  const codes = demoReasonCodes(tenantId).filter((code) => code.used && code.id !== OTHER_CODE.id);

  for (let start = 0; start < missing.length; start += BATCH) {
    const batch = missing.slice(start, start + BATCH).map((parcel) => {
      const random = seededRandom(county.seed * 7_919 + [...parcel.id].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, 0));
      const value = parcel.valueAmount ?? 200_000;
      return {
        parcel,
        code: codes[Math.floor(random() * codes.length)],
        values: {
          tenantId,
          reference: stableReference(county.prefix, new Date().getUTCFullYear(), `${tenantId}:${windowId}:${parcel.id}`),
          parcelId: parcel.id,
          windowId,
          property: propertySnapshot(parcel),
          appellant: demoAppellant(random),
          // An owner's opinion a little under the assessment, as most appeals are.
          claimedAmount: Math.round((value * (0.75 + random() * 0.2)) / 100) * 100,
          claimedCurrency: 'USD',
        },
      };
    });
    const inserted = await db
      .insert(appeals)
      .values(batch.map((item) => item.values))
      .onConflictDoNothing()
      .returning({ id: appeals.id, parcelId: appeals.parcelId });
    const codeOf = new Map(batch.map((item) => [item.parcel.id, item.code]));
    if (inserted.length) {
      await db.insert(appealReasons).values(
        inserted.map((appeal) => {
          const code = codeOf.get(appeal.parcelId) ?? codes[0];
          return { tenantId, appealId: appeal.id, position: 0, codeId: code.id, title: code.description, description: '' };
        }),
      );
    }
  }
}

const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
/** A 1-based index into a list of `length` picked by hashing `text` (hashtext is int4: widened before abs). */
const hashIndex = (text: SQL, length: number) => sql`(1 + abs(hashtext(${text})::bigint) % ${sql.raw(String(length))})::int`;

/**
 * An appeal in the previous season for every parcel of the county that has none there, except
 * `except`: one INSERT ... SELECT (with its reason), so it scales with the county (the benchmark's
 * million parcels included) and a restart that finds nothing missing costs one anti-join. The filer,
 * claim and reason are picked from the parcel id by hashing, the same at every run on a database:
 * the same kind of fictitious owners as seedAppeals' (example.org e-mail, a 555 number), claiming
 * 75 to 95 % of the assessment. The property is the snapshot propertySnapshot() builds.
 */
async function seedPriorAppeals(db: Database, county: DemoCounty, windowId: string, except: readonly string[]): Promise<void> {
  const tenantId = county.tenantId;
  const codes = demoReasonCodes(tenantId).filter((code) => code.used && code.id !== OTHER_CODE.id);
  const pick = (list: readonly string[], salt: string) => sql`(ARRAY[${sqlList(list)}]::text[])[${hashIndex(sql`p.id || ${salt}`, list.length)}]`;
  // The parcel's number (HC-000011-C989: 11) in base 32 over the reference alphabet: a different
  // reference for every parcel, made in SQL; last year's, so no filing of this year can draw it.
  const year = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, '0');
  const number = sql`CASE WHEN split_part(id, '-', 2) ~ '^[0-9]{1,9}$' THEN split_part(id, '-', 2)::bigint ELSE abs(hashtext(id || ':reference'))::bigint END`;
  const reference = sql`${`${county.prefix}-${year}-`} || (SELECT string_agg(substr(${REFERENCE_ALPHABET}, 1 + ((${number} / power(32, 6 - i)::bigint) % 32)::int, 1), '' ORDER BY i) FROM generate_series(1, 6) AS i)`;
  await db.execute(sql`
    WITH missing AS (
      SELECT p.*, ${pick(FIRST, ':first')} AS first_name, ${pick(LAST, ':last')} AS last_name
      FROM parcels p
      WHERE p.tenant_id = ${tenantId}
        ${except.length ? sql`AND p.id NOT IN (${sqlList(except)})` : sql``}
        AND NOT EXISTS (SELECT 1 FROM appeals a WHERE a.tenant_id = p.tenant_id AND a.window_id = ${windowId} AND a.parcel_id = p.id)
    ), inserted AS (
      INSERT INTO appeals (tenant_id, reference, parcel_id, window_id, property, appellant, claimed_amount, claimed_currency)
      SELECT tenant_id, ${reference}, id, ${windowId}::uuid,
        jsonb_build_object(
          'id', id, 'owner', owner_name, 'type', type, 'address', address,
          'location', CASE WHEN lat IS NOT NULL AND lng IS NOT NULL THEN jsonb_build_object('lat', lat, 'lng', lng) END,
          'value', CASE WHEN value_amount IS NOT NULL THEN jsonb_build_object('amount', value_amount, 'currency', coalesce(value_currency, 'USD')) END,
          'neighborhood', neighborhood, 'legalDescription', legal_description,
          'mailingAddress', CASE WHEN mailing_lines IS NOT NULL AND mailing_city IS NOT NULL
            THEN jsonb_build_object('lines', to_jsonb(mailing_lines), 'city', mailing_city, 'state', coalesce(mailing_state, ''), 'zip', coalesce(mailing_zip, '')) END,
          'areaCode', area_code, 'accountnumber', account_number, 'taxarea', tax_area
        ),
        jsonb_build_object(
          'name', first_name || ' ' || last_name, 'type', 'owner', 'address', NULL,
          'phone', jsonb_build_object('number', '555555' || lpad((abs(hashtext(id || ':phone')::bigint) % 10000)::text, 4, '0'), 'extension', ''),
          'email', lower(first_name || '.' || last_name || '@example.org')
        ),
        round(coalesce(value_amount, 200000) * (0.75 + (abs(hashtext(id || ':claim')::bigint) % 1000) / 5000.0) / 100) * 100,
        'USD'
      FROM missing
      ON CONFLICT DO NOTHING
      RETURNING id, parcel_id
    )
    INSERT INTO appeal_reasons (tenant_id, appeal_id, position, code_id, title, description)
    SELECT ${tenantId}, inserted.id, 0,
      (ARRAY[${sqlList(codes.map((code) => code.id))}]::text[])[${hashIndex(sql`inserted.parcel_id || ':reason'`, codes.length)}],
      (ARRAY[${sqlList(codes.map((code) => code.description))}]::text[])[${hashIndex(sql`inserted.parcel_id || ':reason'`, codes.length)}],
      ''
    FROM inserted
  `);
}
