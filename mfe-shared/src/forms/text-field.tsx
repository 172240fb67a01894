import { forwardRef, type InputHTMLAttributes } from 'react';
import { FormGroup, type FieldLabelling } from './form-group';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldLabelling;

/** Label, hint, error and input wired together for screen readers (USWDS form group). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, hint, error, optional, className, ...input }, ref) {
  return (
    <FormGroup id={id} label={label} hint={hint} error={error} optional={optional}>
      {(a11y) => <input ref={ref} id={id} className={['usa-input', error ? 'usa-input--error' : '', className].filter(Boolean).join(' ')} {...a11y} {...input} />}
    </FormGroup>
  );
});
