import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { APPEAL_MESSAGES, comparablesStepOpen, estimationBounds, isUuid, valueRangeMessage, type AppealSubmission, type Settings } from 'mfe-shared/schemas';
import type { Language } from 'mfe-shared/domain';
import type { Database } from '../../infrastructure/db/client';
import { appealDocuments, appealReasonCodes, appealReasons, appeals, appealWindows, files, parcels, type AppealRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { localText } from '../../infrastructure/i18n/local-text';
import { enqueueEmail } from '../outbox/outbox-store';
import { insertWithReference } from '../../infrastructure/references/reference';
import { parcelBreakdown } from '../parcels/parcel-breakdown';
import { recordAudit } from '../staff/audit';
import { saveAppealComparables } from './appeal-comparables';
import { startFiledAppeal } from './appeal-filed';
import { checkAgainstSettings, checkReasons } from './appeal-rules';
import { uniqueViolation } from '../../infrastructure/db/database-errors';
import { placeHolder } from './parcel-place';
import { checkOwnerCode, type OwnerCodeLimit } from './owner-code-check';
import { propertySnapshot } from './property-snapshot';

export const APPEAL_ERRORS = {
  staffOnly: "Only signed-in office staff can file on someone's behalf.",
  parcelNotFound: 'We could not find a property with that parcel number in this county.',
  parcelInactive: 'You cannot file an appeal for this parcel.',
  windowNotFound: 'The selected appeal season does not exist in this county.',
  windowClosed: 'The appeal season is closed.',
  noPriorAppeal: "An appeal has not been filed previously at the Assessor's Office.",
  documentNotFound: 'One of the documents was not uploaded to this county. Remove it and upload it again.',
  compsPdfNotFound: 'The comparables PDF was not found in this county. Save your comparables again.',
  keyReused: 'This Idempotency-Key was already used for a different appeal. Send a new key with a new appeal.',
  agentDocumentMissing: 'Agents must upload an Agent Authorization document. Add it in the Supporting Documentation step.',
  /** The claimed value outside the county's bounds (mfe-shared's wording). */
  valueRange: valueRangeMessage,
} as const;

interface FileAppealInput {
  tenantId: string;
  /** The county's settings (request.settings). */
  settings: Settings;
  submission: AppealSubmission;
  /** The signed-in staff member of the request (request.staff). */
  staff: { accountId: string } | null;
  /** The Idempotency-Key header: a retry with the same key gets the first appeal back. */
  idempotencyKey: string | null;
  /** A new reference of the county (infrastructure/references/reference.ts referenceDrawer). */
  drawReference: () => string;
  /** The limit on wrong owner codes of this filer and parcel (owner-code-check.ts); its count is kept even though the filing is refused. */
  ownerCodeLimit?: OwnerCodeLimit;
  /** The filer's language (infrastructure/i18n/request-language.ts): its later e-mails are written in it. English when not given. */
  language?: Language;
}

interface FiledAppeal {
  appeal: AppealRow;
  /** True when the key named an appeal filed before: nothing new was stored. */
  replayed: boolean;
}

const DUPLICATE_CONSTRAINTS = new Set(['appeals_parcel_window_idx', 'appeals_idempotency_idx']);

/** The parcel already has an appeal in the season (found by the check, or by the unique index). */
class DuplicateAppealError extends HttpError {
  constructor() {
    super(409, APPEAL_MESSAGES.duplicate);
  }
}

/**
 * Files an appeal: every check, then the appeal with its reasons and documents in one
 * transaction, so a failure leaves nothing behind. The unique index on (county, parcel, window)
 * settles two submits racing past the checks: one wins, the other is told it is a duplicate.
 */
export async function fileAppeal(db: Database, given: FileAppealInput): Promise<FiledAppeal> {
  const input = { ...given, submission: withLowerCaseIds(given.submission) };
  const { tenantId, settings, submission, staff, idempotencyKey } = input;
  if (submission.staff && (!staff || submission.staff.staffId !== staff.accountId || !isUuid(staff.accountId))) {
    throw new HttpError(403, APPEAL_ERRORS.staffOnly);
  }
  checkAgainstSettings(submission, settings);

  if (idempotencyKey) {
    const earlier = await findByKey(db, tenantId, idempotencyKey);
    if (earlier) return { appeal: sameAppealOrThrow(earlier, submission), replayed: true };
  }
  // Before the filing's transaction: a wrong code is counted even though nothing is filed.
  const [held] = await db
    .select({ id: parcels.id, ownerCodeHash: parcels.ownerCodeHash })
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, submission.property.id)));
  const ownerCodeChecked = await checkOwnerCode({
    tenantId,
    settings,
    submission,
    parcel: held ?? null,
    filedByStaff: Boolean(submission.staff && staff),
    limit: given.ownerCodeLimit ?? { assertOpen: async () => undefined, countWrong: async () => undefined },
  });

  try {
    const appeal = await db.transaction((tx) => insertAppeal(tx, input, ownerCodeChecked));
    return { appeal, replayed: false };
  } catch (error) {
    const constraint = uniqueViolation(error);
    // A driver that names no constraint: the appeal row is the only one the unique indexes can refuse here.
    const duplicate = error instanceof DuplicateAppealError || constraint === '' || DUPLICATE_CONSTRAINTS.has(constraint ?? '');
    if (!duplicate) throw error;
    // A submit with the same key got there first (a retry racing the original): answer as it was answered.
    const earlier = idempotencyKey ? await findByKey(db, tenantId, idempotencyKey) : undefined;
    if (earlier) return { appeal: sameAppealOrThrow(earlier, submission), replayed: true };
    throw new DuplicateAppealError();
  }
}

