import type { ComponentType } from 'react';
import { loadRemote, registerRemotes as registerWithRuntime } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesJson } from 'mfe-shared';

/*
 * Where the shell gets its areas: the one module that talks to Module Federation. It reads the
 * deployed remotes (remotes.json), registers the enabled ones with the federation runtime and loads
 * a remote's `./routes`. The monolith build (shell/rspack.monolith.config.ts, used only to measure)
 * puts remote-source.monolith.ts in its place, which imports the remotes' routes directly; nothing
 * else in the shell knows which of the two it runs with.
 */

/** A remote's `./routes`: its default export is the area's route table. */
export type RoutesModule = { default: ComponentType };

/** What /remotes.json holds, unchecked: names the shell does not know are ignored. */
export type RemotesFile = Record<string, unknown>;

/** The federation name of a remote (its container name cannot hold a hyphen). */
export const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');

/** The deployed remotes, read from /remotes.json (never from the HTTP cache, so a redeploy shows at once). */
export async function fetchRemotesJson(fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<RemotesFile> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error('The list of site areas could not be loaded.');
  return (await response.json()) as RemotesFile;
}

/** Makes the given remotes (the enabled ones) loadable: registers them with the federation runtime. */
export function registerRemotes(selected: RemotesJson, register: typeof registerWithRuntime = registerWithRuntime): void {
  register(
    Object.entries(selected).map(([remote, entry]) => ({
      name: federationName(remote as RemoteName),
      // Absolute, so the manifest's 'auto' public path resolves against the remote's own origin.
      entry: new URL(entry as string, window.location.href).href,
    })),
  );
}

/** A registered remote's `./routes`, fetched by the federation runtime. */
export const loadRoutes = (remote: RemoteName) => loadRemote<RoutesModule>(`${federationName(remote)}/routes`);
