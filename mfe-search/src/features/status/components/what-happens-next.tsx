import { useIntlLocale } from 'mfe-shared';
import { formatCalendarDay, formatDateTime } from 'mfe-shared/format';
import type { NextStep } from 'mfe-shared/schemas';
import { useT } from '../i18n';
import { lastDayToAnswer } from './offer-day';

/**
 * What is due next on an appeal still open, and from whom (the API's `nextStep`): the county
 * reviewing it (and by when it decides, where the county promises it: `appeal.decision_days`), the
 * filer answering the county's offer by its last day, the hearing, or the county's decision.
 * `by` is a county day (YYYY-MM-DD) for the county's steps, an instant for the offer and the hearing.
 */
export function WhatHappensNext({ next, timeZone }: { next: NextStep; timeZone: string }) {
  const t = useT();
  const locale = useIntlLocale();
  const items =
    next.step === 'answer-offer'
      ? [...(next.by ? [t('search.status.next.answerOffer', { date: lastDayToAnswer(next.by, timeZone, locale) })] : []), t('search.status.next.offerEnds')]
      : next.step === 'attend-hearing'
        ? [
            next.by ? t('search.status.next.hearingOn', { date: formatDateTime(next.by, timeZone, {}, locale) }) : t('search.status.next.hearingToBeSet'),
            t('search.status.next.afterHearing'),
          ]
        : next.step === 'county-decides'
          ? [next.by ? t('search.status.next.countyDecidesBy', { date: formatCalendarDay(next.by, locale) }) : t('search.status.next.countyDecides')]
          : [
              t('search.status.next.review'),
              t('search.status.next.contact'),
              next.by ? t('search.status.next.decideBy', { date: formatCalendarDay(next.by, locale) }) : t('search.status.next.decide'),
            ];
  return (
    <>
      <h2 id="appeal-next">{t('search.status.next.heading')}</h2>
      <ol className="usa-list" aria-labelledby="appeal-next">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </>
  );
}
