import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** GET /places, GET and HEAD /time-slots, POST /time-slots/{id}/reserve, HEAD and POST /meetings (issue 3). */
export function registerMeetingRoutes(_api: FastifyInstance, _db: Database): void {}
