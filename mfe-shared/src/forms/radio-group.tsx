import { forwardRef, type InputHTMLAttributes } from 'react';
import { useMessageText } from '../i18n/message-text';

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
  /** The label's language where it differs from the page's (a language named in its own words). */
  lang?: string;
}

export type RadioGroupProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  /** The first radio takes this id, so an error summary link lands on the group. */
  id: string;
  legend: string;
  options: readonly RadioOption[];
  hint?: string;
  error?: string;
  /** A large legend when the group is the page's only question. */
  largeLegend?: boolean;
  /** Controlled use: the chosen value ('' for none); leave out when a form library owns the inputs. */
  selected?: string;
};

/**
 * USWDS radio buttons in a fieldset; hint and error are read with the group (its aria-describedby),
 * as the GOV.UK radios do: a radio has no aria-invalid of its own in ARIA.
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup({ id, legend, options, hint, error, largeLegend, selected, ...input }, ref) {
  const say = useMessageText();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <fieldset className="usa-fieldset" aria-describedby={describedBy}>
        <legend className={`usa-legend${largeLegend ? ' usa-legend--large' : ''}`}>{legend}</legend>
        {hint ? (
          <div className="usa-hint" id={hintId}>
            {hint}
          </div>
        ) : null}
        {error ? (
          <span className="usa-error-message" id={errorId}>
            {say(error)}
          </span>
        ) : null}
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div className="usa-radio" key={option.value}>
              <input
                ref={index === 0 ? ref : undefined}
                className="usa-radio__input"
                type="radio"
                id={optionId}
                value={option.value}
                {...input}
                {...(selected === undefined ? {} : { checked: selected === option.value })}
              />
              <label className="usa-radio__label" htmlFor={optionId} lang={option.lang}>
                {option.label}
                {option.hint ? <span className="usa-checkbox__label-description">{option.hint}</span> : null}
              </label>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
});
