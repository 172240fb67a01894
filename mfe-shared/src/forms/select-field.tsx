import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FormGroup, type FieldLabelling } from './form-group';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  FieldLabelling & {
    options: readonly SelectOption[];
  };

/** Label, hint, error and choice list wired together for screen readers, like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ id, label, options, hint, error, optional, className, ...select }, ref) {
  return (
    <FormGroup id={id} label={label} hint={hint} error={error} optional={optional}>
      {(a11y) => (
        <select ref={ref} id={id} className={['usa-select', error ? 'usa-input--error' : '', className].filter(Boolean).join(' ')} {...a11y} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormGroup>
  );
});
