import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import {
  appealDocuments,
  appealOffers,
  appealStatusChanges,
  appeals,
  staffAccounts,
  type AppealOfferRow,
  type AppealRow,
  type StoredDecision,
} from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { normaliseReference } from '../../infrastructure/references/reference';
import {
  APPEAL_STATUSES,
  APPEAL_STATUS_LABELS,
  decisionInputSchema,
  isFinalStatus,
  isUuid,
  OFFICE_MESSAGES,
  OFFICE_NOTE_MAX,
  OFFICE_REASON_MAX,
  offerInputSchema,
  officeTimelineEntrySchema,
  plainText,
  STEP_MESSAGES,
  type OfficeTimelineEntry,
  type TimelineEntry,
} from 'mfe-shared/schemas';
import type { Language } from 'mfe-shared/domain';
import { answerByOf, declineWaitingOffer, lapseIfDue, writeOffer } from '../appeal-lifecycle/appeal-offers';
import { decisionReasonsOf } from '../appeal-lifecycle/decision-reasons';
import { LETTER_MESSAGES } from '../appeal-lifecycle/decision-letter';
import { asAppealStatus, checkMove, moveNotAllowed, recordMove } from '../appeal-lifecycle/record-move';

export { asAppealStatus };

export { APPEAL_STATUSES, APPEAL_STATUS_LABELS, NEXT_STATUSES, timelineEntrySchema, type AppealStatus, type TimelineEntry } from 'mfe-shared/schemas';

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
  moveNotAllowed,
  // A decision's letter and its check (appeal-lifecycle/decision-letter.ts), said under these ids too.
  ...LETTER_MESSAGES,
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
    /** With 'offer-made': the value offered, the note to the filer, and the day to answer by. */
    offer: offerInputSchema.optional(),
    /** With 'decided': the county's reasons, the explanation and who decided. */
    decision: decisionInputSchema.optional(),
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

/** A kept decision as a reader of `language` reads it: the county's reasons in that language where it gave them. */
const decisionIn = (decision: StoredDecision | null, language: Language) =>
  decision && {
    reasons: decision.reasons.map((reason) => reason.labels[language] ?? reason.description),
    explanation: decision.explanation,
    decidedBy: decision.decidedBy,
  };

const offerOf = (offer: AppealOfferRow | null) =>
  offer && {
    amount: offer.amount,
    currency: offer.currency,
    note: offer.note,
    answerBy: offer.answerBy.toISOString(),
    answer: (offer.answer as 'accepted' | 'declined' | 'lapsed' | null) ?? null,
  };

const ACTORS = ['staff', 'filer', 'portal'] as const;
const actorOf = (actor: string | null, accountId: string | null) => ACTORS.find((known) => known === actor) ?? (accountId ? 'staff' : null);

/**
 * The appeal's timeline as the office sees it, oldest first: each step with who made it, the staff
 * member's note, its offer or decision. An appeal filed before timelines existed (or seeded) starts
 * with its filing. `language`: the decision reasons' (the office reads the county's own words).
 */
export async function readOfficeTimeline(db: Pick<Database, 'select'>, appeal: AppealRow, language: Language = 'en'): Promise<OfficeTimelineEntry[]> {
  const rows = await db
    .select({ change: appealStatusChanges, by: staffAccounts.name, offer: appealOffers })
    .from(appealStatusChanges)
    .leftJoin(staffAccounts, and(eq(staffAccounts.tenantId, appealStatusChanges.tenantId), eq(staffAccounts.id, appealStatusChanges.accountId)))
    .leftJoin(appealOffers, and(eq(appealOffers.tenantId, appealStatusChanges.tenantId), eq(appealOffers.changeId, appealStatusChanges.id)))
    .where(and(eq(appealStatusChanges.tenantId, appeal.tenantId), eq(appealStatusChanges.appealId, appeal.id)))
    .orderBy(asc(appealStatusChanges.id));
  const entries: OfficeTimelineEntry[] = rows.map(({ change: row, by, offer }) => ({
    status: asStatus(row.status),
    label: APPEAL_STATUS_LABELS[asStatus(row.status)],
    at: row.createdAt.toISOString(),
    decidedValue: row.decidedAmount === null ? null : { amount: row.decidedAmount, currency: row.decidedCurrency ?? appeal.claimedCurrency },
    hearingAt: row.hearingAt ? row.hearingAt.toISOString() : null,
    reason: row.reason,
    offer: offerOf(offer),
    decision: decisionIn(row.decision, language),
    by: by ?? null,
    actor: actorOf(row.actor, row.accountId),
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
      offer: null,
      decision: null,
      by: null,
      actor: null,
      note: null,
    });
  }
  return entries;
}

