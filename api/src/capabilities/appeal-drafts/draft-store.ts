import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { APPEAL_MESSAGES, isUuid, type SavedAppealDraft } from 'mfe-shared/schemas';
import { APPEAL_ERRORS, checkFiles } from '../appeals/file-appeal';
import type { Language } from 'mfe-shared/domain';
import type { Database } from '../../infrastructure/db/client';
import { appealDraftFiles, appealDrafts, appeals, appealWindows, files, parcels, type AppealDraftRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { sharedText } from '../../infrastructure/i18n/shared-texts';
import { enqueueEmail } from '../outbox/outbox-store';
import type { CountySettings } from '../tenants/server-settings';

const DAY_MS = 86_400_000;

export interface SaveDraftInput {
  tenantId: string;
  settings: CountySettings;
  email: string;
  draft: SavedAppealDraft;
  /** The draft an earlier save's token names (checked by the caller), to update. */
  earlierId: string | null;
  now: Date;
  /** The filer's language (infrastructure/i18n/request-language.ts): its later e-mails are written in it. English when not given. */
  language?: Language;
}

export interface SavedDraft {
  row: AppealDraftRow;
  created: boolean;
}

/** A link's expiry has whole seconds (infrastructure/tokens/signed-token.ts), so the row's is the same instant. */
const expiryFrom = (now: Date, days: number) => new Date(Math.floor((now.getTime() + days * DAY_MS) / 1000) * 1000);

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Saves a draft and queues the e-mail with its link, in one transaction: a refusal stores and sends
 * nothing. Updating keeps the draft's id, so every link sent for it opens the newest answers; a new
 * e-mail address makes a new draft instead and ends the old one, so a link sent to a mistyped
 * address stops working. The checks are those a submit would fail on: the county's active parcel,
 * its open season, no appeal of the parcel in it yet, documents uploaded to this county.
 */
export async function saveAppealDraft(db: Database, input: SaveDraftInput): Promise<SavedDraft> {
  const { tenantId, settings, email, draft, now } = input;
  const maxFiles = settings['file_upload.max_files'];
  if (draft.documents.length > maxFiles) throw new HttpError(400, sharedText.tooManyDocuments(maxFiles));
  await purgeExpiredDrafts(db, tenantId, now);

  return db.transaction(async (tx) => {
    const [parcel] = await tx
      .select({ active: parcels.active })
      .from(parcels)
      .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, draft.parcelId)));
    if (!parcel) throw new HttpError(404, APPEAL_ERRORS.parcelNotFound);
    if (!parcel.active) throw new HttpError(409, APPEAL_ERRORS.parcelInactive);

    const windowId = draft.window ? draft.window.id.toLowerCase() : null;
    if (windowId !== null) {
      if (!isUuid(windowId)) throw new HttpError(404, APPEAL_ERRORS.windowNotFound);
      const [season] = await tx
        .select({ open: appealWindows.open })
        .from(appealWindows)
        .where(and(eq(appealWindows.tenantId, tenantId), eq(appealWindows.id, windowId)));
      if (!season) throw new HttpError(404, APPEAL_ERRORS.windowNotFound);
      if (!season.open) throw new HttpError(409, APPEAL_ERRORS.windowClosed);
      if (await appealOf(tx, tenantId, draft.parcelId, windowId, draft.submissionKey)) throw new HttpError(409, APPEAL_MESSAGES.duplicate);
    }

    const documentIds = [...new Set(draft.documents.map((document) => document.id.toLowerCase()))];
    const compsPdfId = draft.comparablesPdf ? draft.comparablesPdf.id.toLowerCase() : null;
    const fileIds = compsPdfId ? [...new Set([...documentIds, compsPdfId])] : documentIds;
    await checkFiles(tx, tenantId, documentIds, compsPdfId);

    const values = {
      parcelId: draft.parcelId,
      windowId,
      email: email.trim(),
      data: draft,
      submissionKey: draft.submissionKey,
      savedAt: now,
      expiresAt: expiryFrom(now, settings['appeal.draft_days']),
      // The latest save's: its e-mail is the one going out now.
      language: input.language ?? 'en',
    };
    const earlier = input.earlierId ? await liveDraft(tx, tenantId, input.earlierId, now) : undefined;
    let row: AppealDraftRow;
    let created = true;
    if (earlier && earlier.parcelId === draft.parcelId && sameAddress(earlier.email, email)) {
      [row] = await tx
        .update(appealDrafts)
        .set(values)
        .where(and(eq(appealDrafts.tenantId, tenantId), eq(appealDrafts.id, earlier.id)))
        .returning();
      await tx.delete(appealDraftFiles).where(and(eq(appealDraftFiles.tenantId, tenantId), eq(appealDraftFiles.draftId, row.id)));
      created = false;
    } else {
      if (earlier) await tx.delete(appealDrafts).where(and(eq(appealDrafts.tenantId, tenantId), eq(appealDrafts.id, earlier.id)));
      [row] = await tx
        .insert(appealDrafts)
        .values({ tenantId, ...values })
        .returning();
    }
    if (fileIds.length) await tx.insert(appealDraftFiles).values(fileIds.map((fileId) => ({ tenantId, draftId: row.id, fileId })));
    // Ids and facts only: the worker reads the address from the draft when it sends.
    await enqueueEmail(tx, {
      tenantId,
      kind: 'appeal-draft-saved',
      payload: { draftId: row.id, savedAt: row.savedAt.toISOString(), expiresAt: row.expiresAt.toISOString() },
    });
    return { row, created };
  });
}

