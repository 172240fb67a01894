import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** POST /comper/generate-pdf (issue 3). */
export function registerComperRoutes(_api: FastifyInstance, _db: Database): void {}
