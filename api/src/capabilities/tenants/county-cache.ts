import type { Database } from '../../infrastructure/db/client';
import type { Tenant } from '../../infrastructure/db/schema';
import type { CountySettings } from './server-settings';
import { findTenant, readTenantSettings } from './tenant-store';

/** How long a county's row and settings are reused before they are read again (see countyCache). */
const COUNTY_CACHE_MS = 5_000;

/** A county as every call of its API sees it: its row and its settings, defaults applied. */
export interface County {
  tenant: Tenant;
  settings: CountySettings;
}

interface CountyCacheOptions {
  ttlMs?: number;
  /** Told when stored settings were rejected by the schema (their defaults apply), once per read. */
  onIgnoredKeys?: (tenantId: string, ignoredKeys: string[]) => void;
}

/** Finds a county (countyCache); `forget` drops a county's copy once this process has changed it. */
export type CountyFinder = ((id: string) => Promise<County | undefined>) & { forget(id: string): void };

/**
 * The county of a request (`/:tenant/...`: its pages, its files and its API) with its settings,
 * read from the database at most once per `ttlMs` per process instead of on every request: one per
 * app (app.counties), so a first visit reads the county once for its page and its API calls alike.
 * The tenant hook fills request.tenant and request.settings from here, and nothing else reads the
 * county row or its settings. Shared state lives in the database
 * (docs/architecture.md#the-api-and-the-database), so this is only a copy: a change made by another
 * process (the seed, the office, another API process) shows here within `ttlMs`, one made by this
 * process at once (`forget`). Only found counties are kept, so a county added a moment ago answers
 * at once and unknown names cannot fill the memory.
 */
export function countyCache(db: Database, { ttlMs = COUNTY_CACHE_MS, onIgnoredKeys }: CountyCacheOptions = {}): CountyFinder {
  const found = new Map<string, { county: County; until: number }>();
  // Several requests of one first visit arrive together: they share one read.
  const reading = new Map<string, Promise<County | undefined>>();
  // Bumped by forget: a read that began before a change must not keep its older copy after it.
  const generation = new Map<string, number>();
  const read = async (id: string, now: number): Promise<County | undefined> => {
    const started = generation.get(id) ?? 0;
    const tenant = await findTenant(db, id);
    if (!tenant) {
      found.delete(id);
      return undefined;
    }
    const { settings, ignoredKeys } = await readTenantSettings(db, tenant.id);
    if (ignoredKeys.length) onIgnoredKeys?.(tenant.id, ignoredKeys);
    // Shared by every request of the county until it is read again: nothing may change it in place.
    const county = deepFreeze({ tenant, settings });
    if ((generation.get(id) ?? 0) === started) found.set(id, { county, until: now + ttlMs });
    return county;
  };
  const find = async (id: string): Promise<County | undefined> => {
    const now = Date.now();
    const kept = found.get(id);
    if (kept && kept.until > now) return kept.county;
    const pending = reading.get(id);
    if (pending) return pending;
    const next: Promise<County | undefined> = read(id, now).finally(() => {
      if (reading.get(id) === next) reading.delete(id);
    });
    reading.set(id, next);
    return next;
  };
  const forget = (id: string) => {
    found.delete(id);
    reading.delete(id);
    generation.set(id, (generation.get(id) ?? 0) + 1);
  };
  return Object.assign(find, { forget });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
