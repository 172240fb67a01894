import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteNames, type RemoteName, type RemotesJson } from 'mfe-shared/schemas';

/** Each remote and the variable that can move it to another origin (independent deploys). */
const REMOTE_URL_VARIABLES: Record<RemoteName, string> = {
  'mfe-search': 'MFE_SEARCH_URL',
  'mfe-appeal': 'MFE_APPEAL_URL',
  'mfe-meeting': 'MFE_MEETING_URL',
};

/** Where a remote's build is served on this origin. */
export const remotePrefix = (remote: RemoteName) => `/remotes/${remote}/`;

/** The shell's remotes.json (mfe-shared RemotesJson): every remote on this origin, except those whose variable names another URL. */
export function remotesFromEnv(env: NodeJS.ProcessEnv = {}): RemotesJson {
  return Object.fromEntries(remoteNames.map((remote) => [remote, env[REMOTE_URL_VARIABLES[remote]] || `${remotePrefix(remote)}mf-manifest.json`]));
}

/**
 * Writes the map beside the built shell, so a static host or CDN serving `shell/dist` finds it too.
 * Returns the file written, or undefined when the shell is not built.
 */
export async function writeRemotesJson(distRoot: string, remotes: RemotesJson): Promise<string | undefined> {
  const shellDist = path.join(distRoot, 'shell', 'dist');
  try {
    await fs.access(shellDist);
  } catch {
    return undefined;
  }
  const file = path.join(shellDist, 'remotes.json');
  await fs.writeFile(file, `${JSON.stringify(remotes, null, 2)}\n`);
  return file;
}
