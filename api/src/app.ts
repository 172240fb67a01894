import { randomBytes } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { RemoteRegistry } from 'mfe-shared/schemas';
import type { Database } from './infrastructure/db/client';
import { registerApiDocs } from './routes/docs/api-docs';
import { registerFileDownloadRoute } from './capabilities/files/download-route';
import { memoryFileStorage, type FileStorage } from './capabilities/files/file-storage';
import { registerCompression } from './infrastructure/http/compression';
import { registerHealthRoutes } from './infrastructure/http/health-routes';
import { frameworkErrors, registerErrorHandling } from './infrastructure/http/error-handling';
import { privacySerializers } from './infrastructure/http/log-privacy';
import { registerRequestsInFlight } from './infrastructure/http/requests-in-flight';
import { registerRequestIds, requestIdOptions } from './infrastructure/http/request-id';
import { registerMetrics, type MetricsOptions } from './infrastructure/http/metrics-route';
import { tracing } from './infrastructure/tracing/tracing';
import { registerSecurityHeaders } from './infrastructure/http/security-headers';
import { responseSerializerCompiler } from './infrastructure/http/response-serializer';
import { DEFAULT_TIMEOUTS, timeoutOptions, type ServerTimeouts } from './infrastructure/http/server-timeouts';
import { withOverrides, type LimitOverrides } from './infrastructure/config/limit-settings';
import { API_STATIC_DIR } from './infrastructure/paths';
import { countyCache } from './capabilities/tenants/county-cache';
import { useApiMessageIds } from './infrastructure/i18n/known-messages';
import { apiMessageId } from './routes/api-messages';
import { tenantApi } from './routes/tenant-api';
import { tokenSigner, type TokenSigner } from './infrastructure/tokens/signed-token';
import { registerHomePage } from './routes/web/home-page';
import { registerMonolith } from './routes/web/monolith-page';
import { siteRegistry, type RegistryReader } from './routes/web/remotes';
import { registerShellPage } from './routes/web/shell-page';
import { registerEmbedFramePage } from './routes/web/embed-frame-page';
import { registerEmbedLoader, registerRemoteFiles, registerStaticFiles, staticDirs } from './routes/web/static-files';

interface BuildAppOptions {
  db: Database;
  /** Holds `shell/dist` and each remote's `{name}/dist` (the repo root by default in main). */
  distRoot: string;
  /** The registry served at /remotes.json, or how to read it each time (REMOTES_FILE); defaults to this repository's remotes on this origin. */
  remotesJson?: RemoteRegistry | RegistryReader;
  /** Off when omitted (tests); main passes `{ level: 'info' }`. `stream`: where the lines go (standard output by default). */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** Where uploaded files' bytes live; main passes disk storage under DATA_DIR/files. Omitted: this process's memory (tests). */
  fileStorage?: FileStorage;
  /** How long a county's row and settings are reused across requests (countyCache); tests that change settings between requests pass 0. */
  countyCacheMs?: number;
  /** Signs the status links; main passes one keyed by PORTAL_SECRET. Omitted: a random key (tests). */
  tokens?: TokenSigner;
  /** The proxies whose X-Forwarded-* are believed (TRUST_PROXY, infrastructure/http/network.ts); none when omitted, never every client. */
  trustProxy?: false | string[];
  /** Limits on anonymous writes and sign-in; main passes the environment's (LIMIT_*, SIGN_IN_*). Omitted: the defaults; tests lower some. */
  limits?: LimitOverrides;
  /** How long a client may take to send headers, a request, or nothing (HEADERS_TIMEOUT, ...); the defaults when omitted. */
  timeouts?: Partial<ServerTimeouts>;
  /** GET /metrics and the request histogram (docs/operations.md#metrics); false: neither (METRICS=off). On when omitted, to this machine only. */
  metrics?: MetricsOptions | false;
}

/** The whole HTTP surface, ready for `inject` or `listen`. */
export function buildApp({
  db,
  distRoot,
  remotesJson = siteRegistry(),
  logger = false,
  fileStorage = memoryFileStorage(),
  countyCacheMs,
  tokens = tokenSigner(randomBytes(32)),
  trustProxy = false,
  limits,
  timeouts,
  metrics = {},
}: BuildAppOptions): FastifyInstance {
  const loggerOptions: FastifyServerOptions['logger'] = logger && {
    level: logger.level,
    serializers: privacySerializers,
    ...(logger.stream ? { stream: logger.stream } : {}),
    // With traces on (docs/operations.md#traces), each line of a traced request names its trace and span.
    ...(tracing.logFields ? { mixin: tracing.logFields } : {}),
  };
  // No info line per request: Fastify's "incoming request" and "request completed" cost 0.03 to
  // 0.13 ms of CPU a call even written to /dev/null (a parcel page costs about 0.35 ms in all).
  // Failures are logged by the error handler, warnings where they arise.
  const readRegistry: RegistryReader = typeof remotesJson === 'function' ? remotesJson : async () => remotesJson;
  const app = Fastify({
    logger: loggerOptions,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    frameworkErrors,
    ...requestIdOptions,
    // Slow clients are cut off: headers, the whole request, and silence each have a deadline.
    ...timeoutOptions({ ...DEFAULT_TIMEOUTS, ...timeouts }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  useApiMessageIds(apiMessageId);
  registerErrorHandling(app);
  registerRequestsInFlight(app);
  registerSecurityHeaders(app);
  registerRequestIds(app);
  app.decorate('fileStorage', fileStorage);
  app.decorate('tokens', tokens);
  app.decorate(
    'counties',
    countyCache(db, {
      ttlMs: countyCacheMs,
      onIgnoredKeys: (tenant, ignoredKeys) => app.log.warn({ tenant, ignoredKeys }, 'stored settings rejected by the schema; defaults used'),
    }),
  );
  app.decorate('limits', withOverrides(limits));
  app.decorate('lifecycle', { draining: false });
  // First: the OpenAPI document lists the routes registered after it.
  registerApiDocs(app);
  // Before any route too: it hooks each route as it is added.
  registerCompression(app);
  if (metrics) registerMetrics(app, db, metrics);

  registerStaticFiles(app, staticDirs(distRoot, API_STATIC_DIR));
  registerRemoteFiles(app, distRoot);
  registerEmbedLoader(app, distRoot);
  // Every route in a plugin, so it is added after the OpenAPI generator and compression have loaded.
  app.register(async (site) => {
    registerHomePage(site, db);
    // What a visit starts with, revalidated each time (no-cache): an ETag makes an unchanged one a 304.
    site.register(async (revalidated) => {
      await revalidated.register(fastifyEtag, { weak: true });
      // Any origin may read it: an embed on a county's page starts from it, and it names only public files.
      revalidated.get('/remotes.json', async (_request, reply) =>
        reply
          .header('Cache-Control', 'no-cache')
          .header('Access-Control-Allow-Origin', '*')
          .send(await readRegistry()),
      );
      registerShellPage(revalidated, db, distRoot, readRegistry);
      registerEmbedFramePage(revalidated, db, readRegistry);
      // Only when built (npm run build:monolith): the site without federation, for npm run bench.
      registerMonolith(revalidated, db, distRoot);
    });
    registerFileDownloadRoute(site, db);
    registerHealthRoutes(site, db);
  });
  app.register(tenantApi(db), { prefix: '/:tenant/api' });
  return app;
}
