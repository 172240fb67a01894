import { type Property, type Settings } from 'mfe-shared';
import { comparablesStepOpen } from 'mfe-shared/domain';
import { createWizardFlow } from 'mfe-shared/wizard';

export type AppealStepId = 'welcome' | 'window' | 'method' | 'details' | 'comper' | 'estimation' | 'fileupload' | 'summary' | 'confirmation';

/** What the step conditions (comparisons using =, > and <) compare to choose the next step (docs/product.md#wizard-order-and-guards). */
export type FlowFacts = { staff: boolean; comper: boolean };

/** The guards (docs/product.md#wizard-order-and-guards): after welcome a property; from estimation on an appellant; the confirmation a result. */
export type GuardNeed = 'property' | 'appellant' | 'result';

export const APPEAL_WELCOME_TITLE = 'Filing an appeal';
export const APPEAL_NOT_FOUND_HEADING = "Let's get you home";

const property: GuardNeed[] = ['property'];
const appellant: GuardNeed[] = ['property', 'appellant'];

/** The appeal wizard (docs/product.md#appeal-wizard): titles, order, conditions and guards. */
export const appealFlow = createWizardFlow<AppealStepId, GuardNeed, FlowFacts>({
  base: '/appeal',
  task: 'Filing an Appeal',
  steps: {
    welcome: {
      title: APPEAL_WELCOME_TITLE,
      needs: [],
      nextText: 'Start Appeal',
      next: [{ to: 'window', when: [{ fact: 'staff', op: '=', value: true }] }, { to: 'details' }],
    },
    window: { title: 'Appeal Season', needs: property, next: [{ to: 'method' }] },
    method: { title: 'Filing Method', needs: property, next: [{ to: 'details' }] },
    details: { title: 'Filer Details', needs: property, next: [{ to: 'comper', when: [{ fact: 'comper', op: '=', value: true }] }, { to: 'estimation' }] },
    comper: { title: 'Comparables Selection', needs: property, next: [{ to: 'estimation' }] },
    estimation: { title: 'Estimation & Reason', needs: appellant, next: [{ to: 'fileupload' }] },
    fileupload: { title: 'Supporting Documentation', needs: appellant, next: [{ to: 'summary' }] },
    summary: { title: 'Summary', needs: appellant, nextText: 'Submit Appeal', next: [{ to: 'confirmation' }] },
    confirmation: { title: 'Confirmation', needs: ['result'], next: [] },
  },
});

/** Comper only when appeal.comper_mode is 'view', the type contains 'residential', show_comper_only_residential is on and the county has a comparables address (docs/product.md#comparables-step, docs/product.md#comparables-step-condition); the API refuses comparables by the same rule. */
export function showsComperStep(settings: Settings, property: Pick<Property, 'type'> | null): boolean {
  return comparablesStepOpen(settings, property?.type);
}
