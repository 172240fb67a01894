// What the measuring scripts (measure-home.mjs, bench-lighthouse.mjs) share: Debian's Chromium with
// the flags this machine needs, and the site started as in production on a fresh data dir.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Debian's Chromium where it is installed (CHROME_PATH overrides); otherwise undefined, Playwright's own. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** Without the network flags Chromium's background calls are refused by this machine's closed network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Starts api/src/main.ts on any free port (PORT=0; others may be serving on this machine) with
 * `dataDir`, no comparables tool and no demo county page (unless `env` says otherwise), and resolves
 * with its origin once it listens. The output is read until then and drained afterwards, so a full
 * pipe never blocks the server.
 */
export async function startSite(dataDir, timeoutMs = 300_000, env = {}) {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, COMPER_PORT: '0', COUNTY_PAGE_PORT: '0', MAIL_CATCHER_PORT: '0', MAIL_CATCHER_SMTP_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const origin = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the site did not start in ${timeoutMs / 1000} s:\n${output.slice(-2000)}`)), timeoutMs);
      const read = (chunk) => {
        output += chunk;
        const started = /Assessor portal on (http:\/\/localhost:\d+)\//.exec(output);
        if (started) {
          clearTimeout(timer);
          resolve(started[1]);
        }
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
      server.on('exit', (code) => reject(new Error(`the site stopped (${code}) before it listened:\n${output.slice(-2000)}`)));
    });
    server.stdout.removeAllListeners('data').resume();
    server.stderr.removeAllListeners('data').resume();
    server.removeAllListeners('exit');
    return { server, origin };
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
}

/** Stops a site started by startSite and waits until it has exited. */
export async function stopSite(server) {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}
