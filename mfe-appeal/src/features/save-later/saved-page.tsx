import { usePortalState, useSettings } from 'mfe-shared';
import { formatDateTime, formatPhone } from 'mfe-shared/format';
import { Link, Navigate } from 'mfe-shared/router';
import { PageHeading, usePageTitle } from 'mfe-shared/ui';
import { appealFlow } from '../../wizard/appeal-flow';
import { SAVE_PATH } from '../../wizard/save-for-later';

export const SAVED_TITLE = 'Your appeal is saved';

/**
 * `#/appeal/saved`: the confirmation after "E-mail me a link to finish later"
 * (docs/product.md#saving-an-appeal-to-finish-later): where the link went, how long it works, and
 * what to do next. Reached without a save of this parcel's draft, it goes to the wizard's start.
 */
export function SavedPage() {
  usePageTitle(SAVED_TITLE);
  const settings = useSettings();
  const [property] = usePortalState('selectedParcel');
  const [draft] = usePortalState('appeal');
  const saved = property && draft?.parcelId === property.id ? draft.savedOnServer : undefined;
  if (!property || !saved) return <Navigate to="/appeal" replace />;
  const step = appealFlow.stepNamed(saved.step) ?? 'details';
  const office = settings['general.display_name'];
  const phone = settings['general.phone_number'];
  const email = settings['general.email'];

  return (
    <div className="portal-save-later">
      <PageHeading>{SAVED_TITLE}</PageHeading>
      <p className="usa-intro">
        We have sent a link to <strong>{saved.email}</strong>. It works for {saved.days} days.
      </p>
      <h2>What happens next</h2>
      <ul className="usa-list">
        <li>
          Open the link in the e-mail to come back to your appeal of {property.address} on this or any other computer or phone. Your answers and
          documents are kept until {formatDateTime(saved.expiresAt, settings['general.timezone'], { year: 'numeric', month: 'long', day: 'numeric' })}.
        </li>
        <li>Your appeal is not filed yet: it is filed only when you press Submit Appeal on its Summary page.</li>
        <li>The e-mail can take a few minutes to arrive. If it does not, look in your spam or junk folder.</li>
      </ul>
      <p>
        Not your e-mail address? <Link to={`${SAVE_PATH}?from=${step}&change=1`}>Send the link to a different address</Link>
      </p>
      <p>
        <Link className="usa-button" to={appealFlow.url(step)}>
          Continue your appeal now
        </Link>
      </p>
      <p>
        Questions? Contact {office}
        {phone ? (
          <>
            {' '}
            on <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
          </>
        ) : null}
        {email ? (
          <>
            {' '}
            or at <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}
