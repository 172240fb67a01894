import './support/load-outside-sandbox';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appealWindowsResponseSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { moveChangeRequest } from '../src/capabilities/change-requests/change-request-store';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, changeRequests, outbox } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { DEFAULT_LIMITS } from '../src/infrastructure/config/limit-settings';
import type { CaughtMessage } from '../src/tools/mail-catcher/mail-catcher';
import { tokenSigner } from '../src/infrastructure/tokens/signed-token';
import { bookTestMeeting } from './support/after-filing';
import { LIFTED_LIMITS } from './support/lifted-limits';
import { startMailHarness, type MailHarness } from './support/mail-harness';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

/**
 * The county's mail is not the attacker's: anyone may type someone else's e-mail address into a
 * filing, so an address that has confirmed nothing in the county gets at most a few e-mails a day,
 * in the county's words only. The per-address request limits are lifted here (LIFTED_LIMITS): the
 * 200 filings come from one client, as a script's would from many.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let outgoing: MailHarness;
/** Moves the worker's clock: the daily limit is counted on it. */
let clockShiftMs = 0;
const tokens = tokenSigner(randomBytes(32));
const PHISHING_LINK = 'http://county-tax-refunds.example/pay';
const PHISHING_NAME = `URGENT: your tax account is suspended. Pay now at ${PHISHING_LINK}`;
const harbor = DEMO_COUNTIES.find((county) => county.tenantId === 'harbor-county')!;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoMeetings(database.db);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', tokens, limits: LIFTED_LIMITS });
  await app.ready();
  outgoing = await startMailHarness(database.db, tokens, { clock: () => new Date(Date.now() + clockShiftMs), batchSize: 50 });
});

afterAll(async () => {
  await outgoing?.close();
  await app?.close();
  await database?.close();
});

const sendAll = () => outgoing.sendAll();

const mailTo = (address: string) => outgoing.catcher.messages().filter((message) => message.to.includes(address));
const linkIn = (text: string) => /https:\/\/portal\.example\/harbor-county\/\?lang=en#\/status\/(v1\.[\w-]+\.[\w-]+)/.exec(text)?.[1];

let windowId: string;
let nextParcel = 20;
/** A parcel of Harbor County with a value, not used by another test here. */
function freshParcel() {
  for (;;) {
    const parcel = demoParcel(harbor, nextParcel++);
    if (parcel.active !== false && parcel.valueAmount != null) return parcel.id;
  }
}

/** A public filing, as the wizard sends it, by `appellant` (pending until confirmed). */
async function file(parcelId: string, appellant: { name: string; email: string }, headers: Record<string, string> = {}) {
  const seasons = await app.inject({ url: '/harbor-county/api/appeal-windows' });
  if (seasons.statusCode !== 200) throw new Error(seasons.body);
  windowId ??= appealWindowsResponseSchema.parse(seasons.json()).results.find((season) => season.open)!.id;
  const body = await appealBody(app, 'harbor-county', parcelId, windowId);
  body.appellant = { ...body.appellant, ...appellant };
  body.reasons = [{ id: 'market-value', title: 'Market value is too high', description: `Call us first: ${PHISHING_LINK}` }];
  return app.inject({ method: 'POST', url: '/harbor-county/api/appeals', payload: body, headers });
}

function changeRequest(parcelId: string, contact: { name: string; email: string }) {
  return app.inject({
    method: 'POST',
    url: '/harbor-county/api/change-requests',
    payload: { parcelId, topic: 'mailing-address', correctValue: `Send refunds to ${PHISHING_LINK}`, contactName: contact.name, contactEmail: contact.email },
  });
}

/** Every word a mail client shows of a message: headers, both bodies, and the attachments' text. */
const everything = (message: CaughtMessage) =>
  [
    JSON.stringify(message.headers),
    message.subject,
    message.text,
    message.html ?? '',
    ...message.attachments.filter((a) => !a.contentType.includes('pdf')).map((a) => a.content.toString('utf8')),
  ].join('\n');

