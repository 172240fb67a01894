import fs from 'node:fs/promises';
import path from 'node:path';
import { readRemoteRegistry, SITE_REMOTES, type RemoteRegistry } from 'mfe-shared/schemas';
import type { Environment } from '../../infrastructure/config/environment';

/** Where a remote's build is served on this origin (static-files.ts): `DIST_ROOT/{name}/dist`. */
export const remotePrefix = (remote: string) => `/remotes/${remote}/`;

/**
 * The registry (remotes.json) of this repository's remotes (mfe-shared SITE_REMOTES): each on this
 * origin, except those another origin serves (`moved`, by remote name: the MFE_*_URL variables).
 */
export function siteRegistry(moved: Readonly<Record<string, string>> = {}): RemoteRegistry {
  return Object.fromEntries(Object.entries(SITE_REMOTES).map(([remote, mount]) => [remote, { entry: moved[remote] ?? `${remotePrefix(remote)}mf-manifest.json`, ...mount }]));
}

/** Reads the registry each time it is asked (a remote added to it is live without a restart). */
export type RegistryReader = () => Promise<RemoteRegistry>;

/** A registry's usable entries as an object again (readRemoteRegistry drops broken ones). */
function usable(file: unknown): { registry: RemoteRegistry; problems: string[] } {
  const { remotes, problems } = readRemoteRegistry(file);
  return { registry: Object.fromEntries(remotes.map(({ name, ...entry }) => [name, entry])), problems };
}

async function readRegistryFile(file: string): Promise<{ registry: RemoteRegistry; problems: string[] }> {
  const text = await fs.readFile(file, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  return usable(parsed);
}

/**
 * REMOTES_FILE: the registry as a file of its own, read again whenever it changes, so a team adds
 * or moves its remote by editing it, without restarting the API or touching the shell. A broken
 * entry is left out with a warning; a file that cannot be read or parsed keeps the last good
 * registry. At start the file must be readable (the error says why not).
 */
export async function registryFileReader(file: string, warn: (message: string) => void): Promise<RegistryReader> {
  let last = await readRegistryFile(file);
  let stamp = '';
  last.problems.forEach(warn);
  return async () => {
    try {
      const stat = await fs.stat(file);
      const now = `${stat.mtimeMs}:${stat.size}`;
      if (now !== stamp) {
        const next = await readRegistryFile(file);
        if (stamp) next.problems.forEach(warn);
        stamp = now;
        last = next;
      }
    } catch (error) {
      warn(`${file} could not be read (${(error as Error).message}); the registry read before is used.`);
    }
    return last.registry;
  };
}

/** The registry of this process: REMOTES_FILE when set, else this repository's remotes (siteRegistry). */
export async function processRegistry(
  { REMOTES_FILE: file, movedRemotes }: Pick<Environment, 'REMOTES_FILE' | 'movedRemotes'>,
  warn: (message: string) => void,
): Promise<RegistryReader> {
  if (file) return registryFileReader(file, warn);
  const registry = siteRegistry(movedRemotes);
  return async () => registry;
}

/**
 * Writes the registry beside the built shell, so a static host or CDN serving `shell/dist` finds it too.
 * Returns the file written, or undefined when the shell is not built.
 */
export async function writeRemotesJson(distRoot: string, remotes: RemoteRegistry): Promise<string | undefined> {
  const shellDist = path.join(distRoot, 'shell', 'dist');
  try {
    await fs.access(shellDist);
  } catch {
    return undefined;
  }
  const file = path.join(shellDist, 'remotes.json');
  // Written aside and renamed: several API processes starting together write it at once, and a
  // reader must never find it half written.
  const temporary = `${file}.${process.pid}.partial`;
  await fs.writeFile(temporary, `${JSON.stringify(remotes, null, 2)}\n`);
  await fs.rename(temporary, file);
  return file;
}
