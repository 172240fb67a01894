import type { onRequestAsyncHookHandler } from 'fastify';
import { MEETING_MESSAGES, type Settings } from 'mfe-shared/schemas';
import { HttpError } from '../http/http-error';

/**
 * onRequest hook of every meeting call: a county whose `meetings.enabled` is off has no meeting
 * API at all (404, before any query or body is read).
 */
export const requireMeetingsEnabled: onRequestAsyncHookHandler = async (request) => {
  if (!request.settings['meetings.enabled']) throw new HttpError(404, MEETING_MESSAGES.disabled);
};

const FALLBACK_TIME_ZONE = 'America/New_York';

/** `general.timezone`, or the default zone when the stored name is not one Intl knows. */
export function countyTimeZone(settings: Pick<Settings, 'general.timezone'>): string {
  const zone = settings['general.timezone'];
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}
