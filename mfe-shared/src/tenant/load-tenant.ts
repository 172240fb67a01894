import type { ApiClient } from '../api/api-client';
import { meSchema, type Me } from '../schemas/me';
import { parseSettings, type Settings } from '../schemas/settings';

export interface TenantSession {
  settings: Settings;
  me: Me;
}

/** Start-up reads (DESIGN): the county's settings and the staff account, together. */
export async function loadTenant(api: ApiClient): Promise<TenantSession> {
  const [settings, me] = await Promise.all([api.get('/settings'), api.get('/me')]);
  return { settings: parseSettings(settings), me: meSchema.parse(me ?? {}) };
}

export const isStaff = (me: Me): boolean => Boolean(me.accountId);
