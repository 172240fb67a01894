import { useEffect, useState, type FormEvent } from 'react';
import { SelectField, TextField } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import { VIRTUAL_PLACE, type OfficePlace } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';

interface MeetingsFiltersProps {
  day: string;
  place: string | undefined;
  places: OfficePlace[];
  onShow: (choice: { date: string; place?: string }) => void;
}

/** Which day and place to show: the day view (a place's list is reached from its link). */
export function MeetingsFilters({ day, place, places, onShow }: MeetingsFiltersProps) {
  const t = useT();
  const [values, setValues] = useState({ date: day, place: place ?? '' });
  // Another way changed the view (Back, a day link): the form shows it.
  useEffect(() => setValues({ date: day, place: place ?? '' }), [day, place]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ date: values.date || day, place: values.place || undefined });
  };
  return (
    <form className="usa-form office-filters" aria-labelledby="office-meetings-filters-heading" onSubmit={submit} noValidate>
      <h2 id="office-meetings-filters-heading" className="margin-top-2">
        {t('office.meetings.filters.heading')}
      </h2>
      <div className="grid-row grid-gap">
        <div className="grid-col-12 tablet:grid-col-6">
          <TextField
            id="office-meetings-date"
            label={t('office.meetings.filters.day')}
            type="date"
            value={values.date}
            onChange={(event) => setValues((v) => ({ ...v, date: event.target.value }))}
          />
        </div>
        <div className="grid-col-12 tablet:grid-col-6">
          <SelectField
            id="office-meetings-place"
            label={t('office.meetings.filters.place')}
            value={values.place}
            onChange={(event) => setValues((v) => ({ ...v, place: event.target.value }))}
            options={[
              { value: '', label: t('office.meetings.filters.allPlaces') },
              ...places.map((p) => ({ value: p.id, label: p.active ? p.name : t('office.meetings.filters.closed', { name: p.name }) })),
              { value: VIRTUAL_PLACE, label: t('office.meetings.virtualMeetings') },
            ]}
          />
        </div>
      </div>
      <div className="office-filters__actions">
        <Button type="submit">{t('office.meetings.filters.show')}</Button>
      </div>
    </form>
  );
}
