import { ErrorSummary } from 'mfe-shared/forms';
import { Button } from 'mfe-shared/ui';
import type { PlaceInput } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { PlaceFields } from './place-fields';
import { usePlaceForm } from './use-place-form';

const EMPTY = { name: '', address: '', location: '' };

/** Add a location: its name, its address and its map link; offered at once (the public sees it once it has meeting times). */
export function AddPlaceForm({ busy, onAdd }: { busy: boolean; onAdd: (place: PlaceInput) => Promise<boolean> }) {
  const t = useT();
  const { form, fields, errorOf, summary, attempt, clearSummary, onInvalid } = usePlaceForm('place-new', EMPTY);
  const submit = form.handleSubmit(async (values) => {
    clearSummary();
    if (await onAdd(values)) form.reset(EMPTY);
  }, onInvalid);
  return (
    <form className="usa-form office-filters console-form" aria-labelledby="place-add-heading" noValidate onSubmit={submit}>
      <h2 id="place-add-heading" className="margin-top-2">
        {t('office.console.places.add')}
      </h2>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <PlaceFields idPrefix="place-new" fields={fields} errorOf={errorOf} />
      <div className="margin-top-3">
        <Button type="submit" aria-busy={busy || undefined}>
          {t('office.console.places.addButton')}
        </Button>
      </div>
    </form>
  );
}
