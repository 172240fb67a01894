import type { ReactNode } from 'react';
import { useFormsT } from '../i18n/forms-catalogue';
import { useMessageText } from '../i18n/message-text';

export interface FieldLabelling {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
}

/** What the control itself carries so a screen reader reads its hint and error with it. */
export interface ControlA11y {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** USWDS form group: label, hint and error around one control, all tied to it by id. */
export function FormGroup({ id, label, hint, error, optional, children }: FieldLabelling & { children: (a11y: ControlA11y) => ReactNode }) {
  const t = useFormsT();
  const say = useMessageText();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {optional ? t('shared.form.optional', { label }) : label}
      </label>
      {hint ? (
        <div className="usa-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {/* Not an alert: the error summary announces; this is read with the field (aria-describedby). */}
      {error ? (
        <span className="usa-error-message" id={errorId}>
          {say(error)}
        </span>
      ) : null}
      {children({ 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}
