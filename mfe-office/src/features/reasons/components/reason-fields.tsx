import { TextField, type TextFieldProps } from 'mfe-shared/forms';
import { useT } from '../../../i18n/catalogue';

type Words = 'description' | 'spanish';
/** What react-hook-form's register gives a field (name, ref, onChange, onBlur). */
type Registration = Omit<TextFieldProps, 'id' | 'label'>;

/** A reason's words in English and in Spanish: the fields of adding a reason and of changing one. */
export function ReasonFields({ idPrefix, fields, errorOf }: { idPrefix: string; fields: Record<Words, Registration>; errorOf: (field: Words) => string | undefined }) {
  const t = useT();
  return (
    <>
      <TextField
        id={`${idPrefix}-description`}
        label={t('office.console.reasons.description')}
        hint={t('office.console.reasons.descriptionHint')}
        autoComplete="off"
        error={errorOf('description')}
        {...fields.description}
      />
      <TextField
        id={`${idPrefix}-spanish`}
        lang="es"
        optional
        label={t('office.console.reasons.spanish')}
        hint={t('office.console.reasons.spanishHint')}
        autoComplete="off"
        error={errorOf('spanish')}
        {...fields.spanish}
      />
    </>
  );
}
