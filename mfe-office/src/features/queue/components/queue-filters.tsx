import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'mfe-shared/router';
import { ErrorSummary, SelectField, TextField, type FieldError } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import { OFFICE_MESSAGES, OFFICE_METHODS, OFFICE_OFFER_STATES, OFFICE_SEARCH_MAX, OFFICE_STATUSES, propertyTypes, type AppealWindow } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import type { QueueParams } from '../../../lib/queue-params';

type Filters = Omit<QueueParams, 'page' | 'sort' | 'order' | 'after' | 'before'>;

/** The lists of the filters that choose among the county's own: its neighborhoods, panels and staff. */
export interface FilterChoices {
  neighborhoods: string[];
  panels: Array<{ id: string; name: string }>;
  officers: Array<{ id: string; name: string }>;
}
type FormValues = Record<keyof Filters, string>;

const toForm = (params: QueueParams): FormValues => ({
  window: params.window ?? '',
  status: params.status ?? '',
  propertyType: params.propertyType ?? '',
  method: params.method ?? '',
  filedBy: params.filedBy ?? '',
  from: params.from ?? '',
  to: params.to ?? '',
  q: params.q ?? '',
  neighborhood: params.neighborhood ?? '',
  hearingDay: params.hearingDay ?? '',
  panel: params.panel ?? '',
  officer: params.officer ?? '',
  offer: params.offer ?? '',
});

/** A list of the county's own, keeping the chosen one even when the list no longer holds it (an old bookmark). */
const ownOptions = (items: Array<{ id: string; name: string }>, chosen: string, any: string) => [
  { value: '', label: any },
  ...items.map((item) => ({ value: item.id, label: item.name })),
  ...(chosen && !items.some((item) => item.id === chosen) ? [{ value: chosen, label: chosen }] : []),
];

const options = <T extends string>(values: readonly T[], label: (value: T) => string, any: string) => [
  { value: '', label: any },
  ...values.map((value) => ({ value, label: label(value) })),
];

/** What the browser can check before asking (the API checks it all again). */
function problems(values: FormValues): FieldError[] {
  const errors: FieldError[] = [];
  if (values.q.trim().length > OFFICE_SEARCH_MAX) errors.push({ fieldId: 'office-q', message: OFFICE_MESSAGES.searchTooLong });
  if (values.from && values.to && values.from > values.to) errors.push({ fieldId: 'office-from', message: OFFICE_MESSAGES.dateOrder });
  return errors;
}

/**
 * The queue's filter form. Applying it writes the filters into the address (page 1, same sort), so
 * the queue reloads, Back returns to the previous view and a view can be bookmarked.
 */
