import { Link } from 'mfe-shared/router';
import { useIntlLocale, usePortal, usePortalState, useSettings } from 'mfe-shared';
import { formatDateTime, formatMoney } from 'mfe-shared/format';
import { statusPath } from 'mfe-shared/schemas';
import { Button, richText } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../../i18n/catalogue';
import { AppealStepPage } from '../../wizard/appeal-step-page';
import { CheckEmail } from './check-email';
import { WhatHappensNext } from './what-happens-next';

const strong = (text: string) => <strong>{text}</strong>;

/**
 * The confirmation (docs/product.md#appeal-steps): no navigation buttons; a panel a person can print
 * or save. A public filing is not filed yet: the page is the GOV.UK "check your email" one
 * (docs/product.md#confirming-a-public-appeal), under its own heading; staff filings are filed at once.
 */
export function ConfirmationStep() {
  const t = useT();
  const locale = useIntlLocale();
  const settings = useSettings();
  const { api } = usePortal();
  const [result] = usePortalState('appealResult');
  const zone = settings['general.timezone'];
  const summary = result ? (
    <SummaryList>
      <SummaryRow name={t('appeal.confirmation.reference')}>
        <strong>{result.reference}</strong>
      </SummaryRow>
      <SummaryRow name={t('appeal.confirmation.parcel')}>
        {result.property.parcelId}
        {result.property.address ? `, ${result.property.address}` : ''}
      </SummaryRow>
      <SummaryRow name={result.confirmBy ? t('appeal.confirmation.sent') : t('appeal.confirmation.filed')}>
        <time dateTime={result.createdAt}>{formatDateTime(result.createdAt, zone, {}, locale)}</time>
      </SummaryRow>
      <SummaryRow name={t('appeal.confirmation.value')}>{formatMoney(result.claimedValue.amount, result.claimedValue.currency === 'GBP' ? 'GBP' : 'USD')}</SummaryRow>
    </SummaryList>
  ) : null;
  return (
    <AppealStepPage step="confirmation" heading={result?.confirmBy ? 'appeal.confirmation.checkEmailHeading' : 'appeal.confirmation.heading'}>
      {result ? (
        <div className="portal-confirmation">
          {result.confirmBy ? (
            <CheckEmail result={{ ...result, confirmBy: result.confirmBy }} summary={summary} />
          ) : (
            <div className="usa-alert usa-alert--success">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{richText(t('appeal.confirmation.received', { parcel: result.property.parcelId, address: result.property.address }), { strong })}</p>
              </div>
            </div>
          )}
          {result.confirmBy ? null : summary}
          {result.confirmBy ? null : (
            <>
              <p>{t('appeal.confirmation.emailSoon', { email: result.appellant.email })}</p>
              <p>{t('appeal.confirmation.keepPage')}</p>
            </>
          )}
          <WhatHappensNext pending={Boolean(result.confirmBy)} />
          <ul className="usa-list usa-list--unstyled portal-link-list">
            {result.confirmBy ? null : (
              <li>
                <a href={`${api.basePath}${statusPath(result.statusToken)}/receipt.pdf`} download>
                  {t('appeal.confirmation.receipt')}
                </a>
              </li>
            )}
            <li>
              <Link to={statusPath(result.statusToken)}>{t('appeal.confirmation.status')}</Link>
            </li>
          </ul>
          <Button variant="outline" onClick={() => window.print()}>
            {t('appeal.confirmation.print')}
          </Button>
          <p>
            <Link to="/">{t('appeal.confirmation.home')}</Link>
          </p>
        </div>
      ) : null}
    </AppealStepPage>
  );
}
