// Several API processes on one PostgreSQL behind nginx: start, rolling restart, stop.
// Used by start-cluster.mjs (npm run start:cluster), the cluster tests (cluster/) and bench:api's
// surge case. README "Running several API processes" describes what is shared.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { nginxConfig } from './nginx-config.mjs';
import { exitOf, freePort, reloadNginx, spawnApi, spawnNginx, startMailCatcher, stopChild, tail, waitFor200, writeNginxConfig } from './processes.mjs';

export { freePort } from './processes.mjs';

export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';

/** PORTAL_SECRET: the same for every process (status links signed by one open on all), kept in the cluster's directory. */
function portalSecret(dir) {
  const file = path.join(dir, 'portal-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, `${randomBytes(36).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Starts `processes` API processes on `databaseUrl` and nginx on `listen` in front of them; resolves
 * once nginx answers /healthz. `dir` holds the secret, nginx's files and one log per process.
 * `apiPorts`: the processes' ports (free ones when omitted). `env`: more for every process (limits,
 * PARCELS, DEMO). `mailPorts`: the one mail catcher's { smtp, web } ports (0: any); none with SMTP_URL.
 */
export async function startCluster({
  databaseUrl,
  dir,
  processes = 2,
  listen = '8080',
  apiPorts,
  env = {},
  mailPorts = { smtp: 1025, web: 1080 },
  upstreamHeader = false,
  publicUrl,
  log = (line) => console.log(line),
}) {
  if (!databaseUrl) throw new Error('startCluster needs a PostgreSQL DATABASE_URL: processes share the database');
  if (!Number.isInteger(processes) || processes < 1) throw new Error(`API_PROCESSES must be a whole number above 0, not ${processes}`);
  if (!fs.existsSync(NGINX_BIN)) throw new Error(`nginx is not installed (${NGINX_BIN}): apt-get install nginx-light, or set NGINX_BIN`);
  fs.mkdirSync(dir, { recursive: true });
  const nginxDir = path.join(dir, 'nginx');
  // nginx's workers drop root for 'nobody': their temporary directories must be reachable.
  fs.mkdirSync(nginxDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(nginxDir, 0o755);
  const ports = apiPorts ?? (await Promise.all(Array.from({ length: processes }, () => freePort())));
  if (ports.length !== processes) throw new Error(`${processes} processes need ${processes} ports, got ${ports.length}`);
  const listenPort = Number(String(listen).split(':').pop());
  const url = publicUrl ?? `http://localhost:${listenPort}`;

  let mail;
  let nginx;
  const stopAll = async () => {
    if (nginx) {
      nginx.kill('SIGQUIT');
      await Promise.race([exitOf(nginx), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      nginx.kill('SIGKILL');
    }
    await Promise.all(apis.map((api) => stopChild(api.child)));
    await stopChild(mail?.child, 5_000);
  };

  const shared = {
    ...process.env,
    ...env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    HOST: '127.0.0.1',
    PORTAL_SECRET: env.PORTAL_SECRET || process.env.PORTAL_SECRET || portalSecret(dir),
    // nginx runs on this machine: its X-Forwarded-For and -Proto are the client's.
    TRUST_PROXY: env.TRUST_PROXY || '127.0.0.1',
    PORTAL_PUBLIC_URL: env.PORTAL_PUBLIC_URL || process.env.PORTAL_PUBLIC_URL || url,
    // Per-process demo extras that would fight over one port; the cluster runs one mail catcher itself.
    COMPER_PORT: '0',
    COUNTY_PAGE_PORT: '0',
  };
  const apis = ports.map((port, index) => ({ index, port, url: `http://127.0.0.1:${port}`, logFile: path.join(dir, `api-${index + 1}.log`), child: undefined, down: false }));

  const writeConfig = () => {
    const file = path.join(nginxDir, 'nginx.conf');
    writeNginxConfig(NGINX_BIN, file, nginxDir, nginxConfig({ dir: nginxDir, listen, upstreams: apis, upstreamHeader }));
    return file;
  };

  const startApi = async (api) => {
    api.child = spawnApi({ ...shared, PORT: String(api.port) }, api.logFile);
    const child = api.child;
    try {
      await waitFor200(`${api.url}/healthz`, {
        timeoutMs: 300_000,
        exited: () => child.exitCode !== null || child.signalCode !== null,
        describe: `API process ${api.index + 1} (port ${api.port})`,
      });
    } catch (error) {
      throw new Error(`${error.message}; its log ${api.logFile} ends:\n${tail(api.logFile)}`);
    }
  };

  try {
    if (!shared.SMTP_URL && mailPorts) {
      mail = await startMailCatcher(
        { ...process.env, MAIL_CATCHER_SMTP_PORT: String(mailPorts.smtp), MAIL_CATCHER_PORT: String(mailPorts.web) },
        path.join(dir, 'mail-catcher.log'),
      );
      shared.SMTP_URL = mail.smtpUrl;
      log(`mail catcher: ${mail.webUrl}`);
    }
    // Together: the first to take the database's locks migrates and seeds, the others wait and find it done.
    await Promise.all(apis.map((api) => startApi(api)));
    log(`API processes: ${apis.map((api) => api.url).join(', ')} (logs ${path.join(dir, 'api-N.log')})`);
    const configFile = writeConfig();
    nginx = spawnNginx(NGINX_BIN, configFile, nginxDir, path.join(nginxDir, 'nginx.log'));
    const nginxChild = nginx;
    await waitFor200(`http://127.0.0.1:${listenPort}/healthz`, {
      timeoutMs: 20_000,
      exited: () => nginxChild.exitCode !== null,
      describe: 'nginx',
    }).catch((error) => {
      throw new Error(`${error.message}:\n${tail(path.join(nginxDir, 'error.log'))}\n${tail(path.join(nginxDir, 'nginx.log'))}`);
    });
    log(`nginx: ${url}/ in front of ${processes} API process${processes === 1 ? '' : 'es'}`);
  } catch (error) {
    await stopAll();
    throw error;
  }

  let restarting = Promise.resolve();
  return {
    url,
    listenPort,
    dir,
    apis,
    mail,
    nginx,
    /** Takes a process out of nginx and waits for nginx's workers to stop choosing it. */
    async takeOut(api) {
      api.down = true;
      writeConfig();
      await reloadNginx(nginx);
    },
    async putBack(api) {
      api.down = false;
      writeConfig();
      await reloadNginx(nginx);
    },
    /** Starts a process again (after it was killed), on its port; resolves once its /healthz answers. */
    start: startApi,
    /**
     * Each process in turn: out of nginx, SIGTERM (it finishes what it has), a new one on the same
     * port, /healthz, back in. One at a time, so the others carry the load meanwhile. With a single
     * process there is no other: it is restarted in place, and requests meanwhile are refused.
     */
    rollingRestart({ onStep = (line) => log(line) } = {}) {
      const run = restarting.then(async () => {
        for (const api of apis) {
          const alone = apis.length === 1;
          const marks = [performance.now()];
          if (!alone) await this.takeOut(api);
          marks.push(performance.now());
          await stopChild(api.child);
          marks.push(performance.now());
          await startApi(api);
          marks.push(performance.now());
          if (!alone) await this.putBack(api);
          marks.push(performance.now());
          const [out, stopped, started, back] = marks.slice(1).map((mark, i) => ((mark - marks[i]) / 1000).toFixed(1));
          onStep(`restarted API process ${api.index + 1} (port ${api.port}): out of nginx ${out} s, stopped ${stopped} s, started ${started} s, back ${back} s`);
        }
      });
      restarting = run.catch(() => undefined);
      return run;
    },
    stop: stopAll,
  };
}
