import { performance } from 'node:perf_hooks';
import type { Pool, PoolClient } from 'pg';
import { databaseQueryDuration, watchPool } from '../metrics/portal-metrics';

/*
 * The database's metrics on PostgreSQL (docs/operations.md#metrics), in one place: every
 * connection a pool opens has its `query` timed, which covers Drizzle's statements, the
 * transactions' and the cached-plan statements' alike (all go through a pooled client's query), at
 * the cost of two clock reads and an observation a statement. PGlite runs statements one at a time
 * in this process: the request histogram says what it costs.
 */

type Query = PoolClient['query'];

function timeQueries(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    // performance.now(): a double, where hrtime.bigint() allocates a BigInt at each read.
    const started = performance.now();
    const observe = () => databaseQueryDuration.observe((performance.now() - started) / 1000);
    const last = args.length - 1;
    // pg-pool's own pool.query passes a callback; Drizzle awaits the promise; a stream (COPY) is neither and is not timed.
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...results: unknown[]) => void;
      args[last] = (...results: unknown[]) => {
        observe();
        callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(observe, observe);
    return result;
  }) as Query;
}

/** Times the statements of `pool`'s connections and reports its connections in use and its waiting clients as `name`; answers how to stop reporting it. */
export function measurePool(pool: Pool, name: string): () => void {
  pool.on('connect', timeQueries);
  return watchPool(name, pool);
}
