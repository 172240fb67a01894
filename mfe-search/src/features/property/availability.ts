import { type Property, type Settings } from 'mfe-shared';
import { appealWindows, seasonState } from 'mfe-shared/domain';
import { type AppealWindow, type AppealWindowsResponse } from 'mfe-shared/schemas';

/** What the property page learns from the API before it can say which options are open. */
export interface AvailabilityFacts {
  property: Property;
  settings: Settings;
  windows: AppealWindow[];
  /** The next season to open where the county gave its first day (GET /appeal-windows `next`). */
  nextSeason?: AppealWindowsResponse['next'];
  /** Now, for the days left in the season (tests give one). */
  now?: Date;
  /** Signed-in staff, who still file into the open season after its last day (docs/product.md#appeal-seasons). */
  staff?: boolean;
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

export type OptionName = 'meetings' | 'appeals' | 'comparables' | 'prc' | 'change-request';

/** What a visitor refused an option can do instead (docs/product.md#no-dead-ends). */
export interface NextStep {
  /** In plain words, after the reason (English). */
  text: string;
  /** The same in the catalogue: its id and values, said in the visitor's language. */
  message: CatalogueMessage;
  /** Whether the office's phone and e-mail follow (the card shows them from settings). */
  contact: boolean;
}

/** A message of mfe-search's catalogue with its values. */
export interface CatalogueMessage {
  id: string;
  values?: Record<string, string>;
}

export interface OptionAvailability {
  name: OptionName;
  /** Why the option cannot be used (SPEC's English); absent when it can. */
  disabledReason?: string;
  /** Which of REASONS it is, for its catalogue id ('search.reason.<key>'). */
  reasonKey?: keyof typeof REASONS;
  /** With a disabledReason: what to do next. */
  nextStep?: NextStep;
  /** An open Appeals card: the season's last day ('YYYY-MM-DD', the county's) and the days left until it (docs/product.md#property-options). */
  deadline?: { closesOn: string; daysLeft: number };
}

export const REASONS = {
  appealInactive: 'You cannot file an appeal for this parcel.',
  seasonClosed: 'The appeal season is closed.',
  noPriorAppeal: "An appeal has not been filed previously at the Assessor's Office.",
  alreadyFiled: 'An appeal has already been filed for this parcel in this appeal season.',
  meetingInactive: 'You cannot book a meeting for this parcel',
  meetingScheduled: 'A meeting has already been scheduled for this parcel.',
  meetingsOff: 'Booking a meeting online is not available for this county.',
  // The specification names product.check_appeals_for_meetings but no message for it; this one is ours (docs/product.md#meetings-after-an-appeal).
  meetingNeedsAppeal: 'A meeting can only be booked once an appeal has been filed for this parcel in this appeal season.',
  noSlots: 'There are no time slots available for booking meetings.',
  comperInactive: 'You cannot review comparable sales for this parcel',
  comperResidentialOnly: 'You can only find comparable sales for residential properties',
  prcInactive: 'You cannot visit the property record card for this parcel',
} as const;

/**
 * The next steps after each refusal (docs/product.md#no-dead-ends): SPEC's reason stays word for word,
 * this follows it. `office` is general.display_name.
 */
export const NEXT_STEPS = {
  /** Under the page's "This parcel is inactive" warning, with the office's phone and e-mail. */
  inactive: (office: string) => `This parcel is no longer active in the county's records, for example after a split or merger. If you think that is a mistake, contact ${office}.`,
  /** On each card of an inactive parcel: the warning above says it once, with the contact. */
  inactiveCard: () => 'The note at the top of this page says why and whom to contact.',
  /** With the next season's first day as the county gave it (`opensOn`, written in the visitor's language by the card). */
  seasonOpens: (office: string, opensOn: string) =>
    `Appeals can only be filed while a season is open. The next season opens on ${opensOn}. Until then, ${office} can answer questions about your assessment.`,
  seasonClosed: (office: string, nextSeason: string) =>
    nextSeason
      ? `Appeals can only be filed while a season is open. ${nextSeason} Until then, ${office} can answer questions about your assessment.`
      : `Appeals can only be filed while a season is open. ${office} can tell you when the next season opens.`,
  noPriorAppeal: (office: string, previousSeason: string | null) =>
    `This county takes an appeal only for a parcel that was first appealed at the Assessor's Office in the previous season${previousSeason ? ` (${previousSeason})` : ''}, and its records show none for this parcel. If you did appeal then, or want to know your options, contact ${office}.`,
  alreadyFiled: (office: string) => `A parcel can have one appeal a season. To add to or change the appeal already filed, contact ${office}.`,
  // The reason already says meetings are not booked online here; the next step is whom to talk to.
  meetingsOff: (office: string) => `To talk to someone about this property, contact ${office}.`,
  meetingScheduled: (office: string) => `A parcel can have one meeting a year. To change or cancel the meeting already booked, contact ${office}.`,
  meetingNeedsAppeal: () => 'File an appeal first (see Appeals on this page), then come back here to book your meeting.',
  noSlots: (office: string) => `Every meeting time is taken at the moment. Please check again in a few days, or contact ${office} to arrange a meeting.`,
  comperResidentialOnly: () => 'You can still file an appeal and upload your own evidence of recent sales in its Supporting documents step.',
} as const;

type StepKey = keyof typeof NEXT_STEPS;

/**
 * A closed option: SPEC's reason, then the next step, written in English (the tests and the API's
 * words) and named in the catalogue by the step and, where the English varies, its variant.
 */
function refuse(name: OptionName, reason: keyof typeof REASONS, text: string, message: CatalogueMessage, contact = true): OptionAvailability {
  return { name, disabledReason: REASONS[reason], reasonKey: reason, nextStep: { text, message, contact } };
}

const step = (key: StepKey | `${StepKey}.${string}`, values?: Record<string, string>): CatalogueMessage => ({ id: `search.nextStep.${key}`, ...(values ? { values } : {}) });
const INACTIVE_CARD = [NEXT_STEPS.inactiveCard(), step('inactiveCard')] as const;

function appealOption({ property, settings, windows, nextSeason: next, now, staff, appealsThisSeason, appealsLastSeason }: AvailabilityFacts): OptionAvailability {
  const office = settings['general.display_name'];
  const seasons = appealWindows(windows);
  // An open season whose last day has passed in the county's zone takes no public filing (docs/product.md#appeal-seasons).
  const season = seasonState({ results: windows, next }, settings['general.timezone'], now);
  if (!property.active) return refuse('appeals', 'appealInactive', ...INACTIVE_CARD, false);
  if (!season.open && !(staff && seasons.active)) {
    if (season.nextOpensOn)
      return refuse('appeals', 'seasonClosed', NEXT_STEPS.seasonOpens(office, season.nextOpensOn), step('seasonClosed.opens', { office, opensOn: season.nextOpensOn }));
    const nextSeason = settings['appeal.next_season_text'] ?? '';
    return refuse(
      'appeals',
      'seasonClosed',
      NEXT_STEPS.seasonClosed(office, nextSeason),
      nextSeason ? step('seasonClosed.next', { office, nextSeason }) : step('seasonClosed', { office }),
    );
  }
  if (appealsLastSeason === 0) {
    const previousSeason = seasons.previous?.name ?? null;
    return refuse(
      'appeals',
      'noPriorAppeal',
      NEXT_STEPS.noPriorAppeal(office, previousSeason),
      previousSeason ? step('noPriorAppeal.named', { office, previousSeason }) : step('noPriorAppeal', { office }),
    );
  }
  if (appealsThisSeason > 0) return refuse('appeals', 'alreadyFiled', NEXT_STEPS.alreadyFiled(office), step('alreadyFiled', { office }));
  return !season.open || season.closesOn === null || season.daysLeft === null
    ? { name: 'appeals' }
    : { name: 'appeals', deadline: { closesOn: season.closesOn, daysLeft: season.daysLeft } };
}

/**
 * product.check_appeals_for_meetings (the specification gives the key, not the rule; our decision:
 * docs/product.md#meetings-after-an-appeal): a county that turns it on meets owners about their
 * appeal, so a meeting needs an appeal filed for the parcel in the open season. It uses the count
 * the duplicate-appeal check already made (no extra call), and comes after the one-booking-a-year
 * rule: a parcel that already has its meeting is told that first.
 */
function meetingOption({ property, settings, appealsThisSeason, meetingsThisYear, freeSlots }: AvailabilityFacts): OptionAvailability {
  const office = settings['general.display_name'];
  if (!property.active) return refuse('meetings', 'meetingInactive', ...INACTIVE_CARD, false);
  if (!settings['meetings.enabled']) return refuse('meetings', 'meetingsOff', NEXT_STEPS.meetingsOff(office), step('meetingsOff', { office }));
  if (!settings['meetings.allow_multiple_bookings'] && (meetingsThisYear ?? 0) > 0) {
    return refuse('meetings', 'meetingScheduled', NEXT_STEPS.meetingScheduled(office), step('meetingScheduled', { office }));
  }
  if (settings['product.check_appeals_for_meetings'] && appealsThisSeason === 0) {
    return refuse('meetings', 'meetingNeedsAppeal', NEXT_STEPS.meetingNeedsAppeal(), step('meetingNeedsAppeal'), false);
  }
  if (freeSlots <= 0) return refuse('meetings', 'noSlots', NEXT_STEPS.noSlots(office), step('noSlots', { office }));
  return { name: 'meetings' };
}

function comperOption({ property, settings }: AvailabilityFacts): OptionAvailability {
  if (!property.active) return refuse('comparables', 'comperInactive', ...INACTIVE_CARD, false);
  if (settings['appeal.show_comper_only_residential'] && !property.type.includes('residential')) {
    return refuse('comparables', 'comperResidentialOnly', NEXT_STEPS.comperResidentialOnly(), step('comperResidentialOnly'), false);
  }
  return { name: 'comparables' };
}

/**
 * The option cards of the property page and why each is closed (docs/product.md#property-options).
 * Embedded, the variant's four: no record card, and a Change Request.
 */
export function optionAvailability(facts: AvailabilityFacts, { embedded = false } = {}): OptionAvailability[] {
  const options: OptionAvailability[] = [];
  if (!facts.settings['appeal.hide_meetings']) options.push(meetingOption(facts));
  // A county with the appeal module off (appeal.enabled) has no appeal area to send anyone to.
  if (facts.settings['appeal.enabled']) options.push(appealOption(facts));
  if (facts.comperUrl) options.push(comperOption(facts));
  // A property without a record card (one entered by hand) has nothing to open, like comparables without an address.
  if (embedded) {
    options.push({ name: 'change-request' });
    return options;
  }
  if (!facts.settings['appeal.hide_prc'] && facts.property.recordCardUrl) {
    options.push(facts.property.active ? { name: 'prc' } : refuse('prc', 'prcInactive', ...INACTIVE_CARD, false));
  }
  return options;
}

/**
 * A property without owner, type, address or a complete value cannot be shown
 * (docs/product.md#property-page); the reason names a missing value because that is the case a
 * visitor can do something about.
 */
export const VALUE_MISSING = 'An assessed value is either pending or missing from this property.';

export function propertyProblem(property: Property): string | null {
  if (!property.value || property.value.amount === undefined || !property.value.currency) return VALUE_MISSING;
  if (!property.ownerName || !property.type || !property.address) return '';
  return null;
}
