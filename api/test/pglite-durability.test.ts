import './support/load-outside-sandbox';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { tenants } from '../src/infrastructure/db/schema';
import { createTestDatabaseTarget } from './support/test-database';

// Durable PGlite: PGlite ships with fsync off, and its Node file system has no fsync at
// all, so an acknowledged appeal could be lost to an OS crash or a power cut. Here a commit is
// written to the WAL through a descriptor opened O_SYNC (each write returns once it is on the disk),
// and a checkpoint flushes the data files with fsync(2).

let dataDir: string;
let database: DatabaseHandle;
/** What each descriptor PGlite opened is: its file and open flags (PGlite opens through Node's fs). */
const opened = new Map<number, { file: string; flags: number }>();
let openSpy: jest.SpyInstance;

beforeAll(async () => {
  dataDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-durability-')));
  const realOpen = fs.openSync;
  openSpy = jest.spyOn(fs, 'openSync').mockImplementation(((file: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode) => {
    const descriptor = realOpen(file, flags ?? 'r', mode);
    opened.set(descriptor, { file: String(file), flags: typeof flags === 'number' ? flags : 0 });
    return descriptor;
  }) as typeof fs.openSync);
  // From the migrated template (test-database.ts): migrating with fsync on is seconds of test time.
  database = await openDatabase((await createTestDatabaseTarget(dataDir)).options);
});

afterAll(async () => {
  openSpy?.mockRestore();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const show = async (setting: string) => {
  const result = (await database.db.execute(sql.raw(`show ${setting}`))) as unknown as { rows: Array<Record<string, string>> };
  return result.rows[0][setting];
};

const inDataDir = (part: string) => path.join(dataDir, 'pglite', part);

describe('PGlite in a data directory', () => {
  it('runs with fsync on and synchronous commits', async () => {
    expect(await show('fsync')).toBe('on');
    expect(await show('synchronous_commit')).toBe('on');
    expect(await show('wal_sync_method')).toBe('open_datasync');
  });

  it('writes each commit to the WAL through a descriptor opened O_SYNC', async () => {
    const writes: Array<{ file: string; sync: boolean }> = [];
    const realWrite = fs.writeSync;
    const write = jest.spyOn(fs, 'writeSync').mockImplementation(((descriptor: number, ...rest: unknown[]) => {
      const { file = '?', flags = 0 } = opened.get(descriptor) ?? {};
      writes.push({ file, sync: (flags & fs.constants.O_SYNC) === fs.constants.O_SYNC });
      return (realWrite as (...args: unknown[]) => number)(descriptor, ...rest);
    }) as typeof fs.writeSync);
    try {
      for (let n = 0; n < 3; n += 1) {
        const before = writes.length;
        await database.db.insert(tenants).values({ id: `durable-${n}`, name: `Durable ${n}` });
        const wal = writes.slice(before).filter((write) => write.file.startsWith(inDataDir('pg_wal')));
        expect(wal.length).toBeGreaterThan(0);
        expect(wal.every((write) => write.sync)).toBe(true);
      }
    } finally {
      write.mockRestore();
    }
  });

  it('flushes the data files to the disk with fsync(2) at a checkpoint', async () => {
    const flushed: string[] = [];
    const realFsync = fs.fsyncSync;
    const fsync = jest.spyOn(fs, 'fsyncSync').mockImplementation((descriptor: number) => {
      flushed.push(opened.get(descriptor)?.file ?? '?');
      realFsync(descriptor);
    });
    try {
      await database.db.insert(tenants).values({ id: 'durable-checkpoint', name: 'Durable checkpoint' });
      await database.db.execute(sql`checkpoint`);
    } finally {
      fsync.mockRestore();
    }
    expect(flushed.some((file) => file.startsWith(inDataDir('base')))).toBe(true);
    expect(flushed).toContain(inDataDir('global/pg_control'));
  });
});
