import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { isUuid, OFFICE_MESSAGES, type OfficeAppeal, type OfficeFile, type OfficeMethod } from 'mfe-shared/schemas';
import { appealKey, asAppealStatus, NEXT_STATUSES, readOfficeTimeline } from '../appeals/appeal-status';
import { confirmDeadline } from '../appeals/confirm-appeal';
import { readEvidence } from '../appeal-lifecycle/appeal-evidence';
import { readOfficeHearing } from './office-hearing';
import type { Database } from '../../infrastructure/db/client';
import { appealComparables, appealDocuments, appealEvidence, appealReasons, appeals, appealWindows, files, staffAccounts, type AppealRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { storedLanguage } from '../../infrastructure/i18n/request-language';
import type { CountySettings } from '../tenants/server-settings';

/** An appeal of the county by its id or reference; 404 otherwise (another county's too). */
export async function findOfficeAppeal(db: Database, tenantId: string, idOrReference: string): Promise<AppealRow> {
  const key = appealKey(tenantId, idOrReference);
  const [appeal] = key ? await db.select().from(appeals).where(key) : [];
  if (!appeal) throw new HttpError(404, OFFICE_MESSAGES.notFound);
  return appeal;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The snapshots as filed (jsonb), read defensively: a seeded or imported row may lack a field. */
function propertyOf(appeal: AppealRow): OfficeAppeal['property'] {
  const property = record(appeal.property);
  const value = record(property.value);
  return {
    id: appeal.parcelId,
    address: text(property.address),
    type: text(property.type),
    owner: text(property.owner),
    value: typeof value.amount === 'number' ? { amount: value.amount, currency: text(value.currency) || appeal.claimedCurrency } : null,
  };
}

function filerOf(appeal: AppealRow): OfficeAppeal['filer'] {
  const filer = record(appeal.appellant);
  const address = filer.address ? record(filer.address) : null;
  const phone = record(filer.phone);
  return {
    name: text(filer.name),
    type: text(filer.type),
    organization: textOrNull(filer.organization),
    userType: textOrNull(filer.userType),
    address: address && {
      lines: Array.isArray(address.lines) ? address.lines.filter((line): line is string => typeof line === 'string') : [],
      city: text(address.city),
      state: text(address.state),
      zip: text(address.zip),
    },
    phone: { number: text(phone.number), extension: text(phone.extension) },
    email: text(filer.email),
  };
}

const asFile = (row: { id: string; name: string; size: number; contentType: string }): OfficeFile => ({ id: row.id, name: row.name, size: row.size, type: row.contentType });

/**
 * GET /office/appeals/{appeal}: everything filed with the appeal (the filer in full, the
 * claimed value, reasons, comparables and their PDF, the documents with their ids for the staff
 * download), its timeline as the office sees it, and the statuses it may move to now.
 */
export async function readOfficeAppeal(db: Database, tenantId: string, idOrReference: string, settings: CountySettings): Promise<OfficeAppeal> {
  const appeal = await findOfficeAppeal(db, tenantId, idOrReference);
  const ofAppeal = (table: typeof appealReasons | typeof appealComparables | typeof appealDocuments) => and(eq(table.tenantId, tenantId), eq(table.appealId, appeal.id));
  const [[season], reasons, comparables, documents, compsPdf, [staff], timeline, competing] = await Promise.all([
    db
      .select({ id: appealWindows.id, name: appealWindows.name })
      .from(appealWindows)
      .where(and(eq(appealWindows.tenantId, tenantId), eq(appealWindows.id, appeal.windowId))),
    db.select().from(appealReasons).where(ofAppeal(appealReasons)).orderBy(asc(appealReasons.position)),
    db.select().from(appealComparables).where(ofAppeal(appealComparables)).orderBy(asc(appealComparables.parcelId)),
    db
      .select({ id: files.id, name: files.name, size: files.size, contentType: files.contentType })
      .from(appealDocuments)
      .innerJoin(files, and(eq(files.tenantId, appealDocuments.tenantId), eq(files.id, appealDocuments.fileId)))
      .where(ofAppeal(appealDocuments))
      .orderBy(asc(files.name)),
    appeal.compsPdfId
      ? db
          .select({ id: files.id, name: files.name, size: files.size, contentType: files.contentType })
          .from(files)
          .where(and(eq(files.tenantId, tenantId), eq(files.id, appeal.compsPdfId)))
      : Promise.resolve([]),
    appeal.staffAccountId
      ? db
          .select({ name: staffAccounts.name })
          .from(staffAccounts)
          .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.id, appeal.staffAccountId)))
      : Promise.resolve([]),
    appeal.confirmedAt ? readOfficeTimeline(db, appeal) : Promise.resolve([]),
    readCompeting(db, appeal),
  ]);
  const [evidence, hearing] = await Promise.all([readEvidence(db, appeal), readOfficeHearing(db, appeal)]);
  const status = asAppealStatus(appeal.status);
  return {
    id: appeal.id,
    reference: appeal.reference,
    status: appeal.confirmedAt ? status : 'awaiting-confirmation',
    filedAt: (appeal.confirmedAt ?? appeal.createdAt).toISOString(),
    confirmBy: appeal.confirmedAt ? null : confirmDeadline(appeal, settings).toISOString(),
    window: { id: appeal.windowId, name: season?.name ?? '' },
    property: propertyOf(appeal),
    filer: filerOf(appeal),
    claimedValue: { amount: appeal.claimedAmount, currency: appeal.claimedCurrency },
    reasons: reasons.map((reason) => ({ id: reason.codeId, title: reason.title, description: reason.description })),
    comparables: comparables.map((comparable) => ({ parcelId: comparable.parcelId, address: comparable.address })),
    compsPdf: compsPdf[0] ? asFile(compsPdf[0]) : null,
    documents: documents.map(asFile),
    method: (appeal.filingMethod ?? 'online') as OfficeMethod,
    filedBy: appeal.staffAccountId ? 'staff' : 'public',
    takesPlace: appeal.holdsPlace,
    staffName: staff?.name ?? null,
    language: storedLanguage(appeal),
    timeline,
    nextStatuses: appeal.confirmedAt ? [...NEXT_STATUSES[status]] : [],
    competing,
    evidence: evidence.map(({ id, name, size, type, side, addedAt }) => ({ id, name, size, type, side, addedAt })),
    hearing,
  };
}

