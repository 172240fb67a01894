import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'mfe-shared/router';
import { translate } from 'mfe-shared';
import type { WizardFlow } from './wizard-flow';
import { useFormsT } from '../i18n/forms-catalogue';

export interface StepNavigation<Id extends string> {
  /** Where Back goes and the title it names; none on the first step. */
  back?: { to: string; title: string };
  nextText: string;
  /** On to the next step, or back to the step a 'Change' link came from. */
  goNext: () => void;
  /** The step a 'Change' link came from ('?returnto=summary'): Next says 'Save' and goes back there. */
  returnTo: Id | null;
}

/** Where this step's Back and Next go and what Next says, for this visitor's path. */
export function useStepNavigation<Id extends string, Need extends string, Facts>(flow: WizardFlow<Id, Need, Facts>, step: Id, facts: Facts): StepNavigation<Id> {
  const t = useFormsT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = flow.stepNamed(params.get('returnto'));
  const next = flow.next(step, facts);
  const backTo = returnTo ?? flow.previous(step, facts);
  const goNext = useCallback(() => {
    const target = returnTo ?? next;
    if (target) navigate(flow.url(target));
  }, [navigate, flow, next, returnTo]);
  return {
    back: backTo ? { to: flow.url(backTo), title: sayText(flow.title(backTo)) } : undefined,
    nextText: returnTo ? t('shared.wizard.save') : (sayText(flow.steps[step].nextText) ?? t('shared.wizard.continue')),
    goNext,
    returnTo,
  };
}

/**
 * A wizard's title or button text, given as a catalogue id of the remote that owns the wizard (its
 * step titles are 'appeal.step.estimation' and the like) or as plain text, said in the active language.
 */
export function sayText(text: string): string;
export function sayText(text: string | undefined): string | undefined;
export function sayText(text: string | undefined): string | undefined {
  return text === undefined ? undefined : translate(text, undefined, text);
}
