import './support/load-outside-sandbox';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, gt, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PLACE_MESSAGES, roleRefusal, type CountyPlace } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { auditEvents, meetings, places, timeSlots } from '../src/infrastructure/db/schema';
import { REPO_ROOT } from '../src/infrastructure/paths';
import { CountyUsageError, parseCountyCommand, runCountyCommand } from '../src/tools/county-cli/county-command';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { openTestDatabase } from './support/test-database';

// A county's meeting locations without SQL (docs/product.md#county-console): the administrators'
// console calls and npm run county -- places. Who may, what is refused (and that a refusal writes
// nothing), the audit trail, and that the next visitor's page frames a new map at once: the
// county page's Content-Security-Policy reads the locations' map links itself, with no cache.

jest.setTimeout(120_000);

const ORIGIN = 'http://localhost:80';
const API = '/harbor-county/api';
const MAP = 'https://www.openstreetmap.org/export/embed.html?bbox=-70.27%2C43.68%2C-70.26%2C43.69&layer=mapnik';
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: string;
let adminId: string;
let clerk: string;

const emailOf = (tenantId: string, role: string) => DEMO_STAFF.find((account) => account.tenantId === tenantId && account.role === role)!.email;

async function signIn(email: string, tenant = 'harbor-county'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/${tenant}/api/session`, headers: { origin: ORIGIN }, payload: { email, password: DEMO_STAFF_PASSWORD } });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0];
}

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url: `${API}${url}`, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });

/** The county's location rows and its audit rows of locations: what a refusal must leave as they were. */
async function written() {
  const rows = await database.db.select().from(places).orderBy(asc(places.tenantId), asc(places.id));
  const audit = await database.db.select().from(auditEvents).where(like(auditEvents.action, 'place-%'));
  return { places: JSON.stringify(rows), audit: audit.length };
}

/** The frame-src of the county page a visitor opens next. */
async function frameSrc(tenant = 'harbor-county'): Promise<string[]> {
  const policy = String((await app.inject({ url: `/${tenant}/` })).headers['content-security-policy']);
  return (/(?:^|; )frame-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ');
}

const publicPlaces = async (): Promise<string[]> => (await send('GET', '/places?active=true')).json().results.map((place: { name: string }) => place.name);

/** Meetings booked at a place that have not started, counted in the database itself. */
async function bookedAt(placeId: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(meetings)
    .innerJoin(timeSlots, and(eq(timeSlots.tenantId, meetings.tenantId), eq(timeSlots.id, meetings.timeSlotId)))
    .where(and(eq(meetings.tenantId, 'harbor-county'), eq(meetings.placeId, placeId), eq(meetings.status, 'booked'), gt(timeSlots.startTime, sql`now()`)));
  return Number(row.n);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoStaff(database.db);
  await seedDemoMeetings(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
  admin = await signIn(emailOf('harbor-county', 'administrator'));
  adminId = (await send('GET', '/me', admin)).json().accountId;
  clerk = await signIn(emailOf('harbor-county', 'clerk'));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const ANY_PLACE = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const CALLS: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
  ['GET', '/office/county/places'],
  ['POST', '/office/county/places', { name: 'Refused', address: '1 Main Street', location: MAP }],
  ['PUT', `/office/county/places/${ANY_PLACE}`, { name: 'Refused', address: '1 Main Street', location: MAP }],
  ['POST', `/office/county/places/${ANY_PLACE}/active`, { active: false }],
];

describe('the console calls', () => {
  it('refuse the public (401) and clerks (403, saying who may), and write nothing', async () => {
    const before = await written();
    for (const [method, url, payload] of CALLS) {
      const publicAnswer = await send(method, url, undefined, payload);
      expect([method, url, publicAnswer.statusCode, publicAnswer.json().message]).toEqual([method, url, 401, 'Sign in as a member of staff to set up the county.']);
      const clerkAnswer = await send(method, url, clerk, payload);
      expect([method, url, clerkAnswer.statusCode, clerkAnswer.json().message]).toEqual([method, url, 403, roleRefusal('county.administer', 'clerk')]);
    }
    expect(roleRefusal('county.administer', 'clerk')).toContain('meeting locations');
    expect(await written()).toEqual(before);
  });

  it("list every location of the county by name, offered or not, with its meetings booked ahead, and none of another county's", async () => {
    const { results } = (await send('GET', '/office/county/places', admin)).json() as { results: CountyPlace[] };
    const harbor = await database.db.select().from(places).where(eq(places.tenantId, 'harbor-county'));
    expect(results.map((place) => place.name)).toEqual(harbor.map((place) => place.name).sort((a, b) => a.localeCompare(b)));
    expect(results.find((place) => place.name.startsWith('Old Customs House'))).toMatchObject({ active: false });
    for (const place of results) expect([place.name, place.bookedMeetings]).toEqual([place.name, await bookedAt(place.id)]);
    // The demo books meetings at the open places: the list says so.
    expect(results.some((place) => place.bookedMeetings > 0)).toBe(true);
  });

  it('refuse a location without a name or address, or with a map link that is not an https web address (400), and write nothing', async () => {
    const before = await written();
    const refusals: Array<[object, string]> = [
      [{ name: ' \u200b', address: '1 Main Street', location: MAP }, PLACE_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(121), address: '1 Main Street', location: MAP }, PLACE_MESSAGES.nameTooLong],
      [{ name: 'Annex', address: '', location: MAP }, PLACE_MESSAGES.addressRequired],
      [{ name: 'Annex', address: 'x'.repeat(301), location: MAP }, PLACE_MESSAGES.addressTooLong],
      [{ name: 'Annex', address: '1 Main Street', location: '' }, PLACE_MESSAGES.mapRequired],
      [{ name: 'Annex', address: '1 Main Street', location: `https://maps.example.org/${'x'.repeat(2000)}` }, PLACE_MESSAGES.mapTooLong],
      ...[
        'http://maps.example.org/embed',
        'javascript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        '/harbor-county/',
        'https://',
        'https://user:secret@maps.example.org/',
        'https://maps.example.org/a b',
        'www.openstreetmap.org/export',
      ].map((location): [object, string] => [{ name: 'Annex', address: '1 Main Street', location }, PLACE_MESSAGES.mapNotHttps]),
    ];
    for (const [payload, message] of refusals) {
      const answer = await send('POST', '/office/county/places', admin, payload);
      expect([JSON.stringify(payload).slice(0, 80), answer.statusCode, answer.json().message]).toEqual([JSON.stringify(payload).slice(0, 80), 400, message]);
    }
    expect(PLACE_MESSAGES.mapNotHttps).toMatch(/^Enter the map link as a web address starting with https:\/\//);
    const extra = await send('POST', '/office/county/places', admin, { name: 'Annex', address: '1 Main Street', location: MAP, active: false });
    expect(extra.statusCode).toBe(400);
    const taken = await send('POST', '/office/county/places', admin, { name: 'harbor public library, community room', address: '1 Main Street', location: MAP });
    expect([taken.statusCode, taken.json().message]).toEqual([409, PLACE_MESSAGES.taken('Harbor Public Library, Community Room')]);
    expect(await written()).toEqual(before);
  });

  it("add a location, offered at once and audited; the next visitor's page frames its map, and the public lists it", async () => {
    expect(await frameSrc()).not.toContain('https://maps.harbor.example');
    const added = await send('POST', '/office/county/places', admin, {
      name: '  Harbor Ferry Terminal, Waiting Room\u200b ',
      address: '2 Pier Road, Harbor, ME 04011',
      location: 'https://maps.harbor.example/embed?spot=ferry',
    });
    expect(added.statusCode).toBe(201);
    const place = added.json() as CountyPlace;
    expect(place).toEqual({
      id: expect.any(String),
      name: 'Harbor Ferry Terminal, Waiting Room',
      address: '2 Pier Road, Harbor, ME 04011',
      location: 'https://maps.harbor.example/embed?spot=ferry',
      active: true,
      bookedMeetings: 0,
    });
    // No cache stands between the change and the next page: its policy frames the new map's site.
    expect(await frameSrc()).toContain('https://maps.harbor.example');
    expect(await frameSrc('pine-county')).not.toContain('https://maps.harbor.example');
    expect(await publicPlaces()).toContain('Harbor Ferry Terminal, Waiting Room');
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, 'harbor-county'), eq(auditEvents.action, 'place-added')));
    expect(audit).toMatchObject({
      accountId: adminId,
      detail: {
        by: 'county console (Morgan Reyes)',
        place: place.id,
        after: { name: 'Harbor Ferry Terminal, Waiting Room', address: '2 Pier Road, Harbor, ME 04011', location: 'https://maps.harbor.example/embed?spot=ferry', active: true },
      },
    });
  });

  it('change a location: audited before and after, its old map no longer framed, a name another has refused, a location not there 404', async () => {
    const [ferry] = await database.db.select().from(places).where(eq(places.name, 'Harbor Ferry Terminal, Waiting Room'));
    const changed = await send('PUT', `/office/county/places/${ferry.id.toUpperCase()}`, admin, {
      name: 'Harbor Ferry Terminal',
      address: '2 Pier Road, Harbor, ME 04011',
      location: 'https://ferry-maps.example/embed',
    });
    expect([changed.statusCode, changed.json()]).toEqual([
      200,
      { id: ferry.id, name: 'Harbor Ferry Terminal', address: '2 Pier Road, Harbor, ME 04011', location: 'https://ferry-maps.example/embed', active: true, bookedMeetings: 0 },
    ]);
    const frames = await frameSrc();
    expect(frames).toContain('https://ferry-maps.example');
    expect(frames).not.toContain('https://maps.harbor.example');
    const [audit] = await database.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, 'harbor-county'), eq(auditEvents.action, 'place-changed')));
    expect(audit.detail).toMatchObject({
      place: ferry.id,
      before: { name: 'Harbor Ferry Terminal, Waiting Room', location: 'https://maps.harbor.example/embed?spot=ferry' },
      after: { name: 'Harbor Ferry Terminal', location: 'https://ferry-maps.example/embed' },
    });
    // The same again changes nothing and writes no audit row.
    const again = await send('PUT', `/office/county/places/${ferry.id}`, admin, {
      name: 'Harbor Ferry Terminal',
      address: '2 Pier Road, Harbor, ME 04011',
      location: 'https://ferry-maps.example/embed',
    });
    expect(again.statusCode).toBe(200);

    const before = await written();
    const taken = await send('PUT', `/office/county/places/${ferry.id}`, admin, { name: 'NORTH HARBOR TOWN HALL', address: '2 Pier Road', location: MAP });
    expect([taken.statusCode, taken.json().message]).toEqual([409, PLACE_MESSAGES.taken('North Harbor Town Hall')]);
    const wrongMap = await send('PUT', `/office/county/places/${ferry.id}`, admin, { name: 'Harbor Ferry Terminal', address: '2 Pier Road', location: 'ftp://maps.example.org/' });
    expect([wrongMap.statusCode, wrongMap.json().message]).toEqual([400, PLACE_MESSAGES.mapNotHttps]);
    const [pine] = await database.db.insert(places).values({ tenantId: 'pine-county', name: 'Pine Ridge Library', address: '25 Library Lane', location: MAP }).returning();
    for (const id of [ANY_PLACE, pine.id, 'not-a-place']) {
      const nowhere = await send('PUT', `/office/county/places/${id}`, admin, { name: 'x', address: 'y', location: MAP });
      expect([id, nowhere.statusCode, nowhere.json().message]).toEqual([id, 404, PLACE_MESSAGES.notFound]);
      const stopped = await send('POST', `/office/county/places/${id}/active`, admin, { active: false });
      expect([id, stopped.statusCode]).toEqual([id, 404]);
    }
    await database.db.delete(places).where(eq(places.id, pine.id));
    expect({ ...(await written()), places: undefined }).toEqual({ ...before, places: undefined });
    expect((await database.db.select().from(places).where(eq(places.id, ferry.id)))[0].name).toBe('Harbor Ferry Terminal');
  });

  it('stop offering a location with meetings booked ahead: they stay booked, the answer counts them, the public and the policy no longer offer it; and offer it again', async () => {
    const { results } = (await send('GET', '/office/county/places', admin)).json() as { results: CountyPlace[] };
    const busy = results.find((place) => place.active && place.bookedMeetings > 0)!;
    const booked = await bookedAt(busy.id);
    expect(booked).toBeGreaterThan(0);
    const stopped = await send('POST', `/office/county/places/${busy.id}/active`, admin, { active: false });
    expect([stopped.statusCode, stopped.json()]).toEqual([200, { ...busy, active: false, bookedMeetings: booked }]);
    expect(await bookedAt(busy.id)).toBe(booked);
    expect(await publicPlaces()).not.toContain(busy.name);
    // The county's other open places have maps on the same site: the policy still frames it for them.
    expect(await frameSrc()).toContain('https://www.openstreetmap.org');
    const slots = (await send('GET', `/time-slots?placeId=${busy.id}`)).json().results;
    expect(slots).toEqual([]);
    const [audit] = await database.db
      .select({ accountId: auditEvents.accountId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, 'harbor-county'), eq(auditEvents.action, 'place-stopped')));
    expect(audit).toMatchObject({ accountId: adminId, detail: { place: busy.id, before: { active: true }, after: { active: false }, bookedMeetings: booked } });
    // Stopped twice: nothing more is written.
    expect((await send('POST', `/office/county/places/${busy.id}/active`, admin, { active: false })).statusCode).toBe(200);

    const offered = await send('POST', `/office/county/places/${busy.id}/active`, admin, { active: true });
    expect([offered.statusCode, offered.json().active]).toEqual([200, true]);
    expect(await publicPlaces()).toContain(busy.name);
    const trail = await database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, 'harbor-county'), like(auditEvents.action, 'place-%')))
      .orderBy(asc(auditEvents.id));
    expect(trail.map((row) => row.action)).toEqual(['place-added', 'place-changed', 'place-stopped', 'place-offered']);
  });

  it("a stopped location's map is framed no more when no offered location shares its site", async () => {
    const [ferry] = await database.db.select().from(places).where(eq(places.name, 'Harbor Ferry Terminal'));
    expect(await frameSrc()).toContain('https://ferry-maps.example');
    expect((await send('POST', `/office/county/places/${ferry.id}/active`, admin, { active: false })).json()).toMatchObject({ active: false, bookedMeetings: 0 });
    expect(await frameSrc()).not.toContain('https://ferry-maps.example');
  });
});

