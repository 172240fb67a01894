import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Deploy-time map of remote name -> URL of its mf-manifest.json. */
export type RemotesJson = Record<string, string>;

export const REMOTE_NAMES = ['mfe-search', 'mfe-appeal', 'mfe-meeting'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RegisteredRemotes = Partial<Record<RemoteName, string>>;

/** The federation name of a remote (its container name cannot hold a hyphen). */
export const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');

const moduleOf: Record<RemoteName, 'search' | 'appeal' | 'meeting'> = {
  'mfe-search': 'search',
  'mfe-appeal': 'appeal',
  'mfe-meeting': 'meeting',
};

export async function fetchRemotesJson(fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<RemotesJson> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error('The list of site areas could not be loaded.');
  return (await response.json()) as RemotesJson;
}

/** The remotes this county turns on and that have a deployed manifest. */
export function selectRemotes(remotesJson: RemotesJson, enabled: Record<'search' | 'appeal' | 'meeting', boolean>): RegisteredRemotes {
  const selected: RegisteredRemotes = {};
  for (const remote of REMOTE_NAMES) {
    const entry = remotesJson[remote];
    if (enabled[moduleOf[remote]] && typeof entry === 'string' && entry) selected[remote] = entry;
  }
  return selected;
}

/** Registers ONLY the enabled remotes, so a disabled module's files are never requested. */
export function registerEnabledRemotes(
  remotesJson: RemotesJson,
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
