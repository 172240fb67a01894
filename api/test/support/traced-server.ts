// First, as in main.ts: with OTEL_EXPORTER_OTLP_ENDPOINT set, the SDK patches http, fastify and pg as they load.
import { startedTracing } from '../../src/infrastructure/tracing/start-tracing';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { openDatabase, type OpenDatabaseOptions } from '../../src/infrastructure/db/client';
import { seedDemoTenants } from '../../src/tools/demo/seed-tenants';

/*
 * The API in a process of its own for api/test/tracing.test.ts (a Jest worker's module sandbox
 * is not Node's loader, which the instrumentations patch). TRACED_DATABASE: the options of a
 * migrated database, as JSON. Prints one line "traced-server {port, loaded}" once listening, logs
 * to stdout, and stops on SIGTERM after flushing its spans.
 */

/** Modules of OpenTelemetry's SDK, instrumentations and exporters loaded (its API alone is a no-op facade that prom-client loads on its own). */
const loadedTelemetry = () =>
  Object.keys(require.cache).filter((file) => /[\\/](@opentelemetry[\\/](?!api[\\/])|@fastify[\\/]otel[\\/]|require-in-the-middle|import-in-the-middle)/.test(file)).length;

async function main() {
  const database = await openDatabase(JSON.parse(process.env.TRACED_DATABASE ?? '{}') as OpenDatabaseOptions);
  await seedDemoTenants(database.db);
  const app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', logger: { level: 'info' } });
  // A line logged during a request, as a failing request's error handler logs one.
  app.get('/test-logs-a-line', async (request) => {
    request.log.info('a line of this request');
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  console.log(`traced-server ${JSON.stringify({ port, loaded: loadedTelemetry() })}`);
  process.on('SIGTERM', () => {
    void (async () => {
      await app.close();
      await startedTracing?.shutdown();
      await database.close();
      process.exit(0);
    })();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
