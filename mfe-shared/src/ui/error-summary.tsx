import { useEffect, useRef, type MouseEvent } from 'react';

export interface FieldError {
  /** The id of the field the message is about. */
  fieldId: string;
  message: string;
}

/**
 * GOV.UK error summary: takes focus when it appears and links each message to its field.
 * Links are handled by script because the site's routes live in the URL hash.
 */
export function ErrorSummary({ errors, title = 'There is a problem' }: { errors: FieldError[]; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((e) => `${e.fieldId}:${e.message}`).join('|');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  if (errors.length === 0) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    const field = document.getElementById(fieldId);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  };

  return (
    <div className="usa-alert usa-alert--error" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={ref}>
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id="error-summary-title">
          {title}
        </h2>
        <ul className="usa-list usa-list--unstyled">
          {errors.map((error) => (
            <li key={error.fieldId + error.message}>
              <a href={`#${error.fieldId}`} onClick={(event) => goTo(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
