import type { onRequestAsyncHookHandler } from 'fastify';
import { enabledModules, MEETING_MESSAGES, type Settings } from 'mfe-shared/schemas';
import { HttpError } from '../../infrastructure/http/http-error';

/**
 * Whether the county offers meetings: `meetings.enabled` on and `appeal.hide_meetings` off, the
 * rule by which the shell loads the meeting area at all; otherwise 404, as if the calls did not exist.
 */
export function refuseUnlessMeetingsOffered(settings: Settings): void {
  if (!enabledModules(settings).meeting) throw new HttpError(404, MEETING_MESSAGES.disabled);
}

/** onRequest hook of every meeting call: refused before any query or body is read. */
export const requireMeetingsEnabled: onRequestAsyncHookHandler = async (request) => refuseUnlessMeetingsOffered(request.settings);
