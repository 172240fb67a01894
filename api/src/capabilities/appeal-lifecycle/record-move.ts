import { and, eq } from 'drizzle-orm';
import { APPEAL_STATUSES, APPEAL_STATUS_LABELS, STEP_MESSAGES, transitionFor, type AppealActor, type AppealStatus } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appealStatusChanges, appeals, hearings, type AppealRow, type StoredDecision } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { appealStatusLabel, lowerCase } from '../../infrastructure/i18n/labels';
import { localText } from '../../infrastructure/i18n/local-text';
import { appealsDecided } from '../../infrastructure/metrics/portal-metrics';
import { enqueueEmail } from '../outbox/outbox-store';
import { recordAudit } from '../staff/audit';
import { writeDecisionLetter } from './decision-letter';

/** A stored status as the lifecycle's, 'filed' for anything unknown. */
export const asAppealStatus = (value: string): AppealStatus => ((APPEAL_STATUSES as readonly string[]).includes(value) ? (value as AppealStatus) : 'filed');

/** A move's English refusal: the same status, or one the appeal cannot reach from where it stands. */
export const moveNotAllowed = (from: AppealStatus, to: AppealStatus) =>
  from === to
    ? `This appeal is already ${APPEAL_STATUS_LABELS[from].toLowerCase()}.`
    : `An appeal that is ${APPEAL_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${APPEAL_STATUS_LABELS[to].toLowerCase()}.`;

/** Refuses (409, with why) a move the lifecycle does not allow `actor` (mfe-shared appeal-lifecycle.ts). */
export function checkMove(from: AppealStatus, to: AppealStatus, actor: AppealActor): void {
  if (transitionFor(from, to, actor)) return;
  if (from === 'hearing-scheduled' && to === 'decided') throw new HttpError(409, STEP_MESSAGES.hearingHeldFirst);
  throw new HttpError(
    409,
    localText('api.STATUS_MESSAGES.moveNotAllowed', moveNotAllowed(from, to), {
      from: lowerCase(appealStatusLabel(from)),
      to: lowerCase(appealStatusLabel(to)),
      same: from === to ? 'yes' : 'no',
    }),
  );
}

export interface Move {
  to: AppealStatus;
  actor: AppealActor;
  /** The staff member, for a staff move; null for the filer's and the portal's. */
  accountId: string | null;
  note?: string | null;
  reason?: string | null;
  hearingAt?: Date | null;
  decidedAmount?: number | null;
  decision?: StoredDecision | null;
  /** Whether the filer is e-mailed about this step (not when another step follows at once). */
  email?: boolean;
  /**
   * With 'decided': whether its letter waits for a second person's check (the county's
   * `appeal.letter_check`; unsaid, it waits). Then the filer is e-mailed only once it is approved
   * (decision-letter.ts); otherwise the letter is sent with the step.
   */
  letterCheck?: boolean;
  /** More facts for the audit entry. */
  audit?: Record<string, unknown>;
}

/**
 * Writes one step of an appeal's timeline, in the caller's transaction with the appeal locked and
 * the move checked: the timeline row, the appeal's status, the audit entry and the filer's e-mail;
 * with 'decided', its letter too, whose check may hold the e-mail back.
 */
export async function recordMove(tx: Database, appeal: AppealRow, move: Move): Promise<{ appeal: AppealRow; changeId: number }> {
  const from = appeal.status;
  const [row] = await tx
    .insert(appealStatusChanges)
    .values({
      tenantId: appeal.tenantId,
      appealId: appeal.id,
      status: move.to,
      actor: move.actor,
      decidedAmount: move.decidedAmount ?? null,
      decidedCurrency: move.decidedAmount === null || move.decidedAmount === undefined ? null : appeal.claimedCurrency,
      hearingAt: move.hearingAt ?? null,
      accountId: move.accountId,
      note: move.note || null,
      reason: move.reason || null,
      decision: move.decision ?? null,
    })
    .returning({ id: appealStatusChanges.id });
  // The panel's hearing follows the appeal: held with 'hearing-held', moved by another hearing, cancelled by any other way out.
  if (from === 'hearing-scheduled') {
    await tx
      .update(hearings)
      .set({ status: move.to === 'hearing-held' ? 'held' : move.to === 'hearing-scheduled' ? 'moved' : 'cancelled' })
      .where(and(eq(hearings.tenantId, appeal.tenantId), eq(hearings.appealId, appeal.id), eq(hearings.status, 'scheduled')));
  }
  const letter = move.to === 'decided' ? await writeDecisionLetter(tx, appeal, row.id, { check: move.letterCheck !== false }) : null;
  const [updated] = await tx
    .update(appeals)
    // The queue's officer (appeals-queue.ts) is who made the latest step by staff.
    .set({ status: move.to, ...(move.accountId ? { officerAccountId: move.accountId } : {}) })
    .where(and(eq(appeals.tenantId, appeal.tenantId), eq(appeals.id, appeal.id)))
    .returning();
  await recordAudit(tx, {
    tenantId: appeal.tenantId,
    accountId: move.accountId,
    action: 'appeal-status-changed',
    parcelId: appeal.parcelId,
    detail: { appealId: appeal.id, from, to: move.to, by: move.actor, ...(move.note ? { note: move.note } : {}), ...(letter ? { letter } : {}), ...move.audit },
  });
  // A decision whose letter awaits its check is e-mailed when the letter is approved (decision-letter.ts).
  const email = move.email !== false && letter !== 'awaiting-check';
  if (email) await enqueueEmail(tx, { tenantId: appeal.tenantId, kind: 'appeal-status-changed', payload: { appealId: appeal.id, changeId: row.id } });
  if (move.to === 'decided') appealsDecided.inc({ county: appeal.tenantId });
  return { appeal: updated, changeId: row.id };
}
