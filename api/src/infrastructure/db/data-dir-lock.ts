import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'portal.lock';

/** Raised when another running process already uses a PGlite data directory. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid?: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another running portal process${pid ? ` (pid ${pid})` : ''}. ` +
        'Only one process can use an embedded database at a time: stop the other process, ' +
        'or set DATA_DIR to a different directory (or DATABASE_URL to use PostgreSQL).',
    );
    this.name = 'DataDirInUseError';
  }
}

// Lock files this process holds, so a lock file naming our own pid that is NOT in here is a
// leftover from an earlier process that had the same pid (containers restart as pid 1).
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the one-process lock of a PGlite data directory and returns its release function.
 *
 * A pid file rather than proper-lockfile: proper-lockfile judges staleness by an mtime that a
 * timer refreshes, and PGlite runs Postgres synchronously on the main thread, so one long
 * statement could let a second process take a lock that is still in use. A pid is stale only
 * when its process is gone, so a crashed server can be restarted at once. (Two processes started
 * in the same instant over a crashed one's lock could both take it over; the embedded database
 * is the single-process default, so that window is left open rather than add a second lock.)
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (held.has(lockPath)) throw new DataDirInUseError(dataDir, process.pid);

  // Linking a complete pid file into place is atomic, so no reader ever sees a half-written lock.
  const ownPidFile = `${lockPath}.${process.pid}`;
  fs.writeFileSync(ownPidFile, `${process.pid}\n`);
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(ownPidFile, lockPath);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = readOwner(lockPath);
        const stale = owner === undefined || owner === process.pid || !isAlive(owner);
        // A second EEXIST means another process took the stale lock over first.
        if (!stale || attempt > 0) throw new DataDirInUseError(dataDir, owner);
        fs.rmSync(lockPath, { force: true });
      }
    }
  } finally {
    fs.rmSync(ownPidFile, { force: true });
  }

  held.add(lockPath);
  const release = () => {
    if (!held.delete(lockPath)) return;
    process.off('exit', release);
    if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  // A process that exits without closing the database (an uncaught error) still frees the directory.
  process.on('exit', release);
  return release;
}
