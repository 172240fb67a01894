import { formatDateTime } from 'mfe-shared/format';
import type { AvailabilityResult } from 'mfe-shared/schemas';

const slots = (n: number) => `${n.toLocaleString('en-US')} time ${n === 1 ? 'slot' : 'slots'}`;
const WHEN: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/** What a pattern would do (a preview) or did, in a sentence or two; kept slots are always counted. */
export function availabilitySummary(result: AvailabilityResult): string {
  const { added, alreadyThere, removed, kept } = result;
  const keptTotal = kept.booked + kept.held;
  if (result.action === 'add') {
    const there = alreadyThere ? ` ${slots(alreadyThere)} ${alreadyThere === 1 ? 'is' : 'are'} already there and stay as ${alreadyThere === 1 ? 'it is' : 'they are'}.` : '';
    return result.applied ? `Added ${slots(added)}.${there}` : `This adds ${slots(added)}.${there}`;
  }
  const why = keptTotal ? ` ${result.applied ? 'Kept' : 'It keeps'} ${keptTotal}: ${kept.booked} booked, ${kept.held} held by a visitor who is booking.` : '';
  return `${result.applied ? 'Removed' : 'This removes'} ${slots(removed)}.${why}`;
}

/** The first and last start the pattern touches, on the county's clock with its zone's name (EST, EDT). */
export function availabilitySpan(result: AvailabilityResult, zone: string): string | null {
  if (!result.first || !result.last) return null;
  return `From ${formatDateTime(result.first, zone, WHEN)} to ${formatDateTime(result.last, zone, WHEN)}.`;
}