describe('npm run county -- places', () => {
  const actor = { by: 'command line (test)' };
  async function run(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const command = parseCountyCommand(argv);
    if (command.kind === 'help') throw new Error('help');
    const code = await runCountyCommand(database.db, command, { out: (line) => out.push(line), err: (line) => err.push(line) }, actor);
    return { code, out, err };
  }

  it('lists, adds, changes, stops and offers again, audited as the command line', async () => {
    const listed = await run(['places', 'harbor-county']);
    expect(listed.out).toEqual((await run(['places', 'harbor-county', 'list'])).out);
    expect(listed.out.find((line) => line.includes('Old Customs House'))).toMatch(/ {2}not offered {2}map: https:\/\/www\.openstreetmap\.org\//);
    expect(listed.out.some((line) => / {2}offered {2}\d+ upcoming meetings? booked {2}map: /.test(line))).toBe(true);

    const added = await run(['places', 'harbor-county', 'add', '--name', 'Harbor Senior Center', '--address', '9 Bay Street, Harbor, ME 04011', '--map', MAP]);
    expect(added).toMatchObject({ code: 0, err: [] });
    expect(added.out[0]).toMatch(/^Added the location "Harbor Senior Center" \([0-9a-f-]{36}\) to harbor-county, offered\. The public sees it once it has meeting times/);
    expect(await publicPlaces()).toContain('Harbor Senior Center');

    const changed = await run(['places', 'harbor-county', 'change', 'harbor senior center', '--address', '11 Bay Street, Harbor, ME 04011']);
    expect(changed.out).toEqual([`The location "Harbor Senior Center" of harbor-county: 11 Bay Street, Harbor, ME 04011, map ${MAP}.`]);
    expect((await run(['places', 'harbor-county', 'stop', 'Harbor Senior Center'])).out).toEqual([
      'The location "Harbor Senior Center" of harbor-county is no longer offered. No booked meeting remains there.',
    ]);
    expect((await run(['places', 'harbor-county', 'offer', 'Harbor Senior Center'])).out).toEqual(['The location "Harbor Senior Center" of harbor-county is offered.']);

    // A location with meetings ahead: stop says how many remain, and cancels none.
    const { results } = (await send('GET', '/office/county/places', admin)).json() as { results: CountyPlace[] };
    const busy = results.find((place) => place.active && place.bookedMeetings > 0)!;
    const stopped = await run(['places', 'harbor-county', 'stop', busy.id]);
    const n = await bookedAt(busy.id);
    expect(stopped.out).toEqual([
      `The location "${busy.name}" of harbor-county is no longer offered. ${n === 1 ? '1 booked meeting remains there: it is not cancelled.' : `${n} booked meetings remain there: they are not cancelled.`}`,
    ]);
    expect((await run(['places', 'harbor-county', 'offer', busy.id])).code).toBe(0);

    const trail = await database.db
      .select({ action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, 'harbor-county'), like(auditEvents.action, 'place-%')))
      .orderBy(asc(auditEvents.id));
    const ours = trail.filter((row) => (row.detail as { by: string }).by === 'command line (test)');
    expect(ours.map((row) => row.action)).toEqual(['place-added', 'place-changed', 'place-stopped', 'place-offered', 'place-stopped', 'place-offered']);
    expect(ours[1].detail).toMatchObject({ before: { address: '9 Bay Street, Harbor, ME 04011' }, after: { address: '11 Bay Street, Harbor, ME 04011' } });
  });

  it.each([
    [['places', 'harbor-county', 'add', '--name', 'Harbor Senior Center', '--address', '1 Main Street', '--map', MAP], PLACE_MESSAGES.taken('Harbor Senior Center')],
    [['places', 'harbor-county', 'stop', 'Nowhere Hall'], 'harbor-county has no location "Nowhere Hall": npm run county -- places harbor-county lists them.'],
    [['places', 'harbor-county', 'change', 'Harbor Senior Center', '--name', 'north harbor town hall'], PLACE_MESSAGES.taken('North Harbor Town Hall')],
    [['places', 'nowhere-county'], 'There is no county "nowhere-county"'],
  ])('refuses %j with exit code 1 and writes nothing', async (argv, message) => {
    const before = await written();
    const result = await run(argv);
    expect([result.code, result.out]).toEqual([1, []]);
    expect(result.err.join('\n')).toContain(message);
    expect(await written()).toEqual(before);
  });

  it.each([
    [['places', 'harbor-county', 'add', '--name', 'Annex', '--address', '1 Main Street', '--map', 'http://maps.example.org/'], `--map: ${PLACE_MESSAGES.mapNotHttps}`],
    [['places', 'harbor-county', 'add', '--name', 'Annex', '--address', '1 Main Street', '--map', 'javascript:alert(1)'], `--map: ${PLACE_MESSAGES.mapNotHttps}`],
    [['places', 'harbor-county', 'add', '--name', '', '--address', '1 Main Street', '--map', MAP], `--name: ${PLACE_MESSAGES.nameRequired}`],
    [['places', 'harbor-county', 'add', '--name', 'Annex'], 'places add needs --address, --map.'],
    [['places', 'harbor-county', 'change', 'Annex'], 'places change needs --name, --address, --map or several.'],
    [['places', 'harbor-county', 'change', 'Annex', '--address', ' '], `--address: ${PLACE_MESSAGES.addressRequired}`],
    [['places', 'harbor-county', 'stop'], "places stop needs the location's name or id (npm run county -- places harbor-county lists them)."],
    [['places', 'harbor-county', 'stop', 'Annex', '--map', MAP], 'places stop takes no --map.'],
    [['places', 'harbor-county', 'stop', 'North', 'Harbor'], 'places stop takes one location ("Harbor" is more; put a name of several words in quotes).'],
    [['places', 'harbor-county', 'remove', 'Annex'], '"remove" is not a places command: use list, add, change, stop or offer.'],
    [['places', 'harbor-county', '--description', 'x'], 'places takes no --description.'],
    [['places'], "places needs the county's id (npm run county -- places harbor-county)."],
  ])('refuses the command line %j', (argv, message) => {
    expect(() => parseCountyCommand(argv)).toThrow(new CountyUsageError(message));
  });

  it('as its own process: --help, and a wrong map link refused with exit code 2 before the database is opened', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'county-places-cli-'));
    const npmRunCounty = (args: string[]) => {
      // No database at all: a refused command line never reaches one.
      const env = { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dataDir, 'never') };
      const child = spawn('npm', ['run', '--silent', 'county', '--', ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let [stdout, stderr] = ['', ''];
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
    };
    try {
      const help = await npmRunCounty(['places', '--help']);
      expect([help.code, help.stdout.split('\n')[0]]).toEqual([0, 'Usage: npm run county -- places <county> [list]']);
      expect(help.stdout).toContain('stop no longer offers one');
      const all = await npmRunCounty(['--help']);
      expect(all.stdout).toContain('npm run county -- places <county> add --name <name> --address <address> --map <https link>');
      const wrong = await npmRunCounty(['places', 'harbor-county', 'add', '--name', 'Annex', '--address', '1 Main Street', '--map', 'http://maps.example.org/']);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toMatch(/^--map: Enter the map link as a web address starting with https:\/\/.*\n\nUsage: npm run county -- places <county>/);
      expect(fs.existsSync(path.join(dataDir, 'never'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
