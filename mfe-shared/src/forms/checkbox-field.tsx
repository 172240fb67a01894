import { forwardRef, type InputHTMLAttributes } from 'react';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: string;
  hint?: string;
};

/** One USWDS checkbox with its label (and an optional description read with it). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField({ id, label, hint, ...input }, ref) {
  return (
    <div className="usa-checkbox">
      <input ref={ref} className="usa-checkbox__input" type="checkbox" id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <label className="usa-checkbox__label" htmlFor={id}>
        {label}
        {hint ? (
          <span className="usa-checkbox__label-description" id={`${id}-hint`}>
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
});