/** PostgreSQL reads uuids in any case and answers in lower case; compare them that way too. */
function withLowerCaseIds(submission: AppealSubmission): AppealSubmission {
  return {
    ...submission,
    windowId: submission.windowId.toLowerCase(),
    documents: submission.documents.map((document) => ({ ...document, id: document.id.toLowerCase() })),
    compsPdf: submission.compsPdf && { id: submission.compsPdf.id.toLowerCase() },
  };
}

async function findByKey(db: Database, tenantId: string, key: string): Promise<AppealRow | undefined> {
  const [row] = await db.select().from(appeals).where(and(eq(appeals.tenantId, tenantId), eq(appeals.idempotencyKey, key))).limit(1);
  return row;
}

/** A key is for retrying one submit: the same parcel, season, value and filer, or it is refused. */
function sameAppealOrThrow(earlier: AppealRow, submission: AppealSubmission): AppealRow {
  const email = (earlier.appellant as { email?: unknown } | null)?.email;
  const same =
    earlier.parcelId === submission.property.id &&
    earlier.windowId === submission.windowId &&
    earlier.claimedAmount === submission.claimedValue.amount &&
    email === submission.appellant.email;
  if (!same) throw new HttpError(422, APPEAL_ERRORS.keyReused);
  return earlier;
}

