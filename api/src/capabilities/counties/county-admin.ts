import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { appealWindows, parcels, settings, tenants } from '../../infrastructure/db/schema';
import { recordAudit } from '../staff/audit';
import { findTenant, readTenantSettings } from '../tenants/tenant-store';
import type { CountySettings } from '../tenants/server-settings';
import { startReasons } from './county-reasons';
import { CountyRefusal, type Actor } from './county-refusal';
import { MODULES, type ModuleName } from './setting-values';

export { CountyRefusal, type Actor };

/** A county's id is the first part of every address of its site: lower-case words joined by hyphens. */
const SLUG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 40;

/** First path segments the site serves itself (routes/web, the remotes' folders): no county may take one. */
const RESERVED = new Set(['api', 'docs', 'files', 'embed', 'embed.js', 'healthz', 'readyz', 'remotes.json', 'assets', 'static', 'shell', 'admin', 'metrics', 'office']);

export function checkSlug(slug: string): void {
  if (slug.length > SLUG_MAX || !SLUG.test(slug)) {
    throw new CountyRefusal(
      `"${slug}" cannot be a county's id: use lower-case letters, digits and single hyphens, starting with a letter, at most ${SLUG_MAX} characters (harbor-county).`,
    );
  }
  if (RESERVED.has(slug) || slug.startsWith('mfe-')) throw new CountyRefusal(`"${slug}" is an address the site uses itself: choose another id for the county.`);
}

/** The county of an id, or a refusal that says how to list them. */
export async function countyOrRefuse(db: Database, slug: string) {
  const tenant = await findTenant(db, slug);
  if (!tenant) throw new CountyRefusal(`There is no county "${slug}": npm run county -- list shows the counties there are.`);
  return tenant;
}

async function storedSettings(db: Pick<Database, 'select'>, tenantId: string): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.tenantId, tenantId));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * A new county: its row, and its settings (those of `like`, a county to start from, then `values`);
 * its display name is its name unless the values give one; its appeal reasons, `like`'s or the
 * common ones (county-reasons.ts). Audited as 'county-created'.
 */
export async function createCounty(
  db: Database,
  { slug, name, values, like }: { slug: string; name: string; values: Record<string, unknown>; like?: string },
  actor: Actor,
): Promise<void> {
  checkSlug(slug);
  if (!name.trim()) throw new CountyRefusal('A county needs a name (--name "Harbor County").');
  if (await findTenant(db, slug)) throw new CountyRefusal(`There is already a county "${slug}": npm run county -- show ${slug} shows it.`);
  const likeId = like ? (await countyOrRefuse(db, like)).id : undefined;
  const start = likeId ? await storedSettings(db, likeId) : {};
  const chosen: Record<string, unknown> = { 'general.display_name': name.trim(), ...start, ...values };
  if (like && !('general.display_name' in values)) chosen['general.display_name'] = name.trim();
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({ id: slug, name: name.trim() });
    const rows = Object.entries(chosen).map(([key, value]) => ({ tenantId: slug, key, value }));
    if (rows.length) await tx.insert(settings).values(rows);
    await startReasons(tx, slug, likeId);
    await recordAudit(tx, { tenantId: slug, accountId: actor.accountId ?? null, action: 'county-created', detail: { by: actor.by, like: like ?? null, settings: chosen } });
  });
}

export interface CountySummary {
  id: string;
  name: string;
  modules: ModuleName[];
  parcels: number;
  openSeason: string | null;
}

export async function listCounties(db: Database): Promise<CountySummary[]> {
  const rows = await db.select().from(tenants).orderBy(asc(tenants.id));
  const counts = await db.select({ tenantId: parcels.tenantId, n: count() }).from(parcels).groupBy(parcels.tenantId);
  const open = await db.select({ tenantId: appealWindows.tenantId, name: appealWindows.name }).from(appealWindows).where(eq(appealWindows.open, true));
  const summaries: CountySummary[] = [];
  for (const tenant of rows) {
    const { settings: read } = await readTenantSettings(db, tenant.id);
    summaries.push({
      id: tenant.id,
      name: tenant.name,
      modules: modulesOn(read),
      parcels: counts.find((row) => row.tenantId === tenant.id)?.n ?? 0,
      openSeason: open.find((row) => row.tenantId === tenant.id)?.name ?? null,
    });
  }
  return summaries;
}

