// First: traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set, must patch http, fastify and pg before they load.
import { startedTracing } from './infrastructure/tracing/start-tracing';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { environmentOrExit } from './infrastructure/config/environment';
import { isLoopback, trustProxyInWords } from './infrastructure/http/network';
import { startComperToolBeside } from './tools/comper-tool/start';
import { startCountyPageBeside } from './tools/county-page/start';
import { openDatabase } from './infrastructure/db/client';
import { DataDirInUseError } from './infrastructure/db/data-dir-lock';
import { seedAtStart } from './tools/demo/seed-at-start';
import { SHUTDOWN_DEADLINE_MS } from './infrastructure/http/shutdown';
import { fileStorageFor } from './capabilities/files/file-storage-for';
import { createFileSweeper } from './capabilities/files/file-sweeper';
import { startMailCatcherUnlessSmtp } from './tools/mail-catcher/start';
import { emailComposer } from './capabilities/emails/compose-email';
import { smtpSender } from './infrastructure/mail/smtp-sender';
import { createOutboxWorker } from './capabilities/outbox/outbox-worker';
import { loadPortalSecret } from './infrastructure/tokens/portal-secret';
import { tokenSigner } from './infrastructure/tokens/signed-token';
import { processRegistry, writeRemotesJson } from './routes/web/remotes';

