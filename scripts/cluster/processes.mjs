// Child processes of the cluster: starting, waiting for, stopping. Plain Node, no dependencies.
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = ['--import', 'tsx'];

// Each child in a process group of its own (detached): a Ctrl-C in the terminal reaches only the
// cluster script, which stops them in order (nginx first). Should the script die without stopping
// them, they are killed on its way out.
const started = new Set();
function track(child) {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}
process.on('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

/** A port free right now on 127.0.0.1 (another program may take it before we do; then the start fails and says so). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once GET `url` answers 200; rejects after `timeoutMs`, or at once when `exited()` says the process is gone. */
export async function waitFor200(url, { timeoutMs = 120_000, exited = () => false, describe = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${describe} exited before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${describe} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** The last lines of a log file, for an error message. */
export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Resolves when the child has exited (at once if it has). */
export function exitOf(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
export async function stopChild(child, graceMs = 40_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = exitOf(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** api/src/main.ts with `env`, its output appended to `logFile`. */
export function spawnApi(env, logFile) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...TSX, path.join(ROOT, 'api/src/main.ts')], { cwd: ROOT, env, stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  return track(child);
}

/** The mail catcher on its own (api/src/tools/mail-catcher/main.ts); resolves with its child and { smtpUrl, webUrl }. */
export async function startMailCatcher(env, logFile) {
  const log = fs.openSync(logFile, 'a');
  const child = track(fork(path.join(ROOT, 'api/src/tools/mail-catcher/main.ts'), [], { cwd: ROOT, env, execArgv: TSX, stdio: ['ignore', log, log, 'ipc'], detached: true }));
  fs.closeSync(log);
  const urls = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the mail catcher exited (${code}):\n${tail(logFile)}`)));
  });
  return { child, ...urls };
}

/** nginx in the foreground (daemon off) with our own configuration and prefix. */
export function spawnNginx(nginxBin, configFile, dir, logFile) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(nginxBin, ['-c', configFile, '-p', dir], { stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  return track(child);
}

/** Writes nginx's configuration aside, has nginx check it, then renames it into place: a reload never reads half a file. */
export function writeNginxConfig(nginxBin, file, dir, text) {
  const candidate = `${file}.next`;
  fs.writeFileSync(candidate, text);
  const checked = spawnSync(nginxBin, ['-t', '-q', '-c', candidate, '-p', dir], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the configuration ${candidate}:\n${checked.stderr}`);
  fs.renameSync(candidate, file);
}

/** The pids of a process's children, from /proc (Linux), with their command lines. */
function childrenOf(pid) {
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push({ pid: Number(entry), title: fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/**
 * Makes nginx read its configuration again (SIGHUP to the master) and resolves once every worker of
 * the old configuration has exited. Old workers take no new connection, but finish the requests
 * they hold, and one that accepted a request just before the reload still sends it upstream by the
 * old configuration: until they are gone, a process just taken out may still be sent a request.
 * Without /proc: a few seconds' wait.
 */
export async function reloadNginx(master, { timeoutMs = 150_000 } = {}) {
  if (!fs.existsSync('/proc/self/stat')) {
    master.kill('SIGHUP');
    return sleep(3_000);
  }
  const before = new Set(childrenOf(master.pid).map((child) => child.pid));
  master.kill('SIGHUP');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const now = childrenOf(master.pid);
    const oldLeft = now.some((child) => before.has(child.pid) && child.title !== '');
    const fresh = now.some((child) => !before.has(child.pid) && child.title.includes('worker process'));
    if (!oldLeft && fresh) return;
    await sleep(20);
  }
  throw new Error(`nginx's old workers were still finishing requests after ${timeoutMs / 1000} s`);
}