const modulesOn = (read: CountySettings): ModuleName[] => (Object.keys(MODULES) as ModuleName[]).filter((module) => read[MODULES[module]] === true);

export interface CountyDetail extends CountySummary {
  /** What the county has set, key by key (the rest take their defaults). */
  stored: Record<string, unknown>;
  /** Stored values the schema refuses (their defaults apply). */
  ignoredKeys: string[];
  seasons: Season[];
}

export async function showCounty(db: Database, slug: string): Promise<CountyDetail> {
  const tenant = await countyOrRefuse(db, slug);
  const { settings: read, ignoredKeys } = await readTenantSettings(db, tenant.id);
  const [{ n }] = await db.select({ n: count() }).from(parcels).where(eq(parcels.tenantId, tenant.id));
  const seasons = await seasonsOf(db, tenant.id);
  return {
    id: tenant.id,
    name: tenant.name,
    modules: modulesOn(read),
    parcels: n,
    openSeason: seasons.find((season) => season.open)?.name ?? null,
    stored: await storedSettings(db, tenant.id),
    ignoredKeys,
    seasons,
  };
}

/** A value as JSON with its objects' keys in order: the database keeps an object's keys in an order of its own (jsonb). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );

/**
 * Stores checked values (setting-values.ts readSettingValues) and audits each key's value before
 * and after ('county-settings-changed'). Running API processes read them within their county
 * cache's age (COUNTY_CACHE_MS, 5 s), without a restart. Answers the keys whose value changed.
 */
export async function setCountySettings(db: Database, slug: string, values: Record<string, unknown>, actor: Actor): Promise<string[]> {
  const tenant = await countyOrRefuse(db, slug);
  return db.transaction(async (tx) => {
    const before = await storedSettings(tx, tenant.id);
    const changes = Object.entries(values)
      .filter(([key, value]) => canonical(before[key]) !== canonical(value))
      .map(([key, value]) => ({ key, before: before[key] ?? null, after: value }));
    if (changes.length === 0) return [];
    await tx
      .insert(settings)
      .values(changes.map(({ key, after }) => ({ tenantId: tenant.id, key, value: after })))
      .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value: sql`excluded.value` } });
    await recordAudit(tx, { tenantId: tenant.id, accountId: actor.accountId ?? null, action: 'county-settings-changed', detail: { by: actor.by, changes } });
    return changes.map(({ key }) => key);
  });
}

/** Switches modules on and off: their settings (MODULES), as setCountySettings stores and audits them. */
export function switchModules(db: Database, slug: string, { enable, disable }: { enable: ModuleName[]; disable: ModuleName[] }, actor: Actor): Promise<string[]> {
  const both = enable.filter((module) => disable.includes(module));
  if (both.length) throw new CountyRefusal(`${both.join(', ')} cannot be both enabled and disabled.`);
  const values: Record<string, boolean> = {};
  for (const module of enable) values[MODULES[module]] = true;
  for (const module of disable) values[MODULES[module]] = false;
  return setCountySettings(db, slug, values, actor);
}

export interface Season {
  id: string;
  name: string;
  year: number;
  open: boolean;
  /** The first and last days the public may file (YYYY-MM-DD), when the county has set them. */
  opensOn: string | null;
  closesOn: string | null;
}

const SEASON_COLUMNS = {
  id: appealWindows.id,
  name: appealWindows.name,
  year: appealWindows.year,
  open: appealWindows.open,
  opensOn: appealWindows.opensOn,
  closesOn: appealWindows.closesOn,
};

export async function listSeasons(db: Database, slug: string): Promise<Season[]> {
  return seasonsOf(db, (await countyOrRefuse(db, slug)).id);
}

function seasonsOf(db: Database, tenantId: string): Promise<Season[]> {
  return db.select(SEASON_COLUMNS).from(appealWindows).where(eq(appealWindows.tenantId, tenantId)).orderBy(asc(appealWindows.createdAt));
}

/** A county has at most one open season: the one open is closed before another opens. */
const closeOpenSeason = (tx: Pick<Database, 'update'>, tenantId: string) =>
  tx
    .update(appealWindows)
    .set({ open: false })
    .where(and(eq(appealWindows.tenantId, tenantId), eq(appealWindows.open, true)));

