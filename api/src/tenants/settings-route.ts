import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { readTenantSettings } from './tenant-store';

/**
 * GET /settings: every settings key of the county, defaults applied. The body is already
 * settingsSchema's output; it is not declared as the response schema because the zod type
 * provider serialises by encoding, which settingsSchema's string-to-boolean preprocessing cannot do.
 */
export function registerSettingsRoute(api: FastifyInstance, db: Database): void {
  api.get('/settings', async (request) => {
    const { settings, ignoredKeys } = await readTenantSettings(db, request.tenant.id);
    if (ignoredKeys.length) request.log.warn({ tenant: request.tenant.id, ignoredKeys }, 'stored settings rejected by the schema; defaults used');
    return settings;
  });
}
