import type { AppealWindow } from '../schemas/appeal';
import { zonedDateKey } from 'mfe-shared/format';

/** Windows sorted by creation; the active one is open; the previous is the second-to-last (docs/product.md#appeal-seasons). */
export function appealWindows(windows: readonly AppealWindow[]): { sorted: AppealWindow[]; active: AppealWindow | null; previous: AppealWindow | null } {
  const sorted = [...windows].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    sorted,
    active: sorted.find((window) => window.open) ?? null,
    previous: sorted.length >= 2 ? sorted[sorted.length - 2] : null,
  };
}

/** Where the public stand with the county's seasons today (docs/product.md#appeal-seasons). */
export type SeasonState =
  /** `closesOn`: the last day a filing is taken ('YYYY-MM-DD'), with the whole days after today until it; null where the county gave none. */
  | { open: true; window: AppealWindow; closesOn: string | null; daysLeft: number | null }
  /** `nextOpensOn`: the first day of the next season where the county has given one. */
  | { open: false; nextOpensOn: string | null };

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The open season, unless its last day has passed in the county's zone (the office may not have
 * closed it yet, but the server takes no public filing after it), and how many days are left; or,
 * with none, when the next one opens.
 */
export function seasonState(response: { results: readonly AppealWindow[]; next?: { opensOn: string } | null }, timeZone: string, now: Date = new Date()): SeasonState {
  const today = zonedDateKey(now, timeZone);
  const active = appealWindows(response.results).active;
  const closesOn = active?.closesOn ?? null;
  if (active && (closesOn === null || closesOn >= today)) {
    return { open: true, window: active, closesOn, daysLeft: closesOn === null ? null : dayNumber(closesOn) - dayNumber(today) };
  }
  const nextOpensOn = response.next?.opensOn ?? null;
  return { open: false, nextOpensOn: nextOpensOn !== null && nextOpensOn > today ? nextOpensOn : null };
}

/**
 * A season's day as an instant to format in UTC (formatDateTime(seasonDay(day), 'UTC', ...)): the
 * day is already the county's, and noon UTC falls on it in UTC whatever the reader's zone.
 */
export const seasonDay = (day: string) => `${day}T12:00:00Z`;
