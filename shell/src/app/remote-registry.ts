import { remoteModule, remoteNames, type RemoteName, type RemotesJson } from 'mfe-shared';
import { registerRemotes, type RemotesFile } from './remote-source';

export type { RemoteName, RemotesJson };
export type RegisteredRemotes = RemotesJson;
export { federationName, fetchRemotesJson, type RemotesFile } from './remote-source';

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
  register?: Parameters<typeof registerRemotes>[1],
): RegisteredRemotes {
  const selected = selectRemotes(remotesJson, enabled);
  registerRemotes(selected, register);
  return selected;
}
