import { useSettings } from './portal-context';
import type { Settings } from '../schemas/settings';

type TextKey = { [K in keyof Settings]: Settings[K] extends string ? K : never }[keyof Settings];

/**
 * One of the county's own texts (a text setting) in the active language: its translation from
 * `general.translations` when the county gave one, else as the county wrote it. The
 * same as reading useSettings()[key], which localises every text; kept for screens that read one.
 */
export function useCountyText(key: TextKey): string {
  return useSettings()[key] as string;
}
