import { createWizardFlow, linearSteps, type NoFacts } from './wizard-flow';

type Id = 'start' | 'extra' | 'middle' | 'end';
type Facts = { count: number; flag: boolean };

// A made-up wizard with each kind of condition: the kit knows nothing of appeals or meetings.
const flow = createWizardFlow<Id, 'ticket' | 'done', Facts>({
  base: '/trip',
  task: 'Taking a Trip',
  steps: {
    start: {
      title: 'Start',
      needs: [],
      nextText: 'Begin',
      next: [
        {
          to: 'extra',
          when: [
            { fact: 'count', op: '>', value: 2 },
            { fact: 'flag', op: '=', value: true },
          ],
        },
        { to: 'middle' },
      ],
    },
    extra: { title: 'Extra', needs: ['ticket'], next: [{ to: 'middle' }] },
    middle: { title: 'Middle', needs: ['ticket'], next: [{ to: 'end', when: [{ fact: 'count', op: '<', value: 10 }] }] },
    end: { title: 'End', needs: ['done'], next: [] },
  },
});

const plain: Facts = { count: 0, flag: false };
const detour: Facts = { count: 3, flag: true };

describe('order (conditions choose the next step)', () => {
  it('takes the first branch whose conditions all hold', () => {
    expect(flow.path(plain)).toEqual(['start', 'middle', 'end']);
    expect(flow.path(detour)).toEqual(['start', 'extra', 'middle', 'end']);
    expect(flow.path({ count: 3, flag: false })).toEqual(['start', 'middle', 'end']);
    expect(flow.path({ count: 2, flag: true })).toEqual(['start', 'middle', 'end']);
  });

  it('ends the path where no branch holds', () => {
    expect(flow.next('middle', { count: 10, flag: false })).toBeNull();
    expect(flow.path({ count: 10, flag: false })).toEqual(['start', 'middle']);
    expect(flow.next('end', plain)).toBeNull();
  });

  it('goes back along the path the visitor takes', () => {
    expect(flow.previous('start', plain)).toBeNull();
    expect(flow.previous('middle', plain)).toBe('start');
    expect(flow.previous('middle', detour)).toBe('extra');
    expect(flow.previous('extra', plain)).toBeNull();
  });

  it('stops at a step met twice rather than looping', () => {
    const looping = createWizardFlow<'a' | 'b', never, NoFacts>({
      base: '/loop',
      task: 'Looping',
      steps: { a: { title: 'A', needs: [], next: [{ to: 'b' }] }, b: { title: 'B', needs: [], next: [{ to: 'a' }] } },
    });
    expect(looping.path({})).toEqual(['a', 'b']);
  });
});

describe('addresses and titles', () => {
  it('puts the first step at the base and every other under it, by id', () => {
    expect(flow.first).toBe('start');
    expect(flow.url('start')).toBe('/trip');
    expect(flow.url('extra')).toBe('/trip/extra');
    expect(flow.title('middle')).toBe('Middle');
  });

  it.each([
    ['end', 'end'],
    ['start', 'start'],
    [null, null],
    ['', null],
    ['nowhere', null],
    ['toString', null],
  ])('reads the step a query names: %p is %p', (value, step) => {
    expect(flow.stepNamed(value)).toBe(step);
  });
});

describe('progress along the visitor’s own path', () => {
  it.each<[Id, Facts, number]>([
    ['start', plain, 0],
    ['middle', plain, 50],
    ['end', plain, 100],
    ['extra', detour, 33],
    ['middle', detour, 67],
  ])('%s (%p) is %p%%', (step, facts, percent) => {
    expect(flow.progress(step, facts)).toBe(percent);
  });

  it("words the bar as '{n}% Progress Complete of {task}'", () => {
    expect(flow.progressText(50)).toBe('50% Progress Complete of Taking a Trip');
  });
});

describe('guards', () => {
  it('allows a step when the visitor holds everything it needs', () => {
    expect(flow.allows('start', { ticket: false, done: false })).toBe(true);
    expect(flow.allows('middle', { ticket: true, done: false })).toBe(true);
    expect(flow.allows('middle', { ticket: false, done: true })).toBe(false);
    expect(flow.allows('end', { ticket: true, done: false })).toBe(false);
  });
});

describe('linearSteps', () => {
  const steps = linearSteps([
    { id: 'one', title: 'One', needs: [], nextText: 'Go' },
    { id: 'two', title: 'Two', needs: ['x'] },
    { id: 'three', title: 'Three', needs: ['x', 'y'] },
  ]);

  it('chains the steps in the order given, keeping titles, guards and Next texts', () => {
    expect(steps).toEqual({
      one: { title: 'One', needs: [], nextText: 'Go', next: [{ to: 'two' }] },
      two: { title: 'Two', needs: ['x'], next: [{ to: 'three' }] },
      three: { title: 'Three', needs: ['x', 'y'], next: [] },
    });
    expect(createWizardFlow({ base: '/line', task: 'Lining Up', steps }).path({})).toEqual(['one', 'two', 'three']);
  });
});
