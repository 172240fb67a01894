import type { FormEvent, ReactNode } from 'react';
import { CheckboxField, ErrorSummary, RadioGroup, SelectField, TextField, type FieldError } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import { AVAILABILITY_INTERVALS, availabilityPatternSchema, WEEKDAY_NAMES, type AvailabilityPattern, type OfficePlace } from 'mfe-shared/schemas';

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
            {errorOf(key)}
          </span>
        ) : null}
        {children}
      </fieldset>
    </div>
  );

  return (
    <form className="usa-form office-filters" aria-labelledby="availability-form-heading" onSubmit={submit} noValidate>
      <h2 id="availability-form-heading" className="margin-top-2">
        A weekly pattern
      </h2>
      <ErrorSummary errors={errors} focusKey={attempt} />
      <RadioGroup
        id={FIELD_IDS.action}
        legend="What to do"
        name="availability-action"
        selected={values.action}
        onChange={(event) => set('action', event.target.value as PatternValues['action'])}
        options={[
          { value: 'add', label: 'Add time slots' },
          { value: 'remove', label: 'Remove time slots', hint: 'Booked slots, and slots a visitor holds while booking, are always kept.' },
        ]}
      />
      {group(
        'places',
        'Places',
        'The county’s open meeting places.',
        places
          .filter((place) => place.active)
          .map((place, index) => (
            <CheckboxField key={place.id} id={`availability-place-${index}`} label={place.name} checked={values.places.includes(place.id)} onChange={() => set('places', toggle(values.places, place.id))} />
          )),
      )}
      <div className="grid-row grid-gap">
        <div className="grid-col-12 tablet:grid-col-6">
          <TextField id={FIELD_IDS.from} label="First day" type="date" value={values.from} onChange={(event) => set('from', event.target.value)} error={errorOf('from')} />
        </div>
        <div className="grid-col-12 tablet:grid-col-6">
          <TextField id={FIELD_IDS.to} label="Last day" type="date" value={values.to} onChange={(event) => set('to', event.target.value)} error={errorOf('to')} />
        </div>
      </div>
      {group(
        'weekdays',
        'Days of the week',
        'Only these days between the first and the last.',
        <div className="office-checkbox-row">
          {WEEK.map((day) => (
            <CheckboxField key={day} id={`availability-day-${day}`} label={WEEKDAY_NAMES[day]} checked={values.weekdays.includes(day)} onChange={() => set('weekdays', toggle(values.weekdays, day))} />
          ))}
        </div>,
      )}
      <div className="grid-row grid-gap">
        <div className="grid-col-12 tablet:grid-col-4">
          <TextField id={FIELD_IDS.start} label="From" hint="The first start" type="time" value={values.start} onChange={(event) => set('start', event.target.value)} error={errorOf('start')} />
        </div>
        <div className="grid-col-12 tablet:grid-col-4">
          <TextField id={FIELD_IDS.end} label="Until" hint="The last slot ends by then" type="time" value={values.end} onChange={(event) => set('end', event.target.value)} error={errorOf('end')} />
        </div>
        <div className="grid-col-12 tablet:grid-col-4">
          <SelectField
            id={FIELD_IDS.every}
            label="Every"
            hint="And each slot's length"
            value={values.every}
            onChange={(event) => set('every', event.target.value)}
            error={errorOf('every')}
            options={AVAILABILITY_INTERVALS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
          />
        </div>
      </div>
      <div className="office-filters__actions">
        <Button type="submit">Check what this does</Button>
      </div>
    </form>
  );
}
