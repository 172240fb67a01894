/**
 * What a request is refused with before any route's own rules: the error handler's words for
 * Fastify's failures and for a fault of ours, unknown addresses, and text the database cannot store.
 * One group, so each has a catalogue id (`api.REQUEST_MESSAGES.<name>`).
 */
export const REQUEST_MESSAGES = {
  serverFault: 'Something went wrong on our side. Please try again in a moment.',
  invalidJson: 'The request could not be read: its body is not valid JSON.',
  emptyJson: 'The request could not be read: it says it sends JSON but its body is empty.',
  mediaType: 'The request sends a type of content that is not accepted here.',
  tooLarge: 'The request is too large.',
  contentLength: 'The request could not be read: its length does not match its body.',
  badUrl: 'The address could not be read: part of it is not correctly encoded.',
  longParam: 'The address is too long: one of its parts is longer than any this site uses.',
  notFound: 'Not found: there is nothing at this address.',
  notInCountyApi: 'Not found: this county has no such address in its API.',
  nul: 'The request contains a character that cannot be stored (NUL). Please remove it and try again.',
  brokenText: 'The request contains a broken character (half of a character pair) that cannot be stored. Please type the text again and retry.',
} as const;
