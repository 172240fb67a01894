import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { DocketEntry } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appeals, hearingPanels, hearings } from '../../infrastructure/db/schema';
import { addDays, parseCivilDate, wallClock, zonedTime } from '../../infrastructure/clock/zoned-time';

// The docket (docs/product.md#hearings): a day's hearings by panel and time, for the page and its CSV.

/** The day's hearings on the county's clock, by panel then time; cancelled ones left out. Read by hearings_day_idx. */
export async function readDocket(
  db: Pick<Database, 'select'>,
  { tenantId, day, panel, timeZone }: { tenantId: string; day: string; panel?: string; timeZone: string },
): Promise<DocketEntry[]> {
  const start = zonedTime(parseCivilDate(day), 0, 0, timeZone);
  const end = zonedTime(addDays(parseCivilDate(day), 1), 0, 0, timeZone);
  const rows = await db
    .select({
      id: hearings.id,
      startsAt: hearings.startsAt,
      minutes: hearings.minutes,
      status: hearings.status,
      moveReason: hearings.moveReason,
      moveAnswer: hearings.moveAnswer,
      panelId: hearingPanels.id,
      panelName: hearingPanels.name,
      panelMode: hearingPanels.mode,
      panelRoom: hearingPanels.room,
      panelVideoUrl: hearingPanels.videoUrl,
      appealId: appeals.id,
      reference: appeals.reference,
      parcelId: appeals.parcelId,
      address: sql<string>`coalesce(${appeals.property} ->> 'address', '')`,
      filerName: sql<string>`coalesce(${appeals.appellant} ->> 'name', '')`,
      propertyType: sql<string>`coalesce(${appeals.propertyType}, '')`,
      claimedAmount: appeals.claimedAmount,
      claimedCurrency: appeals.claimedCurrency,
    })
    .from(hearings)
    .innerJoin(hearingPanels, and(eq(hearingPanels.tenantId, hearings.tenantId), eq(hearingPanels.id, hearings.panelId)))
    .innerJoin(appeals, and(eq(appeals.tenantId, hearings.tenantId), eq(appeals.id, hearings.appealId)))
    .where(
      and(
        eq(hearings.tenantId, tenantId),
        gte(hearings.startsAt, start),
        lt(hearings.startsAt, end),
        ne(hearings.status, 'cancelled'),
        panel ? eq(hearings.panelId, panel) : undefined,
      ),
    )
    .orderBy(asc(hearingPanels.name), asc(hearings.startsAt), asc(hearings.id));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    minutes: row.minutes,
    status: row.status === 'held' ? 'held' : 'scheduled',
    panel: { id: row.panelId, name: row.panelName, mode: row.panelMode === 'video' ? 'video' : 'in-person', room: row.panelRoom, videoUrl: row.panelVideoUrl },
    moveAsked: row.moveReason && !row.moveAnswer ? row.moveReason : null,
    appeal: {
      id: row.appealId,
      reference: row.reference,
      parcelId: row.parcelId,
      address: row.address,
      filerName: row.filerName,
      propertyType: row.propertyType,
      claimedValue: { amount: Number(row.claimedAmount), currency: row.claimedCurrency },
    },
  }));
}

const DOCKET_COLUMNS = ['Time', 'Minutes', 'Panel', 'Reference', 'Parcel', 'Address', 'Filer', 'Property type', 'Status'];

/** The docket as CSV rows (the cells as queue-export's csvLine writes them), its header first. */
export function docketCsvRows(entries: DocketEntry[], timeZone: string): Array<Array<string | number>> {
  const time = (iso: string) => {
    const clock = wallClock(new Date(iso), timeZone);
    return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  };
  return [
    DOCKET_COLUMNS.map((column) => (column === 'Time' ? `Time (${timeZone})` : column)),
    ...entries.map((entry) => [
      time(entry.startsAt),
      entry.minutes,
      entry.panel.name,
      entry.appeal.reference,
      entry.appeal.parcelId,
      entry.appeal.address,
      entry.appeal.filerName,
      entry.appeal.propertyType,
      entry.status,
    ]),
  ];
}
