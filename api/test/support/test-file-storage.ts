import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, countDistinct, eq } from 'drizzle-orm';
import type { Database } from '../../src/infrastructure/db/client';
import { fileChunks } from '../../src/infrastructure/db/schema';
import type { FileStorage } from '../../src/capabilities/files/file-storage';
import { fileStorageFor } from '../../src/capabilities/files/file-storage-for';
import { readEnvironment, type FileStoreKind } from '../../src/infrastructure/config/environment';

export interface TestFileStorage {
  kind: FileStoreKind;
  storage: FileStorage;
  /** Whether any bytes are stored under the key. */
  hasBytes(tenantId: string, id: string): Promise<boolean>;
  /** Entries stored (on disk, temporary names included). */
  storedCount(): Promise<number>;
  dispose(): void;
}

function filesOnDisk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesOnDisk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** The store main.ts would choose on this run's engine: the database on PostgreSQL, a fresh directory on PGlite. */
export function testFileStorage(db: Database): TestFileStorage {
  const kind = readEnvironment({ DATABASE_URL: process.env.DATABASE_URL }).FILE_STORE;
  if (kind === 'database') {
    return {
      kind,
      storage: fileStorageFor(kind, db, path.join(os.tmpdir(), 'no-files-dir-here')),
      async hasBytes(tenantId, id) {
        const found = await db
          .select({ seq: fileChunks.seq })
          .from(fileChunks)
          .where(and(eq(fileChunks.tenantId, tenantId), eq(fileChunks.fileId, id)))
          .limit(1);
        return found.length > 0;
      },
      async storedCount() {
        const [row] = await db.select({ n: countDistinct(fileChunks.fileId) }).from(fileChunks);
        return Number(row.n);
      },
      dispose: () => undefined,
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'));
  return {
    kind,
    storage: fileStorageFor(kind, db, dir),
    hasBytes: async (tenantId, id) => fs.existsSync(path.join(dir, tenantId, id)),
    storedCount: async () => filesOnDisk(dir).length,
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
