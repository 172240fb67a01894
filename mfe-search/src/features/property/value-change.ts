/**
 * How this year's value differs from last year's: up or down by an amount and a share of last
 * year's (null when last year's was 0, which no share can be taken of), no change, or not known
 * without last year's value.
 */
export type ValueChange = { direction: 'up' | 'down'; amount: number; share: number | null } | { direction: 'none' } | { direction: 'unknown' };

export function valueChange(value: number, prior: number | null): ValueChange {
  if (prior === null) return { direction: 'unknown' };
  if (value === prior) return { direction: 'none' };
  const amount = Math.abs(value - prior);
  return { direction: value > prior ? 'up' : 'down', amount, share: prior === 0 ? null : amount / prior };
}

/** A share under this reads "less than 0.1%": rounded to one decimal it would say 0%, as if nothing changed. */
export const SMALLEST_SHARE = 0.0005;
