import { formatDateTime, formatNumber } from 'mfe-shared/format';
import type { AvailabilityResult } from 'mfe-shared/schemas';
import type { useT } from '../../../i18n/catalogue';

type Say = ReturnType<typeof useT>;

const WHEN: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** A count of time slots for a message: `count` picks the words, `n` is said with its thousands (1,234). */
const slots = (count: number) => ({ count, n: formatNumber(count) });

/**
 * What a pattern would do (a preview) or did, in a sentence or two, in the staff member's language;
 * kept slots are always counted.
 */
export function availabilitySummary(t: Say, result: AvailabilityResult): string {
  const { added, alreadyThere, removed, kept } = result;
  const keptTotal = kept.booked + kept.held;
  const sentences: string[] = [];
  if (result.action === 'add') {
    sentences.push(t(result.applied ? 'office.availability.added' : 'office.availability.adds', slots(added)));
    if (alreadyThere) sentences.push(t('office.availability.alreadyThere', slots(alreadyThere)));
  } else {
    sentences.push(t(result.applied ? 'office.availability.removed' : 'office.availability.removes', slots(removed)));
    if (keptTotal) sentences.push(t(result.applied ? 'office.availability.kept' : 'office.availability.keeps', { total: keptTotal, booked: kept.booked, held: kept.held }));
  }
  return sentences.join(' ');
}

/** The first and last start the pattern touches, on the county's clock with its zone's name (EST, EDT). */
export function availabilitySpan(t: Say, result: AvailabilityResult, zone: string, locale?: string): string | null {
  if (!result.first || !result.last) return null;
  return t('office.availability.span', { first: formatDateTime(result.first, zone, WHEN, locale), last: formatDateTime(result.last, zone, WHEN, locale) });
}
