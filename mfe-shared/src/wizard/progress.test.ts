import { progressOnPath, progressPercent } from './progress';

describe('progressPercent (completed / (average remaining path length + completed))', () => {
  it('is 0% before anything is completed', () => {
    expect(progressPercent(0, [5])).toBe(0);
    expect(progressPercent(0, [3, 7])).toBe(0);
  });

  it('divides the completed steps by the remaining and completed ones', () => {
    expect(progressPercent(1, [4])).toBe(20);
    expect(progressPercent(2, [3])).toBe(40);
    expect(progressPercent(3, [1])).toBe(75);
  });

  it('averages the lengths of the paths that may remain', () => {
    // Two steps done; 2 or 4 steps may remain: 2 / (3 + 2) = 40%.
    expect(progressPercent(2, [2, 4])).toBe(40);
    // One step done; 1, 2 or 6 steps may remain: 1 / (3 + 1) = 25%.
    expect(progressPercent(1, [1, 2, 6])).toBe(25);
  });

  it('rounds to a whole percent', () => {
    expect(progressPercent(1, [6])).toBe(14); // 14.28...
    expect(progressPercent(2, [1])).toBe(67); // 66.66...
    expect(progressPercent(1, [2, 3])).toBe(29); // 1 / 3.5 = 28.57...
  });

  it('is 100% when nothing remains', () => {
    expect(progressPercent(5, [0])).toBe(100);
    expect(progressPercent(4, [])).toBe(100);
  });

  it('is 0% on an empty path rather than dividing by zero', () => {
    expect(progressPercent(0, [0])).toBe(0);
  });
});

describe('progressOnPath', () => {
  const path = ['first', 'second', 'third', 'fourth', 'fifth', 'last'];

  it.each([
    ['first', 0],
    ['second', 20],
    ['third', 40],
    ['fourth', 60],
    ['fifth', 80],
    ['last', 100],
  ])('%s is %p%%', (step, percent) => {
    expect(progressOnPath(path, step)).toBe(percent);
  });

  it('is 0% for a step not on the path', () => {
    expect(progressOnPath(path, 'elsewhere')).toBe(0);
  });

  it('is a whole number that never leaves 0..100 and grows along the path', () => {
    const percents = path.map((step) => progressOnPath(path, step));
    expect(percents.every((percent) => Number.isInteger(percent) && percent >= 0 && percent <= 100)).toBe(true);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
  });
});
