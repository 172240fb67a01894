import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** POST /analytics/events, the site's analytics sink (issue 3). */
export function registerAnalyticsRoutes(_api: FastifyInstance, _db: Database): void {}
