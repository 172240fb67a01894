import type { ApiClient } from '../api/api-client';
import { isStaffRole } from '../rules/staff-roles';
import type { Me } from '../schemas/me';
import type { Settings } from '../schemas/settings';

export interface TenantSession {
  settings: Settings;
  me: Me;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Start-up reads (docs/architecture.md, start-up): the county's settings and the staff account, together.
 * The API answers GET /settings already parsed by the settings schema, every default filled in, so the
 * singleton takes it as it is and the first screen carries no schema library; only its shape is checked.
 */
export async function loadTenant(api: ApiClient): Promise<TenantSession> {
  const [settings, me] = await Promise.all([api.get('/settings'), api.get('/me')]);
  if (!isRecord(settings) || typeof settings['general.display_name'] !== 'string') {
    throw new Error('The county settings could not be read.');
  }
  const account = isRecord(me) ? me : {};
  const accountId = optionalText(account.accountId);
  const identity: Me = { accountId, name: optionalText(account.name) };
  // An API older than 2.4.0 sends no role: the screens then offer everything and the API decides.
  if (accountId && isStaffRole(account.role)) identity.role = account.role;
  return { settings: settings as Settings, me: identity };
}

export const isStaff = (me: Me): boolean => Boolean(me.accountId);
