import { and, eq } from 'drizzle-orm';
import type { RemoteRegistry } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { places } from '../../infrastructure/db/schema';
import type { County } from '../../capabilities/tenants/county-cache';

/** The origin of an absolute http(s) URL; nothing for a path on this site or anything else. */
function originOf(url: string | undefined | null): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

const list = (origins: Iterable<string | undefined>) => [...new Set([...origins].filter((origin): origin is string => Boolean(origin)))];

/** The origins of the remotes a page loads: a remote deployed on another origin brings its scripts, styles, fonts and manifest from there. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  return list(Object.values(registry).map((remote) => originOf(remote.entry)));
}

/**
 * The Content-Security-Policy of a county's page: exactly what the site loads. Scripts,
 * styles, fonts and fetches from this origin and the remotes' origins; frames only from the county's
 * comparables tool (`products.public_comper_url`) and its places' maps; images from anywhere over
 * https (parcel photos and hero images are the county's own URLs) or this origin; no plugin, no
 * <base>, forms post here only. No other site may frame the page, except the embed's frame page
 * (`/{tenant}/frame`), which the county's own sites (`embed.allowed_origins`) may frame.
 * No 'unsafe-inline' or 'unsafe-eval': the pages have no inline script and zod runs without eval
 * (mfe-shared sets jitless).
 */
export function countyPolicy({ remotes, frames, frameAncestors = [] }: { remotes: string[]; frames: string[]; frameAncestors?: string[] }): string {
  const own = ["'self'", ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own}`,
    `style-src ${own}`,
    `font-src ${own}`,
    `connect-src ${own}`,
    "img-src 'self' data: https:",
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** The frame origins of a county: its comparables tool and the maps of its active places. */
export async function countyFrameOrigins(db: Database, { tenant, settings }: County): Promise<string[]> {
  const located = await db
    .select({ location: places.location })
    .from(places)
    .where(and(eq(places.tenantId, tenant.id), eq(places.active, true)));
  return list([originOf(settings['products.public_comper_url']), ...located.map((place) => originOf(place.location))]);
}
