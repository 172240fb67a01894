import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemoteRegistry } from 'mfe-shared/schemas';
import { remotePrefix } from './remotes';

/**
 * The first screen's requests the page itself cannot name at build time: the county's data and the
 * front door remote's files. As <link rel="preload"> in <head>, the browser asks for them while it
 * parses the page, beside the shell's own files (hinted at build: scripts/rspack/start-up-preload-plugin.ts),
 * instead of after the shell has started (docs/architecture.md#start-up).
 *
 * Each hint must match the request that uses it, or the browser fetches twice: `fetch()` runs in
 * CORS mode with same-origin credentials, which is what `crossorigin` (anonymous) asks for; the
 * federation runtime adds remoteEntry.js as a plain <script>, so that hint has no crossorigin.
 */
const fetchHint = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">`;
const scriptHint = (href: string) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The county's settings and the visitor's staff session: the first thing the shell asks for. */
export function dataHints(tenant: string): string[] {
  const api = `/${encodeURIComponent(tenant)}/api`;
  return [fetchHint(`${api}/settings`), fetchHint(`${api}/me`)];
}

/**
 * The remote every first screen but a wizard's starts with: the one mounted at '/' (mfe-search).
 * Only when it is for everyone and always on: a staff-only remote is never hinted to the public,
 * and the page does not know the county's settings.
 */
function frontDoor(registry: RemoteRegistry): string | undefined {
  return Object.keys(registry).find((name) => registry[name].path === '/' && !registry[name].staffOnly && !registry[name].enabledBy?.length);
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * remotes.json, the front door remote's manifest, and, when the remote is deployed on this origin
 * (its manifest is then on disk), its remoteEntry.js and the chunks of its `./routes`.
 * A remote moved to another origin gets only its manifest hinted: its file names are not known here.
 */
export async function federationHints(distRoot: string, registry: RemoteRegistry): Promise<string[]> {
  const first = frontDoor(registry);
  if (!first) return [fetchHint('/remotes.json')];
  const manifestUrl = registry[first].entry;
  const hints = [fetchHint('/remotes.json'), fetchHint(manifestUrl)];
  const prefix = remotePrefix(first);
  if (manifestUrl !== `${prefix}mf-manifest.json`) return hints;
  const manifest = await readManifest(path.join(distRoot, first, 'dist', 'mf-manifest.json'));
  const entry = manifest?.metaData?.remoteEntry;
  if (typeof entry?.name === 'string' && typeof (entry.path ?? '') === 'string') hints.push(scriptHint(`${prefix}${entry.path ? `${entry.path}/` : ''}${entry.name}`));
  // A manifest is the remote team's file: anything unexpected in it costs the hints, never the page.
  const routes = Array.isArray(manifest?.exposes) ? manifest.exposes.find((expose) => expose?.path === './routes') : undefined;
  const files = routes?.assets?.js?.sync;
  for (const file of Array.isArray(files) ? files : []) if (typeof file === 'string') hints.push(scriptHint(`${prefix}${file}`));
  return hints;
}

async function readManifest(file: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Manifest;
  } catch {
    // Not built, or being redeployed: the page works without the hints.
    return undefined;
  }
}

/** The page with the hints placed at the end of its <head>. */
export function withHints(html: string, hints: string[]): string {
  if (hints.length === 0) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${hints.join('')}${html.slice(at)}`;
}
