import { asc, eq } from 'drizzle-orm';
import { parseSettings } from 'mfe-shared/schemas';
import { ZodError } from 'zod';
import type { Database } from '../../infrastructure/db/client';
import { settings, tenants, type Tenant } from '../../infrastructure/db/schema';
import { parseServerSettings, type CountySettings } from './server-settings';

export function listTenants(db: Database): Promise<Tenant[]> {
  return db.select().from(tenants).orderBy(asc(tenants.name));
}

export async function findTenant(db: Database, id: string): Promise<Tenant | undefined> {
  // No county id holds NUL, and PostgreSQL would fail on it rather than find nothing.
  if (id.includes('\u0000')) return undefined;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return tenant;
}

/**
 * A county's settings with every default applied: mfe-shared's and the server's own
 * (server-settings.ts). A stored value the schema rejects is left out (its default applies) and
 * reported, so one bad value cannot take the county's site down.
 */
export async function readTenantSettings(db: Database, tenantId: string): Promise<{ settings: CountySettings; ignoredKeys: string[] }> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.tenantId, tenantId));
  const raw: Record<string, unknown> = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const server = parseServerSettings(raw);
  try {
    return { settings: { ...parseSettings(raw), ...server.settings }, ignoredKeys: server.ignoredKeys };
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const ignoredKeys = [...new Set(error.issues.map((issue) => String(issue.path[0])))];
    for (const key of ignoredKeys) delete raw[key];
    // parseSettings also reads this key under its old unprefixed name.
    if (ignoredKeys.includes('appeal.show_comper_only_residential')) delete raw.show_comper_only_residential;
    return { settings: { ...parseSettings(raw), ...server.settings }, ignoredKeys: [...ignoredKeys, ...server.ignoredKeys] };
  }
}
