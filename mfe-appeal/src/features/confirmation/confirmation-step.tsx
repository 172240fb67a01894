import { Link } from 'mfe-shared/router';
import { usePortalState, useSettings } from 'mfe-shared';
import { formatDateTime, formatMoney } from 'mfe-shared/format';
import { Button } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { AppealStepPage } from '../../wizard/appeal-step-page';

/** The confirmation (docs/product.md#appeal-steps): no navigation buttons; a panel a person can print or save. */
export function ConfirmationStep() {
  const settings = useSettings();
  const [result] = usePortalState('appealResult');
  return (
    <AppealStepPage step="confirmation" heading="Appeal submitted">
      {result ? (
        <div className="portal-confirmation">
          <div className="usa-alert usa-alert--success">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                Your appeal for parcel <strong>{result.property.parcelId}</strong> ({result.property.address}) has been received.
              </p>
            </div>
          </div>
          <SummaryList>
            <SummaryRow name="Reference">{result.id}</SummaryRow>
            <SummaryRow name="Filed">{formatDateTime(result.createdAt, settings['general.timezone'])}</SummaryRow>
            <SummaryRow name="Your opinion of value">
              {formatMoney(result.claimedValue.amount, result.claimedValue.currency === 'GBP' ? 'GBP' : 'USD')}
            </SummaryRow>
          </SummaryList>
          <p>You will receive an email confirmation shortly at {result.appellant.email}.</p>
          <p>Keep this page for your records.</p>
          <Button variant="outline" onClick={() => window.print()}>
            Print or save this confirmation
          </Button>
          <p>
            <Link to="/">Return to Home</Link>
          </p>
        </div>
      ) : null}
    </AppealStepPage>
  );
}
