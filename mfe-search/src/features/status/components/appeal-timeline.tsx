import { useId } from 'react';
import { useIntlLocale } from 'mfe-shared';
import { formatDateTime } from 'mfe-shared/format';
import type { TimelineEntry } from 'mfe-shared/schemas';
import { useT } from '../i18n';
import { money } from '../money';
import { lastDayToAnswer } from './offer-day';
import { APPEAL_STATUS_TEXTS } from './status-labels';

/** Each step an appeal has been through, oldest first, with what the step carried. */
export function AppealTimeline({ timeline, timeZone }: { timeline: TimelineEntry[]; timeZone: string }) {
  const t = useT();
  const locale = useIntlLocale();
  const when = (at: string) => formatDateTime(at, timeZone, {}, locale);
  return (
    <>
      <h2 id="appeal-timeline">{t('search.status.appeal.timeline')}</h2>
      <ol className="usa-process-list" aria-labelledby="appeal-timeline">
        {timeline.map((step, index) => (
          <li className="usa-process-list__item" key={`${step.status}-${step.at}`}>
            {/* Said by its status, not the API's English label. */}
            <h3 className="usa-process-list__heading">{t(APPEAL_STATUS_TEXTS[step.status])}</h3>
            <p>{when(step.at)}</p>
            {step.hearingAt ? <p>{t('search.status.appeal.hearingOn', { date: when(step.hearingAt) })}</p> : null}
            {step.offer ? <OfferStep offer={step.offer} endedBy={timeline[index + 1]?.status} timeZone={timeZone} /> : null}
            {step.status === 'offer-declined' && lastOfferBefore(timeline, index)?.answer === 'lapsed' ? <p>{t('search.status.appeal.offerUnanswered')}</p> : null}
            {step.decidedValue ? <p>{t('search.status.appeal.decidedValue', { value: money(step.decidedValue) })}</p> : null}
            {step.decision ? <DecisionStep decision={step.decision} /> : null}
            {step.reason ? <p>{t('search.status.appeal.reason', { reason: step.reason })}</p> : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The offer of the nearest 'offer-made' step before `index`. */
const lastOfferBefore = (timeline: TimelineEntry[], index: number) =>
  timeline
    .slice(0, index)
    .reverse()
    .find((step) => step.offer)?.offer;

type OfferProps = { offer: NonNullable<TimelineEntry['offer']>; endedBy: TimelineEntry['status'] | undefined; timeZone: string };

/**
 * An 'offer-made' step: the value offered, the county's note and what became of it. An offer is
 * declined with an appeal withdrawn or closed while it waited: that is said as such, not as the
 * filer's answer (only a withdrawal by the filer is theirs, and it says itself on the next step).
 */
function OfferStep({ offer, endedBy, timeZone }: OfferProps) {
  const t = useT();
  const locale = useIntlLocale();
  const lastDay = lastDayToAnswer(offer.answerBy, timeZone, locale);
  const outcome =
    offer.answer === 'accepted'
      ? t('search.status.appeal.offerAccepted')
      : offer.answer === 'lapsed'
        ? t('search.status.appeal.offerLapsed', { date: lastDay })
        : offer.answer === 'declined'
          ? endedBy === 'withdrawn' || endedBy === 'closed'
            ? t('search.status.appeal.offerEnded', { how: endedBy })
            : t('search.status.appeal.offerDeclined')
          : t('search.status.appeal.offerAnswerBy', { date: lastDay });
  return (
    <>
      <p>{t('search.status.appeal.offerValue', { value: money(offer) })}</p>
      {offer.note ? <p>{t('search.status.appeal.offerNote', { note: offer.note })}</p> : null}
      <p>{outcome}</p>
    </>
  );
}

/** A 'decided' step's reasons, explanation and who decided. */
function DecisionStep({ decision }: { decision: NonNullable<TimelineEntry['decision']> }) {
  const t = useT();
  const reasonsId = useId();
  return (
    <>
      {decision.reasons.length === 1 ? <p>{t('search.status.appeal.reason', { reason: decision.reasons[0] })}</p> : null}
      {decision.reasons.length > 1 ? (
        <>
          <p id={reasonsId}>{t('search.status.appeal.reasonsList')}</p>
          <ul className="usa-list" aria-labelledby={reasonsId}>
            {decision.reasons.map((reason, index) => (
              <li key={`${index}-${reason}`}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      {decision.explanation ? <p>{t('search.status.appeal.explanation', { explanation: decision.explanation })}</p> : null}
      {decision.decidedBy ? <p>{t('search.status.appeal.decidedBy', { name: decision.decidedBy })}</p> : null}
    </>
  );
}
