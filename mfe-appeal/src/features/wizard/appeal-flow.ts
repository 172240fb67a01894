import { progressOnPath, type Property, type Settings } from 'mfe-shared';

export type AppealStepId = 'welcome' | 'window' | 'method' | 'details' | 'comper' | 'estimation' | 'fileupload' | 'summary' | 'confirmation';

/** What the step conditions compare (SPEC 2: 'conditions (comparisons using =, > and <) that choose the next step'). */
export interface FlowFacts {
  staff: boolean;
  comper: boolean;
}

interface Condition {
  fact: keyof FlowFacts;
  op: '=' | '>' | '<';
  value: number | boolean;
}

interface StepDefinition {
  title: string;
  /** The first branch whose conditions all hold is taken. */
  next: Array<{ to: AppealStepId; when?: Condition[] }>;
}

export const APPEAL_WELCOME_TITLE = 'Filing an appeal';
export const APPEAL_NOT_FOUND_HEADING = "Let's get you home";

/** SPEC 2 'Appeal wizard': titles and order. */
export const APPEAL_STEPS: Record<AppealStepId, StepDefinition> = {
  welcome: { title: APPEAL_WELCOME_TITLE, next: [{ to: 'window', when: [{ fact: 'staff', op: '=', value: true }] }, { to: 'details' }] },
  window: { title: 'Appeal Season', next: [{ to: 'method' }] },
  method: { title: 'Filing Method', next: [{ to: 'details' }] },
  details: { title: 'Filer Details', next: [{ to: 'comper', when: [{ fact: 'comper', op: '=', value: true }] }, { to: 'estimation' }] },
  comper: { title: 'Comparables Selection', next: [{ to: 'estimation' }] },
  estimation: { title: 'Estimation & Reason', next: [{ to: 'fileupload' }] },
  fileupload: { title: 'Supporting Documentation', next: [{ to: 'summary' }] },
  summary: { title: 'Summary', next: [{ to: 'confirmation' }] },
  confirmation: { title: 'Confirmation', next: [] },
};

export const APPEAL_STEP_IDS = Object.keys(APPEAL_STEPS) as AppealStepId[];

function holds({ fact, op, value }: Condition, facts: FlowFacts): boolean {
  const actual = Number(facts[fact]);
  const expected = Number(value);
  return op === '=' ? actual === expected : op === '>' ? actual > expected : actual < expected;
}

export function nextStep(step: AppealStepId, facts: FlowFacts): AppealStepId | null {
  return APPEAL_STEPS[step].next.find((branch) => (branch.when ?? []).every((condition) => holds(condition, facts)))?.to ?? null;
}

/** Every step this filer goes through, welcome to confirmation. */
export function appealPath(facts: FlowFacts): AppealStepId[] {
  const path: AppealStepId[] = ['welcome'];
  for (let step = nextStep('welcome', facts); step; step = nextStep(step, facts)) path.push(step);
  return path;
}

export function previousStep(step: AppealStepId, facts: FlowFacts): AppealStepId | null {
  const path = appealPath(facts);
  const index = path.indexOf(step);
  return index > 0 ? path[index - 1] : null;
}

export function appealProgress(step: AppealStepId, facts: FlowFacts): number {
  return progressOnPath(appealPath(facts), step);
}

export const stepUrl = (step: AppealStepId) => (step === 'welcome' ? '/appeal' : `/appeal/${step}`);

/** SPEC 2: comper only when appeal.comper_mode is 'view', the type contains 'residential' and show_comper_only_residential is on. */
export function showsComperStep(settings: Settings, property: Pick<Property, 'type'> | null): boolean {
  return (
    settings['appeal.comper_mode'] === 'view' &&
    Boolean(property?.type.includes('residential')) &&
    settings['appeal.show_comper_only_residential'] &&
    Boolean(settings['products.public_comper_url'])
  );
}

export type GuardNeed = 'property' | 'appellant' | 'result';

/** SPEC 2 guards: after welcome a property; from estimation on an appellant; the confirmation a result. */
export function guardNeeds(step: AppealStepId): GuardNeed[] {
  if (step === 'welcome') return [];
  if (step === 'confirmation') return ['result'];
  const fromEstimation = ['estimation', 'fileupload', 'summary'].includes(step);
  return fromEstimation ? ['property', 'appellant'] : ['property'];
}