async function insertAppeal(tx: Database, input: FileAppealInput, ownerCodeChecked: boolean): Promise<AppealRow> {
  const { tenantId, settings, submission, staff, idempotencyKey, drawReference } = input;

  const [parcel] = await tx
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, submission.property.id)))
    .limit(1);
  // Staff may file (docs/product.md#staff-filing) for a property the county's records do not hold
  // yet (one entered by hand); its value bounds then come from the value they entered. The public
  // may not.
  const filedByStaff = Boolean(submission.staff && staff);
  if (!parcel && !filedByStaff) throw new HttpError(404, APPEAL_ERRORS.parcelNotFound);
  // Only a county that offers manual entry (docs/product.md#unlisted-properties) takes such a property, from staff.
  if (!parcel && !settings['appeal.allow_unlisted_property']) throw new HttpError(403, APPEAL_MESSAGES.unlistedOff);
  if (parcel && !parcel.active) throw new HttpError(409, APPEAL_ERRORS.parcelInactive);

  if (!isUuid(submission.windowId)) throw new HttpError(404, APPEAL_ERRORS.windowNotFound);
  // FOR SHARE: the season cannot be closed under this submit until it commits.
  const [window] = await tx
    .select({ open: appealWindows.open, createdAt: appealWindows.createdAt })
    .from(appealWindows)
    .where(and(eq(appealWindows.tenantId, tenantId), eq(appealWindows.id, submission.windowId)))
    .for('share');
  if (!window) throw new HttpError(404, APPEAL_ERRORS.windowNotFound);
  if (!window.open) throw new HttpError(409, APPEAL_ERRORS.windowClosed);
  // A property the records do not hold has no appeal history to check.
  if (parcel && settings['product.check_assessor_appeals'] && !(await hasPriorAppeal(tx, tenantId, submission.property.id, window.createdAt))) {
    throw new HttpError(409, APPEAL_ERRORS.noPriorAppeal);
  }

  // Only the appeal that holds the parcel's place blocks another: confirmed, proven, not withdrawn.
  // A pending one, or one filed without proof (docs/product.md#who-takes-the-parcels-place), blocks no one.
  if (await placeHolder(tx, tenantId, submission.property.id, submission.windowId)) throw new DuplicateAppealError();

  const bounds = estimationBounds(parcel ? parcel.valueAmount : (submission.property.value?.amount ?? null));
  const amount = submission.claimedValue.amount;
  if (amount < bounds.min || amount > bounds.max) throw new HttpError(400, localText('api.APPEAL_ERRORS.valueRange', APPEAL_ERRORS.valueRange(bounds), { min: bounds.min, max: bounds.max }));

  const codes = await tx
    .select({ id: appealReasonCodes.id, description: appealReasonCodes.description, used: appealReasonCodes.used, labels: appealReasonCodes.labels })
    .from(appealReasonCodes)
    .where(and(eq(appealReasonCodes.tenantId, tenantId), inArray(appealReasonCodes.id, submission.reasons.map((reason) => reason.id))));
  const reasons = checkReasons(submission, codes, settings);

  const documentIds = [...new Set(submission.documents.map((document) => document.id))];
  // An agent needs the owner's authorization (docs/product.md#staff-filing). Staff file what
  // reached the office by other means, where the authorization may be on paper, so only a public
  // agent is held to an upload.
  if (submission.appellant.type === 'agent' && !filedByStaff && documentIds.length === 0) {
    throw new HttpError(400, APPEAL_ERRORS.agentDocumentMissing);
  }
  const compsPdfId = submission.compsPdf?.id ?? null;
  await checkFiles(tx, tenantId, documentIds, compsPdfId);
  // Comparables come only from the comparables step; where the wizard does not show it, none are taken.
  const withComparables = compsPdfId !== null || Boolean(submission.comparables?.length);
  if (withComparables && !comparablesStepOpen(settings, parcel ? parcel.type : submission.property.type)) {
    throw new HttpError(409, APPEAL_MESSAGES.comparablesOff);
  }

  // The county's row is the record; only a property it does not hold keeps what staff entered.
  const property = parcel
    ? propertySnapshot(parcel, submission.property.originalBreakdown === undefined ? null : await parcelBreakdown(tx, parcel))
    : submission.property;
  const appeal = await insertWithReference(drawReference, async (reference) => {
    const [row] = await tx
      .insert(appeals)
      .values({
        tenantId,
        reference,
        parcelId: submission.property.id,
        windowId: submission.windowId,
        property,
        appellant: submission.appellant,
        claimedAmount: amount,
        claimedCurrency: submission.claimedValue.currency,
        compsPdfId,
        staffAccountId: submission.staff && staff ? staff.accountId : null,
        filingMethod: submission.staff?.method ?? null,
        idempotencyKey,
        language: input.language ?? 'en',
        // Staff file what reached the office: it counts at once. A public filing waits for its filer's confirmation.
        confirmedAt: filedByStaff ? new Date() : null,
        proof: filedByStaff ? 'staff' : ownerCodeChecked ? 'owner-code' : null,
      })
      .onConflictDoNothing({ target: [appeals.tenantId, appeals.reference] })
      .returning();
    return row;
  });
  await tx.insert(appealReasons).values(reasons.map((reason, position) => ({ tenantId, appealId: appeal.id, position, ...reason })));
  if (documentIds.length) {
    await tx.insert(appealDocuments).values(documentIds.map((fileId) => ({ tenantId, appealId: appeal.id, fileId })));
  }
  // In this transaction: a comparable that is not a parcel of the county refuses the whole appeal.
  if (submission.comparables?.length) await saveAppealComparables(tx, tenantId, appeal.id, submission.comparables);
  // The e-mails are committed with the appeal, or not at all: the receipt for an appeal
  // that counts now, the confirmation link for a public filing.
  if (appeal.confirmedAt) await startFiledAppeal(tx, appeal);
  else await enqueueEmail(tx, { tenantId, kind: 'appeal-confirm', payload: { appealId: appeal.id } });
  // An appeal staff filed on someone's behalf is in the audit trail, committed with it.
  if (appeal.staffAccountId) {
    await recordAudit(tx, {
      tenantId,
      accountId: appeal.staffAccountId,
      action: 'appeal-filed-on-behalf',
      parcelId: appeal.parcelId,
      detail: { method: appeal.filingMethod, appealId: appeal.id },
    });
  }
  return appeal;
}

