import type { AppealStatus } from 'mfe-shared/schemas';

/** How each step of an appeal's timeline reads on the status page: ids of this package's catalogue. */
export const APPEAL_STATUS_TEXTS = {
  filed: 'search.status.appealStatus.filed',
  'under-review': 'search.status.appealStatus.underReview',
  'offer-made': 'search.status.appealStatus.offerMade',
  'offer-accepted': 'search.status.appealStatus.offerAccepted',
  'offer-declined': 'search.status.appealStatus.offerDeclined',
  'hearing-scheduled': 'search.status.appealStatus.hearingScheduled',
  'hearing-held': 'search.status.appealStatus.hearingHeld',
  decided: 'search.status.appealStatus.decided',
  withdrawn: 'search.status.appealStatus.withdrawn',
  closed: 'search.status.appealStatus.closed',
} as const satisfies Record<AppealStatus, string>;
