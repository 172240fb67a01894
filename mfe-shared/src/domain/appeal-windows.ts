import type { AppealWindow } from '../schemas/appeal';

/** Windows sorted by creation; the active one is open; the previous is the second-to-last (docs/product.md#appeal-seasons). */
export function appealWindows(windows: readonly AppealWindow[]): { sorted: AppealWindow[]; active: AppealWindow | null; previous: AppealWindow | null } {
  const sorted = [...windows].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return {
    sorted,
    active: sorted.find((window) => window.open) ?? null,
    previous: sorted.length >= 2 ? sorted[sorted.length - 2] : null,
  };
}
