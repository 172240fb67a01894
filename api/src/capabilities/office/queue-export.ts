import { and, eq, sql } from 'drizzle-orm';
import { filerTypeLabels, OFFICE_METHOD_LABELS, OFFICE_STATUS_LABELS, propertyTypeLabels, type FilerType, type OfficeMethod, type PropertyType } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appeals, appealWindows, staffAccounts, type AppealWindowRow } from '../../infrastructure/db/schema';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { wallClock } from '../../infrastructure/clock/zoned-time';
import { beyond, type queueSelection } from './appeals-queue';

type QueueInput = Parameters<typeof queueSelection>[1];
type Selection = Awaited<ReturnType<typeof queueSelection>>;

/** Rows read per statement while streaming: a county's season is written without holding it all in memory. */
const BATCH = 2000;

/**
 * One CSV cell (RFC 4180, quoted). A cell a spreadsheet would run as a formula (starting with =, +, -,
 * @, a tab or a carriage return) gets a leading apostrophe, so a filer's name such as
 * `=HYPERLINK(...)` stays text in the clerk's spreadsheet (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: Array<string | number | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The download's name, naming the view it holds: `appeals-harbor-county-2026-appeal-season-status-decided-q-main-st.csv`.
 * ASCII letters, digits and hyphens only, so it is safe in the header and on any disk.
 */
const EXPORT_NAME_KEYS: Partial<Record<string, string>> = { propertyType: 'type', filedBy: 'filed-by', hearingDay: 'hearing' };

export function exportFileName(tenantId: string, season: Pick<AppealWindowRow, 'name'> | null, query: QueueInput['query']): string {
  const parts = [`appeals-${tenantId}`, season ? season.name : 'all-seasons'];
  for (const key of ['status', 'propertyType', 'method', 'filedBy', 'from', 'to', 'q', 'neighborhood', 'hearingDay', 'panel', 'officer', 'offer'] as const) {
    const value = query[key];
    if (value) parts.push(`${EXPORT_NAME_KEYS[key] ?? key}-${value}`);
  }
  if (query.sort !== 'filed' || query.order !== 'desc') parts.push(`by-${query.sort}-${query.order}`);
  return `${slug(parts.join('-')).slice(0, 150).replace(/-$/, '')}.csv`;
}

