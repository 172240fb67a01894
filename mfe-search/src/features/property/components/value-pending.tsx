import { useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { Alert } from 'mfe-shared/ui';
import { OfficeContact } from '../../../components/office-contact';

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
