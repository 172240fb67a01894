import fs from 'node:fs';
import path from 'node:path';
import type { FileStoreKind } from '../../infrastructure/config/environment';
import type { Database } from '../../infrastructure/db/client';
import { databaseFileStorage } from './database-file-storage';
import { fallbackFileStorage, localFileStorage, type FileStorage } from './file-storage';

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
