/**
 * Progress (docs/product.md#wizard-order-and-guards): percent = completed steps / (average
 * remaining path length + completed). The remaining paths are counted in steps after the current
 * one, so the first screen is 0% and the last 100%.
 */
export function progressPercent(completed: number, remainingPathLengths: readonly number[]): number {
  if (remainingPathLengths.length === 0) return 100;
  const averageRemaining = remainingPathLengths.reduce((sum, length) => sum + length, 0) / remainingPathLengths.length;
  const total = averageRemaining + completed;
  return total <= 0 ? 0 : Math.round((completed / total) * 100);
}

/** A linear path: the step's index is what is completed, the steps after it what remains. */
export function progressOnPath(path: readonly string[], current: string): number {
  const index = path.indexOf(current);
  if (index < 0) return 0;
  return progressPercent(index, [path.length - 1 - index]);
}
