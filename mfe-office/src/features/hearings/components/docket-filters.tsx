import { useEffect, useState, type FormEvent } from 'react';
import { SelectField, TextField } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import type { Panel } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';

/** Which day's docket, and of which panel (all of them unless one is chosen). */
export function DocketFilters({ day, panel, panels, onShow }: { day: string; panel?: string; panels: Panel[]; onShow: (choice: { day: string; panel?: string }) => void }) {
  const t = useT();
  const [values, setValues] = useState({ day, panel: panel ?? '' });
  // Another way changed the view (Back, a day link): the form shows it.
  useEffect(() => setValues({ day, panel: panel ?? '' }), [day, panel]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow({ day: values.day || day, panel: values.panel || undefined });
  };
  return (
    <form className="usa-form office-filters docket-choose" aria-labelledby="docket-choose-heading" onSubmit={submit} noValidate>
      <h2 id="docket-choose-heading" className="margin-top-2">
        {t('office.hearings.choose')}
      </h2>
      <div className="grid-row grid-gap">
        <div className="grid-col-12 tablet:grid-col-6">
          <TextField id="docket-day" label={t('office.hearings.day')} type="date" value={values.day} onChange={(event) => setValues((v) => ({ ...v, day: event.target.value }))} />
        </div>
        <div className="grid-col-12 tablet:grid-col-6">
          <SelectField
            id="docket-panel"
            label={t('office.hearings.panel')}
            value={values.panel}
            onChange={(event) => setValues((v) => ({ ...v, panel: event.target.value }))}
            options={[{ value: '', label: t('office.hearings.allPanels') }, ...panels.map((p) => ({ value: p.id, label: p.name }))]}
          />
        </div>
      </div>
      <div className="office-filters__actions">
        <Button type="submit">{t('office.hearings.show')}</Button>
      </div>
    </form>
  );
}
