import { Link } from 'react-router-dom';
import { Button, usePortalState, useSettings } from 'mfe-shared';
import { slotAccessibleName } from '../datetime/slot-rules';
import { MeetingStepPage } from '../wizard/components/meeting-step-page';

/** SPEC 2 'Confirmation' of a booking. */
export function ConfirmationStep() {
  const settings = useSettings();
  const [result] = usePortalState('meetingResult');
  if (!result) return <MeetingStepPage step="confirmation">{null}</MeetingStepPage>;
  return (
    <MeetingStepPage step="confirmation">
      <div className="usa-alert usa-alert--success">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">We have received your booking</h2>
          <p className="usa-alert__text">Parcel {result.property.parcelId}</p>
        </div>
      </div>
      <dl className="portal-summary-list">
        <dt>Date and time</dt>
        <dd>{slotAccessibleName(result.slot, settings['general.timezone'])}</dd>
        <dt>Location</dt>
        <dd>{result.place ? `${result.place.name}, ${result.place.address}` : 'You have selected a virtual meeting.'}</dd>
      </dl>
      <p>You will receive an email confirmation shortly at {result.email}</p>
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
