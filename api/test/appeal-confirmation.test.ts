import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPEAL_MESSAGES, appealResultSchema, appealWindowsResponseSchema } from 'mfe-shared/schemas';
import { STATUS_MESSAGES } from '../src/capabilities/appeals/appeal-status';
import { CONFIRM_MESSAGES } from '../src/capabilities/appeals/confirm-appeal';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealStatusChanges, appeals, appealWindows, outbox } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { TOKEN_MESSAGES } from '../src/capabilities/status/status-routes';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

/**
 * Appeal squatting: a public filing is pending until its filer confirms it with the e-mail's
 * link, and a pending filing blocks no one. Otherwise anyone could file the one appeal of a
 * parcel's season under any name, and the owner would then get 409.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let windowId: string;
const PINE = 'pine-county';
const API = `/${PINE}/api`;
const SAME_ORIGIN = 'http://localhost:80';

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 300);
  await seedDemoAppeals(database.db);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: `${API}/appeal-windows` })).json()).results;
  windowId = seasons.find((season) => season.open)!.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

let nextParcel = 200;
/** A Pine County parcel that can be appealed and that no other test here uses. */
function freshParcel(): string {
  for (;;) {
    const parcel = demoParcel(
      DEMO_COUNTIES.find((county) => county.tenantId === PINE)!,
      nextParcel++,
    );
    if (parcel.active !== false && parcel.valueAmount != null) return parcel.id;
  }
}

async function file(parcelId: string, appellant: { name: string; email: string }) {
  const body = await appealBody(app, PINE, parcelId, windowId);
  body.appellant = { ...body.appellant, ...appellant };
  const response = await app.inject({ method: 'POST', url: `${API}/appeals`, payload: body });
  expect(response.statusCode).toBe(201);
  return appealResultSchema.parse(response.json());
}
/** The e-mail's link: signed for the address the appeal holds, as the composer signs it. */
const confirmLink = (filed: { id: string; appellant: { email: string } }, expiresAt = new Date(Date.now() + 3_600_000)) =>
  app.tokens.confirmToken(PINE, filed.id, expiresAt, filed.appellant.email);
const confirm = (token: string) => app.inject({ method: 'POST', url: `${API}/status/${token}/confirm` });
const countFor = async (parcelId: string) =>
  Number((await app.inject({ method: 'HEAD', url: `${API}/appeals?parcel=${encodeURIComponent(parcelId)}&window=${windowId}` })).headers['x-total-count']);
const mailsOf = async (appealId: string) =>
  (await database.db.select({ kind: outbox.kind, payload: outbox.payload }).from(outbox))
    .filter((row) => (row.payload as { appealId?: string }).appealId === appealId)
    .map((row) => row.kind);

