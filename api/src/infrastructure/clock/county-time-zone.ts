import type { Settings } from 'mfe-shared/schemas';

const FALLBACK_TIME_ZONE = 'America/New_York';

/** `general.timezone`, or the default zone when the stored name is not one Intl knows. */
export function countyTimeZone(settings: Pick<Settings, 'general.timezone'>): string {
  const zone = settings['general.timezone'];
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}
