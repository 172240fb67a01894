import './support/load-outside-sandbox';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { roleRefusal } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealReasonCodes, appealWindows, auditEvents, parcels, settings } from '../src/infrastructure/db/schema';
import { STARTING_REASONS } from '../src/capabilities/counties/county-reasons';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { openTestDatabase } from './support/test-database';

// The administrators' county console (docs/product.md#county-console): who may use it, what it
// refuses (and that a refusal writes nothing), and that a change reaches the next visitor at once.

jest.setTimeout(120_000);

const ORIGIN = 'http://localhost:80';
const API = '/harbor-county/api';
let database: DatabaseHandle;
let app: FastifyInstance;
let admin: string;
let adminId: string;
let clerk: string;

const emailOf = (role: string) => DEMO_STAFF.find((account) => account.tenantId === 'harbor-county' && account.role === role)!.email;

async function signIn(email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `${API}/session`, headers: { origin: ORIGIN }, payload: { email, password: DEMO_STAFF_PASSWORD } });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0];
}

const send = (method: 'GET' | 'POST' | 'PUT', path: string, cookie?: string, payload?: object) =>
  app.inject({ method, url: `${API}${path}`, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });

/** Every settings row of the county and the number of its audit rows: what a refusal must leave as it was. */
async function written() {
  const rows = await database.db.select().from(settings).where(eq(settings.tenantId, 'harbor-county'));
  const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.tenantId, 'harbor-county'));
  return { settings: JSON.stringify(rows.sort((a, b) => a.key.localeCompare(b.key))), audit: audit.filter((row) => !row.action.startsWith('sign-in')).length };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
  admin = await signIn(emailOf('administrator'));
  adminId = (await send('GET', '/me', admin)).json().accountId;
  clerk = await signIn(emailOf('clerk'));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const CALLS: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
  ['GET', '/office/county/settings'],
  ['POST', '/office/county/settings', { values: { 'general.phone_number': '5555550199' } }],
  ['GET', '/office/county/modules'],
  ['POST', '/office/county/modules', { disable: ['meetings'] }],
  ['GET', '/office/county/seasons'],
  ['POST', '/office/county/seasons', { name: 'Refused season', year: 2030 }],
  ['PUT', '/office/county/seasons/6f1c2d3e-4b5a-4c6d-8e7f-901234567890/dates', { opensOn: '2030-04-01', closesOn: null }],
  ['GET', '/office/county/reasons'],
  ['POST', '/office/county/reasons', { description: 'Refused reason' }],
  ['PUT', '/office/county/reasons/other', { description: 'Refused', spanish: null, used: false }],
  ['POST', '/office/county/reasons/other/move', { direction: 'up' }],
  ['GET', '/office/county/rolls'],
  ['GET', '/office/county/staff'],
];

it('refuses the public (401) and clerks (403, saying who may), and writes nothing', async () => {
  const before = await written();
  for (const [method, path, payload] of CALLS) {
    const publicAnswer = await send(method, path, undefined, payload);
    expect([method, path, publicAnswer.statusCode, publicAnswer.json().message]).toEqual([method, path, 401, 'Sign in as a member of staff to set up the county.']);
    const clerkAnswer = await send(method, path, clerk, payload);
    expect([method, path, clerkAnswer.statusCode, clerkAnswer.json().message]).toEqual([method, path, 403, roleRefusal('county.administer', 'clerk')]);
  }
  const upload = await app.inject({
    method: 'POST',
    url: `${API}/office/county/rolls?layout=texas-appraisal`,
    headers: { origin: ORIGIN, cookie: clerk, 'content-type': 'text/csv' },
    payload: 'x',
  });
  expect(upload.statusCode).toBe(403);
  expect(await written()).toEqual(before);
});

it('lists the settings it edits with their values and what each takes, and not the module switches', async () => {
  const answer = await send('GET', '/office/county/settings', admin);
  expect(answer.statusCode).toBe(200);
  const list = answer.json().settings as Array<{ key: string; value: unknown; stored: boolean; allowed: string }>;
  expect(list.find((setting) => setting.key === 'general.button_color')).toEqual({
    key: 'general.button_color',
    value: '#1a4480',
    stored: true,
    allowed: 'a hex colour dark enough for the white text on buttons (a contrast of 4.5:1 or more), such as #005ea2',
  });
  expect(list.find((setting) => setting.key === 'appeal.hide_prc')).toMatchObject({ value: false, allowed: 'true or false' });
  expect(list.map((setting) => setting.key)).not.toContain('meetings.enabled');
});

