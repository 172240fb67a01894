import './support/load-outside-sandbox';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/infrastructure/db/client';
import { auditEvents, settings, tenants } from '../src/infrastructure/db/schema';
import { REPO_ROOT } from '../src/infrastructure/paths';
import { seedDemoTenants } from '../src/tools/demo/seed-tenants';
import { CountyUsageError, parseCountyCommand, runCountyCommand } from '../src/tools/county-cli/county-command';
import { createTestDatabaseTarget, type TestDatabaseTarget } from './support/test-database';

// A county set up without SQL: npm run county -- create, set, modules, seasons (docs/architecture.md,
// "Adopt the portal for your county" in the README), each value checked by the settings' own rules.

jest.setTimeout(180_000);

let dataDir: string;
let target: TestDatabaseTarget;
let database: DatabaseHandle | undefined;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'county-cli-test-'));
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

function npmRunCounty(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: target.options.databaseUrl ?? '', DATA_DIR: dataDir };
  const child = spawn('npm', ['run', '--silent', 'county', '--', ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run county (a separate process on the database)', () => {
  it('refuses wrong values, naming each with what it takes, writes nothing and exits 1', async () => {
    const refused = await npmRunCounty([
      'create',
      'lake-county',
      '--name',
      'Lake County',
      '--timezone',
      'Mars/Base',
      '--currency',
      'EUR',
      'general.button_color=red',
      'colour=blue',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      'Nothing was written. These values are not allowed:',
      '  general.button_color=red: takes a hex colour dark enough for the white text on buttons (a contrast of 4.5:1 or more), such as #005ea2',
      '  colour=blue: there is no such setting (npm run county -- keys lists them)',
      '  general.timezone=Mars/Base: takes a time zone name such as America/New_York',
      '  general.currency=EUR: takes one of USD, GBP',
    ]);
    expect(refused.stdout).toBe('');
  });

  it('creates a county, switches its modules and opens a season', async () => {
    const created = await npmRunCounty([
      'create',
      'lake-county',
      '--name',
      'Lake County',
      '--timezone',
      'America/Chicago',
      '--currency',
      'USD',
      '--language',
      'en,es',
      'general.phone_number=5555550100',
    ]);
    expect([created.code, created.stderr]).toEqual([0, '']);
    expect(created.stdout).toContain('Created lake-county (Lake County).');
    expect((await npmRunCounty(['modules', 'lake-county', '--enable', 'meetings'])).stdout.trim()).toBe('lake-county: appeals on, meetings on, office off');
    const season = await npmRunCounty(['seasons', 'lake-county', 'add', '--name', '2027 appeals', '--year', '2027', '--open']);
    expect([season.code, season.stderr]).toEqual([0, '']);
    const listed = await npmRunCounty(['list']);
    expect(listed.stdout).toContain('lake-county  Lake County  modules: appeals, meetings  parcels: 0  open season: 2027 appeals');
  });

  it("says what is wrong with a command line, with that command's help, and exits 2", async () => {
    const wrong = await npmRunCounty(['modules', 'lake-county', '--enable', 'hearings']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^--enable takes modules from appeals, meetings, office, not "hearings"\.\n\nUsage: npm run county -- modules <county>/);
    const help = await npmRunCounty(['seasons', '--help']);
    expect([help.code, help.stdout.split('\n')[0]]).toEqual([0, 'Usage: npm run county -- seasons <county>']);
  });
});