describe('an address that has confirmed nothing in the county', () => {
  it('gets at most 3 e-mails a day however many filings name it; each filing is answered as usual, and the outbox says why the rest were not sent', async () => {
    const victim = 'flooded@example.net';
    const parcel = freshParcel();
    const answers: number[] = [];
    for (let i = 0; i < 200; i += 1) answers.push((await file(parcel, { name: PHISHING_NAME, email: victim })).statusCode);
    await sendAll();
    const received = mailTo(victim);

    expect(answers.every((status) => status === 201)).toBe(true);
    expect(received).toHaveLength(DEFAULT_LIMITS.mail.unconfirmedPerDay);
    for (const message of received) {
      expect(message.text.startsWith('Hello,\n')).toBe(true);
      expect(everything(message)).not.toContain('Dear');
      expect(everything(message)).not.toContain(PHISHING_LINK);
      expect(everything(message)).not.toContain('URGENT');
    }
    const filed = await database.db
      .select({ id: appeals.id })
      .from(appeals)
      .where(and(eq(appeals.tenantId, 'harbor-county'), eq(appeals.parcelId, parcel)));
    const ids = new Set(filed.map((row) => row.id));
    const rows = (await database.db.select().from(outbox).where(eq(outbox.kind, 'appeal-confirm'))).filter((row) => ids.has((row.payload as { appealId: string }).appealId));
    expect(rows).toHaveLength(200);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(3);
    const dropped = rows.filter((row) => row.status === 'dropped');
    expect(dropped).toHaveLength(197);
    expect(dropped.every((row) => /daily limit/.test(row.lastError ?? ''))).toBe(true);
    // The outbox and the log name no address.
    expect(JSON.stringify(rows)).not.toContain(victim);
    expect(outgoing.logged.join('\n')).not.toMatch(/@|URGENT/);
  }, 180_000);

  it('shares the 3 between every kind of e-mail a visitor can cause: after three filings a change request, a booking and a cancellation send it nothing', async () => {
    const victim = 'shared-limit@example.net';
    for (let i = 0; i < 3; i += 1) expect((await file(freshParcel(), { name: 'Pat Example', email: victim })).statusCode).toBe(201);
    expect((await changeRequest(freshParcel(), { name: 'Pat Example', email: victim })).statusCode).toBe(201);
    const { body: booked } = await bookTestMeeting(app, database.db, {
      body: { attendee: { name: 'Pat Example', type: 'owner', address: null, phone: { number: '(207) 555 0100', extension: '' }, email: victim } },
    });
    await sendAll();
    expect((await app.inject({ method: 'POST', url: `/harbor-county/api/status/${booked.statusToken}/cancel` })).statusCode).toBe(200);
    await sendAll();
    expect(mailTo(victim).map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Confirm your appeal/),
      expect.stringMatching(/^Confirm your appeal/),
      expect.stringMatching(/^Confirm your appeal/),
    ]);
  });

  it('is greeted "Hello," and sent only the county\'s words, the parcel and the links: no typed name, reason, value or link, in the body, the headers or the invitation', async () => {
    const victim = 'neutral@example.net';
    const parcel = freshParcel();
    const filing = await file(parcel, { name: PHISHING_NAME, email: victim });
    expect(filing.statusCode).toBe(201);
    expect((await changeRequest(parcel, { name: PHISHING_NAME, email: victim })).statusCode).toBe(201);
    await bookTestMeeting(app, database.db, {
      body: { attendee: { name: PHISHING_NAME, type: 'owner', address: null, phone: { number: '(207) 555 0100', extension: '' }, email: victim } },
    });
    await sendAll();
    const received = mailTo(victim);
    expect(received.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Confirm your appeal/),
      expect.stringMatching(/^We received your correction request/),
      expect.stringMatching(/^Your meeting is booked/),
    ]);
    for (const message of received) {
      expect(message.text.startsWith('Hello,\n')).toBe(true);
      expect(message.html).toContain('Hello,');
      expect(everything(message)).not.toContain(PHISHING_LINK);
      expect(everything(message)).not.toContain('URGENT');
      expect(everything(message)).not.toContain('Dear');
      expect(message.text).toContain("Harbor County Assessor's Office");
    }
    const [confirm, acknowledgement] = received;
    expect(confirm.text).toContain(filing.json().reference);
    expect(confirm.text).toContain(parcel);
    expect(confirm.text).not.toContain('Your opinion of value');
    expect(linkIn(confirm.text)).toBeDefined();
    expect(acknowledgement.text).not.toContain('Correct information');
    expect(acknowledgement.text).toContain(parcel);
  });

  it('is written to in Spanish for a Spanish filing, greeted "Hola:" and never "Estimado/a"', async () => {
    const victim = 'neutral-es@example.net';
    expect((await file(freshParcel(), { name: PHISHING_NAME, email: victim }, { 'accept-language': 'es' })).statusCode).toBe(201);
    await sendAll();
    const [message] = mailTo(victim);
    expect(message.subject).toMatch(/^Confirme su apelación/);
    expect(message.text.startsWith('Hola:\n')).toBe(true);
    expect(everything(message)).not.toContain('Estimado');
    expect(everything(message)).not.toContain(PHISHING_LINK);
  });

  it("still gets the office's own e-mails, beyond the 3: an answer to a change request is sent, without the name", async () => {
    const victim = 'answered@example.net';
    for (let i = 0; i < 3; i += 1) expect((await file(freshParcel(), { name: PHISHING_NAME, email: victim })).statusCode).toBe(201);
    const sent = await changeRequest(freshParcel(), { name: PHISHING_NAME, email: victim });
    await sendAll();
    expect(mailTo(victim)).toHaveLength(3);
    const [request] = await database.db.select().from(changeRequests).where(eq(changeRequests.reference, sent.json().reference));
    await moveChangeRequest(database.db, { tenantId: 'harbor-county', id: request.id, status: 'declined', accountId: '00000000-0000-4000-8000-0000000000aa' });
    await sendAll();
    const answer = mailTo(victim).find((message) => /^Your correction request/.test(message.subject))!;
    expect(answer.text.startsWith('Hello,\n')).toBe(true);
    expect(everything(answer)).not.toContain('URGENT');
  });
});

