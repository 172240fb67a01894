import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client';

/** Longer than any healthy `select 1`, shorter than a load balancer's check interval. */
const DATABASE_CHECK_MS = 2_000;

/** Whether this process is shutting down (main.ts sets it first thing on SIGTERM). */
export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS)));
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const answer = (reply: FastifyReply, ok: boolean, reason?: string) =>
  reply
    .code(ok ? 200 : 503)
    .header('Cache-Control', 'no-store')
    .send(ok ? { status: 'ok' } : { status: 'unavailable', reason });

/**
 * For whatever watches the processes (a load balancer's active checks, an orchestrator, the
 * cluster script's wait loop: docs/architecture.md#several-api-processes). Outside every county,
 * so no county lookup, no limit and no staff session; not in a county's OpenAPI document, which
 * lists the county's calls only.
 *
 * - GET /healthz: the process answers and so does its database (503 when `select 1` fails or
 *   takes over 2 s). Draining does not fail it: a process finishing its requests is alive.
 * - GET /readyz: send it requests: 503 as soon as the process is draining, and while its database
 *   does not answer.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  let lastFailureLogged = 0;
  const check = async () => {
    const ok = await databaseAnswers(db);
    // One line a minute at most: a checker polling every second must not flood the log.
    if (!ok && Date.now() - lastFailureLogged > 60_000) {
      lastFailureLogged = Date.now();
      app.log.warn('health check: the database does not answer');
    }
    return ok;
  };
  app.get('/healthz', async (_request, reply) => ((await check()) ? answer(reply, true) : answer(reply, false, 'database')));
  app.get('/readyz', async (_request, reply) => {
    if (app.lifecycle.draining) return answer(reply, false, 'draining');
    return (await check()) ? answer(reply, true) : answer(reply, false, 'database');
  });
}
