import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../infrastructure/db/client';
import { databaseFileStorage } from './database-file-storage';
import { fallbackFileStorage, localFileStorage, type FileStorage } from './file-storage';

export type FileStoreKind = 'database' | 'disk';

/**
 * FILE_STORE: 'database' or 'disk'. Unset: the database with DATABASE_URL (several API processes
 * share it), disk beside PGlite (one process owns its directory anyway).
 */
export function fileStoreFromEnv(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): FileStoreKind {
  const configured = env.FILE_STORE?.trim().toLowerCase();
  if (!configured) return databaseUrl ? 'database' : 'disk';
  if (configured === 'database' || configured === 'disk') return configured;
  throw new Error(`FILE_STORE must be "database" or "disk", not "${env.FILE_STORE}".`);
}

/**
 * The store main.ts gives the app. Files a database-store deployment kept on disk before (in
 * `filesDir`, when it exists) are still read and deleted there.
 */
export function fileStorageFor(kind: FileStoreKind, db: Database, filesDir: string): FileStorage {
  const disk = localFileStorage(filesDir);
  if (kind === 'disk') return disk;
  const database = databaseFileStorage(db);
  return fs.existsSync(path.resolve(filesDir)) ? fallbackFileStorage(database, disk) : database;
}
