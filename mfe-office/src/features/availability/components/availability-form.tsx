import type { FormEvent, ReactNode } from 'react';
import { useIntlLocale } from 'mfe-shared';
import { CheckboxField, ErrorSummary, RadioGroup, SelectField, TextField, useMessageText, type FieldError } from 'mfe-shared/forms';
import { formatDateTime } from 'mfe-shared/format';
import { Button } from 'mfe-shared/ui';
import { AVAILABILITY_INTERVALS, availabilityPatternSchema, type AvailabilityPattern, type OfficePlace } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';

export interface PatternValues {
  action: 'add' | 'remove';
  places: string[];
  from: string;
  to: string;
  weekdays: number[];
  start: string;
  end: string;
  every: string;
}

/** Where each field's message goes (the error summary links to it). */
const FIELD_IDS: Record<string, string> = {
  action: 'availability-action',
  places: 'availability-place-0',
  from: 'availability-from',
  to: 'availability-to',
  weekdays: 'availability-day-1',
  start: 'availability-start',
  end: 'availability-end',
  every: 'availability-every',
};

/** The pattern as the API takes it, or the schema's own messages, one per field. */
export function checkPattern(values: PatternValues): { pattern: AvailabilityPattern } | { errors: FieldError[] } {
  const pattern = { ...values, every: Number(values.every) };
  const parsed = availabilityPatternSchema.safeParse(pattern);
  if (parsed.success) return { pattern };
  const errors: FieldError[] = [];
  for (const issue of parsed.error.issues) {
    const fieldId = FIELD_IDS[String(issue.path[0])] ?? FIELD_IDS.from;
    if (!errors.some((error) => error.fieldId === fieldId)) errors.push({ fieldId, message: issue.message });
  }
  return { errors };
}

// Monday first, as an office's week runs.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** A weekday's name (0: Sunday) from Intl, in the staff member's language: 4 January 2026 was a Sunday. */
const weekdayName = (day: number, locale: string) => formatDateTime(new Date(Date.UTC(2026, 0, 4 + day, 12)), 'UTC', { weekday: 'long' }, locale);

interface AvailabilityFormProps {
  values: PatternValues;
  places: OfficePlace[];
  errors: FieldError[];
  attempt: number;
  onChange: (values: PatternValues) => void;
  onPreview: () => void;
}

/** The weekly pattern: what, where, which days, and which times of those days. */
export function AvailabilityForm({ values, places, errors, attempt, onChange, onPreview }: AvailabilityFormProps) {
  const t = useT();
  const say = useMessageText();
  const locale = useIntlLocale();
  const errorOf = (key: keyof PatternValues) => errors.find((error) => error.fieldId === FIELD_IDS[key])?.message;
  const set = <K extends keyof PatternValues>(key: K, value: PatternValues[K]) => onChange({ ...values, [key]: value });
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPreview();
  };
  const group = (key: 'places' | 'weekdays', legend: string, hint: string, children: ReactNode) => (
    <div className={`usa-form-group${errorOf(key) ? ' usa-form-group--error' : ''}`}>
      <fieldset className="usa-fieldset" aria-describedby={`availability-${key}-hint${errorOf(key) ? ` availability-${key}-error` : ''}`}>
        <legend className="usa-legend">{legend}</legend>
        <div className="usa-hint" id={`availability-${key}-hint`}>
          {hint}
        </div>
        {errorOf(key) ? (
          <span className="usa-error-message" id={`availability-${key}-error`}>
            {say(errorOf(key) ?? '')}
          </span>
        ) : null}
        {children}
      </fieldset>
    </div>
  );

  return (
    <form className="usa-form office-filters" aria-labelledby="availability-form-heading" onSubmit={submit} noValidate>
      <h2 id="availability-form-heading" className="margin-top-2">
        {t('office.availability.form.heading')}
      </h2>
      <ErrorSummary errors={errors} focusKey={attempt} />
      <RadioGroup
        id={FIELD_IDS.action}
        legend={t('office.availability.form.action')}
        name="availability-action"
        selected={values.action}
        onChange={(event) => set('action', event.target.value as PatternValues['action'])}
        options={[
          { value: 'add', label: t('office.availability.form.add') },
          { value: 'remove', label: t('office.availability.form.remove'), hint: t('office.availability.form.removeHint') },
        ]}
      />
      {group(
        'places',
        t('office.availability.form.places'),
        t('office.availability.form.placesHint'),
        places
          .filter((place) => place.active)
          .map((place, index) => (
            <CheckboxField
              key={place.id}
              id={`availability-place-${index}`}
              label={place.name}
              checked={values.places.includes(place.id)}
              onChange={() => set('places', toggle(values.places, place.id))}
            />
          )),
      )}
      <div className="grid-row grid-gap">
        <div className="grid-col-12 tablet:grid-col-6">
          <TextField
            id={FIELD_IDS.from}
            label={t('office.availability.form.firstDay')}
            type="date"
            value={values.from}
            onChange={(event) => set('from', event.target.value)}
            error={errorOf('from')}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-6">
          <TextField
            id={FIELD_IDS.to}
            label={t('office.availability.form.lastDay')}
            type="date"
            value={values.to}
            onChange={(event) => set('to', event.target.value)}
            error={errorOf('to')}
          />
        </div>
      </div>
      {group(
        'weekdays',
        t('office.availability.form.weekdays'),
        t('office.availability.form.weekdaysHint'),
        <div className="office-checkbox-row">
          {WEEK.map((day) => (
            <CheckboxField
              key={day}
              id={`availability-day-${day}`}
              label={weekdayName(day, locale)}
              checked={values.weekdays.includes(day)}
              onChange={() => set('weekdays', toggle(values.weekdays, day))}
            />
          ))}
        </div>,
      )}
      <div className="grid-row grid-gap">
        <div className="grid-col-12 tablet:grid-col-4">
          <TextField
            id={FIELD_IDS.start}
            label={t('office.availability.form.start')}
            hint={t('office.availability.form.startHint')}
            type="time"
            value={values.start}
            onChange={(event) => set('start', event.target.value)}
            error={errorOf('start')}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-4">
          <TextField
            id={FIELD_IDS.end}
            label={t('office.availability.form.end')}
            hint={t('office.availability.form.endHint')}
            type="time"
            value={values.end}
            onChange={(event) => set('end', event.target.value)}
            error={errorOf('end')}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-4">
          <SelectField
            id={FIELD_IDS.every}
            label={t('office.availability.form.every')}
            hint={t('office.availability.form.everyHint')}
            value={values.every}
            onChange={(event) => set('every', event.target.value)}
            error={errorOf('every')}
            options={AVAILABILITY_INTERVALS.map((minutes) => ({ value: String(minutes), label: t('office.availability.form.minutes', { minutes }) }))}
          />
        </div>
      </div>
      <div className="office-filters__actions">
        <Button type="submit">{t('office.availability.form.check')}</Button>
      </div>
    </form>
  );
}
