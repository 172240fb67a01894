import { mayMove, type HearingView, type NextStep, type StatusResponse, type TimelineEntry } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { and, eq } from 'drizzle-orm';
import { hearingPanels, hearings, type AppealRow, type DecisionLetterRow } from '../../infrastructure/db/schema';
import { addDays, civilDate, formatCivilDate } from '../../infrastructure/clock/zoned-time';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import type { Language } from 'mfe-shared/domain';
import { countyText } from '../../infrastructure/i18n/county-text';
import type { CountySettings } from '../tenants/server-settings';
import { latestOffer } from './appeal-offers';
import { noticeTime } from './decision-letter';
import { asAppealStatus } from './record-move';

type Steps = Pick<NonNullable<StatusResponse['appeal']>, 'offer' | 'canWithdraw' | 'nextStep' | 'furtherAppeal' | 'hearing'>;

const lastStep = (timeline: TimelineEntry[], status: TimelineEntry['status']) => [...timeline].reverse().find((step) => step.status === status);

/** `days` after `from` on the county's calendar, as the day (YYYY-MM-DD) the status page shows. */
const dayAfter = (from: Date, days: number, timeZone: string) => formatCivilDate(addDays(civilDate(from, timeZone), days));

/**
 * What the status page shows beyond the timeline (docs/product.md#appeal-lifecycle): the county's
 * latest offer and whether it can be answered now, whether the appeal can be withdrawn, what is due
 * next from whom and by when, and once decided where a further appeal goes and by when (from the
 * day its `letter` was sent). While the decision's letter waits for its check the filer is not told
 * of the decision (the timeline given stops before it): the county is still deciding.
 */
export async function appealSteps(
  db: Database,
  appeal: AppealRow,
  timeline: TimelineEntry[],
  settings: CountySettings,
  now: Date,
  language: Language,
  letter?: Pick<DecisionLetterRow, 'status' | 'approvedAt'>,
): Promise<Steps> {
  const status = asAppealStatus(appeal.status);
  const withheld = letter?.status === 'awaiting-check';
  const timeZone = countyTimeZone(settings);
  const offerRow = await latestOffer(db, appeal);
  const waiting = offerRow !== undefined && offerRow.answer === null && status === 'offer-made';
  const open = waiting && offerRow.answerBy > now;
  const offer = offerRow
    ? {
        amount: offerRow.amount,
        currency: offerRow.currency,
        note: offerRow.note,
        answerBy: offerRow.answerBy.toISOString(),
        // Past its day but not yet swept: it has lapsed all the same.
        answer: waiting && !open ? ('lapsed' as const) : ((offerRow.answer as 'accepted' | 'declined' | 'lapsed' | null) ?? null),
        canAnswer: open,
      }
    : null;
  const hearingAt = status === 'hearing-scheduled' ? (lastStep(timeline, 'hearing-scheduled')?.hearingAt ?? null) : null;
  const canWithdraw = mayMove('withdraw', status, 'filer') && !(hearingAt && new Date(hearingAt) <= now);
  const decisionDays = settings['appeal.decision_days'];
  const decideBy = decisionDays > 0 && appeal.confirmedAt ? dayAfter(appeal.confirmedAt, decisionDays, timeZone) : null;
  const nextStep: NextStep | null = withheld
    ? { step: 'county-decides', by: decideBy }
    : status === 'filed' || status === 'under-review' || status === 'offer-declined'
      ? { step: 'county-reviews', by: decideBy }
      : status === 'offer-made'
        ? open
          ? { step: 'answer-offer', by: offer!.answerBy }
          : { step: 'county-reviews', by: decideBy }
        : status === 'hearing-scheduled'
          ? { step: 'attend-hearing', by: hearingAt }
          : status === 'hearing-held' || status === 'offer-accepted'
            ? { step: 'county-decides', by: decideBy }
            : null;
  const decided = status === 'decided' && !withheld ? lastStep(timeline, 'decided') : undefined;
  const body = countyText(settings, 'appeal.further_appeal_body').in(language).trim();
  const days = settings['appeal.further_appeal_days'];
  const furtherAppeal = decided && body ? { body, by: days > 0 ? dayAfter(noticeTime(letter, new Date(decided.at)), days, timeZone) : null } : null;
  return { offer, canWithdraw, nextStep, furtherAppeal, hearing: status === 'hearing-scheduled' ? await panelHearing(db, appeal, now) : null };
}

/** The appeal's hearing on a panel, as its filer reads it: when, how long, where or how to join. */
async function panelHearing(db: Database, appeal: AppealRow, now: Date): Promise<HearingView | null> {
  const [row] = await db
    .select({ hearing: hearings, panel: hearingPanels })
    .from(hearings)
    .innerJoin(hearingPanels, and(eq(hearingPanels.tenantId, hearings.tenantId), eq(hearingPanels.id, hearings.panelId)))
    .where(and(eq(hearings.tenantId, appeal.tenantId), eq(hearings.appealId, appeal.id), eq(hearings.status, 'scheduled')));
  if (!row) return null;
  const video = row.panel.mode === 'video';
  return {
    startsAt: row.hearing.startsAt.toISOString(),
    minutes: row.hearing.minutes,
    mode: video ? 'video' : 'in-person',
    panel: row.panel.name,
    room: video ? null : row.panel.room,
    videoUrl: video ? row.panel.videoUrl : null,
    moveRequest: row.hearing.moveRequestedAt
      ? { askedAt: row.hearing.moveRequestedAt.toISOString(), answer: row.hearing.moveAnswer === 'refused' ? 'refused' : null, note: row.hearing.moveNote }
      : null,
    canAskToMove: !row.hearing.moveRequestedAt && row.hearing.startsAt > now,
  };
}
