/**
 * An error whose message is written for the person who will read it; the error handler sends it as
 * is, with `headers` (a 429's Retry-After, say) and, when set, the `field` of the request it is
 * about, so a form can show it beside that field.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
