import { useMemo, type FormEvent } from 'react';
import { useCountyText, useIntlLocale } from 'mfe-shared';
import { Navigate } from 'mfe-shared/router';
import { timeZoneName } from 'mfe-shared/format';
import { useMessageText } from 'mfe-shared/forms';
import { Alert, EmptyState, LoadFailed, Loading } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { useTimeSlots } from '../../components/use-time-slots';
import { useT } from '../../i18n/catalogue';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';
import { SlotPicker } from '../../components/slot-picker';
import { availableSlots, slotTypesFor } from '../../lib/slot-rules';

/** Date and Time Selection (docs/product.md#meeting-wizard): a calendar of days with free slots, then the slots of the day by the county's clock. */
export function DateTimeStep() {
  const t = useT();
  const say = useMessageText();
  const locale = useIntlLocale();
  const office = useCountyText('general.display_name');
  const { settings, property, draft, updateDraft, back, nextText, goNext } = useMeetingWizard('datetime');
  const timeZone = settings['general.timezone'];
  const types = useMemo(() => (property ? slotTypesFor(property, settings['meetings.timeslot_groups']) : []), [property, settings]);

  // Loaded on every arrival, so a slot someone else just took is gone after a failed booking.
  const slots = useTimeSlots(types);

  const free = useMemo(
    () => (slots.status === 'ready' ? availableSlots(slots.slots, { types, meetingType: draft.meetingType, placeId: draft.location?.id ?? null }) : []),
    [slots, types, draft.meetingType, draft.location],
  );
  const chosen = draft.timeSlot && free.some((slot) => slot.id === draft.timeSlot?.id) ? draft.timeSlot : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) goNext();
  };

  // Slots depend on the kind of meeting and its place: without them, the visitor chooses them first.
  if (!draft.meetingType || (draft.meetingType === 'in-place' && !draft.location)) {
    return property && draft.attendee ? <Navigate to="/meeting/location" replace /> : <MeetingStepPage step="datetime">{null}</MeetingStepPage>;
  }

  return (
    <MeetingStepPage step="datetime">
      {draft.notice ? (
        <Alert type="warning" role="alert">
          {say(draft.notice)}
        </Alert>
      ) : null}
      <p>
        {t('meeting.datetime.timeZone', {
          zone: timeZoneName(timeZone, new Date(), locale),
          where: draft.meetingType === 'in-place' && draft.location ? 'inPlace' : draft.meetingType === 'virtual' ? 'virtual' : 'none',
          place: draft.location?.name ?? '',
          address: draft.location?.address ?? '',
        })}
      </p>
      {slots.status === 'loading' ? <Loading label={t('meeting.datetime.loading')} /> : null}
      {slots.status === 'failed' ? <LoadFailed onRetry={slots.retry}>{t('meeting.datetime.failed', { office, phone: settings['general.phone_number'] })}</LoadFailed> : null}
      {slots.status === 'ready' && free.length === 0 ? <EmptyState>{t('meeting.datetime.none')}</EmptyState> : null}
      {slots.status === 'ready' && free.length > 0 ? (
        <form noValidate onSubmit={onSubmit}>
          <SlotPicker slots={free} timeZone={timeZone} chosen={chosen} onChoose={(slot) => updateDraft(slot ? { timeSlot: slot, notice: undefined } : { timeSlot: null })} />
          <WizardNav back={back} nextText={nextText} nextDisabled={!chosen} disabledReason={t('meeting.datetime.disabledReason')} />
        </form>
      ) : null}
    </MeetingStepPage>
  );
}
