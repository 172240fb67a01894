import type { LocalText } from '../i18n/local-text';

/**
 * An error whose message is written for the person who will read it; the error handler sends it
 * with `headers` (a 429's Retry-After, say) and, when set, the `field` of the request it is about,
 * so a form can show it beside that field. The message is English; one made with values
 * (infrastructure/i18n/local-text.ts) also knows how to say itself in the reader's language, and a fixed one is
 * found in the catalogues by its English (infrastructure/i18n/known-messages.ts).
 */
export class HttpError extends Error {
  /** Set when the message was given as a LocalText: how to say it in another language. */
  readonly localText?: LocalText;

  constructor(
    readonly statusCode: number,
    message: string | LocalText,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(typeof message === 'string' ? message : message.english);
    this.name = 'HttpError';
    if (typeof message !== 'string') this.localText = message;
  }
}

/**
 * Runs a capability's work for a route, answering a refusal of its own rules with the status
 * `statusOf` gives it (undefined: not a refusal, rethrown as it is) and the refusal's own words.
 */
export async function answeringRefusals<T>(work: () => Promise<T>, statusOf: (error: unknown) => number | undefined): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = statusOf(error);
    if (status !== undefined && error instanceof Error) throw new HttpError(status, error.message);
    throw error;
  }
}
