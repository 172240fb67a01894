import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isUuid } from 'mfe-shared/schemas';

/**
 * Where the bytes of uploaded files live (docs/architecture.md#the-api-and-the-database): local
 * disk with PGlite, the database itself with PostgreSQL (database-file-storage.ts, shared by every
 * API process; chosen in file-storage-for.ts), an S3-compatible store later. The database row in
 * `files` says what a file is; the storage only keeps bytes under (county, uuid). Keys never come
 * from what a visitor typed.
 */
export interface FileStorage {
  /** Stores the bytes; when it resolves they survive a restart. Replaces an existing entry. */
  put(tenantId: string, id: string, bytes: Buffer): Promise<void>;
  /** The bytes, whole, or null when nothing is stored under this key (small files and tests; downloads use `open`). */
  get(tenantId: string, id: string): Promise<Buffer | null>;
  /** The bytes as a stream that holds a piece at a time, or null when nothing is stored under this key. */
  open(tenantId: string, id: string): Promise<Readable | null>;
  /** Removes the bytes; removing what is not there is not an error. */
  delete(tenantId: string, id: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp; the file, comper and download routes read and write through it. */
    fileStorage: FileStorage;
  }
}

const TENANT = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Refuses any key that is not a county slug and a lower-case uuid, so no path can escape the root. */
export function checkKey(tenantId: string, id: string): void {
  if (!TENANT.test(tenantId) || !isUuid(id) || id !== id.toLowerCase()) throw new Error(`file storage: refused key ${JSON.stringify([tenantId, id])}`);
}

/** Files under `<root>/<county>/<uuid>`, written to a temporary name, flushed and renamed into place. */
export function localFileStorage(root: string): FileStorage {
  const fileFor = (tenantId: string, id: string) => {
    checkKey(tenantId, id);
    return path.join(root, tenantId, id);
  };
  return {
    async put(tenantId, id, bytes) {
      const target = fileFor(tenantId, id);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
      const handle = await fs.open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(tenantId, id) {
      try {
        return await fs.readFile(fileFor(tenantId, id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(tenantId, id) {
      try {
        // Opened here, so a missing file is a null now rather than an error in the middle of a reply.
        const handle = await fs.open(fileFor(tenantId, id), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(tenantId, id) {
      await fs.rm(fileFor(tenantId, id), { force: true });
    },
  };
}

/**
 * Writes to `primary`, reads from it and then from `older`, deletes from both: a deployment on
 * PostgreSQL that kept its uploads on disk before the database store still serves (and sweeps)
 * them, while every new upload goes to the shared store.
 */
export function fallbackFileStorage(primary: FileStorage, older: FileStorage): FileStorage {
  return {
    put: (tenantId, id, bytes) => primary.put(tenantId, id, bytes),
    async get(tenantId, id) {
      return (await primary.get(tenantId, id)) ?? older.get(tenantId, id);
    },
    async open(tenantId, id) {
      return (await primary.open(tenantId, id)) ?? older.open(tenantId, id);
    },
    async delete(tenantId, id) {
      await Promise.all([primary.delete(tenantId, id), older.delete(tenantId, id)]);
    },
  };
}

/** Bytes in this process only: for tests and for apps built without a storage (never for production). */
export function memoryFileStorage(): FileStorage {
  const entries = new Map<string, Buffer>();
  const key = (tenantId: string, id: string) => {
    checkKey(tenantId, id);
    return `${tenantId}/${id}`;
  };
  return {
    async put(tenantId, id, bytes) {
      entries.set(key(tenantId, id), Buffer.from(bytes));
    },
    async get(tenantId, id) {
      return entries.get(key(tenantId, id)) ?? null;
    },
    async open(tenantId, id) {
      const bytes = entries.get(key(tenantId, id));
      return bytes ? Readable.from([bytes]) : null;
    },
    async delete(tenantId, id) {
      entries.delete(key(tenantId, id));
    },
  };
}
