import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { appealDocuments, appealStatusChanges, appeals, staffAccounts, type AppealRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { appealStatusLabel, lowerCase } from '../../infrastructure/i18n/labels';
import { localText } from '../../infrastructure/i18n/local-text';
import { appealsDecided } from '../../infrastructure/metrics/portal-metrics';
import { enqueueEmail } from '../outbox/outbox-store';
import { normaliseReference } from '../../infrastructure/references/reference';
import { recordAudit } from '../staff/audit';
import {
  APPEAL_STATUSES,
  APPEAL_STATUS_LABELS,
  isFinalStatus,
  isUuid,
  NEXT_STATUSES,
  OFFICE_MESSAGES,
  OFFICE_NOTE_MAX,
  OFFICE_REASON_MAX,
  officeTimelineEntrySchema,
  plainText,
  type AppealStatus,
  type OfficeTimelineEntry,
  type TimelineEntry,
} from 'mfe-shared/schemas';

export { APPEAL_STATUSES, APPEAL_STATUS_LABELS, NEXT_STATUSES, timelineEntrySchema, type AppealStatus, type TimelineEntry } from 'mfe-shared/schemas';

export const asAppealStatus = (value: string): AppealStatus => ((APPEAL_STATUSES as readonly string[]).includes(value) ? (value as AppealStatus) : 'filed');

export const STATUS_MESSAGES = {
  staffOnly: 'Sign in as a member of staff to change the status of an appeal.',
  notFound: 'We could not find that appeal in this county.',
  notConfirmed: 'This appeal has not been confirmed by its filer yet, so it is not filed and its status cannot change.',
  decidedValueRequired: OFFICE_MESSAGES.decidedValueRequired,
  decidedValueOnlyWhenDecided: 'A decided value is recorded only with a decision.',
  hearingOnlyWhenScheduled: 'A hearing time is recorded only when a hearing is scheduled.',
  reasonRequired: OFFICE_MESSAGES.reasonRequired,
  reasonOnlyWhenClosed: 'A reason is given only when an appeal is closed.',
  mergeOnlyWhenClosed: 'An appeal is merged into another only when it is closed.',
  mergeTargetNotFound: 'We could not find the appeal to merge into in this county.',
  mergeTargetOther: 'Merge only into another confirmed appeal of the same parcel and season that is still open.',
  keepWithdrawn: "A withdrawn appeal cannot take the parcel's place.",
  keptAlready: "This appeal already takes the parcel's place this season.",
  placeTaken: "Another appeal takes this parcel's place this season. Withdraw that one first if this one is to count.",
  moveNotAllowed: (from: AppealStatus, to: AppealStatus) =>
    from === to
      ? `This appeal is already ${APPEAL_STATUS_LABELS[from].toLowerCase()}.`
      : `An appeal that is ${APPEAL_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${APPEAL_STATUS_LABELS[to].toLowerCase()}.`,
} as const;

/** POST /appeals/{appeal}/status */
export const statusChangeBodySchema = z
  .object({
    status: z.enum(APPEAL_STATUSES, { error: `The status must be one of: ${APPEAL_STATUSES.join(', ')}.` }),
    decidedValue: z.object({ amount: z.number({ error: 'The decided value must be a whole number of dollars.' }).int().min(0).max(1_000_000_000_000) }).optional(),
    hearingAt: z.iso.datetime({ offset: true, error: 'The hearing time must be a date and time such as 2026-05-04T14:00:00Z.' }).optional(),
    /** The staff member's note: kept with the timeline step, on the office timeline and in the audit trail, never sent to the filer. */
    note: plainText({ error: OFFICE_MESSAGES.noteTooLong }).max(OFFICE_NOTE_MAX, { error: OFFICE_MESSAGES.noteTooLong }).optional(),
    /** Why the office closes it: sent to the filer (e-mail, status page). Required with 'closed', only with it. */
    reason: plainText({ error: OFFICE_MESSAGES.reasonTooLong }).max(OFFICE_REASON_MAX, { error: OFFICE_MESSAGES.reasonTooLong }).optional(),
    /** With 'closed': the appeal (id or reference) of the same parcel and season that takes this one's documents. */
    mergeInto: z
      .string({ error: STATUS_MESSAGES.mergeTargetNotFound })
      .trim()
      .min(1, { error: STATUS_MESSAGES.mergeTargetNotFound })
      .max(100, { error: STATUS_MESSAGES.mergeTargetNotFound })
      .optional(),
  })
  .strict();
export type StatusChangeBody = z.infer<typeof statusChangeBodySchema>;

/** The answer: the appeal's timeline as the office sees it (who moved it, their notes). */
export const staffAppealStatusSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(APPEAL_STATUSES),
  timeline: z.array(officeTimelineEntrySchema),
});