/** A new appeal season (window); opened at once with `open`, which closes the one open before (a county has one open season). */
export async function addSeason(
  db: Database,
  slug: string,
  { name, year, open, opensOn = null, closesOn = null }: { name: string; year: number; open: boolean; opensOn?: string | null; closesOn?: string | null },
  actor: Actor,
): Promise<Season> {
  const tenant = await countyOrRefuse(db, slug);
  if (!name.trim()) throw new CountyRefusal('A season needs a name (--name "2027 appeal season").');
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw new CountyRefusal(`--year takes the season's year, such as ${new Date().getFullYear()}.`);
  const existing = await seasonsOf(db, tenant.id);
  if (existing.some((season) => season.name === name.trim())) throw new CountyRefusal(`${slug} already has a season called "${name.trim()}".`);
  if (opensOn && closesOn && closesOn < opensOn) throw new CountyRefusal(`--closes (${closesOn}) is before --opens (${opensOn}): give the season's last day after its first.`);
  return db.transaction(async (tx) => {
    if (open) await closeOpenSeason(tx, tenant.id);
    const [season] = await tx.insert(appealWindows).values({ tenantId: tenant.id, name: name.trim(), year, open, opensOn, closesOn }).returning(SEASON_COLUMNS);
    await recordAudit(tx, {
      tenantId: tenant.id,
      accountId: actor.accountId ?? null,
      action: 'season-added',
      detail: { by: actor.by, season: season.id, name: season.name, year, open, opensOn, closesOn },
    });
    return season;
  });
}

/** The county's season by name or id, with the county's seasons. */
async function seasonOrRefuse(db: Database, slug: string, which: string) {
  const tenant = await countyOrRefuse(db, slug);
  const seasons = await seasonsOf(db, tenant.id);
  const found = seasons.filter((season) => season.id === which || season.name === which);
  if (found.length === 0) throw new CountyRefusal(`${slug} has no season "${which}": npm run county -- seasons ${slug} lists them.`);
  if (found.length > 1) throw new CountyRefusal(`${slug} has ${found.length} seasons called "${which}": give the id of one (npm run county -- seasons ${slug}).`);
  return { tenant, seasons, season: found[0] };
}

/** Gives a season (by name or id) its first and last days: null takes a day away, a day left out stays; audited with the days before and after. */
export async function setSeasonDates(db: Database, slug: string, which: string, days: { opensOn?: string | null; closesOn?: string | null }, actor: Actor): Promise<Season> {
  const { tenant, season } = await seasonOrRefuse(db, slug, which);
  const opensOn = days.opensOn === undefined ? season.opensOn : days.opensOn;
  const closesOn = days.closesOn === undefined ? season.closesOn : days.closesOn;
  if (opensOn && closesOn && closesOn < opensOn)
    throw new CountyRefusal(`The last day (${closesOn}) is before the first (${opensOn}): give the season's last day after its first.`);
  if (season.opensOn === opensOn && season.closesOn === closesOn) return season;
  await db.transaction(async (tx) => {
    await tx
      .update(appealWindows)
      .set({ opensOn, closesOn })
      .where(and(eq(appealWindows.tenantId, tenant.id), eq(appealWindows.id, season.id)));
    await recordAudit(tx, {
      tenantId: tenant.id,
      accountId: actor.accountId ?? null,
      action: 'season-dates-changed',
      detail: { by: actor.by, season: season.id, name: season.name, before: { opensOn: season.opensOn, closesOn: season.closesOn }, after: { opensOn, closesOn } },
    });
  });
  return { ...season, opensOn, closesOn };
}

/** Opens a season by name or id (closing the open one) or closes it; audited with the season before and after. */
export async function setSeasonOpen(db: Database, slug: string, which: string, open: boolean, actor: Actor): Promise<Season> {
  const { tenant, seasons, season } = await seasonOrRefuse(db, slug, which);
  if (season.open === open) return season;
  const wasOpen = seasons.find((other) => other.open)?.id ?? null;
  await db.transaction(async (tx) => {
    if (open) await closeOpenSeason(tx, tenant.id);
    await tx
      .update(appealWindows)
      .set({ open })
      .where(and(eq(appealWindows.tenantId, tenant.id), eq(appealWindows.id, season.id)));
    await recordAudit(tx, {
      tenantId: tenant.id,
      accountId: actor.accountId ?? null,
      action: open ? 'season-opened' : 'season-closed',
      detail: { by: actor.by, season: season.id, name: season.name, openBefore: wasOpen },
    });
  });
  return { ...season, open };
}