const two = (n: number) => String(n).padStart(2, '0');
const countyTime = (instant: Date, zone: string) => {
  const c = wallClock(instant, zone);
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}`;
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const EXPORT_COLUMNS = [
  'Reference',
  'Filed',
  'Status',
  'Season',
  'Parcel number',
  'Address',
  'Property type',
  'Owner',
  'Assessed value',
  'Claimed value',
  'Decided value',
  'Currency',
  'Filer name',
  'Filer relation',
  'Organization',
  'Filer e-mail',
  'Filer phone',
  'Filing method',
  'Filed by',
  'Staff member',
] as const;

/**
 * GET /office/appeals.csv: the queue's view (same filters and order as GET /office/appeals,
 * every page) as CSV lines, read BATCH rows at a time. The header names the county's zone, in which
 * the filing times are written. Values are plain (numbers without separators, dates as
 * YYYY-MM-DD HH:MM), for a clerk to paste into the county's own system.
 */
/** Only what a line needs, the filed snapshots' fields read by PostgreSQL (no jsonb crosses to be parsed). */
const exportColumns = {
  id: appeals.id,
  reference: appeals.reference,
  filedAt: sql<string>`to_char(${appeals.filedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  confirmed: sql<boolean>`${appeals.confirmedAt} is not null`,
  status: appeals.status,
  windowId: appeals.windowId,
  parcelId: appeals.parcelId,
  address: sql<string | null>`${appeals.property} ->> 'address'`,
  type: appeals.propertyType,
  owner: sql<string | null>`${appeals.property} ->> 'owner'`,
  value: sql<string | null>`${appeals.property} -> 'value' ->> 'amount'`,
  claimed: appeals.claimedAmount,
  currency: appeals.claimedCurrency,
  filer: sql<string | null>`${appeals.appellant} ->> 'name'`,
  relation: sql<string | null>`${appeals.appellant} ->> 'type'`,
  organization: sql<string | null>`${appeals.appellant} ->> 'organization'`,
  email: sql<string | null>`${appeals.appellant} ->> 'email'`,
  phone: sql<string | null>`${appeals.appellant} -> 'phone' ->> 'number'`,
  extension: sql<string | null>`${appeals.appellant} -> 'phone' ->> 'extension'`,
  method: appeals.filingMethod,
  staffId: appeals.staffAccountId,
  // Read only for a decided appeal (CASE does not run the subquery otherwise). Written out: drizzle
  // leaves a one-table statement's columns unqualified, which inside the subquery would name its own.
  decided: sql<string | null>`case when appeals.status = 'decided' then (select c.decided_amount from appeal_status_changes c
    where c.tenant_id = appeals.tenant_id and c.appeal_id = appeals.id and c.status = 'decided' order by c.id desc limit 1) end`,
};
type ExportRow = { [K in keyof typeof exportColumns]: unknown } & { id: string; filedAt: string; status: string; claimed: number; currency: string };

const label = <T extends string>(labels: Partial<Record<T, string>>, value: unknown) => labels[text(value) as T] ?? text(value);
const amount = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

function cells(row: ExportRow, zone: string, seasons: Map<string, string>, staff: Map<string, string>) {
  const method = (text(row.method) || 'online') as OfficeMethod;
  return [
    row.reference as string,
    countyTime(new Date(row.filedAt), zone),
    row.confirmed ? label(OFFICE_STATUS_LABELS, row.status) : OFFICE_STATUS_LABELS['awaiting-confirmation'],
    seasons.get(text(row.windowId)) ?? '',
    text(row.parcelId),
    text(row.address),
    label<PropertyType>(propertyTypeLabels, row.type),
    text(row.owner),
    amount(row.value),
    row.claimed,
    amount(row.decided),
    row.currency,
    text(row.filer),
    label<FilerType>(filerTypeLabels, row.relation),
    text(row.organization),
    text(row.email),
    [text(row.phone), text(row.extension) && `ext. ${text(row.extension)}`].filter(Boolean).join(' '),
    OFFICE_METHOD_LABELS[method] ?? method,
    row.staffId ? 'Staff' : 'The public',
    staff.get(text(row.staffId)) ?? '',
  ];
}

export async function* queueCsvLines(db: Database, input: QueueInput, selection: Selection): AsyncGenerator<string> {
  const { where, status, orderBy, sortColumn } = selection;
  const { tenantId } = input;
  const zone = countyTimeZone(input.settings);
  // A county has a few seasons and staff: named once, not joined on every row.
  const [seasonRows, staffRows] = await Promise.all([
    db.select({ id: appealWindows.id, name: appealWindows.name }).from(appealWindows).where(eq(appealWindows.tenantId, tenantId)),
    db.select({ id: staffAccounts.id, name: staffAccounts.name }).from(staffAccounts).where(eq(staffAccounts.tenantId, tenantId)),
  ]);
  const seasons = new Map(seasonRows.map((season) => [season.id, season.name]));
  const staff = new Map(staffRows.map((account) => [account.id, account.name]));
  // A byte-order mark, so a spreadsheet opens the file as UTF-8 (names with accents stay whole).
  yield `\uFEFF${csvLine(EXPORT_COLUMNS.map((column) => (column === 'Filed' ? `Filed (${zone})` : column)))}`;
  for (let last: { key: string | null; id: string } | null = null; ;) {
    const rows = (await db
      .select({ ...exportColumns, key: sql<string | null>`${sortColumn}::text` })
      .from(appeals)
      .where(and(...where, status, last ? beyond(sortColumn, selection.order, last) : undefined))
      .orderBy(...orderBy)
      .limit(BATCH)) as Array<ExportRow & { key: string | null }>;
    // One chunk per read, not per row: a stream of 100,000 tiny writes costs more than the rows.
    yield rows.map((row) => csvLine(cells(row, zone, seasons, staff))).join('');
    if (rows.length < BATCH) return;
    last = { key: rows[rows.length - 1].key, id: rows[rows.length - 1].id };
  }
}
