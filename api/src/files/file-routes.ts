import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** POST /documents and /files, DELETE /documents/{id} and /files/{id} (issue 3). */
export function registerFileRoutes(_api: FastifyInstance, _db: Database): void {}
