import { useId } from 'react';
import { useIntlLocale, useSettings } from 'mfe-shared';
import { formatDateTime, formatMoney, type Currency } from 'mfe-shared/format';
import type { OfficeTimelineEntry } from 'mfe-shared/schemas';
import { richText } from 'mfe-shared/ui';
import { useT } from '../../../i18n/catalogue';
import { lastDayToAnswer } from './offer-day';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency as Currency);

type Say = ReturnType<typeof useT>;

/** Who made a step: the staff member by name, the filer (by the status link), or the portal itself (an offer lapsing, a settlement). */
function madeBy(t: Say, entry: OfficeTimelineEntry): string | null {
  if (entry.actor === 'filer') return t('office.timeline.byFiler');
  if (entry.actor === 'portal') return t('office.timeline.byPortal');
  if (entry.by) return t('office.timeline.by', { name: entry.by });
  // A staff move whose account is gone; an API before 2.16.0 says no actor, only the name.
  return entry.actor === 'staff' ? t('office.timeline.byStaff') : null;
}

/** The appeal's steps, oldest first, with who made each change, what it carried, and their note (staff only: the filer sees no notes). */
export function AppealTimeline({ timeline }: { timeline: OfficeTimelineEntry[] }) {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  return (
    <ol className="office-timeline">
      {timeline.map((entry, index) => {
        const by = madeBy(t, entry);
        return (
          <li key={`${entry.status}-${index}`}>
            {/* The status by its own words (the API's label is English, for the audit). */}
            <strong>{t(`office.appealStatus.${entry.status}`)}</strong> <time dateTime={entry.at}>{formatDateTime(entry.at, zone, WHEN, locale)}</time>
            {by ? <span> {by}</span> : null}
            {entry.offer ? <OfferStep offer={entry.offer} endedBy={timeline[index + 1]?.status} /> : null}
            {entry.decidedValue ? <div>{t('office.timeline.decidedValue', { value: money(entry.decidedValue) })}</div> : null}
            {entry.decision ? <DecisionStep decision={entry.decision} /> : null}
            {entry.hearingAt ? (
              <div>
                {richText(t('office.timeline.hearing', { when: formatDateTime(entry.hearingAt, zone, WHEN, locale) }), {
                  time: (text) => <time dateTime={entry.hearingAt ?? undefined}>{text}</time>,
                })}
              </div>
            ) : null}
            {entry.reason ? <div>{t('office.timeline.reason', { reason: entry.reason })}</div> : null}
            {entry.note ? (
              <p className="office-timeline__note">
                <span className="usa-sr-only">{t('office.timeline.note')} </span>
                {entry.note}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * An 'offer-made' step: the value offered, the last day to answer, the note the filer read, and what
 * became of it. An offer still waiting when the appeal was withdrawn or closed is declined with it:
 * said as such, not as the filer's answer.
 */
function OfferStep({ offer, endedBy }: { offer: NonNullable<OfficeTimelineEntry['offer']>; endedBy: OfficeTimelineEntry['status'] | undefined }) {
  const t = useT();
  const locale = useIntlLocale();
  const zone = useSettings()['general.timezone'];
  const lastDay = lastDayToAnswer(offer.answerBy, zone, locale);
  const outcome =
    offer.answer === 'accepted'
      ? t('office.timeline.offerAccepted')
      : offer.answer === 'lapsed'
        ? t('office.timeline.offerLapsed')
        : offer.answer === 'declined'
          ? endedBy === 'withdrawn' || endedBy === 'closed'
            ? t('office.timeline.offerEnded', { how: endedBy })
            : t('office.timeline.offerDeclined')
          : t('office.timeline.offerWaiting');
  return (
    <>
      <div>{t('office.timeline.offerValue', { value: money(offer) })}</div>
      <div>
        {richText(t('office.timeline.offerAnswerBy', { date: lastDay.text }), {
          time: (text) => <time dateTime={lastDay.day}>{text}</time>,
        })}
      </div>
      {offer.note ? <div className="office-timeline__said">{t('office.timeline.offerNote', { note: offer.note })}</div> : null}
      <div>
        <strong>{outcome}</strong>
      </div>
    </>
  );
}

/** A 'decided' step's reasons (as the county worded them that day), the explanation and who decided. */
function DecisionStep({ decision }: { decision: NonNullable<OfficeTimelineEntry['decision']> }) {
  const t = useT();
  const reasonsId = useId();
  return (
    <>
      {decision.reasons.length ? (
        <>
          <div id={reasonsId}>{t('office.timeline.decisionReasons', { count: decision.reasons.length })}</div>
          <ul className="usa-list office-timeline__reasons" aria-labelledby={reasonsId}>
            {decision.reasons.map((reason, index) => (
              <li key={`${index}-${reason}`}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
      {decision.explanation ? <div className="office-timeline__said">{t('office.timeline.explanation', { explanation: decision.explanation })}</div> : null}
      {decision.decidedBy ? <div>{t('office.timeline.decidedBy', { name: decision.decidedBy })}</div> : null}
    </>
  );
}
