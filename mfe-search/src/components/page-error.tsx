import { useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { formatPhone } from 'mfe-shared/format';
import { Alert } from 'mfe-shared/ui';

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
