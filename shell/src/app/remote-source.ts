import type { ComponentType } from 'react';
import { loadRemote, registerRemotes as registerWithRuntime } from '@module-federation/enhanced/runtime';
import type { NamedRemote } from 'mfe-shared';

/*
 * Where the shell gets its areas: the one module that talks to Module Federation. It reads the
 * registry (remotes.json), registers the enabled remotes with the federation runtime and loads a
 * remote's `./routes`. The monolith build (shell/rspack.monolith.config.ts, used only to measure)
 * puts remote-source.monolith.ts in its place, which imports the remotes' routes directly; nothing
 * else in the shell knows which of the two it runs with.
 */

/** A remote's `./routes`: its default export is the area's route table. */
export type RoutesModule = { default: ComponentType };

/** What /remotes.json holds, unchecked (remote-registry.ts reads it). */
export type RemotesFile = unknown;

/** The federation name of a remote (its container name cannot hold a hyphen). */
export const federationName = (remote: string) => remote.replace(/-/g, '_');

/**
 * The registry, read from /remotes.json (never from the HTTP cache, so a new or moved remote shows at
 * once). `origin`: the portal's, when the page is another site's (the embed).
 */
export async function fetchRemotesJson(fetchImpl: typeof fetch = (...a) => fetch(...a), origin = ''): Promise<RemotesFile> {
  const response = await fetchImpl(`${origin}/remotes.json`, { cache: 'no-cache' });
  if (!response.ok) throw new Error('The list of site areas could not be loaded.');
  return (await response.json()) as RemotesFile;
}

/**
 * Makes the given remotes (the enabled ones) loadable: registers them with the federation runtime.
 * Registering fetches nothing; a remote's files are asked for when its area first renders.
 * `base`: what the registry's paths are relative to (the page, or the portal's origin for an embed).
 */
export function registerRemotes(
  selected: readonly Pick<NamedRemote, 'name' | 'entry'>[],
  register: typeof registerWithRuntime = registerWithRuntime,
  base: string = window.location.href,
): void {
  register(
    selected.map(({ name, entry }) => ({
      name: federationName(name),
      // Absolute, so the manifest's 'auto' public path resolves against the remote's own origin.
      entry: new URL(entry, base).href,
    })),
  );
}

/** A registered remote's `./routes`, fetched by the federation runtime. */
export const loadRoutes = (remote: string) => loadRemote<RoutesModule>(`${federationName(remote)}/routes`);

/** What the federation runtime keeps of each remote it read: the snapshot of its manifest, under "name:entry". */
type FederationGlobal = { __FEDERATION__?: { moduleInfo?: Record<string, { buildVersion?: unknown } | undefined> } };

/**
 * The release of a remote this page loaded: its manifest's build version (the remote's package
 * version), from the runtime's snapshot of the manifest; 'unknown' before it loaded.
 */
export function remoteRelease(remote: string): string {
  const snapshots = (globalThis as FederationGlobal).__FEDERATION__?.moduleInfo ?? {};
  const prefix = `${federationName(remote)}:`;
  const version = Object.entries(snapshots).find(([key]) => key.startsWith(prefix))?.[1]?.buildVersion;
  return typeof version === 'string' && version ? version : 'unknown';
}