const asStatus = asAppealStatus;

/**
 * The appeal's timeline as the office sees it, oldest first: each step with the staff member who
 * made it and their note. An appeal filed before timelines existed (or seeded) starts with its filing.
 */
export async function readOfficeTimeline(db: Pick<Database, 'select'>, appeal: AppealRow): Promise<OfficeTimelineEntry[]> {
  const rows = await db
    .select({ change: appealStatusChanges, by: staffAccounts.name })
    .from(appealStatusChanges)
    .leftJoin(staffAccounts, and(eq(staffAccounts.tenantId, appealStatusChanges.tenantId), eq(staffAccounts.id, appealStatusChanges.accountId)))
    .where(and(eq(appealStatusChanges.tenantId, appeal.tenantId), eq(appealStatusChanges.appealId, appeal.id)))
    .orderBy(asc(appealStatusChanges.id));
  const entries = rows.map(({ change: row, by }) => ({
    status: asStatus(row.status),
    label: APPEAL_STATUS_LABELS[asStatus(row.status)],
    at: row.createdAt.toISOString(),
    decidedValue: row.decidedAmount === null ? null : { amount: row.decidedAmount, currency: row.decidedCurrency ?? appeal.claimedCurrency },
    hearingAt: row.hearingAt ? row.hearingAt.toISOString() : null,
    reason: row.reason,
    by: by ?? null,
    note: row.note,
  }));
  if (!entries.length || entries[0].status !== 'filed') {
    entries.unshift({
      status: 'filed',
      label: APPEAL_STATUS_LABELS.filed,
      at: appeal.createdAt.toISOString(),
      decidedValue: null,
      hearingAt: null,
      reason: null,
      by: null,
      note: null,
    });
  }
  return entries;
}

/** The appeal's timeline as its filer sees it (the status page, the e-mails): no staff names, no notes. */
export async function readTimeline(db: Pick<Database, 'select'>, appeal: AppealRow): Promise<TimelineEntry[]> {
  return (await readOfficeTimeline(db, appeal)).map(({ by: _by, note: _note, ...entry }) => entry);
}

/** Which appeal of the county an id or a reference (what staff have when a filer calls) names; undefined when it cannot name one. */
export function appealKey(tenantId: string, idOrReference: string): SQL | undefined {
  const reference = isUuid(idOrReference) ? null : normaliseReference(idOrReference);
  if (!isUuid(idOrReference) && !reference) return undefined;
  return and(eq(appeals.tenantId, tenantId), reference ? eq(appeals.reference, reference) : eq(appeals.id, idOrReference.toLowerCase()));
}

/** The appeal an id or a reference names, locked for this transaction. */
export async function findAppealForUpdate(tx: Database, tenantId: string, idOrReference: string): Promise<AppealRow | undefined> {
  const key = appealKey(tenantId, idOrReference);
  if (!key) return undefined;
  const [row] = await tx.select().from(appeals).where(key).for('update');
  return row;
}

/**
 * Moves an appeal along its timeline (staff), in one transaction: the check of the move against the
 * current status (the row is locked, so two clerks cannot both move it), the new timeline row, the
 * appeal's status, the audit entry and the filer's e-mail. Answers the appeal's id, reference and
 * timeline.
 */
