import { useRef, useState } from 'react';
import type { AppealStatus } from 'mfe-shared/schemas';
import { Button } from 'mfe-shared/ui';
import { useT } from '../i18n';
import { ConfirmStep } from './confirm-step';

type Props = { status: AppealStatus; busy: boolean; onWithdraw: () => Promise<unknown> };

/**
 * "Withdraw your appeal", asked again before it is sent, saying what it means: the county stops, a
 * hearing does not take place, an offer waiting is declined; and, since a withdrawn appeal frees the
 * parcel's place for the season, that a new appeal may be filed while the season is open.
 */
export function WithdrawAppeal({ status, busy, onWithdraw }: Props) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const returning = useRef(false);
  const focusIfReturning = (button: HTMLButtonElement | null) => {
    if (button && returning.current) {
      returning.current = false;
      button.focus();
    }
  };

  return (
    <section aria-labelledby="appeal-withdraw">
      <h2 id="appeal-withdraw">{t('search.status.withdraw.heading')}</h2>
      {asking ? (
        <ConfirmStep
          heading={t('search.status.withdraw.question')}
          yes={t('search.status.withdraw.yes')}
          working={t('search.status.withdraw.working')}
          busy={busy}
          ending
          onYes={async () => {
            await onWithdraw();
            setAsking(false);
          }}
          onBack={() => {
            returning.current = true;
            setAsking(false);
          }}
        >
          <p>
            {t('search.status.withdraw.means')}
            {status === 'hearing-scheduled' ? ` ${t('search.status.withdraw.meansHearing')}` : ''}
            {status === 'offer-made' ? ` ${t('search.status.withdraw.meansOffer')}` : ''}
          </p>
          <p>{t('search.status.withdraw.after')}</p>
        </ConfirmStep>
      ) : (
        <>
          <p>{t('search.status.withdraw.intro')}</p>
          <Button ref={focusIfReturning} variant="secondary" onClick={() => setAsking(true)} disabled={busy}>
            {t('search.status.withdraw.button')}
          </Button>
        </>
      )}
    </section>
  );
}
