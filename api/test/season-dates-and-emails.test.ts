import './support/load-outside-sandbox';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { zonedDateKey } from 'mfe-shared/format';
import { appealResultSchema, appealWindowsResponseSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { CONFIRMATION_EMAIL_LIMITS, CONFIRMATION_EMAIL_MESSAGES } from '../src/capabilities/appeals/confirmation-email-routes';
import { CONFIRM_MESSAGES } from '../src/capabilities/appeals/confirm-appeal';
import { APPEAL_ERRORS } from '../src/capabilities/appeals/file-appeal';
import { STATUS_LINK_LIMITS } from '../src/capabilities/status/status-links-route';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, appealWindows, auditEvents, meetings, outbox, rateLimitCounters } from '../src/infrastructure/db/schema';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { seedDemoStaff } from '../src/tools/demo/seed-staff';
import { startMailHarness, type MailHarness } from './support/mail-harness';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

/**
 * The dates of the appeal season (docs/product.md#appeal-seasons), the check-your-email page's calls
 * (docs/product.md#confirming-a-public-appeal) and the way back to a status page without the e-mail
 * (docs/product.md#finding-an-appeal-or-meeting-again).
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let mail: MailHarness;
let windowId: string;
const PINE = 'pine-county';
const API = `/${PINE}/api`;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 300);
  await seedDemoAppeals(database.db);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  mail = await startMailHarness(database.db, app.tokens);
  const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: `${API}/appeal-windows` })).json()).results;
  windowId = seasons.find((season) => season.open)!.id;
}, 120_000);

afterAll(async () => {
  await mail?.close();
  await app?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(rateLimitCounters);
});

let nextParcel = 120;
function freshParcel(): string {
  for (;;) {
    const parcel = demoParcel(
      DEMO_COUNTIES.find((county) => county.tenantId === PINE)!,
      nextParcel++,
    );
    if (parcel.active !== false && parcel.valueAmount != null) return parcel.id;
  }
}

async function file(email: string, parcelId = freshParcel()) {
  const body = await appealBody(app, PINE, parcelId, windowId);
  body.appellant = { ...body.appellant, email };
  const response = await app.inject({ method: 'POST', url: `${API}/appeals`, payload: body });
  expect(response.statusCode).toBe(201);
  return appealResultSchema.parse(response.json());
}
const post = (path: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: `${API}${path}`, payload, headers });
const mailTo = (address: string) => mail.catcher.messages().filter((message) => message.to.includes(address));
const pineZone = 'America/Denver';

describe('the season’s days', () => {
  const setDays = (days: { opensOn?: string | null; closesOn?: string | null }, id = windowId) =>
    database.db
      .update(appealWindows)
      .set(days)
      .where(and(eq(appealWindows.tenantId, PINE), eq(appealWindows.id, id)));
  afterEach(async () => {
    await setDays({ opensOn: null, closesOn: null });
    await database.db.delete(appealWindows).where(and(eq(appealWindows.tenantId, PINE), eq(appealWindows.name, 'Next season')));
  });

  it('are in the seasons answer, with the next one to open of any year', async () => {
    const closesOn = zonedDateKey(new Date(Date.now() + 12 * DAY), pineZone);
    await setDays({ closesOn });
    const nextOpens = `${new Date().getFullYear() + 1}-04-01`;
    await database.db.insert(appealWindows).values({ tenantId: PINE, name: 'Next season', year: new Date().getFullYear() + 1, open: false, opensOn: nextOpens });
    const answer = appealWindowsResponseSchema.parse((await app.inject({ url: `${API}/appeal-windows?year=${new Date().getFullYear()}` })).json());
    expect(answer.results.find((season) => season.id === windowId)).toMatchObject({ open: true, closesOn });
    // The list stops at the year asked for; the next season is named apart.
    expect(answer.results.some((season) => season.name === 'Next season')).toBe(false);
    expect(answer.next).toEqual({ name: 'Next season', opensOn: nextOpens });
  });

  it('end the public’s filings after the last day in the county’s zone', async () => {
    await setDays({ closesOn: zonedDateKey(new Date(Date.now() - DAY), pineZone) });
    const body = await appealBody(app, PINE, freshParcel(), windowId);
    const refused = await post('/appeals', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: APPEAL_ERRORS.windowClosed });
    // The last day itself is still open.
    await setDays({ closesOn: zonedDateKey(new Date(), pineZone) });
    expect((await post('/appeals', body)).statusCode).toBe(201);
  });
});

describe('the check-your-email page’s calls', () => {
  it('answers a pending public filing with the filing browser’s token, which opens no status page', async () => {
    const filed = await file('robin@example.org');
    expect(filed.filerToken).toEqual(expect.any(String));
    expect(filed.filerToken).not.toBe(filed.statusToken);
    // It opens no status page: it is not a link.
    expect((await app.inject({ url: `${API}/status/${filed.filerToken}` })).statusCode).toBe(404);
  });

  it('sends the confirmation again (202), audited, and past the hour’s count answers the same without sending', async () => {
    const filed = await file('sam@example.org');
    await mail.sendAll();
    expect(mailTo('sam@example.org')).toHaveLength(1);
    const resend = await post('/appeal-confirmations/resend', { filerToken: filed.filerToken });
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({ email: 'sam@example.org' });
    await mail.sendAll();
    const sent = mailTo('sam@example.org');
    expect(sent).toHaveLength(2);
    expect(sent[1].subject).toBe(`Confirm your appeal ${filed.reference}`);

    for (let n = 2; n <= CONFIRMATION_EMAIL_LIMITS.perAppeal + 2; n += 1) {
      expect((await post('/appeal-confirmations/resend', { filerToken: filed.filerToken })).statusCode).toBe(202);
    }
    const queued = (await database.db.select({ payload: outbox.payload, kind: outbox.kind }).from(outbox)).filter(
      (row) => (row.payload as { appealId?: string }).appealId === filed.id,
    );
    // The filing's own e-mail, then the hour's count of further ones; nothing more.
    expect(queued).toHaveLength(1 + CONFIRMATION_EMAIL_LIMITS.perAppeal);
    const trail = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, PINE), eq(auditEvents.action, 'appeal-confirmation-resent')));
    const mine = trail.filter((row) => (row.detail as { appealId?: string }).appealId === filed.id);
    expect(mine).toHaveLength(CONFIRMATION_EMAIL_LIMITS.perAppeal + 2);
    expect(JSON.stringify(mine)).not.toContain('sam@example.org');
  });

  it('corrects a mistyped address: the appeal holds the new one, the e-mail goes there, it confirms from there, and the first link opens nothing', async () => {
    const filed = await file('jo@exmaple.org');
    await mail.sendAll();
    const [mistyped] = mailTo('jo@exmaple.org');
    const firstLink = /https:\/\/\S+#\/status\/(\S+)/.exec(mistyped.text)![1];
    expect((await app.inject({ url: `${API}/status/${firstLink}` })).statusCode).toBe(200);
    const changed = await post('/appeal-confirmations/address', { filerToken: filed.filerToken, email: 'jo@example.org' });
    expect(changed.statusCode).toBe(202);
    expect(changed.json()).toEqual({ email: 'jo@example.org' });
    const [row] = await database.db.select().from(appeals).where(eq(appeals.id, filed.id));
    expect((row.appellant as { email: string }).email).toBe('jo@example.org');
    await mail.sendAll();
    const [message] = mailTo('jo@example.org');
    expect(message.subject).toBe(`Confirm your appeal ${filed.reference}`);
    const confirmUrl = /https:\/\/\S+#\/status\/(\S+)/.exec(message.text)![1];
    // Whoever got the mistyped address's e-mail can no longer open the appeal, nor confirm it.
    for (const request of [{ url: `${API}/status/${firstLink}` }, { method: 'POST' as const, url: `${API}/status/${firstLink}/confirm` }]) {
      const refused = await app.inject(request);
      expect([refused.statusCode, refused.json().message]).toEqual([404, expect.any(String)]);
      expect(refused.body).not.toContain(filed.reference);
    }
    expect((await app.inject({ method: 'POST', url: `${API}/status/${confirmUrl}/confirm` })).statusCode).toBe(200);
    // Filed: nothing more can be changed or sent from the page.
    const late = await post('/appeal-confirmations/resend', { filerToken: filed.filerToken });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: CONFIRMATION_EMAIL_MESSAGES.filed });
    const trail = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, PINE), eq(auditEvents.action, 'appeal-email-changed')));
    expect(trail.some((event) => (event.detail as { appealId?: string }).appealId === filed.id)).toBe(true);
    expect(JSON.stringify(trail)).not.toContain('example.org');
  });

  it('refuses a change past the hour’s count with 429, and changes nothing', async () => {
    const filed = await file('lee@example.org');
    for (let n = 1; n <= CONFIRMATION_EMAIL_LIMITS.perAppeal; n += 1) {
      expect((await post('/appeal-confirmations/address', { filerToken: filed.filerToken, email: `lee${n}@example.org` })).statusCode).toBe(202);
    }
    const refused = await post('/appeal-confirmations/address', { filerToken: filed.filerToken, email: 'lee-last@example.org' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^The email address of this appeal has been changed too many times\. Please wait \d+ minutes? and try again, or contact the office\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await database.db.select().from(appeals).where(eq(appeals.id, filed.id));
    expect((row.appellant as { email: string }).email).toBe(`lee${CONFIRMATION_EMAIL_LIMITS.perAppeal}@example.org`);
  });

  it('refuses what is not the filing browser’s token, a wrong address, and an appeal no longer waiting', async () => {
    const filed = await file('kim@example.org');
    for (const token of [filed.statusToken, 'v1.nothing.here', app.tokens.confirmToken(PINE, filed.id, new Date(Date.now() + DAY), 'kim@example.org')]) {
      const refused = await post('/appeal-confirmations/resend', { filerToken: token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CONFIRMATION_EMAIL_MESSAGES.notYours });
    }
    // Another county's copy of the token is not one here.
    expect((await app.inject({ method: 'POST', url: '/harbor-county/api/appeal-confirmations/resend', payload: { filerToken: filed.filerToken } })).statusCode).toBe(403);
    const badAddress = await post('/appeal-confirmations/address', { filerToken: filed.filerToken, email: 'not an address' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().message).toMatch(/Email is not valid/);
    // Its time to confirm is over.
    await database.db
      .update(appeals)
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(appeals.id, filed.id));
    const lapsed = await post('/appeal-confirmations/resend', { filerToken: filed.filerToken });
    expect(lapsed.statusCode).toBe(410);
    expect(lapsed.json()).toEqual({ message: CONFIRM_MESSAGES.lapsed });
    // Said in the page's language.
    const spanish = await post('/appeal-confirmations/resend', { filerToken: filed.statusToken }, { 'accept-language': 'es' });
    expect(spanish.json().message).toMatch(/^Esta página ya no puede enviar/);
  });
});

describe('the way back to a status page', () => {
  it('e-mails the links of the address’s appeals and meetings here, in the page’s language, and answers the same for an address with none', async () => {
    const first = await file('Casey@Example.org');
    const second = await file('casey@example.org');
    await mail.sendAll();
    const before = mail.catcher.messages().length;
    const asked = await post('/status-links', { email: ' casey@example.org ' }, { 'accept-language': 'es' });
    const nobody = await post('/status-links', { email: 'nobody-here@example.org' });
    expect([asked.statusCode, nobody.statusCode]).toEqual([202, 202]);
    expect(asked.body).toBe(nobody.body);
    await mail.sendAll();
    const sent = mail.catcher.messages().slice(before);
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message.subject).toBe('Sus apelaciones y citas con Tasador del Condado de Pine');
    expect(message.text).toContain(`Apelación ${first.reference}`);
    expect(message.text).toContain(`Apelación ${second.reference}`);
    expect(message.text).toMatch(/^Hola:/);
    expect(message.text).toContain('?lang=es#/status/');
    // Nothing the filer typed, and no address in the outbox row.
    const [row] = (await database.db.select().from(outbox).where(eq(outbox.kind, 'status-links'))).slice(-1);
    expect(JSON.stringify(row.payload)).not.toContain('casey');
  });

  it('lists the meetings of the address too', async () => {
    await seedDemoMeetings(database.db);
    // The same demo meeting on every run and engine (without an order, PostgreSQL may return any).
    const [meeting] = await database.db.select().from(meetings).where(eq(meetings.tenantId, 'harbor-county')).orderBy(asc(meetings.reference)).limit(1);
    const address = (meeting.attendee as { email: string }).email;
    const before = mail.catcher.messages().length;
    expect((await app.inject({ method: 'POST', url: '/harbor-county/api/status-links', payload: { email: address } })).statusCode).toBe(202);
    // On PostgreSQL the app's own outbox worker may have claimed the row first (sendAll skips a
    // locked row): wait for the message, whoever sends it.
    let message: ReturnType<typeof mail.catcher.messages>[number] | undefined;
    for (let attempt = 0; attempt < 50 && !message; attempt++) {
      await mail.sendAll();
      message = mail.catcher.messages().slice(before)[0];
      if (!message) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(message?.to).toEqual([address]);
    expect(message!.text).toContain(`Meeting ${meeting.reference}`);
    expect(message!.html).toContain('#/status/');
  });

  it('sends an address at most its day’s count, however often it is asked for', async () => {
    await file('dana@example.org');
    await mail.sendAll();
    for (let n = 0; n < STATUS_LINK_LIMITS.perRecipient + 2; n += 1) {
      expect((await post('/status-links', { email: 'dana@example.org' }, {})).statusCode).toBe(202);
    }
    const rows = (await database.db.select({ kind: outbox.kind }).from(outbox)).filter((row) => row.kind === 'status-links');
    expect(rows.length).toBeGreaterThanOrEqual(STATUS_LINK_LIMITS.perRecipient);
    await mail.sendAll();
    // The daily limit of an address that has confirmed nothing counts the filing's e-mail too: 3 in all.
    expect(mailTo('dana@example.org').length).toBeLessThanOrEqual(3);
  });

  it('refuses what is not an address, saying what to do', async () => {
    const refused = await post('/status-links', { email: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Email is required/);
  });

  it('is limited per client address', async () => {
    const limited = buildApp({ db: database.db, distRoot: '/nonexistent-dist', limits: { writes: { 'status-links': { perAddress: { max: 1, windowSeconds: 600 } } } } });
    await limited.ready();
    try {
      const ask = () => limited.inject({ method: 'POST', url: `${API}/status-links`, payload: { email: 'x@example.org' }, remoteAddress: '10.9.9.9' });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
