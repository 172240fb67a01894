import type { Database } from '../db/client';
import type { Tenant } from '../db/schema';
import { findTenant } from './tenant-store';

/** How long a county's row is reused before it is read again (see countyCache). */
export const COUNTY_CACHE_MS = 5_000;

/**
 * The county row of `/:tenant/api/...`, read from the database at most once per `ttlMs` per
 * process instead of once per request (it was a round trip on every call, GET /me included).
 * DESIGN keeps shared state in PostgreSQL, so this is only a copy: a county's row is created by
 * the seed and never changed by the API, and another process's change (a rename) shows here
 * within `ttlMs`. Only found counties are kept, so a county added a moment ago answers at once
 * and unknown names cannot fill the memory. One cache per app instance (per database).
 */
export function countyCache(db: Database, ttlMs = COUNTY_CACHE_MS) {
  const found = new Map<string, { tenant: Tenant; until: number }>();
  return async (id: string): Promise<Tenant | undefined> => {
    const now = Date.now();
    const kept = found.get(id);
    if (kept && kept.until > now) return kept.tenant;
    const tenant = await findTenant(db, id);
    if (tenant) found.set(id, { tenant, until: now + ttlMs });
    else found.delete(id);
    return tenant;
  };
}
