import { progressOnPath } from './progress';

/** A condition (a comparison using =, > or <) that chooses the next step, over a wizard's facts (docs/product.md#wizard-order-and-guards). */
export interface StepCondition<Facts> {
  fact: keyof Facts;
  op: '=' | '>' | '<';
  value: number | boolean;
}

export interface StepDefinition<Id extends string, Need extends string, Facts> {
  title: string;
  /** What a visitor must hold to see the step (the guards, docs/product.md#wizard-order-and-guards); without it they are sent home. */
  needs: readonly Need[];
  /** What Next says here; 'Continue' when not given ('Save' on the way back to the summary). */
  nextText?: string;
  /** The first branch whose conditions all hold is taken; none after the last step. */
  next: ReadonlyArray<{ to: Id; when?: ReadonlyArray<StepCondition<Facts>> }>;
}

export interface WizardFlowOptions<Id extends string, Need extends string, Facts> {
  /** The first step's address ('/appeal'); every other step is its id under it ('/appeal/details'). */
  base: string;
  /** What the progress bar counts toward: '{n}% Progress Complete of {task}'. */
  task: string;
  /** Every step, the first one first. */
  steps: Record<Id, StepDefinition<Id, Need, Facts>>;
}

/** The facts of a wizard whose steps always follow one another. */
export type NoFacts = Record<string, never>;

export type WizardFlow<Id extends string, Need extends string, Facts> = ReturnType<typeof createWizardFlow<Id, Need, Facts>>;

function holds<Facts>({ fact, op, value }: StepCondition<Facts>, facts: Facts): boolean {
  const actual = Number(facts[fact]);
  const expected = Number(value);
  return op === '=' ? actual === expected : op === '>' ? actual > expected : actual < expected;
}

/** A wizard's order, addresses, guards and progress, from its steps: one set of rules for every wizard. */
export function createWizardFlow<Id extends string, Need extends string, Facts>({ base, task, steps }: WizardFlowOptions<Id, Need, Facts>) {
  const ids = Object.keys(steps) as Id[];
  const first = ids[0];
  const next = (step: Id, facts: Facts): Id | null => steps[step].next.find((branch) => (branch.when ?? []).every((condition) => holds(condition, facts)))?.to ?? null;
  /** Every step this visitor goes through, first to last (a step met twice ends it: no endless loop). */
  const path = (facts: Facts): Id[] => {
    const visited: Id[] = [first];
    for (let step = next(first, facts); step && !visited.includes(step); step = next(step, facts)) visited.push(step);
    return visited;
  };
  return {
    ids,
    first,
    steps,
    next,
    path,
    title: (step: Id) => steps[step].title,
    url: (step: Id) => (step === first ? base : `${base}/${step}`),
    /** The step a query value names ('?returnto=summary'); null for anything else. */
    stepNamed: (value: string | null): Id | null => (value !== null && ids.includes(value as Id) ? (value as Id) : null),
    /** The step before this one on this visitor's path; null on the first or off the path. */
    previous(step: Id, facts: Facts): Id | null {
      const onPath = path(facts);
      const index = onPath.indexOf(step);
      return index > 0 ? onPath[index - 1] : null;
    },
    progress: (step: Id, facts: Facts) => progressOnPath(path(facts), step),
    /** What the wizard does ('Filing an Appeal'), or its catalogue id: the progress text names it. */
    task,
    progressText: (percent: number) => `${percent}% Progress Complete of ${task}`,
    allows: (step: Id, have: Record<Need, boolean>) => steps[step].needs.every((need) => have[need]),
  };
}

/** Steps that follow one another in the order given, with no conditions. */
export function linearSteps<Id extends string, Need extends string>(
  list: ReadonlyArray<{ id: Id; title: string; needs: readonly Need[]; nextText?: string }>,
): Record<Id, StepDefinition<Id, Need, NoFacts>> {
  const entries = list.map(({ id, ...step }, index) => [id, { ...step, next: index + 1 < list.length ? [{ to: list[index + 1].id }] : [] }]);
  return Object.fromEntries(entries) as Record<Id, StepDefinition<Id, Need, NoFacts>>;
}
