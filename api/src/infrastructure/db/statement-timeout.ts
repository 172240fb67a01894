import { sql } from 'drizzle-orm';
import { onPostgres } from './cached-plan';
import type { Database } from './database';

/*
 * Public reads run with a time limit per statement (limits.reads.queryTimeoutMs), so a costly
 * search sent by the hundred cannot hold the database's connections: PostgreSQL cancels a statement
 * past it (SQLSTATE 57014) and the read answers 503 with a sentence (parcel-routes.ts).
 *
 * PGlite cannot: it is PostgreSQL compiled to WebAssembly running on this process's own thread,
 * and a statement runs to its end without yielding, so neither PostgreSQL's timer (a signal) nor a
 * JavaScript one can fire while it runs. statement_timeout is accepted there and ignored (measured:
 * a 25-second count(*) with a 100 ms timeout ran to its end). On PGlite the other limits on public
 * reads (how deep a search pages, the terms it takes, the requests and parcels per address) are what
 * keep each read cheap.
 */

/** Whether the statement was cancelled (SQLSTATE 57014: statement_timeout). Drizzle wraps the driver's error in `cause`. */
export function queryCancelled(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '57014') return true;
    current = cause;
  }
  return false;
}

/**
 * `read` with each of its statements limited to `timeoutMs` on PostgreSQL (SET LOCAL in a
 * transaction of its own, so the connection goes back to the pool as it was); as it is on PGlite, or
 * without a limit.
 */
export async function withStatementTimeout<T>(db: Database, timeoutMs: number | undefined, read: (db: Database) => Promise<T>): Promise<T> {
  if (timeoutMs === undefined || !onPostgres(db)) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`));
    return read(tx as unknown as Database);
  });
}
