import { useEffect } from 'react';
import { Link } from 'mfe-shared/router';
import { usePortal, usePortalState, useSettings } from 'mfe-shared';
import { statusPath } from 'mfe-shared/schemas';
import { Button } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { slotAccessibleName } from '../../lib/slot-rules';
import { clearMeetingState, RESET_DELAY_MS } from '../../wizard/clear-meeting-state';
import { MeetingStepPage } from '../../wizard/meeting-step-page';

/** The Confirmation of a booking (docs/product.md#meeting-wizard). */
export function ConfirmationStep() {
  const settings = useSettings();
  const { api, stores } = usePortal();
  const [result] = usePortalState('meetingResult');
  const bookedParcelId = result?.property.parcelId;
  // 1 second after the confirmation shows, the booked parcel's draft and selection go (docs/product.md#booking-a-meeting).
  useEffect(() => {
    if (!bookedParcelId) return;
    setTimeout(() => clearMeetingState(stores, bookedParcelId), RESET_DELAY_MS);
  }, [stores, bookedParcelId]);
  if (!result) return <MeetingStepPage step="confirmation">{null}</MeetingStepPage>;
  return (
    <MeetingStepPage step="confirmation">
      <div className="usa-alert usa-alert--success">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">We have received your booking</h2>
          <p className="usa-alert__text">Parcel {result.property.parcelId}</p>
        </div>
      </div>
      <SummaryList>
        <SummaryRow name="Reference">
          <strong>{result.reference}</strong>
        </SummaryRow>
        <SummaryRow name="Date and time">{slotAccessibleName(result.slot, settings['general.timezone'])}</SummaryRow>
        <SummaryRow name="Location">{result.place ? `${result.place.name}, ${result.place.address}` : 'You have selected a virtual meeting.'}</SummaryRow>
      </SummaryList>
      <p>You will receive an email confirmation shortly at {result.email}</p>
      <ul className="usa-list usa-list--unstyled portal-link-list">
        <li>
          <a href={`${api.basePath}${statusPath(result.statusToken)}/invitation.ics`} download>
            Add to your calendar (.ics)
          </a>
        </li>
        <li>
          <Link to={statusPath(result.statusToken)}>See, change or cancel your meeting</Link>
        </li>
      </ul>
      <Button variant="outline" onClick={() => window.print()}>
        Print this confirmation
      </Button>
      <p>
        <Link to="/" className="usa-button portal-button-link">
          Return to Home
        </Link>
      </p>
    </MeetingStepPage>
  );
}
