import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'mfe-shared/router';
import { Button } from 'mfe-shared/ui';

export interface WizardNavProps {
  /** Where Back goes and the title it names ('Back to {title}'); none on the first step. */
  back?: { to: string; title: string };
  nextText: string;
  /** Submit the surrounding form (default) or run this. */
  onNext?: () => void;
  /** Greyed out; a click is ignored (Next is disabled while the step's form shows errors: docs/product.md#wizard-order-and-guards). */
  nextDisabled?: boolean;
  busy?: boolean;
  /** A second, lesser action right under Next (the appeal's "E-mail me a link to finish later"). */
  secondary?: ReactNode;
}

/** Back link and Next button of a wizard step. */
export function WizardNav({ back, nextText, onNext, nextDisabled, busy, secondary }: WizardNavProps) {
  // aria-disabled keeps the button in the tab order so keyboard users can still reach and hear it.
  const ignoreWhenDisabled = (event: MouseEvent<HTMLButtonElement>) => {
    if (nextDisabled || busy) {
      event.preventDefault();
      return;
    }
    onNext?.();
  };
  return (
    <div className="portal-wizard-nav">
      <Button
        type={onNext ? 'button' : 'submit'}
        aria-disabled={nextDisabled || busy ? true : undefined}
        className={nextDisabled || busy ? 'portal-button--disabled' : undefined}
        onClick={ignoreWhenDisabled}
      >
        {nextText}
      </Button>
      {secondary}
      {back ? (
        <p>
          <Link to={back.to}>Back to {back.title}</Link>
        </p>
      ) : null}
    </div>
  );
}