/**
 * product.check_assessor_appeals (docs/product.md#appeal-seasons): the parcel needs an appeal in
 * the season before this one (the latest created earlier). A county's first season has none before
 * it, so nothing is asked.
 */
async function hasPriorAppeal(tx: Database, tenantId: string, parcelId: string, seasonCreatedAt: Date): Promise<boolean> {
  const [previous] = await tx
    .select({ id: appealWindows.id })
    .from(appealWindows)
    .where(and(eq(appealWindows.tenantId, tenantId), lt(appealWindows.createdAt, seasonCreatedAt)))
    .orderBy(desc(appealWindows.createdAt))
    .limit(1);
  if (!previous) return true;
  const [prior] = await tx
    .select({ id: appeals.id })
    .from(appeals)
    .where(and(eq(appeals.tenantId, tenantId), eq(appeals.parcelId, parcelId), eq(appeals.windowId, previous.id), isNotNull(appeals.confirmedAt)))
    .limit(1);
  return Boolean(prior);
}

/** Documents and the comparables PDF must be files uploaded to this county (also checked when a draft is saved: appeal-drafts/). */
export async function checkFiles(tx: Database, tenantId: string, documentIds: string[], compsPdfId: string | null): Promise<void> {
  if (!documentIds.every(isUuid)) throw new HttpError(400, APPEAL_ERRORS.documentNotFound);
  if (compsPdfId !== null && !isUuid(compsPdfId)) throw new HttpError(400, APPEAL_ERRORS.compsPdfNotFound);
  const wanted = compsPdfId === null ? documentIds : [...documentIds, compsPdfId];
  if (!wanted.length) return;
  // Locked until the appeal (or draft) commits: the sweep of unattached files (capabilities/files/unattached-files.ts) skips them meanwhile.
  const found = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.id, wanted)))
    .for('key share');
  const present = new Set(found.map((row) => row.id));
  if (!documentIds.every((id) => present.has(id))) throw new HttpError(400, APPEAL_ERRORS.documentNotFound);
  if (compsPdfId !== null && !present.has(compsPdfId)) throw new HttpError(400, APPEAL_ERRORS.compsPdfNotFound);
}
