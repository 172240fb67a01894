import './support/load-outside-sandbox';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from 'mfe-shared/domain';
import { appealWindowsResponseSchema, SLOT_HOLD_HEADER, type AppealWindow } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { changeAppealStatus } from '../src/capabilities/appeals/appeal-status';
import { moveChangeRequest } from '../src/capabilities/change-requests/change-request-store';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { changeRequests } from '../src/infrastructure/db/schema';
import { tokenSigner } from '../src/infrastructure/tokens/signed-token';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import type { CaughtMessage } from '../src/tools/mail-catcher/caught-message';
import { newTestSlot, reserveTestSlot } from './support/after-filing';
import { LIFTED_LIMITS } from './support/lifted-limits';
import { MAIL_PUBLIC_URL, startMailHarness, type MailHarness } from './support/mail-harness';
import { pdfText } from './support/pdf-text';
import { appealBody, meetingBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';
import { visitorAddress } from './support/visitors';

/**
 * Every link the portal puts in an e-mail, and in what it attaches, carries the language the
 * e-mail is written in (the record's), as `?lang=` of the county's page: the site starts the visit
 * in it, whatever the browser's own language (docs/product.md#addresses-and-routes). Each kind of
 * e-mail, in English and in Spanish, sent end to end by the outbox worker to the mail catcher.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let outgoing: MailHarness;
let openSeason: AppealWindow;
const tokens = tokenSigner(randomBytes(32));
const harbor = DEMO_COUNTIES.find((county) => county.tenantId === 'harbor-county')!;
const API = '/harbor-county/api';
const STAFF_ID = '00000000-0000-4000-8000-0000000000aa';
const HEADERS: Record<Language, Record<string, string>> = { en: { 'accept-language': 'en-US,en;q=0.9' }, es: { 'accept-language': 'es-US,es;q=0.9' } };
/** The language a later step is asked in: the e-mails must keep the record's, not the request's. */
const OTHER: Record<Language, Language> = { en: 'es', es: 'en' };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoMeetings(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', tokens, limits: LIFTED_LIMITS });
  await app.ready();
  // The e-mails of these visitors are the subject here, not the daily limit (unconfirmed-mail.test.ts).
  outgoing = await startMailHarness(database.db, tokens, { unconfirmedPerDay: 1000 });
  openSeason = appealWindowsResponseSchema.parse((await app.inject({ url: `${API}/appeal-windows` })).json()).results.find((season) => season.open)!;
});

afterAll(async () => {
  await outgoing?.close();
  await app?.close();
  await database?.close();
});

/** Parcels of this file, handed out once: each filing, booking, draft and change request on one of its own. */
let nextParcel = 300;
function nextParcelOfOwn() {
  for (;;) {
    const parcel = demoParcel(harbor, nextParcel++);
    if (parcel.active !== false && parcel.valueAmount != null) return parcel;
  }
}

const emailOf = (language: Language) => `links.${language}@example.org`;

/** A public appeal filed in `language` (the request's), unconfirmed: answers the 201 body. */
async function fileAppeal(language: Language) {
  for (let tries = 0; tries < 100; tries += 1) {
    const parcel = nextParcelOfOwn();
    const body = await appealBody(app, 'harbor-county', parcel.id, openSeason.id);
    body.appellant = { ...body.appellant, email: emailOf(language) };
    const response = await app.inject({ method: 'POST', url: `${API}/appeals`, payload: body, headers: HEADERS[language], remoteAddress: visitorAddress() });
    if (response.statusCode === 201) return response.json() as { id: string; reference: string; statusToken: string };
    if (response.statusCode !== 409) throw new Error(`filing answered ${response.statusCode}: ${response.body}`);
  }
  throw new Error('no parcel left to file on');
}

/** A virtual meeting three days ahead (outside the change cut-off), booked in `language`. */
async function bookMeeting(language: Language) {
  const slot = await newTestSlot(database.db, 'harbor-county', 72);
  const hold = await reserveTestSlot(app, slot.id);
  for (let tries = 0; tries < 100; tries += 1) {
    const parcel = nextParcelOfOwn();
    const body = meetingBody(parcel, { id: slot.id, placeId: null });
    const response = await app.inject({
      method: 'POST',
      url: `${API}/meetings`,
      payload: { ...body, attendee: { ...body.attendee, email: emailOf(language) } },
      headers: { ...HEADERS[language], [SLOT_HOLD_HEADER]: hold },
    });
    if (response.statusCode === 201) return response.json() as { id: string; reference: string; statusToken: string };
    if (response.statusCode !== 409 && response.statusCode !== 400) throw new Error(`booking answered ${response.statusCode}: ${response.body}`);
  }
  throw new Error('no parcel left to book for');
}

