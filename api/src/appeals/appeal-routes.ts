import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** GET /code-systems/appeal-reasons, GET /appeal-windows, HEAD /appeals, POST /appeals, GET /prc/{id}/breakdown (issue 3). */
export function registerAppealRoutes(_api: FastifyInstance, _db: Database): void {}
