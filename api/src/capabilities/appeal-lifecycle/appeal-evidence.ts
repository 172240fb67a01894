import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCalendarDay } from 'mfe-shared/format';
import { isFinalStatus, isUuid, STEP_MESSAGES as M, type FilerEvidence } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appealDocuments, appealEvidence, appeals, files, type AppealRow } from '../../infrastructure/db/schema';
import { civilDate, formatCivilDate } from '../../infrastructure/clock/zoned-time';
import { HttpError } from '../../infrastructure/http/http-error';
import { localText } from '../../infrastructure/i18n/local-text';
import { recordAudit } from '../staff/audit';
import type { CountySettings } from '../tenants/server-settings';
import { hearingTimeOf } from './filer-moves';
import { asAppealStatus } from './record-move';

// Evidence after the filing (docs/product.md#evidence): the filer adds documents by the status link
// until the county's deadline; staff add the county's; the filer sees the county's from the
// exchange date. Uploads come through POST /documents, with its limits and type checks.

const DAY = 86_400_000;
type Side = 'filer' | 'county';

/** When the filer may add no more: `appeal.filer_evidence_days` before the hearing (the hearing itself with 0); none without a hearing. */
const addByOf = (hearing: Date | null, settings: CountySettings) => (hearing ? new Date(hearing.getTime() - settings['appeal.filer_evidence_days'] * DAY) : null);

/** When the filer sees the county's: `appeal.evidence_exchange_days` before the hearing; at once once the appeal is past its hearing or decided. */
function countyFromOf(appeal: AppealRow, hearing: Date | null, settings: CountySettings): Date | null {
  const status = asAppealStatus(appeal.status);
  if (status === 'hearing-held' || isFinalStatus(status)) return new Date(0);
  return hearing ? new Date(hearing.getTime() - settings['appeal.evidence_exchange_days'] * DAY) : null;
}

/** Adds uploads to the appeal's evidence on one side, in one transaction with the appeal locked; refuses all if one cannot be added. */
export async function addEvidence(
  db: Database,
  {
    tenantId,
    appealId,
    documents,
    side,
    accountId,
    settings,
    timeZone,
    now = new Date(),
  }: { tenantId: string; appealId: string; documents: string[]; side: Side; accountId: string | null; settings: CountySettings; timeZone: string; now?: Date },
): Promise<void> {
  const ids = [...new Set(documents.map((id) => id.toLowerCase()))];
  if (!ids.every(isUuid)) throw new HttpError(400, M.evidenceNotFound);
  await db.transaction(async (tx) => {
    const [appeal] = await tx
      .select()
      .from(appeals)
      .where(and(eq(appeals.tenantId, tenantId), eq(appeals.id, appealId)))
      .for('update');
    if (!appeal || !appeal.confirmedAt || isFinalStatus(asAppealStatus(appeal.status))) throw new HttpError(409, M.evidenceClosed);
    if (side === 'filer') {
      const addBy = addByOf(await hearingTimeOf(tx, appeal), settings);
      if (asAppealStatus(appeal.status) === 'hearing-held') throw new HttpError(409, M.evidenceClosed);
      if (addBy && addBy <= now) {
        const day = formatCivilDate(civilDate(new Date(addBy.getTime() - 1), timeZone));
        const date = { english: formatCalendarDay(day, 'en-US'), in: (language: string) => formatCalendarDay(day, language === 'es' ? 'es-US' : 'en-US') };
        throw new HttpError(409, localText('shared.STEP_MESSAGES.evidenceLate', M.evidenceLate(date.english), { date }));
      }
      const max = settings['file_upload.max_files'];
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(appealEvidence)
        .where(and(eq(appealEvidence.tenantId, tenantId), eq(appealEvidence.appealId, appeal.id), eq(appealEvidence.side, 'filer')));
      if (count + ids.length > max) throw new HttpError(400, localText('shared.STEP_MESSAGES.evidenceTooMany', M.evidenceTooMany(max), { max }));
    }
    // Locked until this commits, so the sweep of unattached uploads skips them (files/unattached-files.ts).
    const found = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.tenantId, tenantId), inArray(files.id, ids)))
      .for('key share');
    // An upload already sent with a filing is not evidence of another: each file has one holder.
    const filed = await tx
      .select({ id: appealDocuments.fileId })
      .from(appealDocuments)
      .where(and(eq(appealDocuments.tenantId, tenantId), inArray(appealDocuments.fileId, ids)));
    if (found.length !== ids.length || filed.length) throw new HttpError(400, M.evidenceNotFound);
    const added = await tx
      .insert(appealEvidence)
      .values(ids.map((fileId) => ({ tenantId, appealId: appeal.id, fileId, side, accountId })))
      .onConflictDoNothing()
      .returning({ id: appealEvidence.id });
    if (added.length !== ids.length) throw new HttpError(400, M.evidenceNotFound);
    await recordAudit(tx, { tenantId, accountId, action: 'appeal-evidence-added', parcelId: appeal.parcelId, detail: { appealId: appeal.id, side, documents: ids.length } });
  });
}

/** The appeal's evidence, oldest first, with each document's side. */
export async function readEvidence(db: Pick<Database, 'select'>, appeal: AppealRow) {
  const rows = await db
    .select({ id: files.id, name: files.name, size: files.size, type: files.contentType, side: appealEvidence.side, addedAt: appealEvidence.createdAt })
    .from(appealEvidence)
    .innerJoin(files, and(eq(files.tenantId, appealEvidence.tenantId), eq(files.id, appealEvidence.fileId)))
    .where(and(eq(appealEvidence.tenantId, appeal.tenantId), eq(appealEvidence.appealId, appeal.id)))
    .orderBy(asc(appealEvidence.id));
  return rows.map((row) => ({ ...row, side: row.side === 'county' ? ('county' as const) : ('filer' as const), addedAt: row.addedAt.toISOString() }));
}

/** The evidence as its filer sees it on the status page. */
export async function filerEvidence(db: Pick<Database, 'select'>, appeal: AppealRow, settings: CountySettings, now: Date): Promise<FilerEvidence> {
  const [evidence, hearing] = await Promise.all([readEvidence(db, appeal), hearingTimeOf(db, appeal)]);
  const status = asAppealStatus(appeal.status);
  const addBy = addByOf(status === 'hearing-scheduled' ? hearing : null, settings);
  const countyFrom = countyFromOf(appeal, status === 'hearing-scheduled' ? hearing : null, settings);
  const item = ({ id, name, size, addedAt }: (typeof evidence)[number]) => ({ id, name, size, addedAt });
  return {
    yours: evidence.filter((row) => row.side === 'filer').map(item),
    county: countyFrom && countyFrom <= now ? evidence.filter((row) => row.side === 'county').map(item) : null,
    countyFrom: countyFrom && countyFrom.getTime() > 0 ? countyFrom.toISOString() : null,
    canAdd: !isFinalStatus(status) && status !== 'hearing-held' && !(addBy && addBy <= now),
    addBy: addBy?.toISOString() ?? null,
  };
}

/**
 * A document of the evidence the filer may download by the link now: their own (on another device
 * they may not have it), and the county's once it shows; 404 otherwise.
 */
export async function filerEvidenceFile(db: Pick<Database, 'select'>, appeal: AppealRow, fileId: string, settings: CountySettings, now: Date) {
  const evidence = await filerEvidence(db, appeal, settings, now);
  const id = fileId.toLowerCase();
  if (![...evidence.yours, ...(evidence.county ?? [])].some((item) => item.id === id)) return undefined;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.tenantId, appeal.tenantId), eq(files.id, id)));
  return row;
}
