import { Link } from 'mfe-shared/router';
import { usePortal, usePortalState, useSettings } from 'mfe-shared';
import { formatDateTime, formatMoney } from 'mfe-shared/format';
import { statusPath } from 'mfe-shared/schemas';
import { Alert, Button } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { AppealStepPage } from '../../wizard/appeal-step-page';

/** The confirmation (docs/product.md#appeal-steps): no navigation buttons; a panel a person can print or save. */
export function ConfirmationStep() {
  const settings = useSettings();
  const { api } = usePortal();
  const [result] = usePortalState('appealResult');
  return (
    <AppealStepPage step="confirmation" heading="Appeal submitted">
      {result ? (
        <div className="portal-confirmation">
          {result.confirmBy ? (
            <Alert type="warning" heading="One more step: confirm your appeal">
              <p>
                Your appeal for parcel <strong>{result.property.parcelId}</strong> ({result.property.address}) is not filed until you confirm it. We have
                sent an email to <strong>{result.appellant.email}</strong>: open the link in it and select &ldquo;Confirm my appeal&rdquo; by{' '}
                <time dateTime={result.confirmBy}>{formatDateTime(result.confirmBy, settings['general.timezone'])}</time>.
              </p>
              <p>Until then it holds no place: if it is not confirmed in time, nothing is filed.</p>
            </Alert>
          ) : (
            <div className="usa-alert usa-alert--success">
              <div className="usa-alert__body">
                <p className="usa-alert__text">
                  Your appeal for parcel <strong>{result.property.parcelId}</strong> ({result.property.address}) has been received.
                </p>
              </div>
            </div>
          )}
          <SummaryList>
            <SummaryRow name="Reference">
              <strong>{result.reference}</strong>
            </SummaryRow>
            <SummaryRow name="Parcel">
              {result.property.parcelId}
              {result.property.address ? `, ${result.property.address}` : ''}
            </SummaryRow>
            <SummaryRow name={result.confirmBy ? 'Sent' : 'Filed'}>
              <time dateTime={result.createdAt}>{formatDateTime(result.createdAt, settings['general.timezone'])}</time>
            </SummaryRow>
            <SummaryRow name="Your opinion of value">
              {formatMoney(result.claimedValue.amount, result.claimedValue.currency === 'GBP' ? 'GBP' : 'USD')}
            </SummaryRow>
          </SummaryList>
          {result.confirmBy ? (
            <p>Did not get the email? Check your spam folder, or call us and quote your reference.</p>
          ) : (
            <>
              <p>You will receive an email confirmation shortly at {result.appellant.email}.</p>
              <p>Keep this page for your records, and quote your reference whenever you contact us.</p>
            </>
          )}
          <ul className="usa-list usa-list--unstyled portal-link-list">
            {result.confirmBy ? null : (
              <li>
                <a href={`${api.basePath}${statusPath(result.statusToken)}/receipt.pdf`} download>
                  Download your receipt (PDF)
                </a>
              </li>
            )}
            <li>
              <Link to={statusPath(result.statusToken)}>See the status of your appeal</Link>
            </li>
          </ul>
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
