import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from 'mfe-shared/schemas';

/**
 * Where the bytes of uploaded files live (docs/architecture.md#the-api-and-the-database): local
 * disk by default, an S3-compatible store later. The database row in `files` says what a file is;
 * the storage only keeps bytes under (county, uuid). Keys never come from what a visitor typed.
 */
export interface FileStorage {
  /** Stores the bytes; when it resolves they survive a restart. Replaces an existing entry. */
  put(tenantId: string, id: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under this key. */
  get(tenantId: string, id: string): Promise<Buffer | null>;
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
function checkKey(tenantId: string, id: string): void {
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
    async delete(tenantId, id) {
      await fs.rm(fileFor(tenantId, id), { force: true });
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
    async delete(tenantId, id) {
      entries.delete(key(tenantId, id));
    },
  };
}
