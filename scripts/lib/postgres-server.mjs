// A PostgreSQL server for a test stage: DATABASE_URL when it is set, otherwise a throwaway server
// (scripts/pg-throwaway.sh) when the binaries are installed and we may run it (as root, through
// the postgres user). `undefined` when neither: the caller says what it skips.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const throwaway = path.join(root, 'scripts', 'pg-throwaway.sh');

export const canStartPostgres = () => Boolean(process.env.DATABASE_URL) || (existsSync(path.join(pgBin, 'initdb')) && process.getuid?.() === 0);

/**
 * `serverOptions`: more `-c name=value` for a throwaway server, after the test ones (a benchmark
 * that must write durably turns fsync back on).
 * @returns {{ url: string, given: boolean, stop: () => void } | undefined}
 */
export function startPostgres(serverOptions = '') {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, given: true, stop: () => undefined };
  if (!canStartPostgres()) return undefined;
  const env = { ...process.env, PG_BIN: pgBin, PG_THROWAWAY_OPTIONS: serverOptions };
  const started = spawnSync('bash', [throwaway, 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env });
  const vars = Object.fromEntries(
    started.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
  if (started.status !== 0 || !vars.DATABASE_URL) throw new Error('Could not start a throwaway PostgreSQL server (see above).');
  let stopped = false;
  return {
    url: vars.DATABASE_URL,
    given: false,
    stop: () => {
      if (stopped) return;
      stopped = true;
      spawnSync('bash', [throwaway, 'stop', vars.PG_THROWAWAY_DIR], { stdio: 'inherit', env });
    },
  };
}