export async function changeAppealStatus(
  db: Database,
  { tenantId, accountId, appeal: idOrReference, change }: { tenantId: string; accountId: string; appeal: string; change: StatusChangeBody },
) {
  if (change.status === 'decided' && !change.decidedValue) throw new HttpError(400, STATUS_MESSAGES.decidedValueRequired);
  if (change.status !== 'decided' && change.decidedValue) throw new HttpError(400, STATUS_MESSAGES.decidedValueOnlyWhenDecided);
  if (change.status !== 'hearing-scheduled' && change.hearingAt) throw new HttpError(400, STATUS_MESSAGES.hearingOnlyWhenScheduled);
  if (change.status === 'closed' && !change.reason) throw new HttpError(400, STATUS_MESSAGES.reasonRequired);
  if (change.status !== 'closed' && change.reason) throw new HttpError(400, STATUS_MESSAGES.reasonOnlyWhenClosed);
  if (change.status !== 'closed' && change.mergeInto) throw new HttpError(400, STATUS_MESSAGES.mergeOnlyWhenClosed);
  return db.transaction(async (tx) => {
    const appeal = await findAppealForUpdate(tx, tenantId, idOrReference);
    if (!appeal) throw new HttpError(404, STATUS_MESSAGES.notFound);
    if (!appeal.confirmedAt) throw new HttpError(409, STATUS_MESSAGES.notConfirmed);
    const from = asStatus(appeal.status);
    if (!NEXT_STATUSES[from].includes(change.status))
      throw new HttpError(
        409,
        localText('api.STATUS_MESSAGES.moveNotAllowed', STATUS_MESSAGES.moveNotAllowed(from, change.status), {
          from: lowerCase(appealStatusLabel(from)),
          to: lowerCase(appealStatusLabel(change.status)),
          same: from === change.status ? 'yes' : 'no',
        }),
      );

    const [row] = await tx
      .insert(appealStatusChanges)
      .values({
        tenantId,
        appealId: appeal.id,
        status: change.status,
        decidedAmount: change.decidedValue?.amount ?? null,
        decidedCurrency: change.decidedValue ? appeal.claimedCurrency : null,
        hearingAt: change.hearingAt ? new Date(change.hearingAt) : null,
        accountId,
        note: change.note || null,
        reason: change.reason || null,
      })
      .returning({ id: appealStatusChanges.id });
    const mergedInto = change.mergeInto ? await mergeDocuments(tx, appeal, change.mergeInto) : undefined;
    const [updated] = await tx
      .update(appeals)
      .set({ status: change.status })
      .where(and(eq(appeals.tenantId, tenantId), eq(appeals.id, appeal.id)))
      .returning();
    await recordAudit(tx, {
      tenantId,
      accountId,
      action: 'appeal-status-changed',
      parcelId: appeal.parcelId,
      detail: { appealId: appeal.id, from, to: change.status, ...(change.note ? { note: change.note } : {}), ...(mergedInto ? { mergedInto: mergedInto.id } : {}) },
    });
    await enqueueEmail(tx, { tenantId, kind: 'appeal-status-changed', payload: { appealId: appeal.id, changeId: row.id } });
    if (change.status === 'decided') appealsDecided.inc({ county: tenantId });
    return { id: updated.id, reference: updated.reference, status: asStatus(updated.status), timeline: await readOfficeTimeline(tx, updated) };
  });
}

/**
 * Closing an appeal into another of the same parcel and season (two filings of one owner, or the
 * owner's and a stranger's): its documents go to the appeal that stays, so nothing the filer sent
 * is lost. The target is locked too; one that is final, unconfirmed or of another parcel is refused.
 */
async function mergeDocuments(tx: Database, appeal: AppealRow, idOrReference: string): Promise<AppealRow> {
  const target = await findAppealForUpdate(tx, appeal.tenantId, idOrReference);
  if (!target) throw new HttpError(404, STATUS_MESSAGES.mergeTargetNotFound);
  const sameCase = target.parcelId === appeal.parcelId && target.windowId === appeal.windowId;
  if (target.id === appeal.id || !sameCase || !target.confirmedAt || isFinalStatus(asStatus(target.status))) {
    throw new HttpError(409, STATUS_MESSAGES.mergeTargetOther);
  }
  const moved = await tx
    .delete(appealDocuments)
    .where(and(eq(appealDocuments.tenantId, appeal.tenantId), eq(appealDocuments.appealId, appeal.id)))
    .returning({ fileId: appealDocuments.fileId });
  if (moved.length) {
    await tx
      .insert(appealDocuments)
      .values(moved.map(({ fileId }) => ({ tenantId: appeal.tenantId, appealId: target.id, fileId })))
      .onConflictDoNothing();
  }
  return target;
}
