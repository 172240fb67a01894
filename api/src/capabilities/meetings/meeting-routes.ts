import type { FastifyInstance } from 'fastify';
import type { Database } from '../../infrastructure/db/client';
import { registerMeetingBookingRoutes } from './meeting-booking-routes';
import { requireMeetingsEnabled } from './meeting-settings';
import { registerPlaceRoutes } from './place-routes';
import { registerTimeSlotRoutes } from './time-slot-routes';

/**
 * GET /places, GET and HEAD /time-slots, POST /time-slots/{id}/reserve, HEAD and POST /meetings.
 * In a scope of their own, so the meetings.enabled check guards these routes and no others.
 */
export function registerMeetingRoutes(api: FastifyInstance, db: Database): void {
  api.register(async (meetingsApi) => {
    meetingsApi.addHook('onRequest', requireMeetingsEnabled);
    registerPlaceRoutes(meetingsApi, db);
    registerTimeSlotRoutes(meetingsApi, db);
    registerMeetingBookingRoutes(meetingsApi, db);
  });
}
