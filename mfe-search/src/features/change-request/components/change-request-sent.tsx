import { Link } from 'mfe-shared/router';
import { useSettings } from 'mfe-shared';
import { PageHeading } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';

interface Props {
  reference: string;
  email: string;
  parcelId: string;
  /** Where "Back to the property" goes. */
  propertyPath: string;
}

/** The confirmation of a change request, laid out as the wizards' confirmations: its reference and what happens next. */
export function ChangeRequestSent({ reference, email, parcelId, propertyPath }: Props) {
  const office = useSettings()['general.display_name'];
  return (
    <>
      <PageHeading>Change request sent</PageHeading>
      <div className="usa-alert usa-alert--success">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">We have received your change request</h2>
          <p className="usa-alert__text">Parcel {parcelId}</p>
        </div>
      </div>
      <SummaryList>
        <SummaryRow name="Reference">
          <strong>{reference}</strong>
        </SummaryRow>
        <SummaryRow name="Confirmation sent to">{email}</SummaryRow>
      </SummaryList>
      <h2>What happens next</h2>
      <p>
        {office} checks each request against its records and may contact you for evidence. We will e-mail you when it has been dealt with. Please quote your
        reference if you contact the office about it.
      </p>
      <p>
        <Link to={propertyPath} className="usa-button portal-button-link">
          Back to the property
        </Link>
      </p>
    </>
  );
}
