import { useMemo, useState } from 'react';
import { announce, useIntlLocale } from 'mfe-shared';
import { formatDateTime, zonedDateKey, zonedHour } from 'mfe-shared/format';
import { useMessageText } from 'mfe-shared/forms';
import { MEETING_MESSAGES, type TimeSlot } from 'mfe-shared/schemas';
import { useT } from '../i18n/catalogue';
import { NO_SLOTS_TEXT, slotAccessibleName, slotsByDay, slotTime, splitAmPm } from '../lib/slot-rules';
import { SlotCalendar } from './slot-calendar';

export interface SlotPickerProps {
  /** The slots the visitor may choose (already filtered: free, of the right types and place). */
  slots: readonly TimeSlot[];
  /** The county's zone: days, morning and afternoon are the county's. */
  timeZone: string;
  chosen: TimeSlot | null;
  /** A slot, or null when a day without it is picked. */
  onChoose: (slot: TimeSlot | null) => void;
  /** Ids of the calendar and the time list ('{calendarId}-hint' names the 'Choose Date' heading). */
  calendarId?: string;
  timeId?: string;
}

/**
 * 'Choose Date' and 'Choose Time' (docs/product.md#meeting-wizard): the calendar of the days with
 * a free slot, then the AM/PM toggle and the day's times as radio tiles, and the hint of what is
 * still missing. Used by the wizard's date-and-time step and by the reschedule page.
 */
export function SlotPicker({ slots, timeZone, chosen, onChoose, calendarId = 'meeting-date', timeId = 'meeting-time' }: SlotPickerProps) {
  const t = useT();
  const say = useMessageText();
  const locale = useIntlLocale();
  const days = useMemo(() => slotsByDay(slots, timeZone), [slots, timeZone]);
  const [pickedDay, setDay] = useState<string | null>(chosen ? zonedDateKey(chosen.startTime, timeZone) : null);
  const [half, setHalf] = useState<'am' | 'pm'>(chosen && zonedHour(chosen.startTime, timeZone) >= 12 ? 'pm' : 'am');
  // A day whose slots have gone since (the list was reloaded) is no longer picked.
  const day = pickedDay && days.has(pickedDay) ? pickedDay : null;
  const daySlots = day ? (days.get(day) ?? []) : [];
  const { am, pm } = splitAmPm(daySlots, timeZone);
  const shownSlots = half === 'am' ? am : pm;

  const chooseDay = (key: string) => {
    setDay(key);
    if (chosen && zonedDateKey(chosen.startTime, timeZone) !== key) onChoose(null);
    const { am: morning } = splitAmPm(days.get(key) ?? [], timeZone);
    setHalf(morning.length ? 'am' : 'pm');
    announce(t('meeting.slots.timesLoaded'));
  };

  return (
    <>
      {/* 'Choose Date': one visible heading that also describes the calendar. */}
      <h2 id={`${calendarId}-hint`}>{t('meeting.slots.chooseDate')}</h2>
      <SlotCalendar id={calendarId} availableDays={days} selectedDay={day} onChoose={chooseDay} />
      {day ? (
        <fieldset className="usa-fieldset portal-times">
          <legend className="usa-legend usa-legend--large">
            {t('meeting.slots.chooseTime', { day: formatDateTime(daySlots[0].startTime, timeZone, { weekday: 'long', month: 'long', day: 'numeric' }, locale) })}
          </legend>
          <div className="usa-button-group portal-ampm" role="group" aria-label={t('meeting.slots.halfLabel')}>
            {(['am', 'pm'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={`usa-button ${half === value ? '' : 'usa-button--outline'}`}
                aria-pressed={half === value}
                onClick={() => setHalf(value)}
              >
                {t(value === 'am' ? 'meeting.slots.am' : 'meeting.slots.pm')}
              </button>
            ))}
          </div>
          {shownSlots.length === 0 ? <p>{t(NO_SLOTS_TEXT[half])}</p> : null}
          <div id={timeId} className="portal-slot-list" tabIndex={-1}>
            {shownSlots.map((slot) => (
              <div className="usa-radio" key={slot.id}>
                <input
                  className="usa-radio__input usa-radio__input--tile"
                  type="radio"
                  name="meeting-slot"
                  id={`slot-${slot.id}`}
                  checked={chosen?.id === slot.id}
                  onChange={() => onChoose(slot)}
                />
                <label className="usa-radio__label" htmlFor={`slot-${slot.id}`} aria-label={slotAccessibleName(slot, timeZone, t, locale)}>
                  {slotTime(slot, timeZone, locale)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}
      {/* What is still missing before the visitor can go on (docs/product.md#meeting). */}
      {chosen ? null : <p className="usa-hint">{say(day ? MEETING_MESSAGES.timeRequired : MEETING_MESSAGES.dateRequired)}</p>}
    </>
  );
}
