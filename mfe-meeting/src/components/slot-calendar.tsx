import { useState, type KeyboardEvent } from 'react';
import Calendar from 'react-calendar';
import calendarCss from 'react-calendar/dist/Calendar.css?inline';
import { useIntlLocale } from 'mfe-shared';
import { formatDateTime, localDateKey } from 'mfe-shared/format';
import { useStyleSheet } from 'mfe-shared/ui';
import { useT } from '../i18n/catalogue';
import slotCalendarCss from './slot-calendar.css?inline';

// Adopted by the tree the calendar renders in (an embed's shadow root too), not put in the page's head.
const CALENDAR_CSS = `${calendarCss}\n${slotCalendarCss}`;

type View = 'month' | 'year' | 'decade' | 'century';

// The calendar's navigation labels, per view: the arrows move by one unit, the double arrows by the next.
const UNITS: Record<View, [View, 'millennium' | View]> = {
  month: ['month', 'year'],
  year: ['year', 'decade'],
  decade: ['decade', 'century'],
  century: ['century', 'millennium'],
};

const UP_VIEW: Record<Exclude<View, 'century'>, View> = { month: 'year', year: 'decade', decade: 'century' };

export interface SlotCalendarProps {
  id: string;
  /** Days with a free slot, keyed 'YYYY-MM-DD' in the county's zone. */
  availableDays: Map<string, unknown>;
  selectedDay: string | null;
  onChoose: (day: string) => void;
}

const DAY_TILE = 'react-calendar__month-view__days__day';
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Left and right go to the previous and next day that can be chosen; up and down a week back or on
 * (or the nearest choosable day beyond). react-calendar's own tiles only know Tab.
 */
function moveBetweenDays(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  const from = event.target as HTMLElement;
  if (!step || !from.classList.contains(DAY_TILE)) return;
  const tiles = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(`.${DAY_TILE}`)];
  const index = tiles.indexOf(from as HTMLButtonElement);
  const ahead = step > 0 ? tiles.slice(index + step) : tiles.slice(0, index + step + 1).reverse();
  const target = ahead.find((tile) => !tile.disabled);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** react-calendar with the days that have free slots marked and the others disabled, and a legend. */
export function SlotCalendar({ id, availableDays, selectedDay, onChoose }: SlotCalendarProps) {
  const t = useT();
  const locale = useIntlLocale();
  const [view, setView] = useState<View>('month');
  const styles = useStyleSheet(CALENDAR_CSS);
  const firstDay = [...availableDays.keys()].sort()[0];
  const [unit, bigUnit] = UNITS[view];
  const toDate = (key: string) => {
    const [year, month, day] = key.split('-').map(Number);
    return new Date(year, month - 1, day);
  };
  return (
    // Arrow keys move between the days that can be chosen, as in a date grid; Tab and Enter work too.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it hears the keys of the day buttons inside it
    <div ref={styles} className="portal-calendar" id={id} tabIndex={-1} aria-describedby={`${id}-hint`} onKeyDown={moveBetweenDays}>
      <Calendar
        locale={locale}
        calendarType="gregory"
        defaultActiveStartDate={toDate(selectedDay ?? firstDay)}
        value={selectedDay ? toDate(selectedDay) : null}
        onViewChange={({ view: next }) => setView(next)}
        onClickDay={(date) => onChoose(localDateKey(date))}
        tileDisabled={({ date, view: tileView }) => tileView === 'month' && !availableDays.has(localDateKey(date))}
        tileClassName={({ date, view: tileView }) => {
          if (tileView !== 'month') return null;
          const key = localDateKey(date);
          if (key === selectedDay) return 'portal-day--selected';
          return availableDays.has(key) ? 'portal-day--available' : null;
        }}
        formatLongDate={(_locale, date) => {
          const key = localDateKey(date);
          // The day as the county names it; the tile is a calendar day, so format it in UTC to keep the date.
          const name = formatDateTime(
            new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), 12)),
            'UTC',
            { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
            locale,
          );
          if (key === selectedDay) return t('meeting.calendar.daySelected', { day: name });
          return availableDays.has(key) ? t('meeting.calendar.dayAvailable', { day: name }) : name;
        }}
        prevAriaLabel={t('meeting.calendar.previous', { unit })}
        nextAriaLabel={t('meeting.calendar.next', { unit })}
        prev2AriaLabel={t('meeting.calendar.previous', { unit: bigUnit })}
        next2AriaLabel={t('meeting.calendar.next', { unit: bigUnit })}
        // The visible label ('November 2026') starts the button's name (WCAG 2.5.3 label in name); the rest is for screen readers.
        navigationLabel={({ label }) => (
          <>
            {label}
            {view === 'century' ? null : <span className="usa-sr-only"> {t('meeting.calendar.up', { view: UP_VIEW[view] })}</span>}
          </>
        )}
      />
      <ul className="portal-calendar-legend" aria-label={t('meeting.calendar.legend')}>
        <li>
          <span className="portal-legend-swatch portal-day--available" aria-hidden="true" /> {t('meeting.calendar.available')}
        </li>
        <li>
          <span className="portal-legend-swatch portal-day--selected" aria-hidden="true" /> {t('meeting.calendar.selected')}
        </li>
      </ul>
    </div>
  );
}
