import './support/load-outside-sandbox';
import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decisionLetterSchema, letterQueueResponseSchema, roleRefusal, statusResponseSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { LETTER_MESSAGES } from '../src/capabilities/appeal-lifecycle/decision-letter';
import { renderDecisionLetter, type DecisionLetterFacts } from '../src/capabilities/appeal-lifecycle/decision-letter-pdf';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, auditEvents, decisionLetters, outbox, settings } from '../src/infrastructure/db/schema';
import { tokenSigner } from '../src/infrastructure/tokens/signed-token';
import type { CaughtMessage } from '../src/tools/mail-catcher/mail-catcher';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { fileTestAppeal } from './support/after-filing';
import { startMailHarness, type MailHarness } from './support/mail-harness';
import { elementsOf, readTaggedPdf } from './support/pdf-structure';
import { pdfText } from './support/pdf-text';
import { openTestDatabase } from './support/test-database';

/**
 * A decision's letter and the second person's check (docs/product.md#appeal-lifecycle): written with
 * every 'decided' step; while it waits, the filer is neither e-mailed nor shown the decision; an
 * appraiser or administrator who did not decide approves it, and the filer gets the e-mail with the
 * tagged PDF, in the filing's language, and the status page shows the decision and the letter.
 */
jest.setTimeout(60_000);

let database: DatabaseHandle;
let app: FastifyInstance;
let outgoing: MailHarness;
const tokens = tokenSigner(randomBytes(32));
const cookies: Record<string, string> = {};

const HARBOR = '/harbor-county/api';
const PINE = '/pine-county/api';
const SAME_ORIGIN = 'http://localhost:80';
const SECOND_APPRAISER = { tenantId: 'harbor-county', email: 'appraiser.two@harborcounty.example', name: 'Alex Moreno', role: 'appraiser' as const };

