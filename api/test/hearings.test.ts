import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HEARING_MESSAGES as H, appealWindowsResponseSchema, docketSchema, freeTimesSchema, officeAppealSchema, statusResponseSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { moveNotAllowed } from '../src/capabilities/appeal-lifecycle/record-move';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, hearings, outbox } from '../src/infrastructure/db/schema';
import { newReference } from '../src/infrastructure/references/reference';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { parseCsv } from './support/csv';
import { fileTestAppeal } from './support/after-filing';
import { openTestDatabase } from './support/test-database';

/** Hearings on panels (docs/product.md#hearings): sessions, one scheduling or many, never two at once, and the docket. */
let database: DatabaseHandle;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

const HARBOR = '/harbor-county/api';
const SAME_ORIGIN = 'http://localhost:80';
// A day far enough ahead for any notice; 09:00 to 12:00 on Harbor's clock (New York, daylight time).
const DAY = '2099-05-04';
const at = (time: string) => `${DAY}T${time}:00-04:00`;

async function signIn(email: string) {
  const response = await app.inject({ method: 'POST', url: `${HARBOR}/session`, payload: { email, password: DEMO_STAFF_PASSWORD }, headers: { origin: SAME_ORIGIN } });
  expect(response.statusCode).toBe(200);
  const header = response.headers['set-cookie'];
  return (Array.isArray(header) ? header[0] : header)!.split(';')[0];
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  cookies.clerk = await signIn('clerk@harborcounty.example');
  cookies.admin = await signIn('admin@harborcounty.example');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = (url: string, payload: object, who: 'clerk' | 'admin' = 'clerk') =>
  app.inject({ method: 'POST', url: `${HARBOR}${url}`, payload, headers: { cookie: cookies[who], origin: SAME_ORIGIN } });
const get = (url: string, who: 'clerk' | 'admin' | null = 'clerk') => app.inject({ url: `${HARBOR}${url}`, headers: who ? { cookie: cookies[who] } : {} });

async function newPanel(name: string, body: object = { mode: 'video', videoUrl: 'https://video.example/harbor-board' }) {
  const created = await post('/office/panels', { name, members: ['A. Chair', 'B. Member'], ...body }, 'admin');
  expect(created.statusCode).toBe(201);
  const panel = created.json() as { id: string };
  expect((await post(`/office/panels/${panel.id}/sessions`, { startsAt: at('09:00'), endsAt: at('12:00') }, 'admin')).statusCode).toBe(201);
  return panel.id;
}

/**
 * `count` confirmed appeals under review, written straight to the table (filing 200 through the
 * wizard's API would be most of this file's time): filed without proof, so they take no parcel's place.
 */
async function appealsUnderReview(count: number): Promise<string[]> {
  const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: `${HARBOR}/appeal-windows` })).json()).results;
  const season = seasons.find((candidate) => candidate.open)!;
  const rows = Array.from({ length: count }, (_, i) => ({
    tenantId: 'harbor-county',
    parcelId: `HC-${String(100 + (i % 50)).padStart(6, '0')}-TEST`,
    windowId: season.id,
    property: { address: `${i} Hearing Way`, type: 'residential', value: { amount: 250_000, currency: 'USD' } },
    appellant: { name: `Filer ${i}`, email: `filer${i}@example.com` },
    claimedAmount: 200_000,
    proof: null,
    status: 'under-review',
    reference: newReference('HC', new Date(), 'America/New_York'),
  }));
  const written = await database.db.insert(appeals).values(rows).returning({ id: appeals.id });
  return written.map((row) => row.id);
}

describe('panels and sessions', () => {
  it('are added by administrators only, with what a panel needs to sit', async () => {
    expect((await post('/office/panels', { name: 'Panel X', mode: 'video', videoUrl: 'https://v.example/x' }, 'clerk')).statusCode).toBe(403);
    const refusals: Array<[object, string]> = [
      [{ name: '', mode: 'video', videoUrl: 'https://v.example/x' }, H.panelNameRequired],
      [{ name: 'Panel X', mode: 'in-person' }, H.roomRequired],
      [{ name: 'Panel X', mode: 'video', videoUrl: 'http://v.example/x' }, H.videoUrlInvalid],
      [{ name: 'Panel X', mode: 'by-phone' }, H.modeInvalid],
    ];
    for (const [body, message] of refusals) {
      const response = await post('/office/panels', body, 'admin');
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    const panel = await newPanel('Panel A', { mode: 'in-person', room: 'Room 204, County Building' });
    const overlapping = await post(`/office/panels/${panel}/sessions`, { startsAt: at('11:00'), endsAt: at('13:00') }, 'admin');
    expect([overlapping.statusCode, overlapping.json().message]).toEqual([409, H.sessionOverlaps]);
    const backwards = await post(`/office/panels/${panel}/sessions`, { startsAt: at('15:00'), endsAt: at('14:00') }, 'admin');
    expect([backwards.statusCode, backwards.json().message]).toEqual([400, H.sessionOrder]);
    const listed = await get('/office/panels');
    expect(listed.json().results).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: panel, name: 'Panel A', mode: 'in-person', room: 'Room 204, County Building', videoUrl: null })]),
    );
    expect((await get('/office/panels', null)).statusCode).toBe(401);
  });
});