async function main(): Promise<void> {
  // Every variable read before anything starts (infrastructure/config/environment.ts): a wrong one stops the server with all of them listed.
  const config = environmentOrExit(process.env);
  const { PORT: port, HOST: host, DIST_ROOT: distRoot, DATABASE_URL: databaseUrl, TRUST_PROXY: trustProxy, limits, FILE_STORE: fileStore, DRAIN_DELAY_MS: drainDelayMs } = config;
  const timeouts = { headersSeconds: config.HEADERS_TIMEOUT, requestSeconds: config.REQUEST_TIMEOUT, idleSeconds: config.IDLE_TIMEOUT };
  const { DATA_DIR: dataDir, UNATTACHED_FILE_HOURS: unattachedFileHours, DEMO: demoMode } = config;

  let database;
  try {
    database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: config.DATABASE_POOL_SIZE, metrics: config.METRICS === 'on' } : { dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // Demo mode (infrastructure/config/demo-mode.ts): the demo counties point their comparables setting at the demo tool this process starts.
  const comperUrl = config.COMPER_PUBLIC_URL;
  // ...and allow the demo county web page (COUNTY_PAGE_PORT, 8082) to embed them (embed.allowed_origins).
  const countyPageUrl = config.COUNTY_PAGE_PUBLIC_URL;
  await seedAtStart(database.db, { mode: demoMode, parcels: config.PARCELS, comperUrl, embedOrigin: countyPageUrl, log: (line) => console.log(line) });

  // The registry of remotes (remotes.json): REMOTES_FILE, read again when it changes, or this repository's remotes.
  const remotesJson = await processRegistry(config, (message) => console.warn(message)).catch((error: Error) => {
    console.error(`REMOTES_FILE could not be read: ${error.message}`);
    process.exit(1);
  });
  // Uploaded files' bytes (FILE_STORE): in PostgreSQL with DATABASE_URL, so every API process serves
  // what any of them stored; on disk beside PGlite's directory otherwise.
  const fileStorage = fileStorageFor(fileStore, database.db, path.join(dataDir, 'files'));
  let listeningPort = 0;
  // The key of the status links: PORTAL_SECRET, or one generated into DATA_DIR and kept.
  const secret = loadPortalSecret(config.PORTAL_SECRET, dataDir);
  const tokens = tokenSigner(secret.secret);
  // GET /metrics to this machine and METRICS_ALLOW (docs/operations.md#metrics); METRICS=off: none, to measure what they cost.
  const metrics = config.METRICS === 'on' && { allow: config.METRICS_ALLOW };
  const app = buildApp({ db: database.db, distRoot, remotesJson, logger: { level: 'info' }, fileStorage, tokens, trustProxy, limits, timeouts, metrics });
  app.log.info(trustProxyInWords(trustProxy));
  if (demoMode.staffAccounts && !isLoopback(host)) {
    app.log.warn(`HOST=${host} opens this demo to the network. Its staff accounts' password is in the README, so it is refused from any address but this machine's.`);
  }
  if (secret.source === 'generated') app.log.info(`generated a PORTAL_SECRET into ${path.join(dataDir, 'portal-secret')}`);
  if (databaseUrl && secret.source !== 'env')
    app.log.warn('PORTAL_SECRET is not set: other API processes on this database need the same secret, or their status links will not open here');

  // E-mail: the local mail catcher unless SMTP_URL names a real server; the outbox worker sends.
  const catcher = await startMailCatcherUnlessSmtp(config).catch((error: Error) => {
    console.error(`The local mail catcher could not start (${error.message}): set MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_PORT to free ports, or SMTP_URL to a mail server.`);
    process.exit(1);
  });
  const sender = smtpSender(config.SMTP_URL || catcher!.smtpUrl);
  const outboxWorker = createOutboxWorker({
    db: database.db,
    sender,
    compose: emailComposer({
      db: database.db,
      tokens,
      // Read when an e-mail is composed: with PORT=0 the port is known only once listening.
      publicUrl: () => config.PORTAL_PUBLIC_URL || `http://localhost:${listeningPort || port}`,
      from: config.MAIL_FROM,
      // The county as its requests see it (one copy per process, at most 5 s old).
      counties: app.counties,
    }),
    unconfirmedPerDay: limits.mail.unconfirmedPerDay,
    log: app.log,
    busy: () => app.requestsInFlight() > 0,
  });
  // Uploads and comparables PDFs nothing holds after UNATTACHED_FILE_HOURS (24) are deleted, row and bytes.
  const fileSweeper = createFileSweeper({ db: database.db, storage: fileStorage, maxAgeMs: unattachedFileHours * 3_600_000, log: app.log });
  // The /remotes.json route answers either way; the file is for hosts that serve shell/dist alone.
  await writeRemotesJson(distRoot, await remotesJson()).then(
    (written) => written && app.log.info(`wrote ${written}`),
    (error: Error) => app.log.warn(`could not write remotes.json beside the shell: ${error.message}`),
  );

  let comperTool: Awaited<ReturnType<typeof startComperToolBeside>> = null;
  let countyPage: Awaited<ReturnType<typeof startCountyPageBeside>> = null;
  let closing = false;
  // SIGTERM (a deploy, the cluster script's rolling restart): /readyz answers 503 at once, then,
  // after DRAIN_DELAY_MS (time for a load balancer's checks to notice), the server stops listening,
  // closes idle keep-alive connections, answers the requests in hand, and then the background work
  // stops. A request that still arrives on a kept-alive connection gets a 503 (Fastify's
  // return503OnClosing), which a proxy retries elsewhere when the request is idempotent.
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info(`${signal}: draining`);
    // Requests that never finish (a stuck database) must not keep a stopping process alive.
    setTimeout(() => {
      app.log.error(`${signal}: still closing after ${SHUTDOWN_DEADLINE_MS / 1000} s, exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    await app.close();
    await outboxWorker.stop();
    await fileSweeper.stop();
    sender.close();
    await catcher?.close();
    await comperTool?.close();
    await countyPage?.close();
    await database.close();
    // The spans still in the batch go to the collector before the process ends.
    await startedTracing?.shutdown().catch(() => undefined);
    app.log.info(`${signal}: closed`);
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  try {
    await app.listen({ port, host });
  } catch (error) {
    await database.close();
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(`Port ${port} is already in use: stop the other process, or set PORT to another port.`);
    process.exit(1);
  }
  const { port: actualPort } = app.server.address() as AddressInfo;
  listeningPort = actualPort;
  console.log(
    `Assessor portal on http://localhost:${actualPort}/ (${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}; files ${fileStore === 'database' ? 'in the database' : `in ${path.join(dataDir, 'files')}`})`,
  );
  if (catcher) console.log(`Mail catcher: e-mails the portal sends are at ${catcher.webUrl} (SMTP on port ${catcher.smtpPort})`);
  outboxWorker.start();
  fileSweeper.start();
  comperTool = await startComperToolBeside(config, { host, portalOrigin: `http://localhost:${actualPort}`, log: (line) => console.log(line) });
  countyPage = await startCountyPageBeside(config, { host, portalOrigin: `http://localhost:${actualPort}`, comperOrigin: comperUrl, log: (line) => console.log(line) });
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
