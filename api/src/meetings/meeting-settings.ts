import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { MEETING_MESSAGES, type Settings } from 'mfe-shared/schemas';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { readTenantSettings } from '../tenants/tenant-store';

const settingsOfRequest = new WeakMap<FastifyRequest, Settings>();

/**
 * onRequest hook of every meeting call: a county whose `meetings.enabled` is off has no meeting
 * API at all (404, before any query or body is read). The settings read here serve the handler.
 */
export function requireMeetingsEnabled(db: Database): onRequestAsyncHookHandler {
  return async (request) => {
    const { settings } = await readTenantSettings(db, request.tenant.id);
    if (!settings['meetings.enabled']) throw new HttpError(404, MEETING_MESSAGES.disabled);
    settingsOfRequest.set(request, settings);
  };
}

/** The county's settings, read once by `requireMeetingsEnabled` for this request. */
export function meetingSettings(request: FastifyRequest): Settings {
  const settings = settingsOfRequest.get(request);
  if (!settings) throw new Error('meetingSettings: requireMeetingsEnabled did not run for this route');
  return settings;
}

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
