import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { isUuid, OFFICE_MEETING_MESSAGES as M, VIRTUAL_PLACE, type OfficeMeeting, type OfficeMeetingsResponse, type officeMeetingsQuerySchema } from 'mfe-shared/schemas';
import type { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { files, meetings, places, timeSlots, type MeetingRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { addDays, civilDate, formatCivilDate as isoDate, parseCivilDate as civil, zonedTime } from '../../infrastructure/clock/zoned-time';
import { normaliseReference } from '../../infrastructure/references/reference';
import type { CountySettings } from '../tenants/server-settings';

type Query = z.output<typeof officeMeetingsQuerySchema>;

/** A meeting of the county by its id or its reference (`HC-26-7K3QPM`, as read out); 404 otherwise. */
export async function findOfficeMeeting(db: Pick<Database, 'select'>, tenantId: string, idOrReference: string): Promise<MeetingRow> {
  const reference = isUuid(idOrReference) ? null : normaliseReference(idOrReference);
  const key = reference ? eq(meetings.reference, reference) : isUuid(idOrReference) ? eq(meetings.id, idOrReference.toLowerCase()) : null;
  const [meeting] = key
    ? await db
        .select()
        .from(meetings)
        .where(and(eq(meetings.tenantId, tenantId), key))
    : [];
  if (!meeting) throw new HttpError(404, M.notFound);
  return meeting;
}

function statusFilter(status: Query['status']): SQL | undefined {
  if (status === 'cancelled') return eq(meetings.status, 'cancelled');
  if (status === 'attended') return and(eq(meetings.status, 'booked'), isNotNull(meetings.attendedAt));
  if (status === 'booked') return and(eq(meetings.status, 'booked'), isNull(meetings.attendedAt));
  return undefined;
}

const SORTS: Record<Query['sort'], SQL> = {
  time: sql`${timeSlots.startTime}`,
  attendee: sql`lower(${meetings.attendee} ->> 'name')`,
  reference: sql`${meetings.reference}`,
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const documentIds = (row: { documents: unknown }): string[] =>
  (Array.isArray(row.documents) ? row.documents : []).map((document) => text(record(document).id).toLowerCase()).filter(isUuid);

/** The files behind documents' ids, by id (a file swept or never uploaded is left out). */
async function storedDocuments(db: Pick<Database, 'select'>, tenantId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const stored = unique.length
    ? await db
        .select({ id: files.id, name: files.name, size: files.size, type: files.contentType })
        .from(files)
        .where(and(eq(files.tenantId, tenantId), inArray(files.id, unique)))
    : [];
  return new Map(stored.map((file) => [file.id, file]));
}

type ListedRow = MeetingRow & { startTime: Date; durationMinutes: number; placeName: string | null };

/** One meeting as the office sees it (the attendee and property as booked; snapshots read defensively). */
function toOfficeMeeting(row: ListedRow, stored: Map<string, OfficeMeeting['documents'][number]>): OfficeMeeting {
  const attendee = record(row.attendee);
  const phone = record(attendee.phone);
  const extension = text(phone.extension);
  const property = record(row.property);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status === 'cancelled' ? 'cancelled' : row.attendedAt ? 'attended' : 'booked',
    startTime: row.startTime.toISOString(),
    durationMinutes: row.durationMinutes,
    meetingType: row.meetingType === 'virtual' ? 'virtual' : 'in-place',
    place: row.placeId ? { id: row.placeId, name: row.placeName ?? '' } : null,
    attendee: { name: text(attendee.name), email: text(attendee.email), phone: `${text(phone.number)}${extension ? ` ext. ${extension}` : ''}` },
    parcel: { id: row.parcelId, address: text(property.address) },
    documents: documentIds(row).flatMap((id) => stored.get(id) ?? []),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.status === 'cancelled' ? (row.cancelledBy ? 'office' : 'attendee') : null,
    attendedAt: row.attendedAt?.toISOString() ?? null,
    takesPlace: row.holdsPlace,
  };
}

/**
 * GET /office/meetings: the county's meetings of one day (`date`), or from a day on
 * (`from`, today by default), at a place, virtual ones, or all; each with its attendee, type,
 * reference and documents. Days are the county's, so a day runs from its midnight to the next
 * whatever the clocks do in between.
 */
export async function listOfficeMeetings(
  db: Database,
  { tenantId, settings, query, now = new Date() }: { tenantId: string; settings: CountySettings; query: Query; now?: Date },
): Promise<OfficeMeetingsResponse> {
  const zone = countyTimeZone(settings);
  const first = query.date ? civil(query.date) : query.from ? civil(query.from) : civilDate(now, zone);
  const where: SQL[] = [eq(meetings.tenantId, tenantId), gte(timeSlots.startTime, zonedTime(first, 0, 0, zone))];
  if (query.date) where.push(lt(timeSlots.startTime, zonedTime(addDays(first, 1), 0, 0, zone)));
  if (query.place === VIRTUAL_PLACE) where.push(isNull(meetings.placeId));
  else if (query.place) where.push(eq(meetings.placeId, query.place.toLowerCase()));
  const status = statusFilter(query.status);
  if (status) where.push(status);
  const direction = query.order === 'desc' ? desc : asc;
  const slotJoin = and(eq(timeSlots.tenantId, meetings.tenantId), eq(timeSlots.id, meetings.timeSlotId));

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ meeting: meetings, startTime: timeSlots.startTime, durationMinutes: timeSlots.durationMinutes, placeName: places.name })
      .from(meetings)
      .innerJoin(timeSlots, slotJoin)
      .leftJoin(places, and(eq(places.tenantId, meetings.tenantId), eq(places.id, meetings.placeId)))
      .where(and(...where))
      .orderBy(direction(SORTS[query.sort]), direction(timeSlots.startTime), direction(meetings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(meetings)
      .innerJoin(timeSlots, slotJoin)
      .where(and(...where)),
  ]);

  const byId = await storedDocuments(
    db,
    tenantId,
    rows.flatMap((row) => documentIds(row.meeting)),
  );
  return {
    day: isoDate(first),
    oneDay: Boolean(query.date),
    results: rows.map((row) => toOfficeMeeting({ ...row.meeting, startTime: row.startTime, durationMinutes: row.durationMinutes, placeName: row.placeName }, byId)),
    page: query.page,
    pageSize: query.pageSize,
    total: Number(total),
  };
}

