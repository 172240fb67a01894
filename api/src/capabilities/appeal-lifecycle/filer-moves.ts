import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { mayMove, STEP_MESSAGES } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appealStatusChanges, appeals, type AppealRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { localText } from '../../infrastructure/i18n/local-text';
import { formatCalendarDay } from 'mfe-shared/format';
import { formatCivilDate, civilDate } from '../../infrastructure/clock/zoned-time';
import { answerOffer, declineWaitingOffer, lapseIfDue, waitingOffer } from './appeal-offers';
import { SETTLED_REASON } from './decision-reasons';
import { asAppealStatus, checkMove, recordMove } from './record-move';

// What the filer does by the status link (docs/product.md#appeal-lifecycle): answer the county's
// offer, or withdraw the appeal before its hearing. Each in one transaction with the appeal locked.

async function lockedAppeal(tx: Database, tenantId: string, appealId: string): Promise<AppealRow> {
  const [appeal] = await tx
    .select()
    .from(appeals)
    .where(and(eq(appeals.tenantId, tenantId), eq(appeals.id, appealId)))
    .for('update');
  if (!appeal || !appeal.confirmedAt) throw new HttpError(409, STEP_MESSAGES.notWithdrawable);
  return appeal;
}

/** The hearing time of the appeal's latest 'hearing-scheduled' step, if it gave one. */
export async function hearingTimeOf(db: Pick<Database, 'select'>, appeal: AppealRow): Promise<Date | null> {
  const [step] = await db
    .select({ hearingAt: appealStatusChanges.hearingAt })
    .from(appealStatusChanges)
    .where(
      and(
        eq(appealStatusChanges.tenantId, appeal.tenantId),
        eq(appealStatusChanges.appealId, appeal.id),
        eq(appealStatusChanges.status, 'hearing-scheduled'),
        isNotNull(appealStatusChanges.hearingAt),
      ),
    )
    .orderBy(desc(appealStatusChanges.id))
    .limit(1);
  return step?.hearingAt ?? null;
}

/**
 * The filer accepts or declines the waiting offer. Accepting settles the appeal: the 'offer-accepted'
 * step, then the portal's 'decided' at the offer's value (one e-mail, the decision's, once its letter
 * is approved when `letterCheck`). An offer whose time has passed is lapsed (kept) and the answer refused.
 */
export async function answerOfferByFiler(
  db: Database,
  {
    tenantId,
    appealId,
    answer,
    timeZone,
    letterCheck = true,
    now = new Date(),
  }: { tenantId: string; appealId: string; answer: 'accept' | 'decline'; timeZone: string; letterCheck?: boolean; now?: Date },
): Promise<AppealRow> {
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockedAppeal(tx, tenantId, appealId);
    const offer = locked.status === 'offer-made' ? await waitingOffer(tx, locked) : undefined;
    if (!offer) throw new HttpError(409, STEP_MESSAGES.noOffer);
    const appeal = await lapseIfDue(tx, locked, now);
    if (appeal !== locked) return { lapsedOn: offer.answerBy };
    if (answer === 'decline') {
      await answerOffer(tx, offer, 'declined', now);
      return { appeal: (await recordMove(tx, appeal, { to: 'offer-declined', actor: 'filer', accountId: null, audit: { offer: offer.id } })).appeal };
    }
    checkMove(asAppealStatus(appeal.status), 'offer-accepted', 'filer');
    await answerOffer(tx, offer, 'accepted', now);
    const accepted = await recordMove(tx, appeal, { to: 'offer-accepted', actor: 'filer', accountId: null, email: false, audit: { offer: offer.id } });
    const decision = { reasons: [SETTLED_REASON], explanation: null, decidedBy: null };
    // The settlement's letter is checked like any decision's when the county checks them (`letterCheck`).
    return { appeal: (await recordMove(tx, accepted.appeal, { to: 'decided', actor: 'portal', accountId: null, decidedAmount: offer.amount, decision, letterCheck })).appeal };
  });
  if (outcome.lapsedOn) {
    // The last day to answer: the day before the instant it ended.
    const day = formatCivilDate(civilDate(new Date(outcome.lapsedOn.getTime() - 1), timeZone));
    const date = { english: formatCalendarDay(day, 'en-US'), in: (language: string) => formatCalendarDay(day, language === 'es' ? 'es-US' : 'en-US') };
    throw new HttpError(409, localText('shared.STEP_MESSAGES.offerLapsed', STEP_MESSAGES.offerLapsed(date.english), { date }));
  }
  return outcome.appeal!;
}

/** The filer withdraws the appeal: allowed until its hearing is held (and not once the hearing's time has come). */
export async function withdrawByFiler(db: Database, { tenantId, appealId, now = new Date() }: { tenantId: string; appealId: string; now?: Date }): Promise<AppealRow> {
  return db.transaction(async (tx) => {
    const appeal = await lapseIfDue(tx, await lockedAppeal(tx, tenantId, appealId), now);
    if (!mayMove('withdraw', asAppealStatus(appeal.status), 'filer')) throw new HttpError(409, STEP_MESSAGES.notWithdrawable);
    if (appeal.status === 'hearing-scheduled') {
      const hearing = await hearingTimeOf(tx, appeal);
      if (hearing && hearing <= now) throw new HttpError(409, STEP_MESSAGES.hearingPassed);
    }
    const offer = await declineWaitingOffer(tx, appeal, now);
    return (await recordMove(tx, appeal, { to: 'withdrawn', actor: 'filer', accountId: null, audit: offer ? { offerDeclined: offer } : {} })).appeal;
  });
}