async function signIn(tenant: string, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/${tenant}/api/session`, payload: { email, password: DEMO_STAFF_PASSWORD }, headers: { origin: SAME_ORIGIN } });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']).split(';')[0];
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoStaff(database.db);
  await seedDemoStaff(database.db, [SECOND_APPRAISER]);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', tokens, countyCacheMs: 0 });
  await app.ready();
  outgoing = await startMailHarness(database.db, tokens);
  for (const email of ['clerk@harborcounty.example', 'appraiser@harborcounty.example', 'admin@harborcounty.example', SECOND_APPRAISER.email]) {
    cookies[email] = await signIn('harbor-county', email);
  }
  cookies.pine = await signIn('pine-county', 'appraiser@pinecounty.example');
});

afterAll(async () => {
  await outgoing?.close();
  await app?.close();
  await database?.close();
});

const CLERK = 'clerk@harborcounty.example';
const APPRAISER = 'appraiser@harborcounty.example';
const ADMIN = 'admin@harborcounty.example';
const OTHER_APPRAISER = SECOND_APPRAISER.email;

const staff = (who: string) => ({ cookie: cookies[who], origin: SAME_ORIGIN });
const move = (who: string, appeal: string, body: object) => app.inject({ method: 'POST', url: `${HARBOR}/appeals/${appeal}/status`, payload: body, headers: staff(who) });
const approve = (who: string, appeal: string, base = HARBOR) =>
  app.inject({
    method: 'POST',
    url: `${base}/office/appeals/${appeal}/letter/approve`,
    payload: {},
    headers: who === 'pine' ? { cookie: cookies.pine, origin: SAME_ORIGIN } : staff(who),
  });
const statusOf = async (token: string) => statusResponseSchema.parse((await app.inject({ url: `${HARBOR}/status/${token}` })).json()).appeal!;
const queue = async (who: string, query = '') => letterQueueResponseSchema.parse((await app.inject({ url: `${HARBOR}/office/letters${query}`, headers: staff(who) })).json());
const decidedEmails = async (appealId: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.kind, 'appeal-status-changed'))).filter((row) => {
    const payload = row.payload as { appealId: string; changeId: number };
    return payload.appealId === appealId;
  });
const letterRow = async (appealId: string) => (await database.db.select().from(decisionLetters).where(eq(decisionLetters.appealId, appealId)))[0];
const byReference = (reference: string, subject: RegExp) => (message: CaughtMessage) => message.subject.includes(reference) && subject.test(message.subject);

const decision = {
  status: 'decided',
  decidedValue: { amount: 180_000 },
  decision: { reasons: ['sales-support-lower', 'condition'], explanation: 'Three sales on the street were lower, and the roof needs replacing.', decidedBy: 'Board panel 2' },
};

/** A filed appeal (confirmed by its filer), under review by `who`. */
async function underReview(who = APPRAISER) {
  const filed = (await fileTestAppeal(app)) as { id: string; reference: string; statusToken: string };
  expect((await move(who, filed.id, { status: 'under-review' })).statusCode).toBe(200);
  return filed;
}

async function withSettings(values: Record<string, string>, run: () => Promise<void>) {
  await database.db.insert(settings).values(Object.entries(values).map(([key, value]) => ({ tenantId: 'harbor-county', key, value })));
  try {
    await run();
  } finally {
    for (const key of Object.keys(values)) await database.db.delete(settings).where(and(eq(settings.tenantId, 'harbor-county'), eq(settings.key, key)));
  }
}

describe('the check step', () => {
  it('holds the decision back until a second person approves: no e-mail, no decision on the status page, no letter for the filer', async () => {
    const filed = await underReview();
    expect((await move(APPRAISER, filed.id, decision)).statusCode).toBe(200);

    expect((await letterRow(filed.id)).status).toBe('awaiting-check');
    // The review's e-mail only: the decision's waits.
    expect((await decidedEmails(filed.id)).length).toBe(1);

    const view = await statusOf(filed.statusToken);
    expect(view.status).toBe('under-review');
    expect(view.timeline.map((step) => step.status)).toEqual(['filed', 'under-review']);
    expect(view.nextStep).toEqual({ step: 'county-decides', by: expect.anything() });
    expect(view.furtherAppeal).toBeNull();
    expect(view.canWithdraw).toBe(false);
    expect(view.decisionLetter).toBe(false);
    const letter = await app.inject({ url: `${HARBOR}/status/${filed.statusToken}/decision-letter.pdf` });
    expect([letter.statusCode, letter.json().message]).toEqual([404, LETTER_MESSAGES.letterNotReady]);

    // The office sees it, in the queue and in its preview.
    const listed = (await queue(ADMIN)).results.find((entry) => entry.appeal.id === filed.id)!;
    expect(listed).toMatchObject({
      status: 'awaiting-check',
      appeal: { reference: filed.reference, parcel: { id: expect.any(String) } },
      decidedValue: { amount: 180_000, currency: 'USD' },
      decidedBy: 'Sam Okafor',
      settled: false,
      approvedBy: null,
      canApprove: true,
    });
    expect(listed.valueBefore!.amount).toBeGreaterThan(0);
    expect((await queue(APPRAISER)).results.find((entry) => entry.appeal.id === filed.id)!.canApprove).toBe(false);
    const preview = await app.inject({ url: `${HARBOR}/office/appeals/${filed.reference}/letter.pdf`, headers: staff(CLERK) });
    expect([preview.statusCode, preview.headers['content-type'], preview.headers['content-disposition']]).toEqual([
      200,
      'application/pdf',
      `inline; filename="decision-letter-${filed.reference}.pdf"`,
    ]);
    expect(pdfText(preview.rawPayload)).toContain('$180,000');
  });

  it('refuses the decider (409, with why) and a clerk (403); another appraiser approves once of two at once, and the filer is e-mailed the PDF', async () => {
    const filed = await underReview();
    expect((await move(APPRAISER, filed.id, decision)).statusCode).toBe(200);

    const own = await approve(APPRAISER, filed.id);
    expect([own.statusCode, own.json().message]).toEqual([409, LETTER_MESSAGES.secondPerson]);
    expect(own.json().message).toBe('A second person must check the letter: ask another appraiser or an administrator to approve it.');
    const clerk = await approve(CLERK, filed.id);
    expect([clerk.statusCode, clerk.json().message]).toEqual([403, roleRefusal('letters.approve', 'clerk')]);
    expect((await letterRow(filed.id)).status).toBe('awaiting-check');
    expect((await decidedEmails(filed.id)).length).toBe(1);

    const both = await Promise.all([approve(OTHER_APPRAISER, filed.id), approve(OTHER_APPRAISER, filed.id)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.statusCode === 409)!.json().message).toBe(LETTER_MESSAGES.letterSentAlready);
    const approved = decisionLetterSchema.parse(both.find((response) => response.statusCode === 200)!.json());
    expect(approved).toMatchObject({ status: 'sent', approvedBy: 'Alex Moreno', canApprove: false });
    expect((await approve(ADMIN, filed.id)).statusCode).toBe(409);

    const row = await letterRow(filed.id);
    expect(row.status).toBe('sent');
    expect(row.approvedAt).toBeInstanceOf(Date);
    const audit = (await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'decision-letter-approved'))).filter(
      (entry) => (entry.detail as { appealId: string }).appealId === filed.id,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].detail).toMatchObject({ changeId: row.changeId });

    // Now the decision's e-mail, once, with the letter attached.
    expect((await decidedEmails(filed.id)).length).toBe(2);
    await outgoing.sendAll();
    const mail = await outgoing.catcher.waitFor(byReference(filed.reference, /decided$/));
    expect(outgoing.catcher.messages().filter(byReference(filed.reference, /decided$/))).toHaveLength(1);
    expect(mail.text).toMatch(/Decided value: +\$180,000\n/);
    expect(mail.text).toContain('The decision letter is attached as a PDF');
    const attached = mail.attachments.find((attachment) => attachment.filename === `decision-letter-${filed.reference}.pdf`)!;
    expect(attached.contentType).toBe('application/pdf');
    expect(pdfText(attached.content)).toContain('$180,000');

    // And the status page shows the decision, with its letter.
    const view = await statusOf(filed.statusToken);
    expect(view.status).toBe('decided');
    expect(view.timeline.at(-1)).toMatchObject({ status: 'decided', decidedValue: { amount: 180_000 } });
    expect(view.nextStep).toBeNull();
    expect(view.decisionLetter).toBe(true);
    const letter = await app.inject({ url: `${HARBOR}/status/${filed.statusToken}/decision-letter.pdf` });
    expect([letter.statusCode, letter.headers['content-disposition']]).toEqual([200, `attachment; filename="decision-letter-${filed.reference}.pdf"`]);
    expect((await queue(ADMIN)).results.some((entry) => entry.appeal.id === filed.id)).toBe(false);
    expect((await queue(ADMIN, '?status=sent')).results.find((entry) => entry.appeal.id === filed.id)).toMatchObject({ status: 'sent', approvedBy: 'Alex Moreno' });
  });

  it("lets an appraiser approve a clerk's decision, and an administrator an appraiser's", async () => {
    const byClerk = await underReview(CLERK);
    expect((await move(CLERK, byClerk.id, decision)).statusCode).toBe(200);
    expect((await approve(CLERK, byClerk.id)).statusCode).toBe(403);
    expect((await approve(APPRAISER, byClerk.id)).statusCode).toBe(200);

    const byAppraiser = await underReview();
    expect((await move(APPRAISER, byAppraiser.id, decision)).statusCode).toBe(200);
    expect((await approve(ADMIN, byAppraiser.reference)).statusCode).toBe(200);
  });

  it("holds a settlement back too, showing the filer's acceptance; any appraiser may approve it, the one who made the offer too", async () => {
    const filed = await underReview();
    expect((await move(APPRAISER, filed.id, { status: 'offer-made', offer: { amount: 205_000, answerBy: '2099-01-31' } })).statusCode).toBe(200);
    const accepted = await app.inject({ method: 'POST', url: `${HARBOR}/status/${filed.statusToken}/offer`, payload: { answer: 'accept' } });
    expect(accepted.statusCode).toBe(200);
    const answered = statusResponseSchema.parse(accepted.json()).appeal!;
    expect(answered.status).toBe('offer-accepted');
    expect(answered.timeline.map((step) => step.status)).toEqual(['filed', 'under-review', 'offer-made', 'offer-accepted']);
    expect(answered.nextStep).toMatchObject({ step: 'county-decides' });
    expect(answered.decisionLetter).toBe(false);
    // The review and the offer: neither the acceptance nor the decision is e-mailed yet.
    expect((await decidedEmails(filed.id)).length).toBe(2);

    const listed = (await queue(APPRAISER)).results.find((entry) => entry.appeal.id === filed.id)!;
    expect(listed).toMatchObject({ settled: true, decidedBy: null, decidedValue: { amount: 205_000 }, canApprove: true });
    expect((await approve(APPRAISER, filed.id)).statusCode).toBe(200);
    expect((await decidedEmails(filed.id)).length).toBe(3);
    expect((await statusOf(filed.statusToken)).status).toBe('decided');
  });
});

describe('a county that checks no letters', () => {
  it('sends the letter with the decision: the e-mail at once, the decision and the letter on the status page', async () => {
    await withSettings({ 'appeal.letter_check': 'false' }, async () => {
      expect((await app.inject({ url: `${HARBOR}/settings` })).json()['appeal.letter_check']).toBe(false);
      const filed = await underReview();
      expect((await move(APPRAISER, filed.id, decision)).statusCode).toBe(200);
      const row = await letterRow(filed.id);
      expect([row.status, row.approvedBy, row.approvedAt instanceof Date]).toEqual(['sent', null, true]);
      expect((await decidedEmails(filed.id)).length).toBe(2);
      const view = await statusOf(filed.statusToken);
      expect([view.status, view.decisionLetter]).toEqual(['decided', true]);
      expect((await app.inject({ url: `${HARBOR}/status/${filed.statusToken}/decision-letter.pdf` })).statusCode).toBe(200);
      expect((await approve(ADMIN, filed.id)).json().message).toBe(LETTER_MESSAGES.letterSentAlready);
    });
  });
});

describe('the letter', () => {
  it('says the values before and after, the reasons, the explanation, who decided and what to do next, in English', async () => {
    await withSettings({ 'appeal.further_appeal_body': 'the Value Adjustment Board', 'appeal.further_appeal_days': '25' }, async () => {
      const filed = await underReview();
      expect((await move(APPRAISER, filed.id, decision)).statusCode).toBe(200);
      expect((await approve(ADMIN, filed.id)).statusCode).toBe(200);
      const [appeal] = await database.db.select().from(appeals).where(eq(appeals.id, filed.id));
      const before = (appeal.property as { value: { amount: number } }).value.amount;
      const response = await app.inject({ url: `${HARBOR}/status/${filed.statusToken}/decision-letter.pdf` });
      const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain("Harbor County Assessor's Office");
      expect(text).toContain('100 Water Street');
      expect(text).toContain('Phone: (555) 555 0100');
      expect(text).toContain('Decision on your appeal');
      expect(text).toContain(`Reference ${filed.reference}`);
      expect(text).toContain('Value before your appeal');
      expect(text).toContain(`$${before.toLocaleString('en-US')}`);
      expect(text).toContain('Value after the decision');
      expect(text).toContain('$180,000');
      expect(text).toContain('Sales of similar properties support a lower value');
      expect(text).toContain('The condition of the property was taken into account');
      expect(text).toContain('Three sales on the street were lower');
      expect(text).toContain('Board panel 2');
      expect(text).toContain('What you can do next');
      expect(text).toMatch(/If you disagree with the decision, you can appeal to the Value Adjustment Board by \w+ \d{1,2}, \d{4}\./);
      // Never a staff member's name.
      expect(text).not.toContain('Sam Okafor');
      expect(text).not.toContain('Morgan Reyes');
      // The status page gives the same day.
      expect((await statusOf(filed.statusToken)).furtherAppeal).toMatchObject({ body: 'the Value Adjustment Board', by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    });
  });

  it('is in Spanish for a Spanish filing, e-mailed in Spanish, and says to contact the office when the county names no further body', async () => {
    const filed = await underReview();
    await database.db.update(appeals).set({ language: 'es' }).where(eq(appeals.id, filed.id));
    expect((await move(APPRAISER, filed.id, { ...decision, decision: { reasons: ['sales-support-lower'] } })).statusCode).toBe(200);
    expect((await approve(OTHER_APPRAISER, filed.id)).statusCode).toBe(200);
    const response = await app.inject({ url: `${HARBOR}/status/${filed.statusToken}/decision-letter.pdf` });
    expect(response.headers['content-language']).toBe('es');
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Decisión sobre su apelación');
    expect(text).toContain('Valor antes de su apelación');
    expect(text).toContain('Valor después de la decisión');
    expect(text).toContain('$180,000');
    expect(text).toContain('Las ventas de propiedades similares respaldan un valor más bajo');
    expect(text).toContain('Qué puede hacer ahora');
    expect(text).toContain('comuníquese con Oficina del Tasador del Condado de Harbor');
    expect(text).not.toContain('Decision on your appeal');
    // The office may read it in English.
    const english = await app.inject({ url: `${HARBOR}/office/appeals/${filed.id}/letter.pdf?lang=en`, headers: staff(CLERK) });
    expect(pdfText(english.rawPayload)).toContain('Decision on your appeal');

    await outgoing.sendAll();
    const mail = outgoing.catcher.messages().find((message) => message.subject.includes(filed.reference) && /: decidida$/.test(message.subject))!;
    expect(mail).toBeDefined();
    expect(mail.text).toContain('La carta de decisión va adjunta en formato PDF');
    expect(pdfText(mail.attachments.find((attachment) => attachment.filename.endsWith('.pdf'))!.content)).toContain('Decisión sobre su apelación');
  });

  it.each(['en', 'es'] as const)(
    'is a tagged PDF in %s: marked, a structure tree, its language and title, headings, tables with row headers, the reasons a list',
    async (language) => {
      const filed = await underReview();
      if (language === 'es') await database.db.update(appeals).set({ language: 'es' }).where(eq(appeals.id, filed.id));
      expect((await move(APPRAISER, filed.id, decision)).statusCode).toBe(200);
      const response = await app.inject({ url: `${HARBOR}/office/appeals/${filed.id}/letter.pdf`, headers: staff(ADMIN) });
      const pdf = readTaggedPdf(response.rawPayload);
      expect(pdf).toMatchObject({ version: '1.7', marked: true, structTreeRoot: true, displayDocTitle: true, lang: language === 'es' ? 'es-US' : 'en-US' });
      expect(pdf.title).toBe(`${language === 'es' ? 'Carta de decisión' : 'Decision letter'} ${filed.reference}`);
      expect(pdf.unmarked).toEqual([]);
      expect(pdf.orphans).toEqual([]);
      expect(pdf.artifacts.length).toBeGreaterThan(0);
      expect(elementsOf(pdf.structure, 'H1').map((element) => element.text)).toEqual([language === 'es' ? 'Decisión sobre su apelación' : 'Decision on your appeal']);
      expect(elementsOf(pdf.structure, 'H2').map((element) => element.text)).toEqual(
        language === 'es'
          ? ['Propiedad', 'La decisión', 'Motivos de la decisión', 'Explicación', 'Qué puede hacer ahora']
          : ['Property', 'The decision', 'Reasons for the decision', 'Explanation', 'What you can do next'],
      );
      const headers = elementsOf(pdf.structure, 'TH');
      expect(headers.every((header) => header.scope === 'Row')).toBe(true);
      expect(headers.map((header) => header.text)).toContain(language === 'es' ? 'Valor después de la decisión' : 'Value after the decision');
      const [reasons] = elementsOf(pdf.structure, 'L');
      expect(elementsOf(reasons.children, 'LBody').map((body) => body.text)).toEqual(
        language === 'es'
          ? ['Las ventas de propiedades similares respaldan un valor más bajo', 'Se tuvo en cuenta el estado de la propiedad']
          : ['Sales of similar properties support a lower value', 'The condition of the property was taken into account'],
      );
    },
  );
});

/** Each line of text a PDF paints: its page (content stream), where it starts and what it says. */
function textLines(pdf: Buffer): Array<{ page: number; x: number; y: number; text: string }> {
  const source = pdf.toString('latin1');
  const lines: Array<{ page: number; x: number; y: number; text: string }> = [];
  let page = 0;
  for (const match of source.matchAll(/\/Length (\d+)[^]*?>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    if (!content.includes(' Tm')) continue;
    page += 1;
    for (const line of content.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm[^]*?\[([^\]]*)\] TJ/g)) {
      const text = [...line[3].matchAll(/<([0-9a-fA-F]+)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join('');
      lines.push({ page, x: Number(line[1]), y: Number(line[2]), text });
    }
  }
  return lines;
}

describe('long words and addresses', () => {
  const LONG = 'Supercalifragilisticexpialidocious'.repeat(5);
  const facts: DecisionLetterFacts = {
    reference: 'HC-26-ABCDEF',
    county: {
      name: "Harbor County Assessor's Office",
      address: `${LONG} Building, 100 Water Street, Room 12, Port Harbor, ME 04000`,
      phone: '5555550100',
      email: 'assessor@harborcounty.example',
    },
    day: '2026-03-04',
    parcel: { id: 'HC-000123', address: `${'1 Very Long Lane Name In The Far North Of The County, Harbor Township, '.repeat(4)}${LONG}` },
    valueBefore: { amount: 250_000, currency: 'USD' },
    valueAfter: { amount: 180_000, currency: 'USD' },
    settled: false,
    reasons: [`A reason the county wrote at length, ${LONG}, ${'with many words to wrap over the line '.repeat(5)}`, 'Other'],
    explanation: `${'The office visited the property and compared it with the sales of similar homes nearby. '.repeat(30)}${LONG}`,
    decidedBy: `The panel ${LONG}`,
    furtherAppeal: { body: `the Value Adjustment Board of ${LONG}`, by: '2026-03-29' },
  };

  it('wrap inside their column, onto new pages as needed, and no line is painted over another', async () => {
    const pdf = await renderDecisionLetter(facts, { compress: false });
    const lines = textLines(pdf);
    expect(new Set(lines.map((line) => line.page)).size).toBeGreaterThan(1);
    // The long word is broken over lines rather than run off the page.
    expect(lines.some((line) => line.text.includes(LONG))).toBe(false);
    expect(lines.filter((line) => line.x >= 200).length).toBeGreaterThan(3);
    // Lines at one height are a label and its value (or a list's dash and its item), side by side;
    // otherwise each line of a page sits below the one before, a line's height apart.
    for (const page of new Set(lines.map((line) => line.page))) {
      const rows: Array<typeof lines> = [];
      for (const line of lines.filter((entry) => entry.page === page).sort((a, b) => b.y - a.y)) {
        const row = rows.at(-1);
        if (row && Math.abs(row[0].y - line.y) < 0.5) row.push(line);
        else rows.push([line]);
      }
      for (const row of rows) expect([row.length <= 2, new Set(row.map((line) => line.x)).size]).toEqual([true, row.length]);
      for (let at = 1; at < rows.length; at += 1) expect([page, rows[at - 1][0].text, rows[at - 1][0].y - rows[at][0].y >= 10]).toEqual([page, rows[at - 1][0].text, true]);
    }
    expect(readTaggedPdf(pdf)).toMatchObject({ unmarked: [], orphans: [] });
  });
});

describe("another county's staff and links", () => {
  it("find no letter of this county's appeal (404), and list none", async () => {
    const filed = await underReview();
    expect((await move(APPRAISER, filed.id, decision)).statusCode).toBe(200);
    const pine = { cookie: cookies.pine, origin: SAME_ORIGIN };
    expect((await app.inject({ url: `${PINE}/office/appeals/${filed.id}/letter.pdf`, headers: pine })).statusCode).toBe(404);
    expect((await app.inject({ url: `${PINE}/office/appeals/${filed.id}/letter`, headers: pine })).statusCode).toBe(404);
    expect((await approve('pine', filed.id, PINE)).statusCode).toBe(404);
    const listed = letterQueueResponseSchema.parse((await app.inject({ url: `${PINE}/office/letters`, headers: pine })).json());
    expect(listed.results.some((entry) => entry.appeal.id === filed.id)).toBe(false);
    // Pine's session is no session at Harbor.
    expect((await app.inject({ url: `${HARBOR}/office/appeals/${filed.id}/letter.pdf`, headers: pine })).statusCode).toBe(401);
    expect((await approve(ADMIN, filed.id)).statusCode).toBe(200);
    expect((await app.inject({ url: `${PINE}/status/${filed.statusToken}/decision-letter.pdf` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${HARBOR}/status/${filed.statusToken}/decision-letter.pdf` })).statusCode).toBe(200);
  });

  it('answers the public 401, and 404 for an appeal with no letter', async () => {
    expect((await app.inject({ url: `${HARBOR}/office/letters` })).statusCode).toBe(401);
    const filed = await underReview();
    const none = await app.inject({ url: `${HARBOR}/office/appeals/${filed.id}/letter`, headers: staff(ADMIN) });
    expect([none.statusCode, none.json().message]).toEqual([404, LETTER_MESSAGES.letterNone]);
  });
});
