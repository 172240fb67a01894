import { isRemoteEnabled, readRemoteRegistry } from 'mfe-shared';
import type { SiteRemotes } from '../lib/site-remotes';
import { registerRemotes, type RemotesFile } from './remote-source';

export { federationName, fetchRemotesJson, type RemotesFile } from './remote-source';

/**
 * The registry's remotes that this county's settings turn on (each entry names its settings), in
 * registry order. A broken entry is left out with a warning, so one team's typo does not take the
 * other areas down.
 */
export function selectRemotes(remotesJson: RemotesFile, settings: Readonly<Record<string, unknown>>): SiteRemotes {
  const { remotes, problems } = readRemoteRegistry(remotesJson);
  for (const problem of problems) console.warn(problem);
  return remotes.filter((remote) => isRemoteEnabled(remote, settings));
}

/**
 * Registers ONLY the enabled remotes, so a disabled module's files are never requested. A
 * staff-only remote is registered too (registering fetches nothing); the routes mount it only
 * while staff are signed in.
 */
export function registerEnabledRemotes(
  remotesJson: RemotesFile,
  settings: Readonly<Record<string, unknown>>,
  register?: Parameters<typeof registerRemotes>[1],
  { base, publicOnly = false }: { base?: string; publicOnly?: boolean } = {},
): SiteRemotes {
  // publicOnly: a host without staff sign-in (the embed) has no use for the staff-only remotes.
  const selected = selectRemotes(remotesJson, settings).filter((remote) => !(publicOnly && remote.staffOnly));
  registerRemotes(selected, register, base);
  return selected;
}
