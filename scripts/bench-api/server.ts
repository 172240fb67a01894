// The benchmark's server, a child of scripts/bench-api.ts so that the load generator has its own
// process: the real app (buildApp) on DATABASE_URL, plus one route that exists only here, the
// baseline: the plain one-statement search (every match counted with count(*) over ()), behind
// the same county lookup, validation and serialisation as the real search, so the two compare
// HTTP to HTTP. The baseline has a pool of its own, as large as the app's, whose statements stop
// after 10 s (autocannon's timeout): a common term takes seconds, and queries left running after a
// run would otherwise slow the next case. GET /bench/busy tells the parent when both pools are idle.
// Sends { port } to the parent once it listens.
// First, as in api/src/main.ts: OTEL_EXPORTER_OTLP_ENDPOINT turns traces on, to measure what they cost (docs/benchmarks.md).
import '../../api/src/infrastructure/tracing/start-tracing';
import type { AddressInfo } from 'node:net';
import { searchQuerySchema, searchResponseSchema } from 'mfe-shared/schemas';
import { Pool } from 'pg';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp } from '../../api/src/app';
import { openDatabase } from '../../api/src/infrastructure/db/client';
import { HttpError } from '../../api/src/infrastructure/http/http-error';
import type { ParcelRow } from '../../api/src/infrastructure/db/schema';
import { sampleCounty } from '../../api/src/capabilities/parcels/search-estimate';
import { toProperty } from '../../api/src/capabilities/parcels/to-property';
import { findTenant } from '../../api/src/capabilities/tenants/tenant-store';
import { rawClient } from '../bulk-seed-parcels';

// The plain query. ILIKE on the bare columns could use no index (the trigram indexes are on
// address_key and owner_key, api/src/capabilities/parcels/search-key.ts), so each column is looked up by the
// term's key and checked by strpos: the same matches, and the same indexes the real search has.
const BASELINE_SQL = `select *, count(*) over () as total_count from parcels
  where tenant_id = $1 and (lower(id) like lower($2) || '%'
    or (address_key like '%' || search_key($2) || '%' and strpos(lower(address), lower($2)) > 0)
    or (owner_key like '%' || search_key($2) || '%' and strpos(lower(owner_name), lower($2)) > 0))
  order by address, id limit $3 offset $4`;

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is required');
  const tenantId = process.env.BENCH_TENANT ?? 'harbor-county';
  // METRICS=off as main reads it: no statement timing, no /metrics (docs/operations.md#what-they-cost).
  const metrics = process.env.METRICS !== 'off';
  const database = await openDatabase({ databaseUrl, metrics });
  const pool = rawClient(database) as unknown as Pool;
  const baselinePool = new Pool({ connectionString: databaseUrl, max: 10, options: '-c statement_timeout=10000' });
  // The estimates' sample, taken before the first request as a running server would have it.
  await sampleCounty(database.db, tenantId);

  // Autocannon sends every search from one address: the limits on public reads would measure themselves.
  const lifted = { max: 10_000_000, windowSeconds: 60 };
  const app = buildApp({
    db: database.db,
    distRoot: '/nonexistent-dist',
    limits: { reads: { perAddress: { searches: lifted, nearby: lifted }, parcelsPerAddress: lifted } },
    metrics: metrics && {},
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/bench/:tenant/baseline-search', { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } }, async (request) => {
      const tenant = await findTenant(database.db, (request.params as { tenant: string }).tenant);
      if (!tenant) throw new HttpError(404, 'unknown county');
      const { q, page, size } = request.query;
      const { rows } = await baselinePool.query(BASELINE_SQL, [tenant.id, q, size, (page - 1) * size]);
      const totalCount = rows.length > 0 ? Number(rows[0].total_count) : 0;
      const parcels = rows.map((row) => {
        const parcel = Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value])) as unknown as ParcelRow;
        // node-postgres reads bigint as a string.
        return { ...parcel, valueAmount: parcel.valueAmount === null ? null : Number(parcel.valueAmount) };
      });
      return { results: parcels.map(toProperty), pagination: { totalCount, totalPages: Math.ceil(totalCount / size) } };
    });
  app.get('/bench/busy', async () => ({
    busy: [pool, baselinePool].reduce((n, p) => n + p.totalCount - p.idleCount + p.waitingCount, 0),
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port });

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await baselinePool.end();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('disconnect', () => void close());
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
