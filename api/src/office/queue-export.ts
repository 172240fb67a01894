import { and, eq, sql } from 'drizzle-orm';
import { filerTypeLabels, OFFICE_METHOD_LABELS, OFFICE_STATUS_LABELS, propertyTypeLabels, type FilerType, type OfficeMethod, type PropertyType } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { appeals, appealStatusChanges, appealWindows, staffAccounts, type AppealWindowRow } from '../db/schema';
import { countyTimeZone } from '../meetings/meeting-settings';
import { wallClock } from '../meetings/zoned-time';
import type { queueSelection } from './appeals-queue';

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

const csvLine = (cells: Array<string | number | null | undefined>) => `${cells.map(csvCell).join(',')}\r\n`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The download's name, naming the view it holds: `appeals-harbor-county-2026-appeal-season-status-decided-q-main-st.csv`.
 * ASCII letters, digits and hyphens only, so it is safe in the header and on any disk.
 */
export function exportFileName(tenantId: string, season: Pick<AppealWindowRow, 'name'> | null, query: QueueInput['query']): string {
  const parts = [`appeals-${tenantId}`, season ? season.name : 'all-seasons'];
  for (const key of ['status', 'propertyType', 'method', 'filedBy', 'from', 'to', 'q'] as const) {
    const value = query[key];
    if (value) parts.push(`${key === 'propertyType' ? 'type' : key === 'filedBy' ? 'filed-by' : key}-${value}`);
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
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

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
 * GET /office/appeals.csv (issue 20): the queue's view (same filters and order as GET /office/appeals,
 * every page) as CSV lines, read BATCH rows at a time. The header names the county's zone, in which
 * the filing times are written. Values are plain (numbers without separators, dates as
 * YYYY-MM-DD HH:MM), for a clerk to paste into the county's own system.
 */
export async function* queueCsvLines(db: Database, input: QueueInput, { where, status, orderBy }: Selection): AsyncGenerator<string> {
  const zone = countyTimeZone(input.settings);
  const decided = sql<number | null>`(select ${appealStatusChanges.decidedAmount} from ${appealStatusChanges}
    where ${appealStatusChanges.tenantId} = ${appeals.tenantId} and ${appealStatusChanges.appealId} = ${appeals.id} and ${appealStatusChanges.status} = 'decided'
    order by ${appealStatusChanges.id} desc limit 1)`;
  // A byte-order mark, so a spreadsheet opens the file as UTF-8 (names with accents stay whole).
  yield `\uFEFF${csvLine(EXPORT_COLUMNS.map((column) => (column === 'Filed' ? `Filed (${zone})` : column)))}`;
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select({ appeal: appeals, season: appealWindows.name, staff: staffAccounts.name, decided })
      .from(appeals)
      .innerJoin(appealWindows, and(eq(appealWindows.tenantId, appeals.tenantId), eq(appealWindows.id, appeals.windowId)))
      .leftJoin(staffAccounts, and(eq(staffAccounts.tenantId, appeals.tenantId), eq(staffAccounts.id, appeals.staffAccountId)))
      .where(and(...where, status))
      .orderBy(...orderBy)
      .limit(BATCH)
      .offset(offset);
    for (const { appeal, season, staff, decided: decidedAmount } of rows) {
      const property = record(appeal.property);
      const filer = record(appeal.appellant);
      const phone = record(filer.phone);
      const value = record(property.value);
      const method = (appeal.filingMethod ?? 'online') as OfficeMethod;
      yield csvLine([
        appeal.reference,
        countyTime(appeal.confirmedAt ?? appeal.createdAt, zone),
        appeal.confirmedAt ? OFFICE_STATUS_LABELS[appeal.status as keyof typeof OFFICE_STATUS_LABELS] ?? appeal.status : OFFICE_STATUS_LABELS['awaiting-confirmation'],
        season,
        appeal.parcelId,
        text(property.address),
        propertyTypeLabels[text(property.type) as PropertyType] ?? text(property.type),
        text(property.owner),
        typeof value.amount === 'number' ? value.amount : null,
        appeal.claimedAmount,
        appeal.status === 'decided' && decidedAmount !== null ? Number(decidedAmount) : null,
        appeal.claimedCurrency,
        text(filer.name),
        filerTypeLabels[text(filer.type) as FilerType] ?? text(filer.type),
        text(filer.organization),
        text(filer.email),
        [text(phone.number), text(phone.extension) && `ext. ${text(phone.extension)}`].filter(Boolean).join(' '),
        OFFICE_METHOD_LABELS[method] ?? method,
        appeal.staffAccountId ? 'Staff' : 'The public',
        staff ?? '',
      ]);
    }
    if (rows.length < BATCH) return;
  }
}
