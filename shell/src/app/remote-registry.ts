import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteModule, remoteNames, type RemoteName, type RemotesJson } from 'mfe-shared';

export type { RemoteName, RemotesJson };
export type RegisteredRemotes = RemotesJson;

/** The federation name of a remote (its container name cannot hold a hyphen). */
export const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');

/** What /remotes.json holds, unchecked: names the shell does not know are ignored. */
export type RemotesFile = Record<string, unknown>;

export async function fetchRemotesJson(fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<RemotesFile> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error('The list of site areas could not be loaded.');
  return (await response.json()) as RemotesFile;
}

/** The remotes this county turns on and that have a deployed manifest. */
export function selectRemotes(remotesJson: RemotesFile, enabled: Record<'search' | 'appeal' | 'meeting', boolean>): RegisteredRemotes {
  const selected: RegisteredRemotes = {};
  for (const remote of remoteNames) {
    const entry = remotesJson[remote];
    if (enabled[remoteModule[remote]] && typeof entry === 'string' && entry) selected[remote] = entry;
  }
  return selected;
}

/** Registers ONLY the enabled remotes, so a disabled module's files are never requested. */
export function registerEnabledRemotes(
  remotesJson: RemotesFile,
  enabled: Record<'search' | 'appeal' | 'meeting', boolean>,
  register: typeof registerRemotes = registerRemotes,
): RegisteredRemotes {
  const selected = selectRemotes(remotesJson, enabled);
  register(
    Object.entries(selected).map(([remote, entry]) => ({
      name: federationName(remote as RemoteName),
      // Absolute, so the manifest's 'auto' public path resolves against the remote's own origin.
      entry: new URL(entry as string, window.location.href).href,
    })),
  );
  return selected;
}
