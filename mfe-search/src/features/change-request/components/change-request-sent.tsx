import { Link } from 'mfe-shared/router';
import { useCountyText } from 'mfe-shared';
import { PageHeading } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { useT } from '../i18n';

interface Props {
  reference: string;
  email: string;
  parcelId: string;
  /** Where "Back to the property" goes. */
  propertyPath: string;
}

/** The confirmation of a change request, laid out as the wizards' confirmations: its reference and what happens next. */
export function ChangeRequestSent({ reference, email, parcelId, propertyPath }: Props) {
  const t = useT();
  const office = useCountyText('general.display_name');
  return (
    <>
      <PageHeading>{t('search.changeRequest.sent.title')}</PageHeading>
      <div className="usa-alert usa-alert--success">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">{t('search.changeRequest.sent.heading')}</h2>
          <p className="usa-alert__text">{t('search.changeRequest.sent.parcel', { parcel: parcelId })}</p>
        </div>
      </div>
      <SummaryList>
        <SummaryRow name={t('search.changeRequest.sent.reference')}>
          <strong>{reference}</strong>
        </SummaryRow>
        <SummaryRow name={t('search.changeRequest.sent.sentTo')}>{email}</SummaryRow>
      </SummaryList>
      <h2>{t('search.changeRequest.sent.nextHeading')}</h2>
      <p>{t('search.changeRequest.sent.next', { office })}</p>
      <p>
        <Link to={propertyPath} className="usa-button portal-button-link">
          {t('search.changeRequest.back')}
        </Link>
      </p>
    </>
  );
}