it('refuses a wrong value with its key, the value and what is allowed (400), and writes none of the change', async () => {
  const before = await written();
  const answer = await send('POST', '/office/county/settings', admin, { values: { 'general.phone_number': '5555550111', 'general.button_color': 'red' } });
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toEqual({
    message:
      'general.button_color: "red" cannot be used. It takes a hex colour dark enough for the white text on buttons (a contrast of 4.5:1 or more), such as #005ea2. Nothing was changed.',
  });
  // White button text on a pale colour could not be read (WCAG 1.4.3): refused, with the reason.
  const pale = await send('POST', '/office/county/settings', admin, { values: { 'general.button_color': '#ffcc00' } });
  expect(pale.statusCode).toBe(400);
  expect(pale.json().message).toBe(
    'general.button_color: "#ffcc00" cannot be used. It takes a hex colour dark enough for the white text on buttons (a contrast of 4.5:1 or more), such as #005ea2. Nothing was changed.',
  );
  const unknown = await send('POST', '/office/county/settings', admin, { values: { 'meetings.enabled': false } });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toMatch(/^meetings\.enabled: there is no such setting here/);
  expect(await written()).toEqual(before);
});

it("stores a right value, audited with the administrator's account, and the next visitor reads it at once", async () => {
  // The public's read first, so this process holds the county in its cache.
  expect((await send('GET', '/settings')).json()['general.phone_number']).toBe('5555550100');
  const answer = await send('POST', '/office/county/settings', admin, { values: { 'general.phone_number': '5555550199', 'appeal.appeal_reason_comment_maxlength': 400 } });
  expect(answer.statusCode).toBe(200);
  expect(answer.json().changed.sort()).toEqual(['appeal.appeal_reason_comment_maxlength', 'general.phone_number']);
  expect((await send('GET', '/settings')).json()).toMatchObject({ 'general.phone_number': '5555550199', 'appeal.appeal_reason_comment_maxlength': 400 });
  // The latest: the demo seed's own changes, when it set the county up, come before it.
  const [row] = await database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, 'harbor-county'), eq(auditEvents.action, 'county-settings-changed')))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  expect(row.accountId).toBe(adminId);
  expect(row.detail).toMatchObject({ changes: expect.arrayContaining([{ key: 'general.phone_number', before: '5555550100', after: '5555550199' }]) });
});

it('switches a service off and on for the next visitor', async () => {
  expect((await send('GET', '/settings')).json()['meetings.enabled']).toBe(true);
  const off = await send('POST', '/office/county/modules', admin, { disable: ['meetings'] });
  expect(off.json()).toEqual({
    modules: [
      { name: 'appeals', enabled: true },
      { name: 'meetings', enabled: false },
    ],
  });
  expect((await send('GET', '/settings')).json()['meetings.enabled']).toBe(false);
  expect((await send('GET', '/time-slots')).statusCode).toBe(404);
  await send('POST', '/office/county/modules', admin, { enable: ['meetings'] });
  expect((await send('GET', '/settings')).json()['meetings.enabled']).toBe(true);
  expect((await send('POST', '/office/county/modules', admin, { enable: ['office'] })).statusCode).toBe(400);
});

it('adds a season, refuses its name twice, opens it (closing the one open) and closes it', async () => {
  const seasons = async () => (await send('GET', '/office/county/seasons', admin)).json().results as Array<{ id: string; name: string; open: boolean }>;
  const wasOpen = (await seasons()).find((season) => season.open);
  const added = await send('POST', '/office/county/seasons', admin, { name: '2031 appeal season', year: 2031 });
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({ name: '2031 appeal season', year: 2031, open: false });
  const again = await send('POST', '/office/county/seasons', admin, { name: '2031 appeal season', year: 2031 });
  expect([again.statusCode, again.json().message]).toEqual([409, 'There is already a season called "2031 appeal season". Choose another name.']);
  expect((await send('POST', '/office/county/seasons', admin, { name: ' ', year: 31 })).statusCode).toBe(400);

  expect((await send('POST', `/office/county/seasons/${added.json().id}`, admin, { open: true })).json().open).toBe(true);
  expect((await seasons()).filter((season) => season.open).map((season) => season.name)).toEqual(['2031 appeal season']);
  await send('POST', `/office/county/seasons/${added.json().id}`, admin, { open: false });
  if (wasOpen) await send('POST', `/office/county/seasons/${wasOpen.id}`, admin, { open: true });
  expect((await seasons()).find((season) => season.open)?.id).toBe(wasOpen?.id);
  expect((await send('POST', '/office/county/seasons/6f1c2d3e-4b5a-4c6d-8e7f-901234567890', admin, { open: true })).statusCode).toBe(404);
});

