import { useSettings } from 'mfe-shared';
import { useT } from '../../i18n/catalogue';

/**
 * After filing (docs/product.md#appeal-steps): what the office does with the appeal and, where the
 * county promises it (`appeal.decision_days`), within how long it decides. A pending filing first
 * has to be confirmed from the e-mail.
 */
export function WhatHappensNext({ pending }: { pending: boolean }) {
  const t = useT();
  const days = useSettings()['appeal.decision_days'];
  return (
    <>
      <h2 id="appeal-next">{t('appeal.confirmation.nextHeading')}</h2>
      <ol className="usa-list" aria-labelledby="appeal-next">
        {pending ? <li>{t('appeal.confirmation.nextConfirm')}</li> : null}
        <li>{t('appeal.confirmation.nextReview')}</li>
        <li>{t('appeal.confirmation.nextContact')}</li>
        <li>{days > 0 ? t('appeal.confirmation.nextDecideWithin', { days }) : t('appeal.confirmation.nextDecide')}</li>
      </ol>
    </>
  );
}
