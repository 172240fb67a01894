import { type Property, type Settings } from 'mfe-shared';
import { appealWindows } from 'mfe-shared/domain';
import { type AppealWindow } from 'mfe-shared/schemas';

/** What the property page learns from the API before it can say which options are open. */
export interface AvailabilityFacts {
  property: Property;
  settings: Settings;
  windows: AppealWindow[];
  /** Appeals for this parcel in the active window (HEAD /appeals), 0 without an active window. */
  appealsThisSeason: number;
  /** Appeals in the previous window; null when the county does not check (product.check_assessor_appeals). */
  appealsLastSeason: number | null;
  /** Meetings booked this year; null when several bookings are allowed. */
  meetingsThisYear: number | null;
  /** Free time slots for this property type (HEAD /time-slots). */
  freeSlots: number;
  /** The comparables tool's address for this parcel, when the county has one. */
  comperUrl: string | null;
}

export type OptionName = 'meetings' | 'appeals' | 'comparables' | 'prc';

export interface OptionAvailability {
  name: OptionName;
  /** Why the option cannot be used; absent when it can. */
  disabledReason?: string;
}

export const REASONS = {
  appealInactive: 'You cannot file an appeal for this parcel.',
  seasonClosed: 'The appeal season is closed.',
  noPriorAppeal: "An appeal has not been filed previously at the Assessor's Office.",
  alreadyFiled: 'An appeal has already been filed for this parcel in this appeal season.',
  meetingInactive: 'You cannot book a meeting for this parcel',
  meetingScheduled: 'A meeting has already been scheduled for this parcel.',
  meetingsOff: 'The meetings module is disabled',
  // The specification names product.check_appeals_for_meetings but no message for it; this one is ours (docs/product.md#meetings-after-an-appeal).
  meetingNeedsAppeal: 'A meeting can only be booked once an appeal has been filed for this parcel in this appeal season.',
  noSlots: 'There are no time slots available for booking meetings.',
  comperInactive: 'You cannot review comparables for this parcel',
  comperResidentialOnly: 'Comper is only available for residential properties',
  prcInactive: 'You cannot visit the property record card for this parcel',
} as const;

function appealOption({ property, windows, appealsThisSeason, appealsLastSeason }: AvailabilityFacts): OptionAvailability {
  if (!property.active) return { name: 'appeals', disabledReason: REASONS.appealInactive };
  if (!appealWindows(windows).active) return { name: 'appeals', disabledReason: REASONS.seasonClosed };
  if (appealsLastSeason === 0) return { name: 'appeals', disabledReason: REASONS.noPriorAppeal };
  if (appealsThisSeason > 0) return { name: 'appeals', disabledReason: REASONS.alreadyFiled };
  return { name: 'appeals' };
}

/**
 * product.check_appeals_for_meetings (the specification gives the key, not the rule; our decision:
 * docs/product.md#meetings-after-an-appeal): a county that turns it on meets owners about their
 * appeal, so a meeting needs an appeal filed for the parcel in the open season. It uses the count
 * the duplicate-appeal check already made (no extra call), and comes after the one-booking-a-year
 * rule: a parcel that already has its meeting is told that first.
 */
function meetingOption({ property, settings, appealsThisSeason, meetingsThisYear, freeSlots }: AvailabilityFacts): OptionAvailability {
  if (!property.active) return { name: 'meetings', disabledReason: REASONS.meetingInactive };
  if (!settings['meetings.enabled']) return { name: 'meetings', disabledReason: REASONS.meetingsOff };
  if (!settings['meetings.allow_multiple_bookings'] && (meetingsThisYear ?? 0) > 0) {
    return { name: 'meetings', disabledReason: REASONS.meetingScheduled };
  }
  if (settings['product.check_appeals_for_meetings'] && appealsThisSeason === 0) {
    return { name: 'meetings', disabledReason: REASONS.meetingNeedsAppeal };
  }
  if (freeSlots <= 0) return { name: 'meetings', disabledReason: REASONS.noSlots };
  return { name: 'meetings' };
}

function comperOption({ property, settings }: AvailabilityFacts): OptionAvailability {
  if (!property.active) return { name: 'comparables', disabledReason: REASONS.comperInactive };
  if (settings['appeal.show_comper_only_residential'] && !property.type.includes('residential')) {
    return { name: 'comparables', disabledReason: REASONS.comperResidentialOnly };
  }
  return { name: 'comparables' };
}

/** The option cards of the property page and why each is closed (docs/product.md#property-options). */
export function optionAvailability(facts: AvailabilityFacts): OptionAvailability[] {
  const options: OptionAvailability[] = [];
  if (!facts.settings['appeal.hide_meetings']) options.push(meetingOption(facts));
  // A county with the appeal module off (appeal.enabled) has no appeal area to send anyone to.
  if (facts.settings['appeal.enabled']) options.push(appealOption(facts));
  if (facts.comperUrl) options.push(comperOption(facts));
  // A property without a record card (one entered by hand) has nothing to open, like comparables without an address.
  if (!facts.settings['appeal.hide_prc'] && facts.property.recordCardUrl) {
    options.push(facts.property.active ? { name: 'prc' } : { name: 'prc', disabledReason: REASONS.prcInactive });
  }
  return options;
}

/**
 * A property without owner, type, address or a complete value cannot be shown
 * (docs/product.md#property-page); the reason names a missing value because that is the case a
 * visitor can do something about.
 */
export function propertyProblem(property: Property): string | null {
  if (!property.value || property.value.amount === undefined || !property.value.currency) {
    return 'An assessed value is either pending or missing from this property.';
  }
  if (!property.ownerName || !property.type || !property.address) return '';
  return null;
}
