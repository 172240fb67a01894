import { useMemo, useRef, useState } from 'react';
import { ApiError, useCountyText, useIntlLocale, usePortal, usePortalState } from 'mfe-shared';
import { formatMoney, formatPhone } from 'mfe-shared/format';
import { useMessageText } from 'mfe-shared/forms';
import { MEETING_MESSAGES } from 'mfe-shared/schemas';
import { Alert, Button, serverMessage } from 'mfe-shared/ui';
import { SummaryCard, SummaryList, SummaryRow, WizardNav } from 'mfe-shared/wizard';
import { createMeeting } from '../../api/meeting-api';
import { useSlotHold, type HoldStore } from '../../components/use-slot-hold';
import { useT } from '../../i18n/catalogue';
import { isBookingFailed, isHoldGone } from '../../lib/api-messages';
import { slotAccessibleName } from '../../lib/slot-rules';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';
import { buildMeeting } from './build-meeting';

/** Meeting Summary (docs/product.md#meeting-wizard) and the booking (docs/product.md#booking-a-meeting): reserve the slot, then create the meeting. */
export function SummaryStep() {
  const t = useT();
  const say = useMessageText();
  const locale = useIntlLocale();
  const office = useCountyText('general.display_name');
  const portal = usePortal();
  const { settings, property, draft, updateDraft, back, navigate } = useMeetingWizard('summary');
  const [, setResult] = usePortalState('meetingResult');
  const [booking, setBooking] = useState(false);
  // The server's words (in the visitor's language already), or null when no answer came: said at render, so a switch of language says it again.
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
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
  const refuse = (message: string | null) => {
    inFlight.current = false;
    setFailure({ message });
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
      const message = serverMessage(error);
      // The hold ended or was never this visitor's: as when the slot cannot be reserved, choose again.
      if (message !== null && isHoldGone(message)) {
        forget();
        return backToCalendar();
      }
      // The slot is booked after all: the hold is no use to a retry, which reserves afresh.
      if (message !== null && isBookingFailed(message)) forget();
      refuse(message);
    }
  };

  const meetingWhere = draft.meetingType === 'in-place' && draft.location ? `${draft.location.name}, ${draft.location.address}` : t('meeting.summary.virtual');
  return (
    <MeetingStepPage step="summary">
      {failure ? (
        <Alert type="error" role="alert" heading={say(MEETING_MESSAGES.bookingError)}>
          <p>{failure.message ?? t('meeting.summary.unknownError')}</p>
          <p>{t('meeting.summary.tryAgain', { office, phone: formatPhone(settings['general.phone_number']) })}</p>
        </Alert>
      ) : null}
      <div className="portal-printable">
        <SummaryCard title={t('meeting.summary.property')}>
          <SummaryList>
            <SummaryRow name={t('meeting.summary.address')}>{property.address}</SummaryRow>
            <SummaryRow name={t('meeting.summary.owners')}>{property.ownerName}</SummaryRow>
            <SummaryRow name={t('meeting.summary.value')}>{property.value ? formatMoney(property.value.amount, property.value.currency) : t('meeting.summary.unknown')}</SummaryRow>
            <SummaryRow name={t('meeting.summary.parcel')}>{property.id}</SummaryRow>
          </SummaryList>
        </SummaryCard>
        <SummaryCard title={t('meeting.summary.attendee')} change={{ to: '/meeting/details', what: t('meeting.summary.changeAttendee') }}>
          <SummaryList>
            <SummaryRow name={t('meeting.summary.fullName')}>{attendee.name}</SummaryRow>
            <SummaryRow name={t('meeting.summary.relation')}>{t('meeting.summary.relationType', { type: attendee.type })}</SummaryRow>
            {attendee.organization ? <SummaryRow name={t('meeting.summary.organization')}>{attendee.organization}</SummaryRow> : null}
            <SummaryRow name={t('meeting.summary.email')}>{attendee.email}</SummaryRow>
            {attendee.phone.number ? (
              <SummaryRow name={t('meeting.summary.phone')}>
                {attendee.phone.extension
                  ? t('meeting.summary.phoneExtension', { phone: formatPhone(attendee.phone.number), extension: attendee.phone.extension })
                  : formatPhone(attendee.phone.number)}
              </SummaryRow>
            ) : null}
            {attendee.address ? (
              <SummaryRow name={t('meeting.summary.address')}>
                {[...attendee.address.lines, attendee.address.city, attendee.address.state, attendee.address.zip].filter(Boolean).join(', ')}
              </SummaryRow>
            ) : null}
          </SummaryList>
        </SummaryCard>
        <SummaryCard title={t('meeting.summary.meeting')} change={{ to: '/meeting/location', what: t('meeting.summary.changeMeeting') }}>
          <SummaryList>
            <SummaryRow name={t('meeting.summary.dateTime')}>{timeSlot ? slotAccessibleName(timeSlot, timeZone, t, locale) : t('meeting.summary.notChosen')}</SummaryRow>
            <SummaryRow name={t('meeting.summary.location')}>{meetingWhere}</SummaryRow>
          </SummaryList>
        </SummaryCard>
        <SummaryCard title={t('meeting.summary.documents')} change={{ to: '/meeting/fileupload', what: t('meeting.summary.changeDocuments') }}>
          {draft.documents.length ? (
            <ul>
              {draft.documents.map((document) => (
                <li key={document.id}>{document.name}</li>
              ))}
            </ul>
          ) : (
            <p>{t('meeting.summary.noDocuments')}</p>
          )}
        </SummaryCard>
      </div>
      <Button variant="outline" onClick={() => window.print()}>
        {t('meeting.summary.print')}
      </Button>
      <WizardNav back={back} nextText={booking ? t('meeting.summary.booking') : t('meeting.flow.bookMeeting')} onNext={() => void book()} busy={booking} />
    </MeetingStepPage>
  );
}