describe('a public filing waits for its filer', () => {
  it('blocks no one: a squatter files first, the owner files and confirms, and the squatter cannot confirm any more', async () => {
    const parcel = freshParcel();
    const squatter = await file(parcel, { name: 'Someone Else', email: 'squatter@example.net' });
    expect(squatter.confirmBy).not.toBeNull();
    expect(await countFor(parcel)).toBe(0);

    const owner = await file(parcel, { name: 'Pat Owner', email: 'pat@example.org' });
    expect(await mailsOf(owner.id)).toEqual(['appeal-confirm']);
    const confirmed = await confirm(confirmLink(owner));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().appeal).toMatchObject({ status: 'filed', confirmBy: null, timeline: [{ status: 'filed' }] });
    expect(await countFor(parcel)).toBe(1);
    expect(await mailsOf(owner.id)).toEqual(['appeal-confirm', 'appeal-filed']);

    const late = await confirm(confirmLink(squatter));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: APPEAL_MESSAGES.duplicate });
    expect(await countFor(parcel)).toBe(1);
    // Once one is confirmed, a new filing is refused as before.
    const again = await app.inject({ method: 'POST', url: `${API}/appeals`, payload: await appealBody(app, PINE, parcel, windowId) });
    expect(again.statusCode).toBe(409);
  });

  it('is confirmed only with the e-mail link: the status token of the filing answer cannot', async () => {
    const filed = await file(freshParcel(), { name: 'Pat Owner', email: 'pat@example.org' });
    const withStatusToken = await confirm(filed.statusToken);
    expect(withStatusToken.statusCode).toBe(403);
    expect(withStatusToken.json()).toEqual({ message: TOKEN_MESSAGES.notConfirmLink });
    const view = await app.inject({ url: `${API}/status/${filed.statusToken}` });
    expect(view.json().appeal).toMatchObject({ canConfirm: false, confirmBy: filed.confirmBy, timeline: [] });
    expect(await countFor(filed.property.parcelId)).toBe(0);
  });

  it('confirms once: opening the link again answers the appeal as it is, with one timeline row and one receipt', async () => {
    const filed = await file(freshParcel(), { name: 'Pat Owner', email: 'pat@example.org' });
    const token = confirmLink(filed);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const timeline = await database.db.select().from(appealStatusChanges).where(eq(appealStatusChanges.appealId, filed.id));
    expect(timeline.map((row) => row.status)).toEqual(['filed']);
    expect(await mailsOf(filed.id)).toEqual(['appeal-confirm', 'appeal-filed']);
  });

  it('refuses a forged, altered, expired or other county link, and an appeal not confirmed in time', async () => {
    const filed = await file(freshParcel(), { name: 'Pat Owner', email: 'pat@example.org' });
    const token = confirmLink(filed);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await confirm(altered)).statusCode).toBe(404);
    expect((await confirm('v1.forged.token')).statusCode).toBe(404);
    const otherCounty = app.tokens.confirmToken('harbor-county', filed.id, new Date(Date.now() + 3_600_000), filed.appellant.email);
    expect((await confirm(otherCounty)).statusCode).toBe(404);
    const expired = await confirm(confirmLink(filed, new Date(Date.now() - 1_000)));
    expect(expired.statusCode).toBe(410);

    // Filed longer ago than appeal.confirm_hours (48): lapsed, even with a link that still works.
    await database.db
      .update(appeals)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(and(eq(appeals.tenantId, PINE), eq(appeals.id, filed.id)));
    const lapsed = await confirm(token);
    expect(lapsed.statusCode).toBe(410);
    expect(lapsed.json()).toEqual({ message: CONFIRM_MESSAGES.lapsed });
    expect(await countFor(filed.property.parcelId)).toBe(0);
  });

  it('is not confirmed once the season has closed', async () => {
    const filed = await file(freshParcel(), { name: 'Pat Owner', email: 'pat@example.org' });
    await database.db.update(appealWindows).set({ open: false }).where(eq(appealWindows.id, windowId));
    try {
      const closed = await confirm(confirmLink(filed));
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({ message: 'The appeal season is closed.' });
    } finally {
      await database.db.update(appealWindows).set({ open: true }).where(eq(appealWindows.id, windowId));
    }
  });

  it('cannot be moved along its timeline by staff while pending; a staff filing counts at once', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: `/harbor-county/api/session`,
      payload: { email: 'clerk@harborcounty.example', password: DEMO_STAFF_PASSWORD },
      headers: { origin: SAME_ORIGIN },
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    const harborSeasons = appealWindowsResponseSchema.parse((await app.inject({ url: '/harbor-county/api/appeal-windows' })).json()).results;
    const harborWindow = harborSeasons.find((season) => season.open)!.id;
    const harbor = DEMO_COUNTIES.find((county) => county.tenantId === 'harbor-county')!;
    // Parcels with a prior appeal (Harbor asks for one) that no other test files on.
    const [publicParcel, staffParcel] = [demoParcel(harbor, 120), demoParcel(harbor, 121)].map((parcel) => parcel.id);

    const body = await appealBody(app, 'harbor-county', publicParcel, harborWindow);
    const pending = appealResultSchema.parse((await app.inject({ method: 'POST', url: '/harbor-county/api/appeals', payload: body })).json());
    const moved = await app.inject({
      method: 'POST',
      url: `/harbor-county/api/appeals/${pending.id}/status`,
      payload: { status: 'under-review' },
      headers: { cookie, origin: SAME_ORIGIN },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: STATUS_MESSAGES.notConfirmed });

    const me = (await app.inject({ url: '/harbor-county/api/me', headers: { cookie } })).json();
    const staffBody = { ...(await appealBody(app, 'harbor-county', staffParcel, harborWindow)), staff: { method: 'mail', staffId: me.accountId } };
    const byStaff = await app.inject({ method: 'POST', url: '/harbor-county/api/appeals', payload: staffBody, headers: { cookie, origin: SAME_ORIGIN } });
    expect({ status: byStaff.statusCode, body: byStaff.json() }).toMatchObject({ status: 201, body: { confirmBy: null } });
    expect(await mailsOf(byStaff.json().id)).toEqual(['appeal-filed']);
  });
});
