import './support/load-outside-sandbox';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { tenants } from '../src/db/schema';

// Durable PGlite (issue 18): PGlite ships with fsync off, and its Node file system has no fsync at
// all, so an acknowledged appeal could be lost to an OS crash or a power cut. Here each commit must
// reach fsync(2) on a file of the data directory before it is acknowledged.

let dataDir: string;
let database: DatabaseHandle;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-durability-'));
  database = await openDatabase({ dataDir });
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const show = async (setting: string) => {
  const result = (await database.db.execute(sql.raw(`show ${setting}`))) as unknown as { rows: Array<Record<string, string>> };
  return result.rows[0][setting];
};

describe('PGlite in a data directory', () => {
  it('runs with fsync on, the WAL flushed by fsync()', async () => {
    expect(await show('fsync')).toBe('on');
    expect(await show('wal_sync_method')).toBe('fsync');
    expect(await show('synchronous_commit')).toBe('on');
  });

  it('flushes a file of the data directory to the disk at every commit', async () => {
    const flushed: string[] = [];
    const realFsync = fs.fsyncSync;
    const fsync = jest.spyOn(fs, 'fsyncSync').mockImplementation((descriptor: number) => {
      // Which file (Linux names every open descriptor under /proc/self/fd).
      flushed.push(process.platform === 'linux' ? fs.readlinkSync(`/proc/self/fd/${descriptor}`) : String(descriptor));
      realFsync(descriptor);
    });
    try {
      for (let n = 0; n < 3; n += 1) {
        const before = flushed.length;
        await database.db.insert(tenants).values({ id: `durable-${n}`, name: `Durable ${n}` });
        expect(flushed.length).toBeGreaterThan(before);
      }
    } finally {
      fsync.mockRestore();
    }
    // The write-ahead log, in the data directory.
    if (process.platform === 'linux') expect(flushed.some((file) => file.startsWith(path.join(fs.realpathSync(dataDir), 'pglite', 'pg_wal')))).toBe(true);
  });
});
