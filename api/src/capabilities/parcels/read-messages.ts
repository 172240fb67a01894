import { SEARCH_MAX_RESULTS } from 'mfe-shared/domain';

/** What a visitor reads when a public read of parcels is refused (docs/security.md#reads-have-a-cost-too). */
export const PARCEL_READ_MESSAGES = {
  tooDeep: `Only the first ${SEARCH_MAX_RESULTS.toLocaleString('en-US')} results of a search can be shown. Narrow your search: add more of the address, the owner's name or the parcel number.`,
  noLetterOrDigit: 'Enter at least one letter or number to search for.',
  searchTooSlow: 'The search took too long. Please try again, or narrow your search.',
  tooSlow: 'This took too long to look up. Please try again in a moment.',
} as const;
