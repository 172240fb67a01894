import type { Database } from '../db/client';
import type { Tenant } from '../db/schema';
import type { CountySettings } from './server-settings';
import { findTenant, readTenantSettings } from './tenant-store';

/** How long a county's row and settings are reused before they are read again (see countyCache). */
const COUNTY_CACHE_MS = 5_000;

/** A county as every call of its API sees it: its row and its settings, defaults applied. */
interface County {
  tenant: Tenant;
  settings: CountySettings;
}

interface CountyCacheOptions {
  ttlMs?: number;
  /** Told when stored settings were rejected by the schema (their defaults apply), once per read. */
  onIgnoredKeys?: (tenantId: string, ignoredKeys: string[]) => void;
}

/**
 * The county of `/:tenant/api/...` with its settings, read from the database at most once per
 * `ttlMs` per process instead of on every request: the tenant hook fills request.tenant and
 * request.settings from here, and no route reads settings any other way. Shared state lives in the
 * database (docs/architecture.md#the-api-and-the-database), so this is only a copy: the API never
 * changes a county or its settings (the seed and the office do), and a change made elsewhere shows
 * here within `ttlMs`. Only found counties are kept, so a county added a moment ago answers at once
 * and unknown names cannot fill the memory. One cache per app instance (per database).
 */
export function countyCache(db: Database, { ttlMs = COUNTY_CACHE_MS, onIgnoredKeys }: CountyCacheOptions = {}) {
  const found = new Map<string, { county: County; until: number }>();
  return async (id: string): Promise<County | undefined> => {
    const now = Date.now();
    const kept = found.get(id);
    if (kept && kept.until > now) return kept.county;
    const tenant = await findTenant(db, id);
    if (!tenant) {
      found.delete(id);
      return undefined;
    }
    const { settings, ignoredKeys } = await readTenantSettings(db, tenant.id);
    if (ignoredKeys.length) onIgnoredKeys?.(tenant.id, ignoredKeys);
    // Shared by every request of the county until it is read again: nothing may change it in place.
    const county = deepFreeze({ tenant, settings });
    found.set(id, { county, until: now + ttlMs });
    return county;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
