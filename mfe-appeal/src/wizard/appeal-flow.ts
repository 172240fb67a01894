import { type Property, type Settings } from 'mfe-shared';
import { comparablesStepOpen } from 'mfe-shared/domain';
import { createWizardFlow } from 'mfe-shared/wizard';
import type { AppealMessageId } from '../i18n/catalogue';

export type AppealStepId = 'welcome' | 'window' | 'method' | 'details' | 'comper' | 'estimation' | 'fileupload' | 'summary' | 'confirmation';

/** What the step conditions (comparisons using =, > and <) compare to choose the next step (docs/product.md#wizard-order-and-guards). */
export type FlowFacts = { staff: boolean; comper: boolean };

/** The guards (docs/product.md#wizard-order-and-guards): after welcome a property; from estimation on an appellant; the confirmation a result. */
export type GuardNeed = 'property' | 'appellant' | 'result';

/** Catalogue ids: the kit's step page and navigation say them (sayText); so does anything here that shows them. */
export const APPEAL_WELCOME_TITLE = 'appeal.step.welcome' satisfies AppealMessageId;
export const APPEAL_NOT_FOUND_HEADING = 'appeal.wizard.notFound' satisfies AppealMessageId;

const property: GuardNeed[] = ['property'];
const appellant: GuardNeed[] = ['property', 'appellant'];

/** The appeal wizard (docs/product.md#appeal-wizard): titles (catalogue ids), order, conditions and guards. */
export const appealFlow = createWizardFlow<AppealStepId, GuardNeed, FlowFacts>({
  base: '/appeal',
  task: 'appeal.task',
  steps: {
    welcome: {
      title: APPEAL_WELCOME_TITLE,
      needs: [],
      nextText: 'appeal.wizard.start',
      next: [{ to: 'window', when: [{ fact: 'staff', op: '=', value: true }] }, { to: 'details' }],
    },
    window: { title: 'appeal.step.window', needs: property, next: [{ to: 'method' }] },
    method: { title: 'appeal.step.method', needs: property, next: [{ to: 'details' }] },
    details: { title: 'appeal.step.details', needs: property, next: [{ to: 'comper', when: [{ fact: 'comper', op: '=', value: true }] }, { to: 'estimation' }] },
    comper: { title: 'appeal.step.comper', needs: property, next: [{ to: 'estimation' }] },
    estimation: { title: 'appeal.step.estimation', needs: appellant, next: [{ to: 'fileupload' }] },
    fileupload: { title: 'appeal.step.fileupload', needs: appellant, next: [{ to: 'summary' }] },
    summary: { title: 'appeal.step.summary', needs: appellant, nextText: 'appeal.wizard.submit', next: [{ to: 'confirmation' }] },
    confirmation: { title: 'appeal.step.confirmation', needs: ['result'], next: [] },
  },
});

/** Comper only when appeal.comper_mode is 'view', the type contains 'residential', show_comper_only_residential is on and the county has a comparables address (docs/product.md#comparables-step, docs/product.md#comparables-step-condition); the API refuses comparables by the same rule. */
export function showsComperStep(settings: Settings, property: Pick<Property, 'type'> | null): boolean {
  return comparablesStepOpen(settings, property?.type);
}