export function QueueFilters({
  params,
  seasons,
  choices,
  onApply,
}: {
  params: QueueParams;
  seasons: AppealWindow[];
  choices: FilterChoices;
  onApply: (filters: Partial<Filters>) => void;
}) {
  const t = useT();
  const [values, setValues] = useState<FormValues>(() => toForm(params));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const shown = JSON.stringify(toForm(params));
  // The view changed by other means (a count's link, Back): the form shows its filters.
  useEffect(() => setValues(JSON.parse(shown) as FormValues), [shown]);
  const [attempt, setAttempt] = useState(0);
  const set = (key: keyof FormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems(values);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (found.length) return;
    onApply(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim() || undefined])) as Partial<Filters>);
  };

  return (
    <form className="usa-form office-filters" role="search" aria-labelledby="office-filters-heading" onSubmit={submit} noValidate>
      <h2 id="office-filters-heading" className="margin-top-2">
        {t('office.queue.filters.heading')}
      </h2>
      <ErrorSummary errors={errors} focusKey={attempt} />
      <div className="grid-row grid-gap">
        <div className="grid-col-12 desktop:grid-col-6">
          <TextField
            id="office-q"
            label={t('office.queue.filters.search')}
            hint={t('office.queue.filters.searchHint')}
            value={values.q}
            onChange={set('q')}
            error={errorOf('office-q')}
            autoComplete="off"
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-6 desktop:grid-col-3">
          <SelectField
            id="office-window"
            label={t('office.queue.filters.season')}
            value={values.window}
            onChange={set('window')}
            options={[
              { value: '', label: t('office.queue.filters.currentSeason') },
              ...seasons.map((season) => ({ value: season.id, label: season.name })),
              { value: 'all', label: t('office.queue.allSeasons') },
            ]}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-6 desktop:grid-col-3">
          <SelectField
            id="office-status"
            label={t('office.queue.filters.status')}
            value={values.status}
            onChange={set('status')}
            options={options(OFFICE_STATUSES, (status) => t(`office.appealStatus.${status}`), t('office.queue.filters.anyStatus'))}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-4 desktop:grid-col-3">
          <SelectField
            id="office-type"
            label={t('office.queue.filters.propertyType')}
            value={values.propertyType}
            onChange={set('propertyType')}
            options={options(propertyTypes, (type) => t(`office.propertyType.${type}`), t('office.queue.filters.anyType'))}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-4 desktop:grid-col-3">
          <SelectField
            id="office-method"
            label={t('office.queue.filters.method')}
            value={values.method}
            onChange={set('method')}
            options={options(OFFICE_METHODS, (method) => t(`office.method.${method}`), t('office.queue.filters.anyMethod'))}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-4 desktop:grid-col-3">
          <SelectField
            id="office-filed-by"
            label={t('office.queue.filters.filedBy')}
            value={values.filedBy}
            onChange={set('filedBy')}
            options={[
              { value: '', label: t('office.queue.filters.anyone') },
              { value: 'public', label: t('office.queue.byPublic') },
              { value: 'staff', label: t('office.queue.byStaff') },
            ]}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-6 desktop:grid-col-3">
          <TextField id="office-from" label={t('office.queue.filters.from')} type="date" value={values.from} onChange={set('from')} error={errorOf('office-from')} />
        </div>
        <div className="grid-col-12 tablet:grid-col-6 desktop:grid-col-3">
          <TextField id="office-to" label={t('office.queue.filters.to')} type="date" value={values.to} onChange={set('to')} />
        </div>
        <div className="grid-col-12 tablet:grid-col-6 desktop:grid-col-3">
          <SelectField
            id="office-neighborhood"
            label={t('office.queue.filters.neighborhood')}
            value={values.neighborhood}
            onChange={set('neighborhood')}
            options={ownOptions(
              choices.neighborhoods.map((name) => ({ id: name, name })),
              values.neighborhood,
              t('office.queue.filters.anyNeighborhood'),
            )}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-6 desktop:grid-col-3">
          <SelectField
            id="office-offer"
            label={t('office.queue.filters.offer')}
            value={values.offer}
            onChange={set('offer')}
            options={options(OFFICE_OFFER_STATES, (state) => t(`office.queue.offer.${state}`), t('office.queue.filters.anyOffer'))}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-6 desktop:grid-col-3">
          <TextField id="office-hearing-day" label={t('office.queue.filters.hearingDay')} type="date" value={values.hearingDay} onChange={set('hearingDay')} />
        </div>
        <div className="grid-col-12 tablet:grid-col-6 desktop:grid-col-3">
          <SelectField
            id="office-panel"
            label={t('office.queue.filters.panel')}
            value={values.panel}
            onChange={set('panel')}
            options={ownOptions(choices.panels, values.panel, t('office.queue.filters.anyPanel'))}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-6 desktop:grid-col-3">
          <SelectField
            id="office-officer"
            label={t('office.queue.filters.officer')}
            hint={t('office.queue.filters.officerHint')}
            value={values.officer}
            onChange={set('officer')}
            options={ownOptions(choices.officers, values.officer, t('office.queue.filters.anyOfficer'))}
          />
        </div>
      </div>
      <div className="office-filters__actions">
        <Button type="submit">{t('office.queue.filters.apply')}</Button>
        <Link to=".">{t('office.queue.filters.clear')}</Link>
      </div>
    </form>
  );
}