describe('scheduling one hearing', () => {
  it('takes a free time of a session on its grid, after the notice, and tells the filer when and how to join', async () => {
    const panel = await newPanel('Panel B');
    const filed = await fileTestAppeal(app);
    await post(`/appeals/${filed.id}/status`, { status: 'under-review' });
    const cases: Array<[string, string]> = [
      [new Date(Date.now() + 3 * 86_400_000).toISOString(), H.tooSoon(15)],
      [at('08:00'), H.notInSession],
      [at('11:50'), H.notInSession],
      [at('09:10'), H.notOnTheGrid(15)],
    ];
    for (const [startsAt, message] of cases) {
      const response = await post('/office/hearings', { appeal: filed.reference, panel, startsAt });
      expect([response.statusCode, response.json().message]).toEqual([409, message]);
    }
    const scheduled = await post('/office/hearings', { appeal: filed.reference, panel, startsAt: at('09:30') });
    expect(scheduled.statusCode).toBe(201);
    const view = statusResponseSchema.parse((await app.inject({ url: `${HARBOR}/status/${filed.statusToken}` })).json()).appeal!;
    expect(view.status).toBe('hearing-scheduled');
    expect(view.hearing).toEqual({
      startsAt: '2099-05-04T13:30:00.000Z',
      minutes: 15,
      mode: 'video',
      panel: 'Panel B',
      room: null,
      videoUrl: 'https://video.example/harbor-board',
      // The filer may ask once to move it, and has not yet.
      canAskToMove: true,
      moveRequest: null,
    });
    expect(view.nextStep).toEqual({ step: 'attend-hearing', by: '2099-05-04T13:30:00.000Z' });

    const other = (await appealsUnderReview(1))[0];
    const busy = await post('/office/hearings', { appeal: other, panel, startsAt: at('09:30') });
    expect([busy.statusCode, busy.json().message]).toEqual([409, H.panelBusy]);
  });

  it('lets the filer ask once to move it, with why; the office refuses with words the filer is sent, or moves it', async () => {
    const panel = await newPanel('Panel F');
    const filed = await fileTestAppeal(app);
    await post(`/appeals/${filed.id}/status`, { status: 'under-review' });
    await post('/office/hearings', { appeal: filed.reference, panel, startsAt: at('09:00') });
    const ask = (reason: string) => app.inject({ method: 'POST', url: `${HARBOR}/status/${filed.statusToken}/hearing/move`, payload: { reason } });
    const empty = await ask('  ');
    expect([empty.statusCode, empty.json().message]).toEqual([400, H.moveReasonRequired]);
    const asked = await ask('I am in hospital that week.');
    expect(asked.statusCode).toBe(200);
    expect(statusResponseSchema.parse(asked.json()).appeal!.hearing).toMatchObject({ moveRequest: { answer: null }, canAskToMove: false });
    expect((await ask('Again')).json().message).toBe(H.moveAskedAlready);
    const docket = docketSchema.parse((await get(`/office/hearings?day=${DAY}&panel=${panel}`)).json());
    expect(docket.hearings[0].moveAsked).toBe('I am in hospital that week.');

    const hearingId = docket.hearings[0].id;
    const refuse = (note: string) => post(`/office/hearings/${hearingId}/move-request/refuse`, { note });
    expect((await refuse('')).json().message).toBe(H.moveNoteRequired);
    expect((await refuse('The board sits only that week.')).statusCode).toBe(204);
    expect((await refuse('Twice')).json().message).toBe(H.noMoveRequest);
    const view = statusResponseSchema.parse((await app.inject({ url: `${HARBOR}/status/${filed.statusToken}` })).json()).appeal!;
    expect(view.hearing!.moveRequest).toMatchObject({ answer: 'refused', note: 'The board sits only that week.' });
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'hearing-move-refused'));
    expect(mails.filter((mail) => (mail.payload as { hearingId: string }).hearingId === hearingId)).toHaveLength(1);

    // The office moves it all the same: the old hearing is 'moved', the appeal keeps one scheduled.
    const moved = await post('/office/hearings', { appeal: filed.reference, panel, startsAt: at('11:00') });
    expect(moved.statusCode).toBe(201);
    const rows = await database.db.select({ status: hearings.status, startsAt: hearings.startsAt }).from(hearings).where(eq(hearings.appealId, filed.id));
    expect(rows.map((row) => [row.status, row.startsAt.toISOString()]).sort()).toEqual([
      ['moved', '2099-05-04T13:00:00.000Z'],
      ['scheduled', '2099-05-04T15:00:00.000Z'],
    ]);
    const steps = statusResponseSchema.parse((await app.inject({ url: `${HARBOR}/status/${filed.statusToken}` })).json()).appeal!.timeline;
    expect(steps.filter((step) => step.status === 'hearing-scheduled').map((step) => step.hearingAt)).toEqual(['2099-05-04T13:00:00.000Z', '2099-05-04T15:00:00.000Z']);
  });

  it("lists the panel's free times, schedules the next one when no time is given, and the office's appeal carries the hearing with the filer's request", async () => {
    const panel = await newPanel('Panel G', { mode: 'in-person', room: 'Room 110, County Building' });
    const [taken] = await appealsUnderReview(1);
    await post('/office/hearings', { appeal: taken, panel, startsAt: at('09:00') });
    const free = freeTimesSchema.parse((await get(`/office/panels/${panel}/free-times?limit=3`)).json());
    expect(free).toEqual({ minutes: 15, results: ['13:15', '13:30', '13:45'].map((time) => ({ startsAt: `${DAY}T${time}:00.000Z` })) });
    const later = freeTimesSchema.parse((await get(`/office/panels/${panel}/free-times?from=${encodeURIComponent(at('11:30'))}`)).json());
    expect(later.results.map((time) => time.startsAt)).toEqual([`${DAY}T15:30:00.000Z`, `${DAY}T15:45:00.000Z`]);
    expect((await get(`/office/panels/${panel}/free-times?limit=0`)).json().message).toBe(H.freeTimesLimit);
    expect((await get('/office/panels/00000000-0000-4000-8000-000000000000/free-times')).statusCode).toBe(404);

    const filed = await fileTestAppeal(app);
    await post(`/appeals/${filed.id}/status`, { status: 'under-review' });
    const officeView = async () => officeAppealSchema.parse((await get(`/office/appeals/${filed.reference}`)).json()).hearing;
    expect(await officeView()).toBeNull();
    const next = await post('/office/hearings', { appeal: filed.reference, panel });
    expect([next.statusCode, next.json().startsAt]).toEqual([201, `${DAY}T13:15:00.000Z`]);
    const hearing = {
      id: next.json().id,
      startsAt: `${DAY}T13:15:00.000Z`,
      minutes: 15,
      mode: 'in-person',
      panel: { id: panel, name: 'Panel G' },
      room: 'Room 110, County Building',
      videoUrl: null,
      moveRequest: null,
    };
    expect(await officeView()).toEqual(hearing);

    await app.inject({ method: 'POST', url: `${HARBOR}/status/${filed.statusToken}/hearing/move`, payload: { reason: 'I am away that week.' } });
    expect(await officeView()).toEqual({ ...hearing, moveRequest: { reason: 'I am away that week.', askedAt: expect.any(String), state: 'asked', note: null } });
    await post(`/office/hearings/${hearing.id}/move-request/refuse`, { note: 'The panel sits only then.' });
    expect((await officeView())!.moveRequest).toMatchObject({ state: 'refused', note: 'The panel sits only then.' });
    // Moved to the next free time: a new hearing, with no request of its own.
    const moved = await post('/office/hearings', { appeal: filed.reference, panel });
    expect([moved.statusCode, moved.json().startsAt]).toEqual([201, `${DAY}T13:30:00.000Z`]);
    expect(await officeView()).toMatchObject({ id: moved.json().id, startsAt: `${DAY}T13:30:00.000Z`, moveRequest: null });
  });

  it('says so when the panel has no free time left for the next one', async () => {
    const panel = await newPanel('Panel H');
    const ids = await appealsUnderReview(13);
    const answers = [];
    for (const appeal of ids) answers.push(await post('/office/hearings', { appeal, panel }));
    expect(answers.slice(0, 12).map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    expect([answers[12].statusCode, answers[12].json().message]).toEqual([409, H.noFreeTimes]);
    expect(freeTimesSchema.parse((await get(`/office/panels/${panel}/free-times`)).json()).results).toEqual([]);
  });

  it('gives one time to one of 200 schedulings at once', async () => {
    const panel = await newPanel('Panel C');
    const ids = await appealsUnderReview(200);
    const answers = await Promise.all(ids.map((appeal) => post('/office/hearings', { appeal, panel, startsAt: at('10:00') })));
    const codes = answers.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(199);
    const written = await database.db
      .select()
      .from(hearings)
      .where(and(eq(hearings.panelId, panel), eq(hearings.status, 'scheduled')));
    expect(written).toHaveLength(1);
  });

  it('follows the appeal: held with the hearing held, cancelled by a withdrawal', async () => {
    const panel = await newPanel('Panel D');
    const [heard, withdrawn] = await appealsUnderReview(2);
    await post('/office/hearings', { appeal: heard, panel, startsAt: at('09:00') });
    await post('/office/hearings', { appeal: withdrawn, panel, startsAt: at('09:15') });
    await post(`/appeals/${heard}/status`, { status: 'hearing-held' });
    await post(`/appeals/${withdrawn}/status`, { status: 'withdrawn' });
    const rows = await database.db.select({ appealId: hearings.appealId, status: hearings.status }).from(hearings).where(eq(hearings.panelId, panel));
    expect(Object.fromEntries(rows.map((row) => [row.appealId, row.status]))).toEqual({ [heard]: 'held', [withdrawn]: 'cancelled' });
    // The withdrawn one's time is free again.
    const [next] = await appealsUnderReview(1);
    expect((await post('/office/hearings', { appeal: next, panel, startsAt: at('09:15') })).statusCode).toBe(201);
  });
});

