import './support/load-outside-sandbox';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/infrastructure/db/client';
import { DataDirInUseError, lockDataDir } from '../src/infrastructure/db/data-dir-lock';
import { settings, tenants } from '../src/infrastructure/db/schema';
import { DEMO_TENANTS, seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { REPO_ROOT } from '../src/infrastructure/paths';
import { createTestDatabaseTarget } from './support/test-database';
import { readEnvironment } from '../src/infrastructure/config/environment';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10, takes a whole number, and refuses anything else with a message', () => {
    expect(readEnvironment({}).DATABASE_POOL_SIZE).toBe(10);
    expect(readEnvironment({ DATABASE_POOL_SIZE: ' ' }).DATABASE_POOL_SIZE).toBe(10);
    expect(readEnvironment({ DATABASE_POOL_SIZE: '6' }).DATABASE_POOL_SIZE).toBe(6);
    for (const bad of ['0', '-3', '2.5', 'ten', '1001']) {
      expect(() => readEnvironment({ DATABASE_POOL_SIZE: bad }).DATABASE_POOL_SIZE).toThrow(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${bad}".`);
    }
  });
});

describe('migrations and seed', () => {
  it('can run again on the same database without changing anything', async () => {
    const target = await createTestDatabaseTarget(tempDir(), { empty: true });
    const expectedSettings = DEMO_TENANTS.reduce((sum, tenant) => sum + Object.keys(tenant.settings).length, 0);
    try {
      for (let run = 1; run <= 2; run++) {
        const { db, close } = await openDatabase(target.options);
        try {
          await seedDemoTenants(db);
          expect([run, await db.$count(tenants), await db.$count(settings)]).toEqual([run, DEMO_TENANTS.length, expectedSettings]);
          // The custom first migration: pg_trgm is there for the parcel search indexes.
          const [harbor] = await db
            .select({ similarity: sql<number>`similarity(${tenants.name}, 'harbour county')` })
            .from(tenants)
            .where(eq(tenants.id, 'harbor-county'));
          expect(Number(harbor.similarity)).toBeGreaterThan(0.3);
        } finally {
          await close();
        }
      }
    } finally {
      await target.dispose();
    }
  });
});

describe('one process per PGlite data directory', () => {
  it('refuses a second holder and frees the directory on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that has ended', () => {
    const dir = tempDir();
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    fs.writeFileSync(path.join(dir, 'portal.lock'), `${ended}\n`);
    lockDataDir(dir)();
    // Our own pid, but not a lock we hold: an earlier process with the same pid (a container restart).
    fs.writeFileSync(path.join(dir, 'portal.lock'), `${process.pid}\n`);
    lockDataDir(dir)();
  });

  it('does not open the database while another holder has the directory', async () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
    } finally {
      release();
    }
  });

  it('stops a second server with a message naming the directory and what to do', async () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      const tsxCli = require.resolve('tsx/cli');
      const child = spawn(process.execPath, [tsxCli, path.join('api', 'src', 'main.ts')], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`The data directory ${dir} is in use by another running portal process (pid ${process.pid})`);
      expect(stderr).toContain('stop the other process, or set DATA_DIR');
    } finally {
      release();
    }
  }, 30_000);
});
