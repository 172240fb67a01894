import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Navigate } from 'mfe-shared/router';
import { announce, usePortal } from 'mfe-shared';
import { formatDateTime, timeZoneName, zonedDateKey, zonedHour } from 'mfe-shared/format';
import { MEETING_MESSAGES, type TimeSlot } from 'mfe-shared/schemas';
import { Alert, Loading } from 'mfe-shared/ui';
import { WizardNav } from 'mfe-shared/wizard';
import { getTimeSlots } from '../../api/meeting-api';
import { MeetingStepPage } from '../../wizard/meeting-step-page';
import { useMeetingWizard } from '../../wizard/use-meeting-wizard';
import { SlotCalendar } from './slot-calendar';
import { availableSlots, NO_SLOTS_TEXT, slotAccessibleName, slotsByDay, slotTime, slotTypesFor, splitAmPm } from '../../lib/slot-rules';

type Slots = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; slots: TimeSlot[] };
const CALENDAR_ID = 'meeting-date';
const TIME_ID = 'meeting-time';

/** Date and Time Selection (docs/product.md#meeting-wizard): a calendar of days with free slots, then the slots of the day by the county's clock. */
export function DateTimeStep() {
  const { api } = usePortal();
  const { settings, property, draft, updateDraft, back, nextText, goNext } = useMeetingWizard('datetime');
  const timeZone = settings['general.timezone'];
  const [slots, setSlots] = useState<Slots>({ status: 'loading' });
  const [day, setDay] = useState<string | null>(draft.timeSlot ? zonedDateKey(draft.timeSlot.startTime, timeZone) : null);
  const [half, setHalf] = useState<'am' | 'pm'>(draft.timeSlot && zonedHour(draft.timeSlot.startTime, timeZone) >= 12 ? 'pm' : 'am');
  const types = useMemo(() => (property ? slotTypesFor(property, settings['meetings.timeslot_groups']) : []), [property, settings]);

  // Loaded on every arrival, so a slot someone else just took is gone after a failed booking.
  useEffect(() => {
    let current = true;
    getTimeSlots(api, types).then(
      (loaded) => {
        if (!current) return;
        setSlots({ status: 'ready', slots: loaded });
        announce('Calendar with available dates loaded');
      },
      () => current && setSlots({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, types]);

  const free = useMemo(
    () => (slots.status === 'ready' ? availableSlots(slots.slots, { types, meetingType: draft.meetingType, placeId: draft.location?.id ?? null }) : []),
    [slots, types, draft.meetingType, draft.location],
  );
  const days = useMemo(() => slotsByDay(free, timeZone), [free, timeZone]);
  const daySlots = day ? (days.get(day) ?? []) : [];
  const { am, pm } = splitAmPm(daySlots, timeZone);
  const shownSlots = half === 'am' ? am : pm;
  const chosen = draft.timeSlot && free.some((slot) => slot.id === draft.timeSlot?.id) ? draft.timeSlot : null;

  const chooseDay = (key: string) => {
    setDay(key);
    if (draft.timeSlot && zonedDateKey(draft.timeSlot.startTime, timeZone) !== key) updateDraft({ timeSlot: null });
    const { am: morning } = splitAmPm(days.get(key) ?? [], timeZone);
    setHalf(morning.length ? 'am' : 'pm');
    announce('Available times loaded');
  };

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
          {draft.notice}
        </Alert>
      ) : null}
      <p>
        Times are in {timeZoneName(timeZone)}, the county&apos;s time zone.
        {draft.meetingType === 'in-place' && draft.location ? ` Meeting at ${draft.location.name}, ${draft.location.address}.` : ''}
        {draft.meetingType === 'virtual' ? ' Virtual meeting.' : ''}
      </p>
      {slots.status === 'loading' ? <Loading label="Loading available dates" /> : null}
      {slots.status === 'failed' ? (
        <Alert type="error" role="alert">
          The available dates could not be loaded. Please reload the page to try again, or contact {settings['general.display_name']} on{' '}
          {settings['general.phone_number']}.
        </Alert>
      ) : null}
      {slots.status === 'ready' && days.size === 0 ? (
        <Alert type="info">There are no time slots available for booking meetings. Please choose another location, or try again later.</Alert>
      ) : null}
      {slots.status === 'ready' && days.size > 0 ? (
        <form noValidate onSubmit={onSubmit}>
          {/* 'Choose Date': one visible heading that also describes the calendar. */}
          <h2 id={`${CALENDAR_ID}-hint`}>Choose Date</h2>
          <SlotCalendar id={CALENDAR_ID} availableDays={days} selectedDay={day} timeZone={timeZone} onChoose={chooseDay} />
          {day ? (
            <fieldset className="usa-fieldset portal-times">
              <legend className="usa-legend usa-legend--large">
                Choose Time on {formatDateTime(daySlots[0]?.startTime ?? new Date(), timeZone, { weekday: 'long', month: 'long', day: 'numeric' })}
              </legend>
              <div className="usa-button-group portal-ampm" role="group" aria-label="Morning or afternoon">
                {(['am', 'pm'] as const).map((value) => (
                  <button
                    key={value}
                    type="button"
                    className={`usa-button ${half === value ? '' : 'usa-button--outline'}`}
                    aria-pressed={half === value}
                    onClick={() => setHalf(value)}
                  >
                    {value.toUpperCase()}
                  </button>
                ))}
              </div>
              {shownSlots.length === 0 ? <p>{NO_SLOTS_TEXT[half]}</p> : null}
              <div id={TIME_ID} className="portal-slot-list" tabIndex={-1}>
                {shownSlots.map((slot) => (
                  <div className="usa-radio" key={slot.id}>
                    <input
                      className="usa-radio__input usa-radio__input--tile"
                      type="radio"
                      name="meeting-slot"
                      id={`slot-${slot.id}`}
                      checked={chosen?.id === slot.id}
                      onChange={() => {
                        updateDraft({ timeSlot: slot, notice: undefined });
                      }}
                    />
                    <label className="usa-radio__label" htmlFor={`slot-${slot.id}`} aria-label={slotAccessibleName(slot, timeZone)}>
                      {slotTime(slot, timeZone)}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
          ) : null}
          {/* Next only once a slot is chosen; the hint says what is still missing (docs/product.md#meeting). */}
          {chosen ? null : <p className="usa-hint">{day ? MEETING_MESSAGES.timeRequired : MEETING_MESSAGES.dateRequired}</p>}
          <WizardNav back={back} nextText={nextText} nextDisabled={!chosen} />
        </form>
      ) : null}
    </MeetingStepPage>
  );
}