describe('scheduling in bulk, and the docket', () => {
  it("fills the panel's free times in order, refuses what cannot be heard with why, and the docket lists the day", async () => {
    const panel = await newPanel('Panel E');
    const ids = await appealsUnderReview(14);
    await post('/office/hearings', { appeal: ids[0], panel, startsAt: at('09:15') });
    const decided = (await appealsUnderReview(1))[0];
    await post(`/appeals/${decided}/status`, { status: 'decided', decidedValue: { amount: 1 }, decision: { reasons: ['other'] } });
    const bulk = await post('/office/hearings/bulk', { appeals: [...ids.slice(1), decided, 'HC-99-ZZZZZZ'], panel });
    expect(bulk.statusCode).toBe(200);
    const { scheduled, refused } = bulk.json() as { scheduled: Array<{ startsAt: string }>; refused: Array<{ appeal: string; message: string }> };
    // 09:00 to 12:00 is 12 quarter hours; one was taken, so 11 of the 13 are heard.
    expect(scheduled.map((hearing) => hearing.startsAt.slice(11, 16))).toEqual(['13:00', '13:30', '13:45', '14:00', '14:15', '14:30', '14:45', '15:00', '15:15', '15:30', '15:45']);
    expect(refused.map((entry) => entry.message)).toEqual([
      H.noFreeTimes,
      H.noFreeTimes,
      moveNotAllowed('decided', 'hearing-scheduled'),
      'We could not find that appeal in this county.',
    ]);

    const docket = docketSchema.parse((await get(`/office/hearings?day=${DAY}&panel=${panel}`)).json());
    expect(docket.hearings).toHaveLength(12);
    expect(docket.hearings[0]).toMatchObject({
      startsAt: '2099-05-04T13:00:00.000Z',
      panel: { id: panel, name: 'Panel E', mode: 'video', room: null, videoUrl: 'https://video.example/harbor-board' },
      appeal: { address: expect.stringContaining('Hearing Way'), claimedValue: { amount: 200_000, currency: 'USD' } },
    });
    // The console shows how full each session is: 12 quarter hours, every one booked.
    const sessions = (await get(`/office/panels/${panel}/sessions`)).json().results;
    expect(sessions.map((session: { booked: number }) => session.booked)).toEqual([12]);
    const csv = await get(`/office/hearings.csv?day=${DAY}&panel=${panel}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(lines[0]).toEqual(['Time (America/New_York)', 'Minutes', 'Panel', 'Reference', 'Parcel', 'Address', 'Filer', 'Property type', 'Status']);
    expect(lines.slice(1, 3).map((line) => line[0])).toEqual(['09:00', '09:15']);
    expect((await get(`/office/hearings?day=05/04/2099`)).json().message).toBe(H.dayInvalid);
    expect((await app.inject({ url: `/pine-county/api/office/hearings?day=${DAY}`, headers: { cookie: cookies.clerk } })).statusCode).toBe(401);
  });
});