it('gives a season its first and last days, refuses days out of order or not real, and audits the days before and after', async () => {
  const added = await send('POST', '/office/county/seasons', admin, { name: '2032 appeal season', year: 2032, opensOn: '2032-04-01', closesOn: '2032-06-30' });
  expect([added.statusCode, added.json()]).toEqual([201, expect.objectContaining({ name: '2032 appeal season', opensOn: '2032-04-01', closesOn: '2032-06-30' })]);
  const id = added.json().id as string;
  const before = await written();
  const backwards = await send('PUT', `/office/county/seasons/${id}/dates`, admin, { opensOn: '2032-06-30', closesOn: '2032-04-01' });
  expect([backwards.statusCode, backwards.json().message]).toEqual([400, 'The last day of the season must be the same as or after its first day.']);
  const unreal = await send('PUT', `/office/county/seasons/${id}/dates`, admin, { opensOn: '2032-02-30', closesOn: null });
  expect([unreal.statusCode, unreal.json().message]).toEqual([400, 'Enter the first day of the season as a real date, such as 2027-04-01, or leave it empty.']);
  const addedBackwards = await send('POST', '/office/county/seasons', admin, { name: '2033 appeal season', year: 2033, opensOn: '2033-06-30', closesOn: '2033-04-01' });
  expect([addedBackwards.statusCode, addedBackwards.json().message]).toEqual([400, 'The last day of the season must be the same as or after its first day.']);
  expect(await written()).toEqual(before);

  const moved = await send('PUT', `/office/county/seasons/${id}/dates`, admin, { opensOn: '2032-04-15', closesOn: null });
  expect([moved.statusCode, moved.json()]).toEqual([200, expect.objectContaining({ id, opensOn: '2032-04-15', closesOn: null })]);
  const listed = (await send('GET', '/office/county/seasons', admin)).json().results.find((season: { id: string }) => season.id === id);
  expect(listed).toMatchObject({ opensOn: '2032-04-15', closesOn: null });
  const [audit] = await database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, 'harbor-county'), eq(auditEvents.action, 'season-dates-changed')));
  expect(audit).toMatchObject({
    accountId: adminId,
    detail: { season: id, before: { opensOn: '2032-04-01', closesOn: '2032-06-30' }, after: { opensOn: '2032-04-15', closesOn: null } },
  });
  // Another county's season is not this county's to change: as if there were none.
  const [pine] = await database.db.insert(appealWindows).values({ tenantId: 'pine-county', name: 'Pine 2032', year: 2032, open: false, opensOn: '2032-05-01' }).returning();
  const other = await send('PUT', `/office/county/seasons/${pine.id}/dates`, admin, { opensOn: '2032-01-01', closesOn: null });
  expect([other.statusCode, other.json().message]).toEqual([404, 'We could not find that season in this county. Reload the page to see its seasons.']);
  expect((await database.db.select().from(appealWindows).where(eq(appealWindows.id, pine.id)))[0].opensOn).toBe(pine.opensOn);
});

