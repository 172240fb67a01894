import { RadioGroup } from 'mfe-shared/forms';
import { timeZoneName } from 'mfe-shared/format';
import { Alert, Loading } from 'mfe-shared/ui';
import type { Panel } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { useFreeTimes } from '../hooks/use-free-times';
import { HEARING_FIELDS, type HearingChoice } from '../hooks/hearing-choice';
import { useHearingWords } from './hearing-words';

/**
 * The panel that hears the appeal (with how it meets), then one of its free times or "The next
 * free time". Choosing another panel forgets the time, which was that panel's.
 */
export function HearingFields({
  panels,
  choice,
  onChange,
  errorOf,
}: {
  panels: Panel[];
  choice: HearingChoice;
  onChange: (choice: HearingChoice) => void;
  errorOf: (fieldId: string) => string | undefined;
}) {
  const t = useT();
  const { when, zone, locale } = useHearingWords();
  const free = useFreeTimes(choice.panel);
  const times = free.value?.results ?? [];
  return (
    <div className="office-actions__fields">
      <RadioGroup
        id={HEARING_FIELDS.panel}
        name="office-hearing-panel"
        legend={t('office.hearing.panel')}
        options={panels.map((panel) => ({
          value: panel.id,
          label: panel.name,
          hint: panel.mode === 'video' ? t('office.hearing.panelByVideo') : t('office.hearing.panelInRoom', { room: panel.room ?? '' }),
        }))}
        selected={choice.panel}
        onChange={(event) => onChange({ panel: event.target.value, time: '' })}
        error={errorOf(HEARING_FIELDS.panel)}
      />
      {choice.panel === '' ? null : free.value === null ? (
        free.error ? (
          <p className="usa-error-message">{free.error}</p>
        ) : (
          <Loading label={t('office.hearing.timesLoading')} />
        )
      ) : times.length === 0 ? (
        // Focusable, so the error summary's link to the time lands on why there is none.
        <div id={HEARING_FIELDS.time} tabIndex={-1}>
          <Alert type="warning" slim>
            <p>{t('office.hearing.noFreeTimes')}</p>
          </Alert>
        </div>
      ) : (
        <RadioGroup
          id={HEARING_FIELDS.time}
          name="office-hearing-slot"
          legend={t('office.hearing.time', { zone: timeZoneName(zone, new Date(), locale) })}
          hint={t('office.hearing.timeHint', { minutes: free.value.minutes })}
          options={[
            { value: 'next', label: t('office.hearing.next'), hint: t('office.hearing.nextIs', { when: when(times[0].startsAt) }) },
            ...times.map((time) => ({ value: time.startsAt, label: when(time.startsAt) })),
          ]}
          selected={choice.time}
          onChange={(event) => onChange({ ...choice, time: event.target.value })}
          error={errorOf(HEARING_FIELDS.time)}
        />
      )}
    </div>
  );
}