/**
 * The parcel's other confirmed appeals of the season, oldest first: a stranger's filing beside the
 * owner's, or one owner's two, for the office to keep, merge or close. Read by
 * appeals_queue_parcel_idx; a parcel has a handful at most, and 20 bounds the answer.
 */
async function readCompeting(db: Database, appeal: AppealRow): Promise<NonNullable<OfficeAppeal['competing']>> {
  const rows = await db
    .select({
      reference: appeals.reference,
      status: appeals.status,
      confirmedAt: appeals.confirmedAt,
      filerName: sql<string>`coalesce(${appeals.appellant} ->> 'name', '')`,
      staffAccountId: appeals.staffAccountId,
      holdsPlace: appeals.holdsPlace,
    })
    .from(appeals)
    .where(
      and(
        eq(appeals.tenantId, appeal.tenantId),
        eq(appeals.parcelId, appeal.parcelId),
        eq(appeals.windowId, appeal.windowId),
        ne(appeals.id, appeal.id),
        isNotNull(appeals.confirmedAt),
      ),
    )
    .orderBy(asc(appeals.confirmedAt))
    .limit(20);
  return rows.map((row) => ({
    reference: row.reference,
    status: asAppealStatus(row.status),
    filedAt: (row.confirmedAt as Date).toISOString(),
    filerName: row.filerName,
    filedBy: row.staffAccountId ? 'staff' : 'public',
    takesPlace: row.holdsPlace,
  }));
}

/** A file of the appeal (one of its documents, or its comparables PDF); 404 for any other. */
export async function officeAppealFile(db: Database, tenantId: string, idOrReference: string, fileId: string) {
  const appeal = await findOfficeAppeal(db, tenantId, idOrReference);
  const id = fileId.toLowerCase();
  if (!isUuid(id)) throw new HttpError(404, OFFICE_MESSAGES.fileNotFound);
  const attached =
    appeal.compsPdfId === id ||
    (
      await db
        .select({ id: appealDocuments.fileId })
        .from(appealDocuments)
        .where(and(eq(appealDocuments.tenantId, tenantId), eq(appealDocuments.appealId, appeal.id), eq(appealDocuments.fileId, id)))
    ).length > 0 ||
    (
      await db
        .select({ id: appealEvidence.fileId })
        .from(appealEvidence)
        .where(and(eq(appealEvidence.tenantId, tenantId), eq(appealEvidence.appealId, appeal.id), eq(appealEvidence.fileId, id)))
    ).length > 0;
  if (!attached) throw new HttpError(404, OFFICE_MESSAGES.fileNotFound);
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  if (!row) throw new HttpError(404, OFFICE_MESSAGES.fileNotFound);
  return row;
}