it('adds a reason before Other, rewords it, stops offering it, moves it, and the reasons step offers what it says', async () => {
  const offered = async () =>
    ((await send('GET', '/code-systems/appeal-reasons')).json().codes as Array<{ id: string; description: string; used: boolean; labels: Record<string, string> }>)
      .filter((code) => code.used)
      .map((code) => code.description);
  // Harbor starts with the reasons a new county gets (the demo seed created it as any county); Pine has one of its own.
  await database.db.insert(appealReasonCodes).values({ tenantId: 'pine-county', id: 'wildfire-risk', description: 'Wildfire risk', position: 10 });
  const before = await offered();
  expect(before).toEqual(STARTING_REASONS.map((reason) => reason.description));

  const added = await send('POST', '/office/county/reasons', admin, { description: '  Flooding since the valuation\u200b ', spanish: 'Inundaciones desde el avalúo' });
  expect([added.statusCode, added.json()]).toEqual([
    201,
    { id: 'flooding-since-the-valuation', description: 'Flooding since the valuation', spanish: 'Inundaciones desde el avalúo', used: true },
  ]);
  expect(await offered()).toEqual([...before.slice(0, -1), 'Flooding since the valuation', 'Other']);
  const [spanish] = (await send('GET', '/code-systems/appeal-reasons')).json().codes.filter((code: { id: string }) => code.id === 'flooding-since-the-valuation');
  expect(spanish.labels).toEqual({ es: 'Inundaciones desde el avalúo' });

  const writtenBefore = await written();
  const twice = await send('POST', '/office/county/reasons', admin, { description: 'flooding since the valuation' });
  expect([twice.statusCode, twice.json().message]).toEqual([409, 'There is already a reason "flooding since the valuation". Change that one, or word this one differently.']);
  const empty = await send('POST', '/office/county/reasons', admin, { description: '\u200b ' });
  expect([empty.statusCode, empty.json().message]).toEqual([400, 'Enter the reason as the public will read it, such as Market value is too high.']);
  const long = await send('POST', '/office/county/reasons', admin, { description: 'x'.repeat(201) });
  expect([long.statusCode, long.json().message]).toEqual([400, 'A reason must be 200 characters or fewer.']);
  const nowhere = await send('PUT', '/office/county/reasons/nowhere', admin, { description: 'x', spanish: null, used: true });
  expect([nowhere.statusCode, nowhere.json().message]).toEqual([404, 'We could not find that reason in this county. Reload the page to see its reasons.']);
  const pineOwn = await send('PUT', '/office/county/reasons/wildfire-risk', admin, { description: 'x', spanish: null, used: true });
  expect(pineOwn.statusCode).toBe(404);
  expect(await written()).toEqual(writtenBefore);

  const moved = await send('POST', '/office/county/reasons/flooding-since-the-valuation/move', admin, { direction: 'up' });
  expect(moved.statusCode).toBe(200);
  const order = (await offered()).slice(-3);
  expect(order).toEqual(['Flooding since the valuation', before.at(-2), 'Other']);
  const first = (await send('GET', '/office/county/reasons', admin)).json().results[0].id;
  const top = await send('POST', `/office/county/reasons/${first}/move`, admin, { direction: 'up' });
  expect([top.statusCode, top.json().message]).toEqual([409, 'That reason is already at that end of the list.']);

  const retired = await send('PUT', '/office/county/reasons/flooding-since-the-valuation', admin, { description: 'Flooding since the last valuation', spanish: '', used: false });
  expect([retired.statusCode, retired.json()]).toEqual([200, { id: 'flooding-since-the-valuation', description: 'Flooding since the last valuation', spanish: null, used: false }]);
  expect(await offered()).not.toContain('Flooding since the last valuation');
  const trail = await database.db
    .select({ action: auditEvents.action, accountId: auditEvents.accountId, detail: auditEvents.detail })
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, 'harbor-county'), like(auditEvents.action, 'reason-%')))
    .orderBy(asc(auditEvents.id));
  expect(trail.map((row) => row.action)).toEqual(['reason-added', 'reason-moved', 'reason-changed']);
  expect(trail[2]).toMatchObject({
    accountId: adminId,
    detail: {
      before: { description: 'Flooding since the valuation', spanish: 'Inundaciones desde el avalúo', used: true },
      after: { description: 'Flooding since the last valuation', spanish: null, used: false },
    },
  });
});

const ROLL = [
  'prop_id,situs_num,situs_street_prefx,situs_street,situs_street_sufix,py_owner_name,state_cd,market_value',
  'TX-1,12,,Oak,St,Avery Quinn,A,250000',
  'TX-2,14,,Oak,St,Harper Lane,A,not a number',
  'TX-3,16,,Oak,St,Rowan Ashby,F1,1200000',
].join('\r\n');

