import { useEffect, useId, useRef, type ReactNode } from 'react';
import { announce } from 'mfe-shared';
import { Alert, Button } from 'mfe-shared/ui';
import { useT } from '../i18n';

type ConfirmStepProps = {
  heading: string;
  /** What saying yes means, a sentence a paragraph. */
  children: ReactNode;
  yes: string;
  /** What the yes button says while the answer is on its way. */
  working: string;
  busy: boolean;
  /** The yes of a step that ends something (a withdrawal): the warning colour, not the county's. */
  ending?: boolean;
  onYes: () => void;
  onBack: () => void;
};

/**
 * GOV.UK's "are you sure" on the page itself: the question (which takes the focus, so a screen
 * reader starts there), what the answer means, the answer and a way back that sends nothing.
 */
export function ConfirmStep({ heading, children, yes, working, busy, ending = false, onYes, onBack }: ConfirmStepProps) {
  const t = useT();
  const id = useId();
  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <div className="usa-alert usa-alert--warning margin-y-3" role="group" aria-labelledby={id}>
      <div className="usa-alert__body">
        <h3 className="usa-alert__heading" id={id} ref={question} tabIndex={-1}>
          {heading}
        </h3>
        <div className="usa-alert__text">{children}</div>
        <ul className="usa-button-group margin-top-2">
          <li className="usa-button-group__item">
            <Button variant={ending ? 'secondary' : 'primary'} onClick={onYes} disabled={busy}>
              {busy ? working : yes}
            </Button>
          </li>
          <li className="usa-button-group__item">
            <Button variant="outline" onClick={onBack} disabled={busy}>
              {t('search.status.goBack')}
            </Button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/**
 * What a step the filer took came to, at the top of the appeal: a success said to screen readers and
 * focused, or a failure (role=alert) focused, so the person reads it wherever they were on the page.
 * Mounted once per outcome (its key), so each is said once.
 */
export function StepOutcome({ type, heading, body }: { type: 'success' | 'error'; heading: string; body: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (type === 'success') announce(`${heading}. ${body}`);
    box.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the outcome arrives: a later switch of language does not say it again
  }, []);
  return (
    <div ref={box} tabIndex={-1} className="margin-bottom-3">
      <Alert type={type} heading={heading} role={type === 'error' ? 'alert' : undefined}>
        <p>{body}</p>
      </Alert>
    </div>
  );
}
