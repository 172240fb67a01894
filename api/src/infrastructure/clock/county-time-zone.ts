import type { Settings } from 'mfe-shared/schemas';

const FALLBACK_TIME_ZONE = 'America/New_York';

/** Zone names Intl was asked about, and whether it knows them (making a DateTimeFormat to ask costs ~0.4 ms). */
const knownZones = new Map<string, boolean>();

/** Whether Intl knows the zone name (remembered: asking costs ~0.4 ms). */
export function isKnownTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    // Settings hold a county's one zone: a few names per process (the map is cleared were it ever to fill).
    if (knownZones.size >= 1_000) knownZones.clear();
    knownZones.set(zone, known);
  }
  return known;
}

/** `general.timezone`, or the default zone when the stored name is not one Intl knows. */
export function countyTimeZone(settings: Pick<Settings, 'general.timezone'>): string {
  const zone = settings['general.timezone'];
  return isKnownTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}
