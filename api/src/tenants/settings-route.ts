import type { FastifyInstance } from 'fastify';

/**
 * GET /settings: every settings key of the county, defaults applied (a stored value the schema
 * rejects is left out and logged when read, county-cache.ts). The body is already settingsSchema's
 * output; it is not declared as the response schema because the zod type provider serialises by
 * encoding, which settingsSchema's string-to-boolean preprocessing cannot do.
 */
export function registerSettingsRoute(api: FastifyInstance): void {
  api.get('/settings', async (request) => request.settings);
}