/** One meeting as listed (the answer of its actions). */
export async function readOfficeMeeting(db: Pick<Database, 'select'>, meeting: MeetingRow): Promise<OfficeMeeting> {
  const [slot] = await db
    .select({ startTime: timeSlots.startTime, durationMinutes: timeSlots.durationMinutes })
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, meeting.tenantId), eq(timeSlots.id, meeting.timeSlotId)));
  const [place] = meeting.placeId
    ? await db
        .select({ name: places.name })
        .from(places)
        .where(and(eq(places.tenantId, meeting.tenantId), eq(places.id, meeting.placeId)))
    : [];
  const stored = await storedDocuments(db, meeting.tenantId, documentIds(meeting));
  return toOfficeMeeting({ ...meeting, startTime: slot.startTime, durationMinutes: slot.durationMinutes, placeName: place?.name ?? null }, stored);
}

/** A document the meeting's attendee attached; 404 for any other file. */
export async function officeMeetingFile(db: Database, tenantId: string, idOrReference: string, fileId: string) {
  const meeting = await findOfficeMeeting(db, tenantId, idOrReference);
  const id = fileId.toLowerCase();
  if (!isUuid(id) || !documentIds(meeting).includes(id)) throw new HttpError(404, M.fileNotFound);
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  if (!row) throw new HttpError(404, M.fileNotFound);
  return row;
}

/** GET /office/places: every place of the county, open ones first (the meeting wizard offers the open ones). */
export async function listOfficePlaces(db: Database, tenantId: string) {
  const rows = await db
    .select({ id: places.id, name: places.name, address: places.address, active: places.active })
    .from(places)
    .where(eq(places.tenantId, tenantId))
    .orderBy(desc(places.active), asc(places.name), asc(places.id));
  return { results: rows };
}