describe('the county commands, in process', () => {
  const actor = { by: 'command line (test)' };
  async function run(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const command = parseCountyCommand(argv);
    if (command.kind === 'help') throw new Error('help');
    const code = await runCountyCommand(database!.db, command, { out: (line) => out.push(line), err: (line) => err.push(line) }, actor);
    return { code, out, err };
  }

  beforeAll(async () => {
    database = await openDatabase(target.options);
    app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
    await app.ready();
  });

  it('audits the creation, and each change with the value before and after', async () => {
    expect((await run(['set', 'lake-county', 'general.display_name=Lake County Assessor', 'appeal.require_owner_code=true'])).code).toBe(0);
    const trail = await database!.db
      .select({ action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, 'lake-county'), like(auditEvents.action, '%-%')))
      .orderBy(asc(auditEvents.id));
    expect(trail.map((row) => row.action)).toEqual(['county-created', 'county-settings-changed', 'season-added', 'county-settings-changed']);
    expect(trail[3].detail).toEqual({
      by: 'command line (test)',
      changes: [
        { key: 'general.display_name', before: 'Lake County', after: 'Lake County Assessor' },
        { key: 'appeal.require_owner_code', before: null, after: true },
      ],
    });
    expect((trail[0].detail as { by: string }).by).toMatch(/^command line \(.+\)$/);
  });

  it('a running API answers with the change, without a restart', async () => {
    const before = (await app.inject({ url: '/lake-county/api/settings' })).json();
    expect(before['meetings.enabled']).toBe(true);
    expect((await run(['modules', 'lake-county', '--disable', 'meetings'])).out).toEqual(['lake-county: appeals on, meetings off, office off']);
    const after = (await app.inject({ url: '/lake-county/api/settings' })).json();
    expect([after['meetings.enabled'], after['general.display_name'], after['general.timezone']]).toEqual([false, 'Lake County Assessor', 'America/Chicago']);
  });

  it('says an object already stored is no change, whatever order its keys are given in (the database keeps its own)', async () => {
    const translations = (order: string[]) => JSON.stringify({ es: Object.fromEntries(order.map((key) => [key, `texto ${key}`])) });
    const keys = ['appeal.search_text', 'appeal.search_help', 'appeal.appeal_desc_text'];
    expect((await run(['set', 'lake-county', `general.translations=${translations(keys)}`])).out).toEqual(['Changed general.translations for lake-county.']);
    for (const order of [keys, [...keys].reverse()]) {
      expect((await run(['set', 'lake-county', `general.translations=${translations(order)}`])).out).toEqual(['Nothing to change: lake-county already has these values.']);
    }
  });

  it('keeps one season open: opening one closes the other', async () => {
    await run(['seasons', 'lake-county', 'add', '--name', '2028 appeals', '--year', '2028']);
    expect((await run(['seasons', 'lake-county', 'open', '2028 appeals'])).out).toEqual(['The season "2028 appeals" of lake-county is open.']);
    const seasons = (await run(['seasons', 'lake-county'])).out.map((line) => line.split('  ').slice(1).join(' | '));
    expect(seasons).toEqual(['2027 appeals | 2027 | closed', '2028 appeals | 2028 | open']);
  });

  it('gives a season its first and last days, which the seasons answer carries (docs/product.md#appeal-seasons)', async () => {
    expect((await run(['seasons', 'lake-county', 'add', '--name', '2029 appeals', '--year', '2029', '--opens', '2029-04-01', '--closes', '2029-06-30'])).code).toBe(0);
    const { next } = (await app.inject({ url: '/lake-county/api/appeal-windows' })).json();
    expect(next).toEqual({ name: '2029 appeals', opensOn: '2029-04-01' });
    const backwards = await run(['seasons', 'lake-county', 'add', '--name', '2030 appeals', '--year', '2030', '--opens', '2030-06-30', '--closes', '2030-04-01']);
    expect([backwards.code, backwards.err.join('\n')]).toEqual([1, expect.stringContaining('--closes (2030-04-01) is before --opens (2030-06-30)')]);

    // Later: seasons dates moves one day and keeps the other; an empty value takes a day away.
    const moved = await run(['seasons', 'lake-county', 'dates', '2029 appeals', '--closes', '2029-07-15']);
    expect([moved.code, moved.out]).toEqual([0, ['The season "2029 appeals" of lake-county: first day 2029-04-01, last day 2029-07-15.']]);
    expect(await run(['seasons', 'lake-county', 'dates', '2029 appeals', '--opens', ''])).toMatchObject({
      code: 0,
      out: ['The season "2029 appeals" of lake-county: first day none, last day 2029-07-15.'],
    });
    const before = await run(['seasons', 'lake-county', 'dates', '2029 appeals', '--opens', '2029-08-01']);
    expect([before.code, before.err.join('\n')]).toEqual([1, expect.stringContaining('The last day (2029-07-15) is before the first (2029-08-01)')]);
    const [audit] = await database!.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, 'lake-county'), eq(auditEvents.action, 'season-dates-changed')))
      .orderBy(asc(auditEvents.id))
      .limit(1);
    expect(audit.detail).toMatchObject({ before: { opensOn: '2029-04-01', closesOn: '2029-06-30' }, after: { opensOn: '2029-04-01', closesOn: '2029-07-15' } });
    expect(() => parseCountyCommand(['seasons', 'lake-county', 'dates', '2029 appeals'])).toThrow('seasons dates needs --opens, --closes or both');
    expect(() => parseCountyCommand(['seasons', 'lake-county', 'dates', '2029 appeals', '--opens', '1 April'])).toThrow('--opens takes a day written YYYY-MM-DD');
  });

  it('gives a new county the common appeal reasons, which reasons lists, adds to, stops and offers again', async () => {
    const listed = await run(['reasons', 'lake-county']);
    expect(listed.out[0]).toBe('market-value  Market value is too high / El valor de mercado es demasiado alto  offered');
    expect(listed.out.at(-1)).toBe('other  Other / Otro  offered');
    expect((await run(['reasons', 'lake-county', 'add', '--description', 'Lake shore erosion', '--spanish', 'Erosión de la orilla del lago'])).out).toEqual([
      'Added the reason "Lake shore erosion" (lake-shore-erosion) to lake-county, offered before Other.',
    ]);
    expect((await run(['reasons', 'lake-county', 'stop', 'lake-shore-erosion'])).out).toEqual(['The reason "Lake shore erosion" of lake-county is no longer offered.']);
    const { codes } = (await app.inject({ url: '/lake-county/api/code-systems/appeal-reasons' })).json();
    expect(codes.slice(-2).map((code: { id: string; used: boolean }) => [code.id, code.used])).toEqual([
      ['lake-shore-erosion', false],
      ['other', true],
    ]);
    expect((await run(['reasons', 'lake-county', 'offer', 'lake-shore-erosion'])).out).toEqual(['The reason "Lake shore erosion" of lake-county is offered.']);
    const nowhere = await run(['reasons', 'lake-county', 'stop', 'nowhere']);
    expect([nowhere.code, nowhere.err.join('\n')]).toEqual([1, expect.stringContaining('lake-county has no reason "nowhere"')]);
    expect(() => parseCountyCommand(['reasons', 'lake-county', 'add'])).toThrow('--description: Enter the reason as the public will read it');
    expect(() => parseCountyCommand(['reasons', 'lake-county', 'remove', 'other'])).toThrow('"remove" is not a reasons command: use add, stop or offer.');
  });

  it.each([
    [['create', 'API', '--name', 'x', '--timezone', 'UTC', '--currency', 'USD'], '"API" cannot be a county\'s id'],
    [['create', 'healthz', '--name', 'x', '--timezone', 'UTC', '--currency', 'USD'], '"healthz" is an address the site uses itself'],
    [['create', 'lake-county', '--name', 'x', '--timezone', 'UTC', '--currency', 'USD'], 'There is already a county "lake-county"'],
    [['create', 'river-county', '--name', 'River', '--timezone', 'UTC', '--currency', 'USD', '--like', 'nowhere'], 'There is no county "nowhere"'],
    [['show', 'nowhere'], 'There is no county "nowhere"'],
    [['seasons', 'lake-county', 'open', '1999'], 'lake-county has no season "1999"'],
  ])('refuses %j and writes nothing', async (argv, message) => {
    const tenantsBefore = await database!.db.select().from(tenants);
    const settingsBefore = await database!.db.select().from(settings);
    const result = await run(argv);
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toContain(message);
    expect(await database!.db.select().from(tenants)).toEqual(tenantsBefore);
    expect(await database!.db.select().from(settings)).toEqual(settingsBefore);
  });

  it('--like starts from another county: its settings, its reasons, its own name', async () => {
    expect((await run(['reasons', 'pine-county', 'add', '--description', 'Wildfire risk not considered'])).code).toBe(0);
    expect((await run(['create', 'pine-two', '--name', 'Pine Two', '--timezone', 'America/Denver', '--currency', 'USD', '--like', 'pine-county'])).code).toBe(0);
    const pine = (await app.inject({ url: '/pine-county/api/settings' })).json();
    const copy = (await app.inject({ url: '/pine-two/api/settings' })).json();
    expect({ ...copy, 'general.display_name': pine['general.display_name'], 'general.timezone': pine['general.timezone'] }).toEqual(pine);
    expect([copy['general.display_name'], copy['general.timezone']]).toEqual(['Pine Two', 'America/Denver']);
    // Pine's reasons (a new county's, as the demo seed created it, and the one just added), in its order.
    const pineReasons = (await run(['reasons', 'pine-county'])).out;
    expect(pineReasons).toContain('wildfire-risk-not-considered  Wildfire risk not considered  offered');
    expect((await run(['reasons', 'pine-two'])).out).toEqual(pineReasons);
  });

  it.each([
    [['modules', 'lake-county', '--enable', 'appeals', '--frob'], "Unknown option '--frob'."],
    [['create', 'x'], 'create needs --name, --timezone, --currency.'],
    [['set', 'lake-county', 'general.email'], '"general.email" is not key=value: write each setting as key=value (general.phone_number=5555550100).'],
    [['seasons', 'lake-county', 'add', '--name', 'x'], 'seasons add needs --name and --year.'],
    [
      ['seasons', 'lake-county', 'add', '--name', 'x', '--year', '2027', '--closes', '30/06/2027'],
      `--closes takes a day written YYYY-MM-DD, such as ${new Date().getFullYear()}-06-30, not "30/06/2027".`,
    ],
    [['list', '--open'], 'list takes no --open.'],
  ])('refuses the command line %j', (argv, message) => {
    expect(() => parseCountyCommand(argv)).toThrow(new CountyUsageError(message));
  });
});
