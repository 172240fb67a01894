import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  CHANGE_REQUEST_MESSAGES as M,
  CHANGE_REQUEST_STATUSES,
  OFFICE_CHANGE_REQUESTS_PAGE_SIZE,
  isUuid,
  type ChangeRequestStatus,
  type ChangeRequestTopic,
  type OfficeChangeRequest,
  type OfficeChangeRequests,
  type officeChangeRequestsQuerySchema,
} from 'mfe-shared/schemas';
import type { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { changeRequests, files, parcels, type ChangeRequestRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { normaliseReference } from '../../infrastructure/references/reference';

type Query = z.output<typeof officeChangeRequestsQuerySchema>;
type Reader = Pick<Database, 'select'>;

/** A request of the county by its id or its reference (`HC-26-7K3QPM`, as read out); 404 otherwise. */
export async function findChangeRequest(db: Reader, tenantId: string, idOrReference: string): Promise<ChangeRequestRow> {
  const reference = isUuid(idOrReference) ? null : normaliseReference(idOrReference);
  const key = reference ? eq(changeRequests.reference, reference) : isUuid(idOrReference) ? eq(changeRequests.id, idOrReference.toLowerCase()) : null;
  const [row] = key
    ? await db
        .select()
        .from(changeRequests)
        .where(and(eq(changeRequests.tenantId, tenantId), key))
    : [];
  if (!row) throw new HttpError(404, M.notFound);
  return row;
}

type ParcelFacts = Pick<typeof parcels.$inferSelect, 'address' | 'ownerName' | 'mailingLines' | 'mailingCity' | 'mailingState' | 'mailingZip' | 'type' | 'legalDescription'>;

/** What the county's records show now for what the visitor says is wrong, for the office to compare. */
function onRecord(topic: ChangeRequestTopic, parcel: ParcelFacts | undefined): string | null {
  if (!parcel) return null;
  if (topic === 'owner-name') return parcel.ownerName;
  if (topic === 'mailing-address') {
    const place = [parcel.mailingCity, [parcel.mailingState, parcel.mailingZip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const lines = [...(parcel.mailingLines ?? []), place].filter(Boolean);
    return lines.length ? lines.join(', ') : null;
  }
  if (topic === 'characteristics') return [parcel.type, parcel.legalDescription].filter(Boolean).join('; ') || null;
  return null;
}

/** The desk's view of requests: their parcel's facts now and their document, in the order given. */
async function describe(db: Reader, tenantId: string, rows: ChangeRequestRow[]): Promise<OfficeChangeRequest[]> {
  if (rows.length === 0) return [];
  const parcelIds = [...new Set(rows.map((row) => row.parcelId))];
  const documentIds = rows.map((row) => row.documentId).filter((id): id is string => Boolean(id));
  const [parcelRows, fileRows] = await Promise.all([
    db
      .select({
        id: parcels.id,
        address: parcels.address,
        ownerName: parcels.ownerName,
        mailingLines: parcels.mailingLines,
        mailingCity: parcels.mailingCity,
        mailingState: parcels.mailingState,
        mailingZip: parcels.mailingZip,
        type: parcels.type,
        legalDescription: parcels.legalDescription,
      })
      .from(parcels)
      .where(and(eq(parcels.tenantId, tenantId), inArray(parcels.id, parcelIds))),
    documentIds.length
      ? db
          .select({ id: files.id, name: files.name, size: files.size, type: files.contentType })
          .from(files)
          .where(and(eq(files.tenantId, tenantId), inArray(files.id, documentIds)))
      : Promise.resolve([]),
  ]);
  const parcelById = new Map(parcelRows.map((row) => [row.id, row]));
  const fileById = new Map(fileRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const parcel = parcelById.get(row.parcelId);
    const topic = row.topic as ChangeRequestTopic;
    return {
      id: row.id,
      reference: row.reference,
      parcelId: row.parcelId,
      address: parcel?.address ?? null,
      onRecord: onRecord(topic, parcel),
      topic,
      correctValue: row.correctValue,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      document: (row.documentId && fileById.get(row.documentId)) || null,
      status: row.status as ChangeRequestStatus,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** GET /office/change-requests: newest first, a page at a time, with the count of each status. */
export async function listOfficeChangeRequests(db: Reader, tenantId: string, query: Query): Promise<OfficeChangeRequests> {
  const where = and(eq(changeRequests.tenantId, tenantId), query.status ? eq(changeRequests.status, query.status) : undefined);
  const pageSize = OFFICE_CHANGE_REQUESTS_PAGE_SIZE;
  const [rows, countRows] = await Promise.all([
    db
      .select()
      .from(changeRequests)
      .where(where)
      .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ status: changeRequests.status, n: count() }).from(changeRequests).where(eq(changeRequests.tenantId, tenantId)).groupBy(changeRequests.status),
  ]);
  const counts = Object.fromEntries(CHANGE_REQUEST_STATUSES.map((status) => [status, 0])) as Record<ChangeRequestStatus, number>;
  for (const row of countRows) if (row.status in counts) counts[row.status as ChangeRequestStatus] = Number(row.n);
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { items: await describe(db, tenantId, rows), total, page: query.page, pageSize, counts };
}

/** One request as the desk shows it. */
export async function readOfficeChangeRequest(db: Reader, row: ChangeRequestRow): Promise<OfficeChangeRequest> {
  const [view] = await describe(db, row.tenantId, [row]);
  return view;
}