/** A draft that is neither expired nor used (its appeal filed). */
async function liveDraft(db: Database, tenantId: string, id: string, now: Date): Promise<AppealDraftRow | undefined> {
  const [row] = await db
    .select()
    .from(appealDrafts)
    .where(and(eq(appealDrafts.tenantId, tenantId), eq(appealDrafts.id, id), isNull(appealDrafts.usedAt), gt(appealDrafts.expiresAt, now)))
    .for('update');
  return row;
}

export async function findDraft(db: Database, tenantId: string, id: string): Promise<AppealDraftRow | undefined> {
  const [row] = await db
    .select()
    .from(appealDrafts)
    .where(and(eq(appealDrafts.tenantId, tenantId), eq(appealDrafts.id, id)));
  return row;
}

/**
 * The parcel's appeal in the season, if one has been filed: the one that holds the parcel's place,
 * or the one filed from this draft (`submissionKey`) even while it waits for its confirmation.
 * Someone else's pending filing, or one filed without proof of a right to appeal
 * (docs/product.md#who-takes-the-parcels-place), holds no place, so it does not end the draft.
 */
export async function appealOf(db: Database, tenantId: string, parcelId: string, windowId: string, submissionKey?: string) {
  const counts = submissionKey ? or(eq(appeals.holdsPlace, true), eq(appeals.idempotencyKey, submissionKey)) : eq(appeals.holdsPlace, true);
  const [appeal] = await db
    .select({ id: appeals.id, reference: appeals.reference, idempotencyKey: appeals.idempotencyKey, createdAt: appeals.createdAt })
    .from(appeals)
    .where(and(eq(appeals.tenantId, tenantId), eq(appeals.parcelId, parcelId), eq(appeals.windowId, windowId), counts))
    .orderBy(sql`${appeals.confirmedAt} desc nulls last`)
    .limit(1);
  return appeal;
}

/**
 * The parcel's appeal has been filed: the draft can never be submitted, so what it held (the
 * filer's details, the e-mail address) goes; the row stays until it expires, so its link can say
 * what happened. Its files are no longer held for it.
 */
export async function markDraftUsed(db: Database, row: AppealDraftRow, appealId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(appealDrafts)
      .set({ usedAt: now, filedAppealId: appealId, data: {}, email: '' })
      .where(and(eq(appealDrafts.tenantId, row.tenantId), eq(appealDrafts.id, row.id), isNull(appealDrafts.usedAt)));
    await tx.delete(appealDraftFiles).where(and(eq(appealDraftFiles.tenantId, row.tenantId), eq(appealDraftFiles.draftId, row.id)));
  });
}

/** The files a draft still holds (a file its owner removed is gone from here too), by id. */
export async function draftFiles(db: Database, row: AppealDraftRow) {
  const found = await db
    .select({ id: files.id, name: files.name, size: files.size, type: files.contentType })
    .from(appealDraftFiles)
    .innerJoin(files, and(eq(files.tenantId, appealDraftFiles.tenantId), eq(files.id, appealDraftFiles.fileId)))
    .where(and(eq(appealDraftFiles.tenantId, row.tenantId), eq(appealDraftFiles.draftId, row.id)));
  return new Map(found.map((file) => [file.id, file]));
}

/**
 * Whether a live draft of the county holds the file: it then counts as attached, as a filed
 * appeal's documents do, and must outlive any clearing of old uploads.
 */
export async function fileInLiveDraft(db: Database, tenantId: string, fileId: string, now: Date = new Date()): Promise<boolean> {
  if (!isUuid(fileId)) return false;
  const [held] = await db
    .select({ id: appealDraftFiles.draftId })
    .from(appealDraftFiles)
    .innerJoin(appealDrafts, and(eq(appealDrafts.tenantId, appealDraftFiles.tenantId), eq(appealDrafts.id, appealDraftFiles.draftId)))
    .where(and(eq(appealDraftFiles.tenantId, tenantId), eq(appealDraftFiles.fileId, fileId.toLowerCase()), isNull(appealDrafts.usedAt), gt(appealDrafts.expiresAt, now)))
    .limit(1);
  return Boolean(held);
}

/** Expired drafts go (their file references with them); run at each save, in the saving county. */
export async function purgeExpiredDrafts(db: Database, tenantId: string, now: Date): Promise<number> {
  const gone = await db
    .delete(appealDrafts)
    .where(and(eq(appealDrafts.tenantId, tenantId), lte(appealDrafts.expiresAt, now)))
    .returning({ id: appealDrafts.id });
  return gone.length;
}

export const draftExpired = (row: AppealDraftRow, now: Date) => row.expiresAt.getTime() <= now.getTime();
