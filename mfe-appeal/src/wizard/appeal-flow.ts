import { type Property, type Settings } from 'mfe-shared';
import { createWizardFlow } from 'mfe-shared/wizard';

export type AppealStepId = 'welcome' | 'window' | 'method' | 'details' | 'comper' | 'estimation' | 'fileupload' | 'summary' | 'confirmation';

/** What the step conditions compare (SPEC 2: 'conditions (comparisons using =, > and <) that choose the next step'). */
export type FlowFacts = { staff: boolean; comper: boolean };

/** SPEC 2 guards: after welcome a property; from estimation on an appellant; the confirmation a result. */
export type GuardNeed = 'property' | 'appellant' | 'result';

export const APPEAL_WELCOME_TITLE = 'Filing an appeal';
export const APPEAL_NOT_FOUND_HEADING = "Let's get you home";

const property: GuardNeed[] = ['property'];
const appellant: GuardNeed[] = ['property', 'appellant'];

/** SPEC 2 'Appeal wizard': titles, order, conditions and guards. */
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

/** SPEC 2: comper only when appeal.comper_mode is 'view', the type contains 'residential' and show_comper_only_residential is on. */
export function showsComperStep(settings: Settings, property: Pick<Property, 'type'> | null): boolean {
  return (
    settings['appeal.comper_mode'] === 'view' &&
    Boolean(property?.type.includes('residential')) &&
    settings['appeal.show_comper_only_residential'] &&
    Boolean(settings['products.public_comper_url'])
  );
}