/** Saves an appeal to finish later in `language`: its e-mail holds the link that restores it. */
async function saveDraft(language: Language) {
  for (let tries = 0; tries < 100; tries += 1) {
    const parcel = nextParcelOfOwn();
    const response = await app.inject({
      method: 'POST',
      url: `${API}/appeal-drafts`,
      headers: HEADERS[language],
      remoteAddress: visitorAddress(),
      payload: {
        email: emailOf(language),
        draft: {
          parcelId: parcel.id,
          step: 'estimation',
          submissionKey: `key-${randomBytes(8).toString('hex')}`,
          window: openSeason,
          appellant: { name: 'Pat Example', type: 'owner', address: null, phone: { number: '5555550142', extension: '' }, email: emailOf(language) },
          filerForm: null,
          estimatedValue: '180,000',
          allegedReasons: [],
          comparables: [],
          comparablesPdf: null,
          documents: [],
        },
      },
    });
    if (response.statusCode === 201) return;
    if (response.statusCode !== 409) throw new Error(`saving answered ${response.statusCode}: ${response.body}`);
  }
  throw new Error('no parcel left to save a draft of');
}

/** A change request sent in `language`, then answered by the office. */
async function sendAndAnswerChangeRequest(language: Language) {
  const parcel = nextParcelOfOwn();
  const sent = await app.inject({
    method: 'POST',
    url: `${API}/change-requests`,
    headers: HEADERS[language],
    remoteAddress: visitorAddress(),
    payload: { parcelId: parcel.id, topic: 'mailing-address', correctValue: '5 Main St', contactName: 'Pat Example', contactEmail: emailOf(language) },
  });
  expect(sent.statusCode).toBe(201);
  const [row] = await database.db
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.tenantId, 'harbor-county'), eq(changeRequests.reference, sent.json().reference)));
  await moveChangeRequest(database.db, { tenantId: 'harbor-county', id: row.id, status: 'corrected', accountId: STAFF_ID });
}

/**
 * Everything one visitor receives, kind by kind, from a filing, a booking, a saved draft and a change
 * request made in `language`; each later step (the confirmation, the move, the cancel) asked in the other
 * language, as a visitor whose browser speaks it would.
 */
async function everyKindOfEmail(language: Language): Promise<Map<string, CaughtMessage>> {
  const asked = HEADERS[OTHER[language]];
  const appeal = await fileAppeal(language);
  await outgoing.sendAll();
  const confirm = outgoing.catcher.messages().find((message) => message.to.includes(emailOf(language)) && message.subject.includes(appeal.reference))!;
  const confirmToken = /#\/status\/(v1\.[\w-]+\.[\w-]+)/.exec(confirm.text)![1];
  expect((await app.inject({ method: 'POST', url: `${API}/status/${confirmToken}/confirm`, headers: asked })).statusCode).toBe(200);
  await changeAppealStatus(database.db, {
    tenantId: 'harbor-county',
    accountId: STAFF_ID,

    appeal: appeal.id,
    change: { status: 'under-review' },
    timeZone: 'America/New_York',
    offerDays: 14,
  });

  const meeting = await bookMeeting(language);
  const target = await newTestSlot(database.db, 'harbor-county', 96);
  const moved = await app.inject({
    method: 'POST',
    url: `${API}/status/${meeting.statusToken}/reschedule`,
    payload: { timeSlot: target.id },
    headers: { ...asked, [SLOT_HOLD_HEADER]: await reserveTestSlot(app, target.id) },
  });
  expect(moved.statusCode).toBe(200);
  expect((await app.inject({ method: 'POST', url: `${API}/status/${meeting.statusToken}/cancel`, headers: asked })).statusCode).toBe(200);

  await saveDraft(language);
  await sendAndAnswerChangeRequest(language);
  await outgoing.sendAll();

  const mine = outgoing.catcher.messages().filter((message) => message.to.includes(emailOf(language)));
  const byKind = new Map<string, CaughtMessage>();
  const subjects: Record<Language, Array<[string, RegExp]>> = {
    en: [
      ['appeal-confirm', /^Confirm your appeal /],
      ['appeal-filed', /^We received your appeal /],
      ['appeal-status-changed', /^Your appeal .+: under review$/],
      ['meeting-booked', /^Your meeting is booked/],
      ['meeting-rescheduled', /^Your meeting has moved/],
      ['meeting-cancelled', /^Your meeting is cancelled/],
      ['appeal-draft-saved', /^Finish your appeal of parcel /],
      ['change-request-received', /^We received your correction request /],
      ['change-request-answered', /^Your correction request .+: corrected$/],
    ],
    es: [
      ['appeal-confirm', /^Confirme su apelación /],
      ['appeal-filed', /^Recibimos su apelación /],
      ['appeal-status-changed', /^Su apelación .+: en revisión$/],
      ['meeting-booked', /^Su cita está reservada/],
      ['meeting-rescheduled', /^Su cita cambió de horario/],
      ['meeting-cancelled', /^Su cita está cancelada/],
      ['appeal-draft-saved', /^Termine su apelación de la parcela /],
      ['change-request-received', /^Recibimos su solicitud de corrección /],
      ['change-request-answered', /^Su solicitud de corrección .+: corregida$/],
    ],
  };
  for (const [kind, subject] of subjects[language]) {
    const found = mine.filter((message) => subject.test(message.subject));
    expect([kind, found.map((message) => message.subject)]).toEqual([kind, [expect.any(String)]]);
    byKind.set(kind, found[0]);
  }
  expect(byKind.size).toBe(mine.length);
  return byKind;
}

