import './support/load-outside-sandbox';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { fileChunks } from '../src/infrastructure/db/schema';
import { databaseFileStorage, FILE_CHUNK_BYTES } from '../src/capabilities/files/database-file-storage';
import { openTestDatabase } from './support/test-database';

// The shared file store: bytes in file_chunks, written and read a piece at a time.
// Runs on both engines; PostgreSQL is where several API processes use it.

jest.setTimeout(60_000);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const pieces = (tenantId: string, id: string) =>
  database.db
    .select({ seq: fileChunks.seq, bytes: fileChunks.bytes })
    .from(fileChunks)
    .where(and(eq(fileChunks.tenantId, tenantId), eq(fileChunks.fileId, id)))
    .orderBy(asc(fileChunks.seq));

it('keeps a file as pieces of at most the chunk size and gives back the same bytes, whole or streamed', async () => {
  const storage = databaseFileStorage(database.db, { chunkBytes: 1000 });
  const id = randomUUID();
  const bytes = randomBytes(3500);
  await storage.put('harbor-county', id, bytes);
  const stored = await pieces('harbor-county', id);
  expect(stored.map((piece) => [piece.seq, piece.bytes.length])).toEqual([
    [0, 1000],
    [1, 1000],
    [2, 1000],
    [3, 500],
  ]);
  expect((await storage.get('harbor-county', id))!.equals(bytes)).toBe(true);
  const streamed: Buffer[] = [];
  for await (const part of (await storage.open('harbor-county', id))!) streamed.push(part as Buffer);
  expect(streamed.map((part) => part.length)).toEqual([1000, 1000, 1000, 500]);
  expect(Buffer.concat(streamed).equals(bytes)).toBe(true);
});

it('reads the next piece only when the reader takes the last one', async () => {
  const storage = databaseFileStorage(database.db, { chunkBytes: 64 * 1024 });
  const id = randomUUID();
  await storage.put('harbor-county', id, randomBytes(10 * 64 * 1024));
  const stream = (await storage.open('harbor-county', id))!;
  // Nobody reads: after a moment the stream holds no more than a piece or two, not the file.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(stream.readableLength).toBeLessThanOrEqual(2 * 64 * 1024);
  stream.destroy();
});

it('replaces an entry whole, stores an empty file, deletes, and answers null for what is not there', async () => {
  const storage = databaseFileStorage(database.db, { chunkBytes: 1000 });
  const id = randomUUID();
  await storage.put('pine-county', id, randomBytes(2500));
  await storage.put('pine-county', id, Buffer.from('short'));
  expect((await pieces('pine-county', id)).length).toBe(1);
  expect((await storage.get('pine-county', id))!.toString()).toBe('short');

  const empty = randomUUID();
  await storage.put('pine-county', empty, Buffer.alloc(0));
  expect((await storage.get('pine-county', empty))!.length).toBe(0);

  // Keys are per county: the same id of another county is not there.
  expect(await storage.get('harbor-county', id)).toBeNull();
  expect(await storage.open('harbor-county', id)).toBeNull();
  await storage.delete('pine-county', id);
  await storage.delete('pine-county', id);
  expect(await storage.get('pine-county', id)).toBeNull();
  expect(await pieces('pine-county', id)).toEqual([]);
});

it('writes all pieces or none, and refuses keys that are not a county slug and a uuid', async () => {
  const storage = databaseFileStorage(database.db, { chunkBytes: 1000 });
  const id = randomUUID();
  // No such county: the first piece's foreign key fails, and nothing is left.
  await expect(storage.put('no-such-county', id, randomBytes(2500))).rejects.toThrow();
  expect(await pieces('no-such-county', id)).toEqual([]);
  await expect(storage.put('../etc', randomUUID(), Buffer.from('x'))).rejects.toThrow(/refused key/);
  await expect(storage.get('harbor-county', 'not-a-uuid')).rejects.toThrow(/refused key/);
  await expect(storage.open('harbor-county', id.toUpperCase())).rejects.toThrow(/refused key/);
});

it('uses pieces of 256 KB by default', () => {
  expect(FILE_CHUNK_BYTES).toBe(256 * 1024);
});