/** The appeal's timeline as its filer sees it (the status page, the e-mails): no staff names, no notes. */
export async function readTimeline(db: Pick<Database, 'select'>, appeal: AppealRow, language: Language = 'en'): Promise<TimelineEntry[]> {
  return (await readOfficeTimeline(db, appeal, language)).map(({ by: _by, note: _note, actor: _actor, ...entry }) => entry);
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
 * lifecycle (the row is locked, so two clerks cannot both move it; an offer whose time has passed
 * lapses first), the new timeline row with its offer or decision, the appeal's status, the audit
 * entry and the filer's e-mail (a decision's once its letter is checked, when the county checks
 * them). Answers the appeal's id, reference and timeline.
 */
export async function changeAppealStatus(
  db: Database,
  {
    tenantId,
    accountId,
    appeal: idOrReference,
    change,
    timeZone,
    offerDays,
    letterCheck = true,
    now = new Date(),
  }: {
    tenantId: string;
    accountId: string;
    appeal: string;
    change: StatusChangeBody;
    timeZone: string;
    offerDays: number;
    /** The county's `appeal.letter_check`: a decision's letter waits for a second person's approval before the filer is e-mailed. */
    letterCheck?: boolean;
    now?: Date;
  },
) {
  if (change.status === 'decided' && !change.decidedValue) throw new HttpError(400, STATUS_MESSAGES.decidedValueRequired);
  if (change.status === 'decided' && !change.decision) throw new HttpError(400, STEP_MESSAGES.decisionRequired);
  if (change.status !== 'decided' && change.decidedValue) throw new HttpError(400, STATUS_MESSAGES.decidedValueOnlyWhenDecided);
  if (change.status !== 'decided' && change.decision) throw new HttpError(400, STEP_MESSAGES.decisionOnlyWhenDecided);
  if (change.status === 'offer-made' && !change.offer) throw new HttpError(400, STEP_MESSAGES.offerValueRequired);
  if (change.status !== 'offer-made' && change.offer) throw new HttpError(400, STEP_MESSAGES.offerOnlyWithOffer);
  if (change.status !== 'hearing-scheduled' && change.hearingAt) throw new HttpError(400, STATUS_MESSAGES.hearingOnlyWhenScheduled);
  if (change.status === 'closed' && !change.reason) throw new HttpError(400, STATUS_MESSAGES.reasonRequired);
  if (change.status !== 'closed' && change.reason) throw new HttpError(400, STATUS_MESSAGES.reasonOnlyWhenClosed);
  if (change.status !== 'closed' && change.mergeInto) throw new HttpError(400, STATUS_MESSAGES.mergeOnlyWhenClosed);
  const answerBy = change.offer ? answerByOf(change.offer, { now, timeZone, days: offerDays }) : null;
  return db.transaction(async (tx) => {
    const locked = await findAppealForUpdate(tx, tenantId, idOrReference);
    if (!locked) throw new HttpError(404, STATUS_MESSAGES.notFound);
    if (!locked.confirmedAt) throw new HttpError(409, STATUS_MESSAGES.notConfirmed);
    const appeal = await lapseIfDue(tx, locked, now);
    const from = asStatus(appeal.status);
    checkMove(from, change.status, 'staff');
    const decision = change.decision
      ? {
          reasons: await decisionReasonsOf(tx, tenantId, change.decision.reasons),
          explanation: change.decision.explanation || null,
          // Named only when staff say (a panel, an officer's title): the filer is never told a staff member's name.
          decidedBy: change.decision.decidedBy || null,
        }
      : null;
    const offerDeclined = change.status === 'withdrawn' || change.status === 'closed' ? await declineWaitingOffer(tx, appeal, now) : null;
    const mergedInto = change.mergeInto ? await mergeDocuments(tx, appeal, change.mergeInto) : undefined;
    const moved = await recordMove(tx, appeal, {
      to: change.status,
      actor: 'staff',
      accountId,
      note: change.note,
      reason: change.reason,
      hearingAt: change.hearingAt ? new Date(change.hearingAt) : null,
      decidedAmount: change.decidedValue?.amount ?? null,
      decision,
      letterCheck,
      audit: { ...(mergedInto ? { mergedInto: mergedInto.id } : {}), ...(offerDeclined ? { offerDeclined } : {}) },
    });
    if (change.offer && answerBy) await writeOffer(tx, appeal, moved.changeId, change.offer, answerBy);
    const updated = moved.appeal;
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
