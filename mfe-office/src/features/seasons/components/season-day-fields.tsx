import { TextField, type TextFieldProps } from 'mfe-shared/forms';
import { useT } from '../../../i18n/catalogue';

type Day = 'opensOn' | 'closesOn';
/** What react-hook-form's register gives a field (name, ref, onChange, onBlur). */
type Registration = Omit<TextFieldProps, 'id' | 'label'>;

/** A season's first and last days, both optional: the date fields of adding a season and of changing its dates. */
export function SeasonDayFields({ idPrefix, fields, errorOf }: { idPrefix: string; fields: Record<Day, Registration>; errorOf: (day: Day) => string | undefined }) {
  const t = useT();
  return (
    <>
      {(['opensOn', 'closesOn'] as const).map((day) => (
        <TextField
          key={day}
          id={`${idPrefix}-${day}`}
          type="date"
          optional
          className="usa-input--medium"
          label={t(`office.console.seasons.${day}`)}
          hint={t(`office.console.seasons.${day}Hint`)}
          error={errorOf(day)}
          {...fields[day]}
        />
      ))}
    </>
  );
}
