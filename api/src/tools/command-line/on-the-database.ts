import type { Database } from '../../infrastructure/db/client';
import { environmentOrExit } from '../../infrastructure/config/environment';
import { openDatabase } from '../../infrastructure/db/client';
import { DataDirInUseError } from '../../infrastructure/db/data-dir-lock';

/**
 * Runs a command-line tool's work on the portal's database: DATABASE_URL when set, otherwise PGlite
 * in DATA_DIR. An embedded database another process holds is said in a sentence (exit code 1), not
 * a stack; the database is closed whatever the work did. Answers the work's exit code.
 */
export async function onTheDatabase(work: (db: Database) => Promise<number>): Promise<number> {
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DATABASE_POOL_SIZE: poolSize } = environmentOrExit(process.env);
  let database;
  try {
    database = await openDatabase(databaseUrl ? { databaseUrl, poolSize } : { dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Runs a tool's main and exits with its code; an unexpected failure prints its stack and exits 1. */
export function exitWhenDone(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
