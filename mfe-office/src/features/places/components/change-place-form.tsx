import { useEffect, useRef } from 'react';
import { ErrorSummary } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import type { CountyPlace, PlaceInput } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { PlaceFields } from './place-fields';
import { usePlaceForm } from './use-place-form';

/**
 * A location's name, address and map link, changed in place under its row. Meetings booked there
 * keep the location and read its new words. Opening it puts the focus on the name; Cancel gives it
 * back to the button that opened it; once saved, the page closes it and says so.
 */
export function ChangePlaceForm({ place, busy, onSave, onCancel }: { place: CountyPlace; busy: boolean; onSave: (change: PlaceInput) => Promise<void>; onCancel: () => void }) {
  const t = useT();
  const idPrefix = `place-${place.id}`;
  const { form, fields, errorOf, summary, attempt, clearSummary, onInvalid } = usePlaceForm(idPrefix, { name: place.name, address: place.address, location: place.location });
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    form.setFocus('name');
  }, [form]);
  const submit = form.handleSubmit(async (values) => {
    clearSummary();
    await onSave(values);
  }, onInvalid);
  return (
    <form className="usa-form console-form console-rows__change" aria-label={t('office.console.places.changeOf', { name: place.name })} noValidate onSubmit={submit}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <PlaceFields idPrefix={idPrefix} fields={fields} errorOf={errorOf} />
      <div className="console-rows__buttons">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.console.places.save')}
        </Button>
        <Button type="button" variant="unstyled" onClick={onCancel}>
          {t('office.console.places.cancel')}
        </Button>
      </div>
    </form>
  );
}