describe('a staff filing for an address that has confirmed nothing', () => {
  it('is emailed at once, beyond the 3, greeted "Hello," and with the receipt left on the status page instead of attached', async () => {
    const filer = 'by-post@example.net';
    for (let i = 0; i < 3; i += 1) expect((await file(freshParcel(), { name: PHISHING_NAME, email: filer })).statusCode).toBe(201);
    const origin = 'http://localhost:80';
    const session = await app.inject({
      method: 'POST',
      url: '/harbor-county/api/session',
      payload: { email: 'clerk@harborcounty.example', password: DEMO_STAFF_PASSWORD },
      headers: { origin },
    });
    const cookie = String(session.headers['set-cookie']).split(';')[0];
    const me = (await app.inject({ url: '/harbor-county/api/me', headers: { cookie } })).json();
    const body = await appealBody(app, 'harbor-county', freshParcel(), windowId);
    const filed = await app.inject({
      method: 'POST',
      url: '/harbor-county/api/appeals',
      payload: { ...body, appellant: { ...body.appellant, email: filer }, staff: { method: 'mail', staffId: me.accountId } },
      headers: { cookie, origin },
    });
    expect(filed.statusCode).toBe(201);
    await sendAll();
    const receipt = mailTo(filer).find((message) => message.subject.startsWith('We received your appeal'))!;
    expect(receipt.subject).toContain(filed.json().reference);
    expect(receipt.text.startsWith('Hello,\n')).toBe(true);
    expect(receipt.text).toContain('You can download your receipt from the status page');
    expect(receipt.attachments).toHaveLength(0);
    expect(linkIn(receipt.text)).toBe(filed.json().statusToken);
  });
});

describe('an address that has confirmed an appeal', () => {
  it('is greeted by name again from the next e-mail on, and is no longer limited', async () => {
    const owner = 'confirms@example.net';
    const first = await file(freshParcel(), { name: 'Pat Example', email: owner });
    await sendAll();
    const [ask] = mailTo(owner);
    expect(ask.text.startsWith('Hello,\n')).toBe(true);
    const confirmed = await app.inject({ method: 'POST', url: `/harbor-county/api/status/${linkIn(ask.text)}/confirm` });
    expect(confirmed.statusCode).toBe(200);
    await sendAll();
    const receipt = mailTo(owner).find((message) => message.subject.startsWith('We received your appeal'))!;
    expect(receipt.subject).toContain(first.json().reference);
    expect(receipt.text).toContain('Dear Pat Example,');
    for (let i = 0; i < 4; i += 1) expect((await file(freshParcel(), { name: 'Pat Example', email: owner })).statusCode).toBe(201);
    await sendAll();
    const later = mailTo(owner)
      .filter((message) => message.subject.startsWith('Confirm your appeal'))
      .slice(1);
    expect(later).toHaveLength(4);
    expect(later.every((message) => message.text.startsWith('Dear Pat Example,\n'))).toBe(true);
  });
});

describe('names and free text', () => {
  it('are stored without bidi controls and zero-width characters; a name made only of them is refused as empty', async () => {
    const parcel = freshParcel();
    const filed = await file(parcel, { name: 'Pat \u202Eelpmaxe\u200B Example\uFEFF', email: 'bidi@example.net' });
    expect(filed.statusCode).toBe(201);
    const [row] = await database.db.select({ appellant: appeals.appellant }).from(appeals).where(eq(appeals.id, filed.json().id));
    expect((row.appellant as { name: string }).name).toBe('Pat elpmaxe Example');

    const empty = await file(parcel, { name: '\u202E\u200B\u2066\u2069\u00A0', email: 'bidi@example.net' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Your name is required');

    const request = await changeRequest(parcel, { name: 'Ann\u200D \u202DLee', email: 'bidi@example.net' });
    expect(request.statusCode).toBe(201);
    const [stored] = await database.db
      .select({ contactName: changeRequests.contactName })
      .from(changeRequests)
      .where(inArray(changeRequests.reference, [request.json().reference]));
    expect(stored.contactName).toBe('Ann Lee');
  });
});

describe('the next day', () => {
  it('an address that reached the limit gets e-mail again 24 hours after the e-mails it counted', async () => {
    const victim = 'flooded@example.net';
    expect((await file(freshParcel(), { name: PHISHING_NAME, email: victim })).statusCode).toBe(201);
    await sendAll();
    expect(mailTo(victim)).toHaveLength(3);
    clockShiftMs = 24 * 3_600_000 + 60_000;
    try {
      expect((await file(freshParcel(), { name: PHISHING_NAME, email: victim })).statusCode).toBe(201);
      await sendAll();
      expect(mailTo(victim)).toHaveLength(4);
    } finally {
      clockShiftMs = 0;
    }
  });
});
