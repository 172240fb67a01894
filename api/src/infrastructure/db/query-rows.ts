import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows of a raw statement, on the database or in a transaction; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
