import { useMemo, useRef, useState } from 'react';
import { ApiError, usePortal, usePortalState } from 'mfe-shared';
import { formatMoney, formatPhone } from 'mfe-shared/format';
import { filerTypeLabels, MEETING_MESSAGES } from 'mfe-shared/schemas';
import { Alert, Button } from 'mfe-shared/ui';
import { SummaryCard, SummaryList, SummaryRow, WizardNav } from 'mfe-shared/wizard';
import { createMeeting } from '../../api/meeting-api';
import { useSlotHold, type HoldStore } from '../../components/use-slot-hold';
import { slotAccessibleName } from '../../lib/slot-rules';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';
import { buildMeeting } from './build-meeting';

/** The server's answers that mean the hold is gone (docs/product.md#slot-holds): the visitor chooses a time again. */
const HOLD_GONE = new Set<string>([MEETING_MESSAGES.holdMissing, MEETING_MESSAGES.holdExpired, MEETING_MESSAGES.holdNotYours]);

/** Meeting Summary (docs/product.md#meeting-wizard) and the booking (docs/product.md#booking-a-meeting): reserve the slot, then create the meeting. */
export function SummaryStep() {
  const portal = usePortal();
  const { settings, property, draft, updateDraft, back, navigate } = useMeetingWizard('summary');
  const [, setResult] = usePortalState('meetingResult');
  const [booking, setBooking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One booking at a time, even for presses quicker than a render.
  const inFlight = useRef(false);
  // The hold lives in the draft (never in the address): a retry after a failed create uses it, and
  // leaving this step gives it up (docs/product.md#booking-a-meeting).
  const meetingStore = portal.stores.meeting;
  const parcelId = property?.id;
  const holdStore = useMemo<HoldStore>(
    () => ({
      read: () => {
        const stored = meetingStore.getState();
        return stored && (!stored.parcelId || stored.parcelId === parcelId) ? (stored.hold ?? null) : null;
      },
      write: (hold) => updateDraft({ hold }),
    }),
    [meetingStore, parcelId, updateDraft],
  );
  const { take, forget } = useSlotHold(holdStore);
  const timeZone = settings['general.timezone'];
  const { attendee, timeSlot } = draft;
  // The page's guard sends a visitor without a parcel or an attendee home.
  if (!property || !attendee) return <MeetingStepPage step="summary">{null}</MeetingStepPage>;

  const backToCalendar = () => {
    inFlight.current = false;
    updateDraft({ timeSlot: null, notice: MEETING_MESSAGES.reserveFailedAlert });
    navigate('/meeting/datetime');
  };
  const refuse = (message: string) => {
    inFlight.current = false;
    setFailure(message);
    setBooking(false);
  };

  const book = async () => {
    if (inFlight.current) return;
    if (!timeSlot) return navigate('/meeting/datetime');
    inFlight.current = true;
    setBooking(true);
    setFailure(null);
    let holdToken: string;
    try {
      holdToken = (await take(timeSlot.id)).token;
    } catch (error) {
      // Too many holds from this connection: choosing another slot would not help, so the server's words are shown here.
      if (error instanceof ApiError && error.status === 429) return refuse(error.message);
      // The slot is gone (docs/product.md#booking-a-meeting); clear it and send the visitor back to the calendar, which reloads the slots.
      return backToCalendar();
    }
    try {
      const result = await createMeeting(portal.api, buildMeeting(property, draft), holdToken);
      forget();
      setResult(() => ({ ...result, slot: timeSlot, email: attendee.email }));
      // The confirmation clears the draft once it shows (a timer started here could empty this step
      // while the confirmation's code is still loading, and its guards would then send the visitor home).
      navigate('/meeting/confirmation');
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Unknown error';
      // The hold ended or was never this visitor's: as when the slot cannot be reserved, choose again.
      if (HOLD_GONE.has(message)) {
        forget();
        return backToCalendar();
      }
      // The slot is booked after all: the hold is no use to a retry, which reserves afresh.
      if (message === MEETING_MESSAGES.bookingFailed) forget();
      refuse(message);
    }
  };

  const meetingWhere = draft.meetingType === 'in-place' && draft.location ? `${draft.location.name}, ${draft.location.address}` : 'Virtual';
  return (
    <MeetingStepPage step="summary">
      {failure ? (
        <Alert type="error" role="alert" heading={MEETING_MESSAGES.bookingError}>
          <p>{failure}</p>
          <p>
            Please try again, or contact {settings['general.display_name']} on {formatPhone(settings['general.phone_number'])} to help.
          </p>
        </Alert>
      ) : null}
      <div className="portal-printable">
        <SummaryCard title="Property">
          <SummaryList>
            <SummaryRow name="Address">{property.address}</SummaryRow>
            <SummaryRow name="Current owner(s)">{property.ownerName}</SummaryRow>
            <SummaryRow name="Current value">{property.value ? formatMoney(property.value.amount, property.value.currency) : 'Unknown'}</SummaryRow>
            <SummaryRow name="Parcel number">{property.id}</SummaryRow>
          </SummaryList>
        </SummaryCard>
        <SummaryCard title="Attendee" change={{ to: '/meeting/details', what: 'attendee details' }}>
          <SummaryList>
            <SummaryRow name="Full name">{attendee.name}</SummaryRow>
            <SummaryRow name="Relation to owner">{filerTypeLabels[attendee.type]}</SummaryRow>
            {attendee.organization ? <SummaryRow name="Organization">{attendee.organization}</SummaryRow> : null}
            <SummaryRow name="Email">{attendee.email}</SummaryRow>
            {attendee.phone.number ? (
              <SummaryRow name="Phone">
                {formatPhone(attendee.phone.number)}
                {attendee.phone.extension ? ` extension ${attendee.phone.extension}` : ''}
              </SummaryRow>
            ) : null}
            {attendee.address ? (
              <SummaryRow name="Address">
                {[...attendee.address.lines, attendee.address.city, attendee.address.state, attendee.address.zip].filter(Boolean).join(', ')}
              </SummaryRow>
            ) : null}
          </SummaryList>
        </SummaryCard>
        <SummaryCard title="Meeting" change={{ to: '/meeting/location', what: 'meeting' }}>
          <SummaryList>
            <SummaryRow name="Date and time">{timeSlot ? slotAccessibleName(timeSlot, timeZone) : 'Not chosen'}</SummaryRow>
            <SummaryRow name="Location">{meetingWhere}</SummaryRow>
          </SummaryList>
        </SummaryCard>
        <SummaryCard title="Supporting Documents" change={{ to: '/meeting/fileupload', what: 'supporting documents' }}>
          {draft.documents.length ? (
            <ul>
              {draft.documents.map((document) => (
                <li key={document.id}>{document.name}</li>
              ))}
            </ul>
          ) : (
            <p>You have not uploaded any documents to include in your meeting.</p>
          )}
        </SummaryCard>
      </div>
      <Button variant="outline" onClick={() => window.print()}>
        Print this summary
      </Button>
      <WizardNav back={back} nextText={booking ? 'Booking…' : 'Book Meeting'} onNext={() => void book()} busy={booking} />
    </MeetingStepPage>
  );
}