const decode = (url: string) => url.replace(/&amp;/g, '&');

/** Every address a message holds: in its text, in its HTML (links and text alike), and in its attachments (the receipt PDF, the invitation). */
function linksOf(message: CaughtMessage): string[] {
  const urls = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => decode(match[0]));
  const hrefs = [...(message.html ?? '').matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1]));
  const attached = message.attachments.flatMap((file) => {
    if (file.contentType.startsWith('application/pdf')) {
      const raw = file.content.toString('latin1');
      return [...urls(pdfText(file.content)), ...[...raw.matchAll(/\/URI\s*\(([^)]*)\)/g)].map((match) => match[1])];
    }
    // An iCalendar folds long lines: unfold before reading.
    return urls(file.content.toString('utf8').replace(/\r?\n[ \t]/g, ''));
  });
  return [...new Set([...urls(message.text), ...hrefs, ...attached])];
}

/** A link as the site reads it: the county's page, the language asked for, and the screen. */
function asTheSiteReadsIt(link: string) {
  const url = new URL(link);
  return { page: `${url.origin}${url.pathname}`, lang: url.searchParams.get('lang'), screen: url.hash.replace(/[^/]+$/, '') };
}

/** The screens an e-mail's link may open, by kind (none: the e-mail holds no link). */
const SCREENS: Record<string, string | null> = {
  'appeal-confirm': '#/status/',
  'appeal-filed': '#/status/',
  'appeal-status-changed': '#/status/',
  'meeting-booked': '#/status/',
  'meeting-rescheduled': '#/status/',
  'meeting-cancelled': '#/status/',
  'appeal-draft-saved': '#/appeal/resume/',
  'change-request-received': null,
  'change-request-answered': null,
};

describe.each(['en', 'es'] as const)('the e-mails of a visitor who wrote in %s', (language) => {
  let emails: Map<string, CaughtMessage>;
  beforeAll(async () => {
    emails = await everyKindOfEmail(language);
  });

  it.each(Object.keys(SCREENS))(`%s: written in ${language}, and every link in it and its attachments opens the county's page in ${language}`, (kind) => {
    const message = emails.get(kind)!;
    expect(message.html).toContain(`<html lang="${language}">`);
    const links = linksOf(message);
    const screen = SCREENS[kind];
    expect(links.map(asTheSiteReadsIt)).toEqual(screen ? [{ page: `${MAIL_PUBLIC_URL}/harbor-county/`, lang: language, screen }] : []);
    // The text and the HTML hold the one link, the same.
    if (screen) expect(message.html).toContain(links[0].replace(/&/g, '&amp;'));
  });
});

describe('the status answer of the page a link opens', () => {
  it('names the county in the language the page asks in, for the sentences that say whom to ask', async () => {
    const appeal = await fileAppeal('es');
    const meeting = await bookMeeting('es');
    const names: Record<Language, string> = { en: "Harbor County Assessor's Office", es: 'Oficina del Tasador del Condado de Harbor' };
    for (const language of ['en', 'es'] as const) {
      for (const token of [appeal.statusToken, meeting.statusToken]) {
        const answer = await app.inject({ url: `${API}/status/${token}`, headers: HEADERS[language] });
        expect([language, answer.statusCode, answer.json().county.name]).toEqual([language, 200, names[language]]);
      }
    }
  });
});
