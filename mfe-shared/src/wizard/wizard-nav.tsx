import { useId, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'mfe-shared/router';
import { Button } from 'mfe-shared/ui';
import { useBackLinkSlot } from './back-link-slot';
import { useFormsT } from '../i18n/forms-catalogue';

/** Said beside a disabled Next when the step gives no reason of its own (its English; the catalogue's 'shared.wizard.nextDisabled'). */
export const NEXT_DISABLED_REASON = 'Correct the errors above to continue.';

export interface WizardNavProps {
  /** Where Back goes and the title it names ('Back to {title}'); none on the first step. */
  back?: { to: string; title: string };
  nextText: string;
  /** Submit the surrounding form (default) or run this. */
  onNext?: () => void;
  /** Greyed out; a click is ignored (Next is disabled while the step's form shows errors: docs/product.md#wizard-order-and-guards). */
  nextDisabled?: boolean;
  /** What to do to go on, said beside a disabled Next and read with it (default NEXT_DISABLED_REASON). */
  disabledReason?: string;
  busy?: boolean;
  /** A second, lesser action right under Next (the appeal's "Email me a link to finish later"). */
  secondary?: ReactNode;
}

/**
 * A step's title inside the back link's sentence, in sentence case ('Back to your details', not 'Back
 * to Your details'); an initialism keeps its capitals.
 */
function titleInSentence(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}

/** Next button of a wizard step, and its Back link at the top of the step page. */
export function WizardNav({ back, nextText, onNext, nextDisabled, disabledReason: givenReason, busy, secondary }: WizardNavProps) {
  const t = useFormsT();
  const disabledReason = givenReason ?? t('shared.wizard.nextDisabled');
  const slot = useBackLinkSlot();
  const reasonId = useId();
  // aria-disabled keeps the button in the tab order so keyboard users can still reach and hear it.
  const ignoreWhenDisabled = (event: MouseEvent<HTMLButtonElement>) => {
    if (nextDisabled || busy) {
      event.preventDefault();
      return;
    }
    onNext?.();
  };
  const backLink = back ? (
    <Link to={back.to} className="portal-back-link">
      {t('shared.wizard.back', { title: titleInSentence(back.title) })}
    </Link>
  ) : null;
  return (
    <div className="portal-wizard-nav">
      {nextDisabled && !busy ? (
        <p className="portal-wizard-nav__reason" id={reasonId}>
          {disabledReason}
        </p>
      ) : null}
      <Button
        type={onNext ? 'button' : 'submit'}
        aria-disabled={nextDisabled || busy ? true : undefined}
        aria-describedby={nextDisabled && !busy ? reasonId : undefined}
        className={nextDisabled || busy ? 'portal-button--disabled' : undefined}
        onClick={ignoreWhenDisabled}
      >
        {nextText}
      </Button>
      {secondary}
      {backLink && slot ? createPortal(backLink, slot) : backLink ? <p>{backLink}</p> : null}
    </div>
  );
}
