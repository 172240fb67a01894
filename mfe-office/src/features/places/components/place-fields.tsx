import { TextField, type TextFieldProps } from 'mfe-shared/forms';
import { useT } from '../../../i18n/catalogue';
import type { PlaceField } from './use-place-form';

/** What react-hook-form's register gives a field (name, ref, onChange, onBlur). */
type Registration = Omit<TextFieldProps, 'id' | 'label'>;

/** A location's name, address and map link: the fields of adding a location and of changing one. */
export function PlaceFields({ idPrefix, fields, errorOf }: { idPrefix: string; fields: Record<PlaceField, Registration>; errorOf: (field: PlaceField) => string | undefined }) {
  const t = useT();
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('office.console.places.name')}
        hint={t('office.console.places.nameHint')}
        autoComplete="off"
        error={errorOf('name')}
        {...fields.name}
      />
      <TextField
        id={`${idPrefix}-address`}
        label={t('office.console.places.address')}
        hint={t('office.console.places.addressHint')}
        autoComplete="off"
        error={errorOf('address')}
        {...fields.address}
      />
      <TextField
        id={`${idPrefix}-location`}
        type="url"
        inputMode="url"
        spellCheck={false}
        label={t('office.console.places.map')}
        hint={t('office.console.places.mapHint')}
        autoComplete="off"
        error={errorOf('location')}
        {...fields.location}
      />
    </>
  );
}
