import { ApiError } from 'mfe-shared';
import { NO_SERVER_MESSAGE } from '../rules/server-messages';

/**
 * The API's own sentence for a failure, already in the reader's language, for a screen to show; null
 * when there is none: no answer came (a lost connection) or it said nothing ('Unknown error'). The
 * screen then says in its own words what did not happen and what to do next.
 */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.message && error.message !== NO_SERVER_MESSAGE ? error.message : null;
}
