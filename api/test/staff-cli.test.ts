import './support/load-outside-sandbox';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { staffAccounts } from '../src/infrastructure/db/schema';
import { seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { REPO_ROOT } from '../src/infrastructure/paths';
import { parseStaffCommand, runStaffCommand, StaffUsageError, type StaffCommand } from '../src/tools/staff-cli/staff-command';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './support/test-database';

// Staff accounts on purpose: `npm run staff -- add ...` creates an account and prints
// its password once (or reads it from standard input); the account then signs in through the API.

jest.setTimeout(180_000);

let dataDir: string;
let target: TestDatabaseTarget;
let database: DatabaseHandle | undefined;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-test-'));
  target = await createTestDatabaseTarget(dataDir);
  const seeding = await openDatabase(target.options);
  await seedDemoTenants(seeding.db);
  // PGlite: one process at a time, and the CLI is another process.
  await seeding.close();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await target.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run staff -- ...args` on the test's database (PGlite in dataDir, or its PostgreSQL database). */
function npmRunStaff(args: string[], stdin?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: target.options.databaseUrl ?? '', DATA_DIR: dataDir };
  const child = spawn('npm', ['run', '--silent', 'staff', '--', ...args], { cwd: REPO_ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(stdin ?? '');
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/harbor-county/api/session', headers: { origin: 'http://localhost:80' }, payload: { email, password } });

describe('npm run staff (a separate process on the database)', () => {
  const generated = { email: 'jo.marsh@harborcounty.example', password: '' };
  const chosen = { email: 'lee.park@harborcounty.example', password: 'correct horse battery staple' };

  it('add prints a generated password once; add --password-stdin takes it from standard input', async () => {
    const added = await npmRunStaff(['add', '--tenant', 'harbor-county', '--email', 'Jo.Marsh@HarborCounty.example', '--role', 'appraiser', '--name', 'Jo Marsh']);
    expect([added.code, added.stderr]).toEqual([0, '']);
    expect(added.stdout).toContain('Created jo.marsh@harborcounty.example (appraiser, "Jo Marsh") in harbor-county.');
    const lines = added.stdout.trim().split('\n');
    generated.password = lines[lines.length - 1].trim();
    expect(generated.password).toMatch(/^[a-zA-Z2-9]{5}(-[a-zA-Z2-9]{5}){3}$/);

    const fromStdin = await npmRunStaff(['add', '--tenant', 'harbor-county', '--email', chosen.email, '--role', 'administrator', '--password-stdin'], `${chosen.password}\n`);
    expect([fromStdin.code, fromStdin.stderr]).toEqual([0, '']);
    expect(fromStdin.stdout).toContain(`Created ${chosen.email} (administrator, "lee.park") in harbor-county.`);
    expect(fromStdin.stdout).not.toContain(chosen.password);
  });

  it('refuses a command line it cannot use with a plain message and exit code 1', async () => {
    const refused = await npmRunStaff(['add', '--tenant', 'harbor-county', '--role', 'clerk']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^add needs --email <e-mail>\.\n\nUsage:/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(refused.stdout).toBe('');
  });

  it('the accounts sign in through the API with those passwords', async () => {
    database = await openDatabase(target.options);
    app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
    const first = await signIn(generated.email, generated.password);
    expect([first.statusCode, first.json().name, first.json().role]).toEqual([200, 'Jo Marsh', 'appraiser']);
    const second = await signIn(chosen.email, chosen.password);
    expect([second.statusCode, second.json().name, second.json().role]).toEqual([200, 'lee.park', 'administrator']);
    expect((await signIn(generated.email, chosen.password)).statusCode).toBe(401);
  });
});

// In process, on the same database, after the accounts above were added.
describe('the staff commands', () => {
  /** Runs a command line on the test's database; what it printed, and its exit code. */
  async function run(argv: string[], stdin = '') {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCommand(database!.db, parseStaffCommand(argv), {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      readStdin: async () => stdin,
    });
    return { code, out, err };
  }

  it.each([
    [['remove'], '"remove" is not a command: use add, list or disable.'],
    [['add', '--tenant', 'harbor-county', '--email', 'a@b.example'], 'add needs --role <clerk|appraiser|administrator>.'],
    [['add', '--tenant', 'harbor-county', '--email', 'a@b.example', '--role', 'clerk', '--emial', 'x'], "Unknown option '--emial'."],
    [['list', '--tenant', 'harbor-county', '--role', 'clerk'], 'list takes no --role.'],
    [['disable', '--tenant', 'harbor-county', '--email', 'a@b.example', 'now'], 'Unexpected "now": give every value after its option (--name "Dana Whitfield").'],
    [['add', '--tenant'], "Option '--tenant <value>' argument missing."],
  ])('refuses the command line %j', (argv, message) => {
    expect(() => parseStaffCommand(argv)).toThrow(new StaffUsageError(message));
  });

  it('shows the usage for no command or --help', () => {
    expect(parseStaffCommand([])).toEqual<StaffCommand>({ kind: 'help' });
    expect(parseStaffCommand(['add', '--help'])).toEqual<StaffCommand>({ kind: 'help' });
  });

  it.each([
    [['add', '--tenant', 'nowhere-county', '--email', 'a@b.example', '--role', 'clerk'], 'There is no county "nowhere-county" in this database.'],
    [['add', '--tenant', 'harbor-county', '--email', 'not an address', '--role', 'clerk'], 'That is not an e-mail address: --email takes one such as clerk@county.example.'],
    [['add', '--tenant', 'harbor-county', '--email', 'a@b.example', '--role', 'boss'], '--role must be one of: clerk, appraiser, administrator.'],
    [['add', '--tenant', 'harbor-county', '--email', 'a@b.example', '--role', 'clerk', '--name', 'Bell\u0007'], 'The name holds control characters.'],
    [
      ['add', '--tenant', 'harbor-county', '--email', 'JO.MARSH@harborcounty.example', '--role', 'clerk'],
      'harbor-county already has an account with the e-mail jo.marsh@harborcounty.example.',
    ],
    [['disable', '--tenant', 'harbor-county', '--email', 'nobody@harborcounty.example'], 'harbor-county has no account with the e-mail nobody@harborcounty.example.'],
  ])('refuses %j with exit code 1 and a plain message, creating nothing', async (argv, message) => {
    const before = await database!.db.select().from(staffAccounts);
    expect(await run(argv)).toEqual({ code: 1, out: [], err: [message] });
    expect(await database!.db.select().from(staffAccounts)).toEqual(before);
  });

  it('refuses a password from standard input shorter than 12 characters', async () => {
    const refused = await run(['add', '--tenant', 'pine-county', '--email', 'short@pinecounty.example', '--role', 'clerk', '--password-stdin'], 'hunter2\n');
    expect(refused).toEqual({ code: 1, out: [], err: ['The password must be at least 12 characters long.'] });
  });

  it("lists the county's accounts, and disable ends an account's sign-in and its sessions", async () => {
    expect((await run(['list', '--tenant', 'harbor-county'])).out).toEqual([
      'jo.marsh@harborcounty.example\tappraiser\tactive\tJo Marsh',
      'lee.park@harborcounty.example\tadministrator\tactive\tlee.park',
    ]);
    const session = await signIn('lee.park@harborcounty.example', 'correct horse battery staple');
    const cookie = String(session.headers['set-cookie']).split(';')[0];

    expect(await run(['disable', '--tenant', 'harbor-county', '--email', 'Lee.Park@harborcounty.example'])).toEqual({
      code: 0,
      out: ['Disabled lee.park@harborcounty.example in harbor-county: it can no longer sign in, and its sessions have ended.'],
      err: [],
    });
    expect((await signIn('lee.park@harborcounty.example', 'correct horse battery staple')).statusCode).toBe(401);
    expect((await app.inject({ url: '/harbor-county/api/me', headers: { cookie } })).json().accountId ?? null).toBeNull();
    expect((await run(['list', '--tenant', 'harbor-county'])).out[1]).toBe('lee.park@harborcounty.example\tadministrator\tdisabled\tlee.park');
    const [row] = await database!.db.select({ active: staffAccounts.active }).from(staffAccounts).where(eq(staffAccounts.email, 'lee.park@harborcounty.example'));
    expect(row.active).toBe(false);
  });
});
