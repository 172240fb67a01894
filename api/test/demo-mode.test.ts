import './support/load-outside-sandbox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { staffAccounts, tenants } from '../src/infrastructure/db/schema';
import { seedAtStart } from '../src/tools/demo/seed-at-start';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../src/tools/demo/seed-staff';
import { hashPassword } from '../src/capabilities/staff/passwords';
import { openTestDatabase } from './support/test-database';
import { readEnvironment } from '../src/infrastructure/config/environment';

// Staff accounts only on purpose: the demo accounts, whose password is in the README,
// exist only in demo mode, never with NODE_ENV=production or beside a real county.

jest.setTimeout(120_000);

const HARBOR_CLERK = DEMO_STAFF[0];
const PARCELS = 120;

let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  await database?.close();
  app = database = undefined;
});

/** A fresh database and the app on it; `start` then does what main.ts does at start with this environment. */
async function fresh() {
  database = await openTestDatabase({ seed: false });
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  return database.db;
}

/** What main.ts writes at start with this environment; the log lines it wrote. */
async function start(env: NodeJS.ProcessEnv): Promise<string[]> {
  const log: string[] = [];
  await seedAtStart(database!.db, { mode: readEnvironment(env).DEMO, parcels: PARCELS, log: (line) => log.push(line) });
  return log;
}

const signInAsDemoClerk = () =>
  app!.inject({
    method: 'POST',
    url: `/${HARBOR_CLERK.tenantId}/api/session`,
    headers: { origin: 'http://localhost:80' },
    payload: { email: HARBOR_CLERK.email, password: DEMO_STAFF_PASSWORD },
  });

const activeAccounts = async (db: DatabaseHandle['db']) =>
  (await db.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.active, true))).map((row) => row.email).sort();

describe('demo mode (DEMO, NODE_ENV)', () => {
  it('is on by default and with DEMO=1; off with DEMO=0 and with NODE_ENV=production; the demo accounts never with NODE_ENV=production', () => {
    expect(readEnvironment({}).DEMO).toEqual({ counties: true, staffAccounts: true });
    expect(readEnvironment({ NODE_ENV: 'development', DEMO: 'true' }).DEMO).toEqual({ counties: true, staffAccounts: true });
    expect(readEnvironment({ DEMO: '0' }).DEMO).toEqual({ counties: false, staffAccounts: false });
    expect(readEnvironment({ NODE_ENV: 'production' }).DEMO).toEqual({ counties: false, staffAccounts: false });
    expect(readEnvironment({ NODE_ENV: 'production', DEMO: '1' }).DEMO).toEqual({ counties: true, staffAccounts: false });
    expect(() => readEnvironment({ DEMO: 'maybe' }).DEMO).toThrow('DEMO must be 1 (the demo counties) or 0 (none), not "maybe".');
  });

  it('NODE_ENV=production seeds no staff account (nor county); with DEMO=1 the demo counties but no account; beside a real county none either', async () => {
    const db = await fresh();
    expect(await start({ NODE_ENV: 'production' })).toContain('Demo mode is off (DEMO=0, or NODE_ENV=production): no demo county is written.');
    expect(await db.select().from(tenants)).toEqual([]);
    expect(await db.select().from(staffAccounts)).toEqual([]);

    expect(await start({ NODE_ENV: 'production', DEMO: '1' })).toContain('NODE_ENV=production: no demo staff accounts.');
    expect((await db.select().from(tenants)).length).toBe(2);
    expect(await db.select().from(staffAccounts)).toEqual([]);
    expect((await signInAsDemoClerk()).statusCode).toBe(401);

    await db.insert(tenants).values({ id: 'real-county', name: 'Real County Assessor' });
    expect(await start({})).toContain('A county other than the demo ones is configured (real-county): no demo staff accounts.');
    expect(await db.select().from(staffAccounts)).toEqual([]);
    expect((await signInAsDemoClerk()).statusCode).toBe(401);
  });

  it('npm start (demo mode) writes the demo accounts (one of each role per county); a production start later disables those still on the README password', async () => {
    const db = await fresh();
    await start({});
    expect(await activeAccounts(db)).toEqual(DEMO_STAFF.map((account) => account.email).sort());
    expect((await signInAsDemoClerk()).statusCode).toBe(200);
    const [changed] = DEMO_STAFF.slice(-1);
    await db
      .update(staffAccounts)
      .set({ passwordHash: await hashPassword('a password of its own') })
      .where(eq(staffAccounts.email, changed.email));

    expect(await start({ NODE_ENV: 'production', DEMO: '1' })).toContain(
      `Disabled ${DEMO_STAFF.length - 1} demo staff accounts left from a demo start (their password is in the README).`,
    );
    expect(await activeAccounts(db)).toEqual([changed.email]);
    expect((await signInAsDemoClerk()).statusCode).toBe(401);
  });
});
