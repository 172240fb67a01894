import { useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { formatPhone } from 'mfe-shared/format';
import { Alert } from 'mfe-shared/ui';
import { OfficeContact } from '../../../components/office-contact';

/** The page-level error, with the office to call and the way back to search (docs/product.md#property-page). */
export function PageError({ reason }: { reason?: string }) {
  const settings = useSettings();
  const phone = formatPhone(settings['general.phone_number']);
  return (
    <Alert type="error" role="alert" heading="There was an error loading this page...">
      {reason ? <p>{reason}</p> : null}
      <p>
        Please reload the page to try again, or contact {settings['general.display_name']} on {phone} to help.
      </p>
      <p>
        <Link to="/">Search for another property</Link>
      </p>
    </Alert>
  );
}

export const VALUE_PENDING_HEADING = 'The value of this property is not available yet';

/**
 * A parcel without an assessed value (docs/product.md#no-dead-ends): SPEC's reason, then why nothing
 * can be done online yet and whom to ask. No "reload": reloading cannot bring a value that is not there.
 */
export function ValuePending({ reason }: { reason: string }) {
  const office = useSettings()['general.display_name'];
  return (
    <Alert type="info" heading={VALUE_PENDING_HEADING}>
      <p>{reason}</p>
      <p>
        Appeals and meetings open once {office} has assessed the property. To ask when that will be, or to talk about this
        property now, contact {office}.
      </p>
      <OfficeContact />
      <p>
        <Link to="/">Search for another property</Link>
      </p>
    </Alert>
  );
}
