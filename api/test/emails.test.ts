import './support/load-outside-sandbox';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parseSettings, SLOT_HOLD_HEADER } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { hearingPanels, hearingSessions, outbox } from '../src/infrastructure/db/schema';
import { scheduleHearing } from '../src/capabilities/hearings/schedule-hearing';
import { parseServerSettings } from '../src/capabilities/tenants/server-settings';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import type { CaughtMessage } from '../src/tools/mail-catcher/mail-catcher';
import { changeAppealStatus } from '../src/capabilities/appeals/appeal-status';
import { tokenSigner } from '../src/infrastructure/tokens/signed-token';
import { bookTestMeeting, fileTestAppeal, newTestSlot, reserveTestSlot } from './support/after-filing';
import { startMailHarness, type MailHarness } from './support/mail-harness';
import { openTestDatabase } from './support/test-database';

/**
 * What a filer and an attendee receive, end to end: the API writes the outbox, the
 * worker composes and sends over real SMTP with nodemailer, the local catcher receives.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let outgoing: MailHarness;
const tokens = tokenSigner(randomBytes(32));

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoMeetings(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', tokens });
  await app.ready();
  outgoing = await startMailHarness(database.db, tokens);
});

afterAll(async () => {
  await outgoing?.close();
  await app?.close();
  await database?.close();
});

const sendAll = () => outgoing.sendAll();

const byReference = (reference: string, subject: RegExp) => (message: CaughtMessage) => message.subject.includes(reference) && subject.test(message.subject);
const linkIn = (text: string) => /https:\/\/portal\.example\/harbor-county\/\?lang=en#\/status\/(v1\.[\w-]+\.[\w-]+)/.exec(text)?.[1];

describe('the appeal e-mails', () => {
  it("sends a hearing's notice with how to join and an invitation for the filer's calendar", async () => {
    const filed = await fileTestAppeal(app);
    const staff = '00000000-0000-4000-8000-0000000000aa';
    await changeAppealStatus(database.db, {
      tenantId: 'harbor-county',
      accountId: staff,
      appeal: filed.id,
      change: { status: 'under-review' },
      timeZone: 'America/New_York',
      offerDays: 14,
    });
    const [panel] = await database.db
      .insert(hearingPanels)
      .values({ tenantId: 'harbor-county', name: 'Panel 1', mode: 'video', videoUrl: 'https://video.example/panel-1' })
      .returning();
    await database.db
      .insert(hearingSessions)
      .values({ tenantId: 'harbor-county', panelId: panel.id, startsAt: new Date('2099-05-04T13:00:00Z'), endsAt: new Date('2099-05-04T16:00:00Z') });
    const settings = { ...parseSettings({}), ...parseServerSettings({}).settings };
    await scheduleHearing(database.db, { tenantId: 'harbor-county', accountId: staff, appeal: filed.id, panel: panel.id, startsAt: new Date('2099-05-04T13:30:00Z'), settings });
    await sendAll();
    const notice = await outgoing.catcher.waitFor(byReference(filed.reference, /hearing scheduled$/));
    expect(notice.text).toMatch(/Join by video: +https:\/\/video\.example\/panel-1\n/);
    expect(notice.text).toContain('Bring, or have ready to show, any evidence you want the panel to see');
    const ics = notice.attachments.find((attachment) => attachment.filename === `hearing-${filed.reference}.ics`)!;
    expect(ics.contentType).toMatch(/^text\/calendar/);
    const calendar = ics.content.toString();
    expect(calendar).toContain('DTSTART;TZID=America/New_York:20990504T093000');
    expect(calendar).toMatch(/LOCATION:https:\/\/video\.example\/panel-1/);
  });

  it('sends a public filer the confirmation link, then, once confirmed with it, a receipt: county name, phone and e-mail, the reference, the PDF, and a status link that opens', async () => {
    const filed = await fileTestAppeal(app, 'harbor-county', { name: 'Pat Example', email: 'pat@example.org' }, { confirm: false });
    await sendAll();
    const confirm = await outgoing.catcher.waitFor(byReference(filed.reference, /^Confirm your appeal/));
    expect(confirm.to).toEqual(['pat@example.org']);
    expect(confirm.text).toContain('Your appeal is not filed until you confirm it.');
    expect(confirm.text).toContain("Harbor County Assessor's Office\nPhone: (555) 555 0100");
    const confirmToken = linkIn(confirm.text)!;
    // Its own link: the filing answer's status token (which the filing browser holds) is another.
    expect(confirmToken).not.toBe(filed.statusToken);
    expect((await app.inject({ url: `/harbor-county/api/status/${filed.statusToken}` })).json().appeal).toMatchObject({ canConfirm: false, timeline: [] });
    expect((await app.inject({ url: `/harbor-county/api/status/${confirmToken}` })).json().appeal).toMatchObject({ canConfirm: true, confirmBy: filed.confirmBy });
    expect(outgoing.catcher.messages().some(byReference(filed.reference, /^We received your appeal/))).toBe(false);
    const confirmed = await app.inject({ method: 'POST', url: `/harbor-county/api/status/${confirmToken}/confirm` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().appeal).toMatchObject({ status: 'filed', confirmBy: null, canConfirm: false });

    await sendAll();
    const mail = await outgoing.catcher.waitFor(byReference(filed.reference, /^We received your appeal/));
    expect(mail.to).toEqual(['pat@example.org']);
    expect(mail.from).toBe('no-reply@portal.example');
    expect(mail.replyTo).toEqual(['assessor@harborcounty.example']);
    expect(mail.text).toContain('Dear Pat Example,');
    expect(mail.text).toMatch(new RegExp(`\\nReference: +${filed.reference}\\n`));
    expect(mail.text).toContain("Harbor County Assessor's Office\nPhone: (555) 555 0100\nEmail: assessor@harborcounty.example");
    expect(mail.text).toMatch(/Filed: +\w+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2} [AP]M E[SD]T\n/);
    // HTML: the same words, a language, no images.
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(filed.reference);
    expect(mail.html).not.toMatch(/<img/i);

    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `appeal-receipt-${filed.reference}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail.attachments[0].content.toString('latin1')).toContain(`Appeal receipt ${filed.reference}`);

    const token = linkIn(mail.text);
    // One link per record: the e-mail's is the one the confirmation page got.
    expect(token).toBe(filed.statusToken);
    const status = await app.inject({ url: `/harbor-county/api/status/${token}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ kind: 'appeal', reference: filed.reference });

    // Nothing personal in what the worker logged.
    expect(outgoing.logged.join('\n')).not.toMatch(/@|Pat Example/);
  });

  it('e-mails the filer when staff move the appeal, with the decided value', async () => {
    const filed = await fileTestAppeal(app);
    // The staff route and its rules are in status.test.ts; here, the e-mails its changes write.
    await changeAppealStatus(database.db, {
      tenantId: 'harbor-county',
      accountId: '00000000-0000-4000-8000-0000000000aa',

      appeal: filed.id,
      change: { status: 'under-review' },
      timeZone: 'America/New_York',
      offerDays: 14,
    });
    await changeAppealStatus(database.db, {
      tenantId: 'harbor-county',
      accountId: '00000000-0000-4000-8000-0000000000aa',

      appeal: filed.id,
      change: {
        status: 'decided',
        decidedValue: { amount: 187_500 },
        decision: { reasons: ['sales-support-lower', 'condition'], explanation: 'The roof needs replacing.', decidedBy: 'The review panel' },
      },
      timeZone: 'America/New_York',
      offerDays: 14,
      // A county that checks no letters: the decision is e-mailed at once (the check: decision-letter.test.ts).
      letterCheck: false,
    });
    await sendAll();
    const review = await outgoing.catcher.waitFor(byReference(filed.reference, /under review$/));
    expect(review.text).toContain('The office has started to review your appeal.');
    const decided = await outgoing.catcher.waitFor(byReference(filed.reference, /decided$/));
    expect(decided.text).toMatch(/Decided value: +\$187,500\n/);
    // Its reasons, the explanation, who decided, and where to go next (the county gives no further body: the office).
    expect(decided.text).toMatch(/Reasons: +Sales of similar properties support a lower value; The condition of the property was taken into account\n/);
    expect(decided.text).toMatch(/Explanation: +The roof needs replacing\.\n/);
    expect(decided.text).toMatch(/Decided by: +The review panel\n/);
    expect(decided.text).toContain('If you disagree with the decision, please contact us to ask what you can do next.');
    expect(linkIn(decided.text)).toBeDefined();
    expect(decided.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([[`decision-letter-${filed.reference}.pdf`, 'application/pdf']]);
  });
});

describe('the meeting e-mails', () => {
  const icsOf = (message: CaughtMessage) => message.attachments.find((attachment) => attachment.filename.endsWith('.ics'))!.content.toString('utf8');

  it('books, reschedules and cancels: one invitation each, same UID, SEQUENCE 0, 1, 2, and METHOD:CANCEL last', async () => {
    const { body: booked } = await bookTestMeeting(app, database.db);
    await sendAll();
    const first = await outgoing.catcher.waitFor(byReference(booked.reference, /^Your meeting is booked/));
    expect(first.to).toEqual(['ana.pena@example.com']);
    expect(first.text).toMatch(/When: +\w+day, \w+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2} [AP]M E[SD]T\n/);
    expect(first.text).toMatch(/Where: +Virtual meeting\n/);
    const ics0 = icsOf(first);
    expect(ics0).toContain('METHOD:REQUEST');
    expect(ics0).toContain(`UID:${booked.id}@harbor-county.assessor-portal`);
    expect(ics0).toContain('SEQUENCE:0');
    expect(ics0).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T\d{6}/);
    expect(ics0).toContain('BEGIN:VTIMEZONE');
    expect(ics0).toContain(`Reference: ${booked.reference}`);

    const token = linkIn(first.text)!;
    const target = await newTestSlot(database.db, 'harbor-county', 96);
    const moved = await app.inject({
      method: 'POST',
      url: `/harbor-county/api/status/${token}/reschedule`,
      payload: { timeSlot: target.id },
      headers: { [SLOT_HOLD_HEADER]: await reserveTestSlot(app, target.id) },
    });
    expect(moved.statusCode).toBe(200);
    await sendAll();
    const second = await outgoing.catcher.waitFor(byReference(booked.reference, /^Your meeting has moved/));
    expect(second.text).toMatch(/has moved from .+ to .+\./);
    expect(icsOf(second)).toContain('SEQUENCE:1');
    expect(icsOf(second)).toContain(`UID:${booked.id}@harbor-county.assessor-portal`);

    expect((await app.inject({ method: 'POST', url: `/harbor-county/api/status/${token}/cancel` })).statusCode).toBe(200);
    await sendAll();
    const third = await outgoing.catcher.waitFor(byReference(booked.reference, /^Your meeting is cancelled/));
    const ics2 = icsOf(third);
    expect(ics2).toContain('METHOD:CANCEL');
    expect(ics2).toContain('STATUS:CANCELLED');
    expect(ics2).toContain('SEQUENCE:2');
    expect(ics2).toContain(`UID:${booked.id}@harbor-county.assessor-portal`);
    expect(outgoing.logged.join('\n')).not.toMatch(/@|Ana Peña/);
    // Every row of the outbox went out, once.
    const rows = await database.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
