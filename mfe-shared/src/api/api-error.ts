/**
 * A non-OK answer of the tenant API; `message` is the text a person can read, `field` the request
 * field it is about when the API names one (a form shows the message beside it).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
