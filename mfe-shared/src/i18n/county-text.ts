import { useSettings } from '../tenant/portal-context';
import type { Settings } from '../schemas/settings';
import { useLanguage } from './active-language';

type TextKey = { [K in keyof Settings]: Settings[K] extends string ? K : never }[keyof Settings];

/**
 * One of the county's own texts (a text setting) in the active language: its translation from
 * `general.translations` when the county gave one, else as the county wrote it (issue 23).
 */
export function useCountyText(key: TextKey): string {
  const settings = useSettings();
  const { language } = useLanguage();
  return settings['general.translations'][language]?.[key] || (settings[key] as string);
}
