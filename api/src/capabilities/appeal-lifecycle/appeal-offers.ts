import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { OfferInput } from 'mfe-shared/schemas';
import { STEP_MESSAGES } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { appealOffers, appeals, type AppealOfferRow, type AppealRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { addDays, civilDate, parseCivilDate, zonedTime } from '../../infrastructure/clock/zoned-time';
import { recordMove } from './record-move';

// The county's settlement offers (docs/product.md#appeal-lifecycle): made by staff with the
// 'offer-made' step, answered once by the filer before the end of its last day, else lapsed.

/** The end of `day` (YYYY-MM-DD) on the county's clock: the first instant of the next day. */
const endOfDay = (day: string, timeZone: string) => zonedTime(addDays(parseCivilDate(day), 1), 0, 0, timeZone);

/** When an offer made `now` must be answered by: its own day, else the county's number of days from today. */
export function answerByOf(input: OfferInput, { now, timeZone, days }: { now: Date; timeZone: string; days: number }): Date {
  if (input.answerBy) {
    const by = endOfDay(input.answerBy, timeZone);
    if (by.getTime() <= now.getTime() + 60_000) throw new HttpError(400, STEP_MESSAGES.answerByPast);
    return by;
  }
  return zonedTime(addDays(civilDate(now, timeZone), days + 1), 0, 0, timeZone);
}

/** Writes the offer of an 'offer-made' step. */
export async function writeOffer(tx: Database, appeal: AppealRow, changeId: number, input: OfferInput, answerBy: Date): Promise<void> {
  await tx.insert(appealOffers).values({
    tenantId: appeal.tenantId,
    appealId: appeal.id,
    changeId,
    amount: input.amount,
    currency: appeal.claimedCurrency,
    note: input.note || null,
    answerBy,
  });
}

/** The offer waiting for the filer's answer, locked; undefined when none waits. */
export async function waitingOffer(tx: Database, appeal: AppealRow): Promise<AppealOfferRow | undefined> {
  const [offer] = await tx
    .select()
    .from(appealOffers)
    .where(and(eq(appealOffers.tenantId, appeal.tenantId), eq(appealOffers.appealId, appeal.id), isNull(appealOffers.answer)))
    .for('update');
  return offer;
}

/** The appeal's latest offer, answered or not (the status page's). */
export async function latestOffer(db: Pick<Database, 'select'>, appeal: AppealRow): Promise<AppealOfferRow | undefined> {
  const [offer] = await db
    .select()
    .from(appealOffers)
    .where(and(eq(appealOffers.tenantId, appeal.tenantId), eq(appealOffers.appealId, appeal.id)))
    .orderBy(desc(appealOffers.id))
    .limit(1);
  return offer;
}

export const answerOffer = (tx: Database, offer: AppealOfferRow, answer: 'accepted' | 'declined' | 'lapsed', now: Date) =>
  tx
    .update(appealOffers)
    .set({ answer, answeredAt: now })
    .where(and(eq(appealOffers.tenantId, offer.tenantId), eq(appealOffers.id, offer.id)));

/**
 * An offer whose time has passed counts as declined: the 'offer-declined' step, made by the portal.
 * Called with the appeal locked by every move, so a late answer or a staff move sees it lapsed
 * even before the sweep; answers the appeal as it now stands.
 */
export async function lapseIfDue(tx: Database, appeal: AppealRow, now: Date): Promise<AppealRow> {
  if (appeal.status !== 'offer-made') return appeal;
  const offer = await waitingOffer(tx, appeal);
  if (!offer || offer.answerBy > now) return appeal;
  await answerOffer(tx, offer, 'lapsed', now);
  return (await recordMove(tx, appeal, { to: 'offer-declined', actor: 'portal', accountId: null, audit: { offerLapsed: offer.id } })).appeal;
}

/** The sweep's part: lapses up to `limit` offers whose time has passed, each in its own transaction. Answers how many. */
export async function lapseDueOffers(db: Database, now: Date, limit = 200): Promise<number> {
  const due = await db
    .select({ tenantId: appealOffers.tenantId, appealId: appealOffers.appealId })
    .from(appealOffers)
    .where(and(isNull(appealOffers.answer), lte(appealOffers.answerBy, now)))
    .orderBy(asc(appealOffers.answerBy))
    .limit(limit);
  let lapsed = 0;
  for (const { tenantId, appealId } of due) {
    await db.transaction(async (tx) => {
      const [appeal] = await tx
        .select()
        .from(appeals)
        .where(and(eq(appeals.tenantId, tenantId), eq(appeals.id, appealId)))
        .for('update');
      if (appeal && (await lapseIfDue(tx, appeal, now)) !== appeal) lapsed += 1;
    });
  }
  return lapsed;
}

/** An appeal withdrawn or closed while an offer waits: the offer is declined with it, so nothing waits on a final appeal. */
export async function declineWaitingOffer(tx: Database, appeal: AppealRow, now: Date): Promise<number | null> {
  const offer = appeal.status === 'offer-made' ? await waitingOffer(tx, appeal) : undefined;
  if (!offer) return null;
  await answerOffer(tx, offer, 'declined', now);
  return offer.id;
}
