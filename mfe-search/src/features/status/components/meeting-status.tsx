import { useRef, useState } from 'react';
import { announce, ApiError, enabledModules, usePortal, useSettings } from 'mfe-shared';
import { Link } from 'mfe-shared/router';
import { formatDateTime } from 'mfe-shared/format';
import type { StatusResponse } from 'mfe-shared/schemas';
import { Alert, Button } from 'mfe-shared/ui';
import { SummaryList, SummaryRow } from 'mfe-shared/wizard';
import { cancelMeeting, downloadUrl } from '../api';

type Props = { token: string; view: StatusResponse; onChanged: (view: StatusResponse) => void };
type Cancel = { step: 'idle' } | { step: 'asking' } | { step: 'working' } | { step: 'failed'; message: string };

/** A meeting: when and where, the calendar invitation, and (until the cut-off) a change or a cancel. */
export function MeetingStatusView({ token, view, onChanged }: Props) {
  const { api } = usePortal();
  const settings = useSettings();
  const meeting = view.meeting!;
  const timeZone = view.county.timeZone;
  const [cancel, setCancel] = useState<Cancel>({ step: 'idle' });
  const outcome = useRef<HTMLDivElement>(null);
  const when = formatDateTime(meeting.startTime, timeZone);
  const cancelled = meeting.status === 'cancelled';

  const confirmCancel = async () => {
    setCancel({ step: 'working' });
    try {
      onChanged(await cancelMeeting(api, token));
      setCancel({ step: 'idle' });
      announce(`Your meeting on ${when} has been cancelled.`);
      requestAnimationFrame(() => outcome.current?.focus());
    } catch (error) {
      setCancel({ step: 'failed', message: error instanceof ApiError && error.status < 500 ? error.message : 'We could not cancel your meeting. Please try again.' });
    }
  };

  return (
    <>
      <div ref={outcome} tabIndex={-1} className={cancelled ? 'margin-bottom-3' : undefined}>
        {cancelled ? (
          <Alert type="info" heading="This meeting is cancelled">
            <p>The time is free for someone else. You can book a new meeting from your property's page.</p>
          </Alert>
        ) : null}
      </div>
      <SummaryList>
        <SummaryRow name="Status">
          <strong>{cancelled ? 'Cancelled' : 'Booked'}</strong>
        </SummaryRow>
        <SummaryRow name="Date and time">
          {when} ({meeting.durationMinutes} minutes)
        </SummaryRow>
        <SummaryRow name="Location">{meeting.place ? `${meeting.place.name}, ${meeting.place.address}` : 'Virtual meeting: the office will send you the link.'}</SummaryRow>
        <SummaryRow name="Parcel">
          {meeting.parcel.id}
          {meeting.parcel.address ? `, ${meeting.parcel.address}` : ''}
        </SummaryRow>
      </SummaryList>
      {cancelled ? null : (
        <>
          <p>
            <a href={downloadUrl(api, token, 'invitation.ics')} download>
              Add to your calendar (.ics)
            </a>
          </p>
          <h2>Change or cancel</h2>
          {meeting.canChange ? (
            <ChangeOrCancel
              canReschedule={enabledModules(settings).meeting}
              token={token}
              when={when}
              cancel={cancel}
              onAsk={() => setCancel({ step: 'asking' })}
              onKeep={() => setCancel({ step: 'idle' })}
              onConfirm={confirmCancel}
            />
          ) : (
            <p>{meeting.changeClosedReason}</p>
          )}
        </>
      )}
    </>
  );
}

type ChangeOrCancelProps = {
  canReschedule: boolean;
  token: string;
  when: string;
  cancel: Cancel;
  onAsk: () => void;
  onKeep: () => void;
  onConfirm: () => void;
};

function ChangeOrCancel({ canReschedule, token, when, cancel, onAsk, onKeep, onConfirm }: ChangeOrCancelProps) {
  if (cancel.step === 'asking' || cancel.step === 'working') {
    return (
      <div className="usa-alert usa-alert--warning" role="group" aria-labelledby="cancel-question">
        <div className="usa-alert__body">
          <h3 className="usa-alert__heading" id="cancel-question">
            Cancel your meeting on {when}?
          </h3>
          <p className="usa-alert__text">The time will be offered to others. We will e-mail you to confirm.</p>
          <ul className="usa-button-group margin-top-2">
            <li className="usa-button-group__item">
              <Button variant="secondary" onClick={onConfirm} disabled={cancel.step === 'working'} autoFocus>
                Yes, cancel the meeting
              </Button>
            </li>
            <li className="usa-button-group__item">
              <Button variant="outline" onClick={onKeep} disabled={cancel.step === 'working'}>
                No, keep it
              </Button>
            </li>
          </ul>
        </div>
      </div>
    );
  }
  return (
    <>
      {cancel.step === 'failed' ? (
        <Alert type="error" role="alert">
          <p>{cancel.message}</p>
        </Alert>
      ) : null}
      <ul className="usa-button-group">
        {canReschedule ? (
          <li className="usa-button-group__item">
            <Link to={`/meeting/reschedule/${encodeURIComponent(token)}`} className="usa-button">
              Change the date or time
            </Link>
          </li>
        ) : null}
        <li className="usa-button-group__item">
          <Button variant="outline" onClick={onAsk}>
            Cancel this meeting
          </Button>
        </li>
      </ul>
    </>
  );
}
