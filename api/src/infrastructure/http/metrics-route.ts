import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { metricsAllowList, mayReadMetrics } from './metrics-access';
import { collectProcessDefaults, httpRequestDuration, NO_COUNTY, processRegistry } from '../metrics/portal-metrics';

export interface MetricsOptions {
  /** Addresses and CIDR ranges that may read /metrics besides this machine (METRICS_ALLOW). */
  allow?: readonly string[];
}

/** A scrape every few seconds from several Prometheus servers costs one query per this long. */
const OUTBOX_CACHE_MS = 5_000;

/** A request that matched no route: one label value, never its path. */
const UNMATCHED = 'unmatched';

/**
 * The outbox's queue, for this app's database: every process reports the same numbers (the
 * outbox is shared), so a dashboard takes their max, not their sum. One statement a scrape at most
 * every 5 s; it reads pending rows only, through the partial index outbox_due_idx.
 */
function outboxQueue(db: Database, registry: Registry) {
  let read: { at: number; answer: Promise<{ waiting: number; oldest: number }> } | undefined;
  const queue = () => {
    if (!read || Date.now() - read.at > OUTBOX_CACHE_MS) {
      const answer = queryRows<{ waiting: number; oldest: number | null }>(
        db,
        sql`select count(*)::int as waiting, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest from outbox where status = 'pending'`,
      ).then(([row]) => ({ waiting: Number(row?.waiting ?? 0), oldest: Number(row?.oldest ?? 0) }));
      read = { at: Date.now(), answer };
      // A failed read is not kept: the next scrape asks again.
      answer.catch(() => (read = undefined));
    }
    return read.answer;
  };
  new Gauge({
    name: 'portal_outbox_waiting_messages',
    help: 'E-mails in the outbox not yet sent, failed or dropped (due now, or waiting for a retry); the same in every process.',
    registers: [registry],
    async collect() {
      this.set((await queue()).waiting);
    },
  });
  new Gauge({
    name: 'portal_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox (0 when none); the same in every process.',
    registers: [registry],
    async collect() {
      this.set((await queue()).oldest);
    },
  });
}

/**
 * GET /metrics (docs/operations.md#metrics), outside every county: Prometheus's text format, to
 * this machine and METRICS_ALLOW only; anyone else gets the 404 of a path that does not exist. And
 * the request histogram: each answer observed once it is sent, by route template (never the URL:
 * it holds parcel ids, tokens and search terms) and by county once the request's county is known.
 * Call before the routes are registered, so the hook sees every one.
 */
export function registerMetrics(app: FastifyInstance, db: Database, { allow = [] }: MetricsOptions = {}): void {
  collectProcessDefaults();
  const registry = new Registry();
  outboxQueue(db, registry);
  const allowed = metricsAllowList(allow);

  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        county: request.tenant?.id ?? NO_COUNTY,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, allowed)) return reply.callNotFound();
    const text = (await processRegistry.metrics()) + (await registry.metrics());
    return reply.header('Cache-Control', 'no-store').type(processRegistry.contentType).send(text);
  });
}
