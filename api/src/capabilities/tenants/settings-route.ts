import type { FastifyInstance } from 'fastify';
import { serverSettingsSchema } from './server-settings';

const SERVER_ONLY_KEYS = new Set(Object.keys(serverSettingsSchema.shape));

/**
 * GET /settings: every settings key of the county, defaults applied (a stored value the schema
 * rejects is left out and logged when read, county-cache.ts). The body is already settingsSchema's
 * output; it is not declared as the response schema because the zod type provider serialises by
 * encoding, which settingsSchema's string-to-boolean preprocessing cannot do. The server's own
 * keys (server-settings.ts) stay on the server.
 */
export function registerSettingsRoute(api: FastifyInstance): void {
  api.get('/settings', async (request) => Object.fromEntries(Object.entries(request.settings).filter(([key]) => !SERVER_ONLY_KEYS.has(key))));
}