const upload = (query: string, body: string, cookie = admin, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${API}/office/county/rolls?${query}`, headers: { origin: ORIGIN, cookie, 'content-type': 'text/csv', ...headers }, payload: body });

async function finished(id: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const job = (await send('GET', `/office/county/rolls/${id}`, admin)).json().job;
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

it('imports an uploaded roll in the background, with its summary and a download of its rejected rows', async () => {
  const started = await upload('layout=texas-appraisal&maxRejects=50&name=harbor-2027.csv', ROLL);
  expect(started.statusCode).toBe(202);
  const job = await finished(started.json().job.id);
  expect(job).toMatchObject({ state: 'done', fileName: 'harbor-2027.csv', dryRun: false, hasRejects: true, summary: { read: 3, added: 2, refused: 1 } });
  expect((await send('GET', '/office/county/rolls', admin)).json().job.id).toBe(job.id);
  const rejects = await send('GET', `/office/county/rolls/${job.id}/rejects.csv`, admin);
  expect(rejects.statusCode).toBe(200);
  expect(rejects.headers['content-disposition']).toBe('attachment; filename="harbor-2027.rejects.csv"');
  expect(rejects.body.split('\r\n')[0]).toBe('line,column,reason,parcel id');
  expect(rejects.body).toContain('3,market_value,');
  const added = await database.db
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, 'harbor-county'), eq(parcels.id, 'TX-3')));
  expect(added).toHaveLength(1);
  const audit = await database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, 'harbor-county'), eq(auditEvents.action, 'parcel-roll-upload-started')));
  expect(audit[0].accountId).toBe(adminId);
});

it('stops an import over its share of refusals with nothing changed, and says so without the paths of the server', async () => {
  const started = await upload('layout=texas-appraisal&dryRun=false&name=bad.csv', ROLL);
  const job = await finished(started.json().job.id);
  expect(job.state).toBe('failed');
  expect(job.error).toMatch(/^Stopped: 1 of 3 rows were refused, more than 1%, the most you allowed\. Nothing was changed; the reasons are in the file of rejected rows\.$/);
  expect(job.hasRejects).toBe(true);
  const wrongLayout = await finished((await upload('layout=florida-nal&name=bad.csv', ROLL)).json().job.id);
  expect(wrongLayout.error).toMatch(/^bad\.csv is not in the florida-nal layout: its header has no PARCEL_ID/);
});

it('refuses a roll over the size limit before reading it, an empty one, and a layout it does not know', async () => {
  const big = await upload('layout=texas-appraisal', 'x', admin, { 'content-length': String(600 * 1024 * 1024) });
  expect(big.statusCode).toBe(413);
  expect((await upload('layout=texas-appraisal', '')).statusCode).toBe(400);
  expect((await upload('layout=my-own', ROLL)).statusCode).toBe(400);
});

it("gives a staff account another role and disables one (its session ends), never the administrator's own", async () => {
  const appraiser = await signIn(emailOf('appraiser'));
  const accounts = (await send('GET', '/office/county/staff', admin)).json().results as Array<{ id: string; email: string; role: string; active: boolean }>;
  expect(accounts.map((account) => account.email)).toEqual(expect.arrayContaining([emailOf('clerk'), emailOf('appraiser'), emailOf('administrator')]));
  const idOf = (role: string) => accounts.find((account) => account.email === emailOf(role))!.id;

  const promoted = await send('POST', `/office/county/staff/${idOf('clerk')}`, admin, { role: 'appraiser' });
  expect(promoted.json()).toMatchObject({ email: emailOf('clerk'), role: 'appraiser', active: true });
  // The role is read afresh on each request: the clerk's session is an appraiser's now.
  expect((await send('GET', '/me', clerk)).json().role).toBe('appraiser');
  await send('POST', `/office/county/staff/${idOf('clerk')}`, admin, { role: 'clerk' });

  expect((await send('POST', `/office/county/staff/${idOf('appraiser')}`, admin, { active: false })).json()).toMatchObject({ active: false });
  expect((await send('GET', '/me', appraiser)).json()).toEqual({ accountId: null });
  const own = await send('POST', `/office/county/staff/${adminId}`, admin, { role: 'clerk' });
  expect([own.statusCode, own.json().message]).toEqual([409, 'You cannot change your own account. Ask another administrator of your office.']);
  expect((await send('POST', `/office/county/staff/${idOf('clerk')}`, admin, {})).statusCode).toBe(400);
  const audit = await database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.tenantId, 'harbor-county'), eq(auditEvents.action, 'staff-disabled')));
  expect(audit.map((row) => [row.accountId, row.detail])).toEqual([[adminId, { account: idOf('appraiser') }]]);
});
