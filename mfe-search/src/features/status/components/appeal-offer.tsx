import { useRef, useState } from 'react';
import { useIntlLocale } from 'mfe-shared';
import type { StatusResponse } from 'mfe-shared/schemas';
import { Button } from 'mfe-shared/ui';
import { SummaryCard, SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../i18n';
import { money } from '../money';
import { ConfirmStep } from './confirm-step';
import { lastDayToAnswer } from './offer-day';

type Offer = NonNullable<NonNullable<StatusResponse['appeal']>['offer']>;
export type OfferAnswer = 'accept' | 'decline';
type Props = { offer: Offer; timeZone: string; busy: boolean; onAnswer: (answer: OfferAnswer) => Promise<unknown> };

/**
 * The county's offer waiting for the filer: the value, the county's note and the last day to
 * answer, then "Accept the offer" or "Decline the offer", each asked again before it is sent.
 */
export function OfferToAnswer({ offer, timeZone, busy, onAnswer }: Props) {
  const t = useT();
  const locale = useIntlLocale();
  const [asking, setAsking] = useState<OfferAnswer | null>(null);
  // "Go back" puts the focus back on the button that asked (it is drawn again when the question closes).
  const returnTo = useRef<OfferAnswer | null>(null);
  const focusIfReturning = (answer: OfferAnswer) => (button: HTMLButtonElement | null) => {
    if (button && returnTo.current === answer) {
      returnTo.current = null;
      button.focus();
    }
  };
  const value = money(offer);

  const answer = async (chosen: OfferAnswer) => {
    await onAnswer(chosen);
    setAsking(null);
  };

  return (
    <SummaryCard title={t('search.status.offer.heading')}>
      <SummaryList>
        <SummaryRow name={t('search.status.offer.value')}>
          <strong>{value}</strong>
        </SummaryRow>
        {offer.note ? <SummaryRow name={t('search.status.offer.note')}>{offer.note}</SummaryRow> : null}
        <SummaryRow name={t('search.status.offer.answerBy')}>{lastDayToAnswer(offer.answerBy, timeZone, locale)}</SummaryRow>
      </SummaryList>
      {asking === 'accept' ? (
        <ConfirmStep
          heading={t('search.status.offer.acceptQuestion')}
          yes={t('search.status.offer.acceptYes')}
          working={t('search.status.offer.sending')}
          busy={busy}
          onYes={() => answer('accept')}
          onBack={() => {
            returnTo.current = 'accept';
            setAsking(null);
          }}
        >
          <p>{t('search.status.offer.acceptMeans', { value })}</p>
        </ConfirmStep>
      ) : asking === 'decline' ? (
        <ConfirmStep
          heading={t('search.status.offer.declineQuestion')}
          yes={t('search.status.offer.declineYes')}
          working={t('search.status.offer.sending')}
          busy={busy}
          onYes={() => answer('decline')}
          onBack={() => {
            returnTo.current = 'decline';
            setAsking(null);
          }}
        >
          <p>{t('search.status.offer.declineMeans')}</p>
        </ConfirmStep>
      ) : (
        <>
          <p>{t('search.status.offer.means')}</p>
          <ul className="usa-button-group">
            <li className="usa-button-group__item">
              <Button ref={focusIfReturning('accept')} onClick={() => setAsking('accept')} disabled={busy}>
                {t('search.status.offer.accept')}
              </Button>
            </li>
            <li className="usa-button-group__item">
              <Button ref={focusIfReturning('decline')} variant="outline" onClick={() => setAsking('decline')} disabled={busy}>
                {t('search.status.offer.decline')}
              </Button>
            </li>
          </ul>
        </>
      )}
    </SummaryCard>
  );
}
