import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../infrastructure/db/client';
import { fileChunks } from '../../infrastructure/db/schema';
import { checkKey, type FileStorage } from './file-storage';

/**
 * 256 KB: a 100 MB upload is 400 rows, and a download holds one piece (plus the socket's buffer)
 * in memory however large the file is.
 */
export const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * Bytes in the database (file_chunks), so that every API process on one PostgreSQL serves what any
 * of them stored. A put is one transaction (all pieces or none; an existing entry is replaced);
 * a read fetches one piece per query, the next only once the reader has taken the last.
 */
export function databaseFileStorage(db: Database, { chunkBytes = FILE_CHUNK_BYTES }: { chunkBytes?: number } = {}): FileStorage {
  const keyOf = (tenantId: string, id: string) => and(eq(fileChunks.tenantId, tenantId), eq(fileChunks.fileId, id));
  async function piece(tenantId: string, id: string, seq: number): Promise<Buffer | null> {
    const [row] = await db
      .select({ bytes: fileChunks.bytes })
      .from(fileChunks)
      .where(and(keyOf(tenantId, id), eq(fileChunks.seq, seq)))
      .limit(1);
    return row?.bytes ?? null;
  }

  async function open(tenantId: string, id: string): Promise<Readable | null> {
    checkKey(tenantId, id);
    // The first piece decides whether there is a file at all, before any byte of a reply is sent.
    const first = await piece(tenantId, id, 0);
    if (!first) return null;
    async function* pieces() {
      yield first!;
      for (let seq = 1; ; seq += 1) {
        const bytes = await piece(tenantId, id, seq);
        if (!bytes) return;
        yield bytes;
      }
    }
    // Not object mode: a piece is above the stream's high-water mark, so the next query waits for the reader.
    return Readable.from(pieces(), { objectMode: false });
  }

  return {
    async put(tenantId, id, bytes) {
      checkKey(tenantId, id);
      await db.transaction(async (tx) => {
        await tx.delete(fileChunks).where(keyOf(tenantId, id));
        // An empty file still has its piece 0, so that it is found.
        for (let seq = 0, offset = 0; seq === 0 || offset < bytes.length; seq += 1, offset += chunkBytes) {
          await tx.insert(fileChunks).values({ tenantId, fileId: id, seq, bytes: bytes.subarray(offset, offset + chunkBytes) });
        }
      });
    },
    async get(tenantId, id) {
      const stream = await open(tenantId, id);
      if (!stream) return null;
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(part as Buffer);
      return Buffer.concat(parts);
    },
    open,
    async delete(tenantId, id) {
      checkKey(tenantId, id);
      await db.delete(fileChunks).where(keyOf(tenantId, id));
    },
  };
}
