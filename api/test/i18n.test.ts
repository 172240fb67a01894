import './support/load-outside-sandbox';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  APPEAL_DRAFT_MESSAGES,
  APPEAL_MESSAGES,
  APPEAL_STATUS_LABELS,
  appealReasonCodesResponseSchema,
  appealWindowsResponseSchema,
  AVAILABILITY_MESSAGES,
  CHANGE_REQUEST_MESSAGES,
  CHANGE_REQUEST_STATUS_LABELS,
  CHANGE_REQUEST_TOPIC_LABELS,
  propertyTypeLabels,
  SHARED_MESSAGE_GROUPS,
  sharedMessageId,
  type MessageGroup,
} from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { pdfText } from './support/pdf-text';
import { APPEAL_RULE_MESSAGES } from '../src/capabilities/appeals/appeal-rules';
import { changeAppealStatus, STATUS_MESSAGES } from '../src/capabilities/appeals/appeal-status';
import { OWNER_CODE_MESSAGES } from '../src/capabilities/appeals/owner-code-check';
import { COMPER_MESSAGES } from '../src/capabilities/comper/comper-routes';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appeals, changeRequests, meetings, outbox, settings, tenants } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DRAFT_LINK_MESSAGES } from '../src/capabilities/appeal-drafts/draft-routes';
import { FILE_MESSAGES } from '../src/capabilities/files/file-routes';
import { apiMessageGroups } from '../src/routes/api-messages';
import { API_LOCALES_DIR, readCatalogue, SHARED_LOCALES_DIR } from '../src/infrastructure/i18n/catalogues';
import { LIMIT_MESSAGES } from '../src/capabilities/limits/anonymous-limits';
import { UPLOAD_QUOTA_MESSAGES } from '../src/capabilities/limits/upload-byte-quota';
import { emailComposer } from '../src/capabilities/emails/compose-email';
import { BOOKING_MESSAGES } from '../src/capabilities/meetings/book-meeting';
import { CHANGE_MESSAGES } from '../src/capabilities/meetings/change-meeting';
import { SIGN_IN_LIMIT_MESSAGES } from '../src/capabilities/staff/session-routes';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { TOKEN_MESSAGES } from '../src/capabilities/status/status-routes';
import type { CountySettings } from '../src/capabilities/tenants/server-settings';
import { confirmTestAppeal, newTestSlot, reserveTestSlot } from './support/after-filing';
import { appealBody, meetingBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';
import { visitorAddress } from './support/visitors';

/**
 * Spanish beside English, the API's part: refusals in the request's language, the
 * filer's language stored and used for every later e-mail, the receipt and the invitation, the
 * reason codes' labels, and the catalogues that say all this. English answers stay word for word.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoMeetings(database.db);
  // A county of the defaults: English only (general.languages unset).
  await database.db.insert(tenants).values({ id: 'plain-county', name: 'Plain County' });
  await database.db.insert(settings).values({ tenantId: 'plain-county', key: 'general.display_name', value: 'Plain County Assessor' });
  // One change request per address in ten minutes, so a third visitor meets the limit at once.
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', limits: { writes: { 'change-requests': { perAddress: { max: 1, windowSeconds: 600 } } } } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const composer = () => emailComposer({ db: database.db, tokens: app.tokens, publicUrl: 'https://portal.example', from: 'no-reply@portal.example' });

/** The e-mails the outbox holds for a record, newest last, as the worker would send them. */
async function emailsAbout(field: 'appealId' | 'meetingId' | 'changeRequestId' | 'draftId', id: string) {
  const rows = (await database.db.select().from(outbox).orderBy(outbox.id)).filter((row) => (row.payload as Record<string, unknown>)[field] === id);
  const compose = composer();
  return Promise.all(rows.map(async (row) => ({ kind: row.kind, email: (await compose(row))! })));
}

/** Files a public appeal on `tenant`'s parcel number `n`, with the request's `headers`, unconfirmed. */
async function fileWith(tenant: string, n: number, headers: Record<string, string>, change: (body: Awaited<ReturnType<typeof appealBody>>) => object = (body) => body) {
  const county = DEMO_COUNTIES.find((c) => c.tenantId === tenant)!;
  const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: `/${tenant}/api/appeal-windows` })).json()).results;
  for (let tries = 0; tries < 50; tries += 1, n += 1) {
    const parcel = demoParcel(county, n);
    if (parcel.active === false || parcel.valueAmount == null) continue;
    const body = await appealBody(app, tenant, parcel.id, seasons.find((season) => season.open)!.id);
    const response = await app.inject({ method: 'POST', url: `/${tenant}/api/appeals`, payload: change(body), headers: { ...headers }, remoteAddress: visitorAddress() });
    if (response.statusCode === 409 && response.json().message === APPEAL_MESSAGES.duplicate) continue;
    return { response, body, parcel };
  }
  throw new Error('no parcel left to file on');
}

describe('refusals in the request language', () => {
  it('answers a wrong owner code in Spanish to a Spanish visitor, with Content-Language, and word for word in English to an English one', async () => {
    const wrongCode = (body: object) => ({ ...body, ownerCode: 'ZZZZ-ZZZZ' });
    const spanish = (await fileWith('pine-county', 40, SPANISH, wrongCode)).response;
    expect([spanish.statusCode, spanish.headers['content-language'], spanish.json()]).toEqual([
      400,
      'es',
      { message: 'El código de propietario no coincide con el del aviso de avalúo de esta parcela. Revíselo e inténtelo de nuevo.', field: 'ownerCode' },
    ]);
    const english = (await fileWith('pine-county', 60, ENGLISH, wrongCode)).response;
    expect([english.statusCode, english.headers['content-language'], english.json()]).toEqual([400, undefined, { message: OWNER_CODE_MESSAGES.wrong, field: 'ownerCode' }]);
    // No Accept-Language at all: English, as before.
    const none = (await fileWith('pine-county', 80, {}, wrongCode)).response;
    expect(none.json()).toEqual({ message: OWNER_CODE_MESSAGES.wrong, field: 'ownerCode' });
  });

  it('says a limit with its wait in Spanish (429 with Retry-After), and in English as before', async () => {
    const send = (headers: Record<string, string>, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/harbor-county/api/change-requests', payload: {}, headers, remoteAddress });
    const spanishVisitor = visitorAddress();
    await send(SPANISH, spanishVisitor);
    const spanish = await send(SPANISH, spanishVisitor);
    const minutes = Math.ceil(Number(spanish.headers['retry-after']) / 60);
    expect([spanish.statusCode, spanish.headers['content-language'], spanish.json().message]).toEqual([
      429,
      'es',
      `Hay demasiadas solicitudes desde su conexión. Espere ${minutes} minutos e inténtelo de nuevo.`,
    ]);
    const englishVisitor = visitorAddress();
    await send(ENGLISH, englishVisitor);
    const english = await send(ENGLISH, englishVisitor);
    expect([english.statusCode, english.json().message]).toEqual([429, LIMIT_MESSAGES.address(Number(english.headers['retry-after']))]);
  });

  it('says the owner-code limit in Spanish once five wrong codes were tried on a parcel from one address', async () => {
    const { parcel, body } = await fileWith('pine-county', 100, SPANISH, (b) => ({ ...b, ownerCode: 'ZZZZ-ZZZZ' }));
    const guesser = visitorAddress();
    for (let tries = 0; tries < 5; tries += 1) {
      await app.inject({ method: 'POST', url: '/pine-county/api/appeals', payload: { ...body, ownerCode: 'ZZZZ-ZZZZ' }, remoteAddress: guesser });
    }
    const refused = await app.inject({ method: 'POST', url: '/pine-county/api/appeals', payload: body, headers: SPANISH, remoteAddress: guesser });
    expect([refused.statusCode, refused.json().field, parcel.id]).toEqual([429, 'ownerCode', parcel.id]);
    expect(refused.json().message).toMatch(/^Se intentaron demasiados códigos de propietario incorrectos\. Espere \d+ minutos? e inténtelo de nuevo, o llame a la oficina\.$/);
  });

  it("refuses a second appeal of the season in Spanish, and a schema's own messages too", async () => {
    const first = await fileWith('harbor-county', 160, SPANISH);
    expect(first.response.statusCode).toBe(201);
    await confirmTestAppeal(app, first.response.json());
    // Filed without an owner code (Harbor asks none), it takes the parcel's place once the office keeps it.
    await database.db.update(appeals).set({ proof: 'office' }).where(eq(appeals.id, first.response.json().id));
    const again = await app.inject({ method: 'POST', url: '/harbor-county/api/appeals', payload: first.body, headers: SPANISH, remoteAddress: visitorAddress() });
    expect([again.statusCode, again.json().message]).toEqual([409, 'Ya hay una apelación presentada para esta propiedad en el período de apelaciones seleccionado.']);
    const inEnglish = await app.inject({ method: 'POST', url: '/harbor-county/api/appeals', payload: first.body, headers: ENGLISH, remoteAddress: visitorAddress() });
    expect([inEnglish.statusCode, inEnglish.json().message]).toEqual([409, APPEAL_MESSAGES.duplicate]);

    // The shared schema's messages, kept by POST /appeals and by the error handler alike.
    const invalid = { ...first.body, appellant: { ...first.body.appellant, name: '', email: 'not an address' } };
    const appeal = await app.inject({ method: 'POST', url: '/harbor-county/api/appeals', payload: invalid, headers: SPANISH, remoteAddress: visitorAddress() });
    expect([appeal.statusCode, appeal.json().message]).toEqual([400, 'Su nombre es obligatorio El correo electrónico no es válido']);
    const request = await app.inject({
      method: 'POST',
      url: '/harbor-county/api/change-requests',
      payload: { parcelId: first.parcel.id, topic: 'owner-name', correctValue: '', contactName: 'Ana', contactEmail: 'ana@example.org' },
      headers: SPANISH,
      remoteAddress: visitorAddress(),
    });
    expect([request.statusCode, request.json().message]).toEqual([400, 'Escriba cuál es la información correcta.']);
  });

  it("says a bad status link in Spanish with the county's own name for its office and its phone", async () => {
    const response = await app.inject({ url: '/harbor-county/api/status/v1.nothing.here', headers: SPANISH });
    expect([response.statusCode, response.json().message]).toEqual([
      404,
      'Este enlace no es válido. Abra el enlace completo de su correo electrónico más reciente. Si aun así no funciona, comuníquese con Oficina del Tasador del Condado de Harbor al (555) 555 0100.',
    ]);
  });

  it('tells a Spanish visitor in Spanish that a county does not exist, on the API and on the page, and an English one as before', async () => {
    const api = await app.inject({ url: '/atlantis/api/settings', headers: SPANISH });
    expect([api.statusCode, api.headers['content-language'], api.json()]).toEqual([404, 'es', { message: 'No encontramos ningún condado llamado “atlantis”.' }]);
    const page = await app.inject({ url: '/atlantis/', headers: { ...SPANISH, accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers.vary).toContain('Accept-Language');
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<h1>Página no encontrada</h1>');
    expect(page.body).toContain('No encontramos ningún condado llamado “atlantis”.');
    expect(page.body).toContain('<a href="/">Vea la lista de condados</a>');
    const english = await app.inject({ url: '/atlantis/', headers: { ...ENGLISH, accept: 'text/html' } });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('We could not find a county called “atlantis”.');
    expect((await app.inject({ url: '/atlantis/api/settings' })).json()).toEqual({ message: 'We could not find a county called “atlantis”.' });
  });

  it('answers English to a Spanish visitor of a county that offers only English', async () => {
    const response = await app.inject({ url: '/plain-county/api/status/v1.nothing.here', headers: SPANISH });
    expect([response.statusCode, response.headers['content-language'], response.json().message]).toEqual([
      404,
      undefined,
      'This link is not valid. Please open the whole link from your most recent email. If it still does not work, contact Plain County Assessor.',
    ]);
  });
});

describe("the filer's language, stored and written in", () => {
  it("stores 'es' for an appeal filed with Accept-Language: es-US,es;q=0.9, and e-mails its confirmation and receipt in Spanish with es-US formats", async () => {
    const { response } = await fileWith('harbor-county', 200, SPANISH);
    expect(response.statusCode).toBe(201);
    const filed = response.json();
    const [row] = await database.db
      .select()
      .from(appeals)
      .where(and(eq(appeals.tenantId, 'harbor-county'), eq(appeals.id, filed.id)));
    expect(row.language).toBe('es');

    const [confirm] = await emailsAbout('appealId', filed.id);
    expect(confirm.kind).toBe('appeal-confirm');
    const mail = confirm.email;
    expect(mail.subject).toBe(`Confirme su apelación ${filed.reference}`);
    expect(mail.from).toEqual({ name: 'Oficina del Tasador del Condado de Harbor', address: 'no-reply@portal.example' });
    expect(mail.headers).toEqual({ 'Content-Language': 'es' });
    expect(mail.text).toContain('Estimado/a Pat Example:');
    expect(mail.text).toContain(`Usted le pidió a Oficina del Tasador del Condado de Harbor que revise el valor tasado de la parcela ${row.parcelId}.`);
    // es-US: the month in Spanish, the time in the county's zone; money grouped by commas, not dots.
    expect(mail.text).toMatch(/seleccione "Confirmar mi apelación" a más tardar el \d{1,2} de [a-z]+ de \d{4},? (a las )?\d{1,2}:\d{2}\s?[ap]\.\s?m\. E[SD]T\./);
    expect(mail.text).toMatch(new RegExp(`Su opinión sobre el valor: +\\$${row.claimedAmount.toLocaleString('en-US')}\\n`));
    expect(mail.text).toContain('Teléfono: (555) 555 0100\nCorreo electrónico: assessor@harborcounty.example');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toMatch(/Dear|Reference|Your opinion of value/);

    await confirmTestAppeal(app, filed);
    const receipt = (await emailsAbout('appealId', filed.id)).find((email) => email.kind === 'appeal-filed')!.email;
    expect(receipt.subject).toBe(`Recibimos su apelación ${filed.reference}`);
    expect(receipt.text).toMatch(/Presentada: +\d{1,2} de [a-z]+ de \d{4}/);
    const pdf = pdfText(receipt.attachments![0].content as Buffer);
    expect(pdf).toContain('Recibo de su apelación');
    expect(pdf).toContain('Su opinión sobre el valor');
    // (A label wraps in its column: 'Relación con el' / 'propietario'.)
    expect(pdf).toMatch(/Relación con el\s*\n?propietario\nPropietario\n/);
    // The reason in the county's Spanish (its code system's label), the filer's own comment as written.
    expect(pdf).toContain('El valor de mercado es demasiado alto: Sales on my street are lower.');
    expect(pdf).not.toContain('Receipt of your appeal');

    // The status link's receipt: the filer's language, or the one the page asks for.
    const spanish = await app.inject({ url: `/harbor-county/api/status/${filed.statusToken}/receipt.pdf` });
    expect([spanish.statusCode, spanish.headers['content-language']]).toEqual([200, 'es']);
    expect(pdfText(spanish.rawPayload)).toContain('Conserve este recibo.');
    const english = await app.inject({ url: `/harbor-county/api/status/${filed.statusToken}/receipt.pdf?lang=en` });
    expect(pdfText(english.rawPayload)).toContain('Receipt of your appeal');

    // A later status change: Spanish too, with the status's Spanish name.
    await changeAppealStatus(database.db, {
      tenantId: 'harbor-county',
      accountId: '00000000-0000-4000-8000-0000000000aa',

      appeal: filed.id,
      change: { status: 'under-review' },
      timeZone: 'America/New_York',
      offerDays: 14,
    });
    const moved = (await emailsAbout('appealId', filed.id)).find((email) => email.kind === 'appeal-status-changed')!.email;
    expect(moved.subject).toBe(`Su apelación ${filed.reference}: en revisión`);
    expect(moved.text).toContain('La oficina comenzó a revisar su apelación.');
  });

  it("keeps an English filing in English (the stored language, not the county's)", async () => {
    const { response } = await fileWith('harbor-county', 230, {});
    const filed = response.json();
    const [row] = await database.db
      .select()
      .from(appeals)
      .where(and(eq(appeals.tenantId, 'harbor-county'), eq(appeals.id, filed.id)));
    expect(row.language).toBe('en');
    const [confirm] = await emailsAbout('appealId', filed.id);
    expect(confirm.email.subject).toBe(`Confirm your appeal ${filed.reference}`);
    expect(confirm.email.headers).toBeUndefined();
    expect(confirm.email.from).toEqual({ name: "Harbor County Assessor's Office", address: 'no-reply@portal.example' });
  });

  it('books a meeting in Spanish: its e-mail, the attached invitation and the one the link downloads', async () => {
    const spanish = await bookInSpanish();
    const [row] = await database.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.tenantId, 'harbor-county'), eq(meetings.id, spanish.id)));
    expect(row.language).toBe('es');

    const [email] = await emailsAbout('meetingId', spanish.id);
    expect(email.kind).toBe('meeting-booked');
    expect(email.email.subject).toBe(`Su cita está reservada: ${spanish.reference}`);
    expect(email.email.text).toContain('Su cita con Oficina del Tasador del Condado de Harbor está reservada.');
    expect(email.email.text).toMatch(/Cuándo: +[a-záéíóú]+, \d{1,2} de [a-z]+ de \d{4},? \d{1,2}:\d{2}\s?[ap]\.\s?m\. E[SD]T\n/);
    expect(email.email.text).toMatch(/Dónde: +Cita virtual\n/);
    const attached = String(email.email.attachments![0].content);
    expect(attached).toContain('SUMMARY:Cita con Oficina del Tasador del Condado de Harbor');
    expect(attached).toContain('LOCATION:Cita virtual');
    expect(attached).toMatch(/DESCRIPTION:Referencia: /);

    const downloaded = await app.inject({ url: `/harbor-county/api/status/${spanish.statusToken}/invitation.ics` });
    expect([downloaded.statusCode, downloaded.headers['content-language']]).toEqual([200, 'es']);
    expect(downloaded.body).toContain('SUMMARY:Cita con Oficina del Tasador del Condado de Harbor');
    const inEnglish = await app.inject({ url: `/harbor-county/api/status/${spanish.statusToken}/invitation.ics?lang=en` });
    expect(inEnglish.body).toContain("SUMMARY:Meeting with Harbor County Assessor's Office");
    expect(inEnglish.body).toContain('LOCATION:Virtual meeting');

    // Inside the cut-off: why it can no longer be changed, in the reader's language.
    const status = await app.inject({ url: `/harbor-county/api/status/${spanish.statusToken}`, headers: SPANISH });
    expect(status.json().meeting.changeClosedReason).toBe(
      'Las citas no se pueden cambiar ni cancelar en línea en las últimas 24 horas antes de que comiencen. Por favor, llame a Oficina del Tasador del Condado de Harbor al (555) 555 0100.',
    );
    const english = await app.inject({ url: `/harbor-county/api/status/${spanish.statusToken}` });
    const settingsNow = (await app.inject({ url: '/harbor-county/api/settings' })).json() as CountySettings;
    expect(english.json().meeting.changeClosedReason).toBe(CHANGE_MESSAGES.cutoff({ ...settingsNow, 'meetings.change_cutoff_hours': 24 }));
  });

  it('acknowledges a change request in Spanish, and stores its language', async () => {
    const parcel = demoParcel(DEMO_COUNTIES[0], 260);
    const sent = await app.inject({
      method: 'POST',
      url: '/harbor-county/api/change-requests',
      payload: { parcelId: parcel.id, topic: 'mailing-address', correctValue: 'Calle Mayor 5', contactName: 'Ana Peña', contactEmail: 'ana@example.org' },
      headers: SPANISH,
      remoteAddress: visitorAddress(),
    });
    expect(sent.statusCode).toBe(201);
    const [row] = await database.db.select().from(changeRequests).where(eq(changeRequests.reference, sent.json().reference));
    expect(row.language).toBe('es');
    const [email] = await emailsAbout('changeRequestId', row.id);
    expect(email.email.subject).toBe(`Recibimos su solicitud de corrección ${row.reference}`);
    expect(email.email.text).toMatch(/Qué está mal: +Dirección postal\n/);
  });
});

/** Books a virtual meeting two hours ahead (inside the 24-hour cut-off) with a Spanish Accept-Language. */
async function bookInSpanish() {
  const slot = await newTestSlot(database.db, 'harbor-county', 2);
  const hold = await reserveTestSlot(app, slot.id);
  for (let n = 280; n < 330; n += 1) {
    const parcel = demoParcel(DEMO_COUNTIES[0], n);
    if (parcel.active === false) continue;
    const response = await app.inject({
      method: 'POST',
      url: '/harbor-county/api/meetings',
      payload: meetingBody(parcel, { id: slot.id, placeId: null }),
      headers: { ...SPANISH, 'x-slot-hold': hold },
    });
    if (response.statusCode === 201) return response.json() as { id: string; reference: string; statusToken: string };
  }
  throw new Error('no parcel left to book for');
}

describe("a staff filing: the filer's language chosen at the desk", () => {
  const SAME_ORIGIN = 'http://localhost:80';
  const PLAIN_CLERK = { tenantId: 'plain-county', email: 'clerk@plaincounty.example', name: 'Pat Plain', role: 'clerk' as const };
  async function signedIn(tenant: string, email: string) {
    const signIn = await app.inject({ method: 'POST', url: `/${tenant}/api/session`, payload: { email, password: DEMO_STAFF_PASSWORD }, headers: { origin: SAME_ORIGIN } });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    const me = (await app.inject({ url: `/${tenant}/api/me`, headers: { cookie } })).json();
    return { headers: { cookie, origin: SAME_ORIGIN }, staffId: me.accountId as string };
  }
  beforeAll(() => seedDemoStaff(database.db, [DEMO_STAFF[0], PLAIN_CLERK]));

  it('writes to the filer in the language staff chose, whatever the language of the desk, and shows it to the office', async () => {
    const clerk = await signedIn('harbor-county', DEMO_STAFF[0].email);
    const { response } = await fileWith('harbor-county', 300, { ...ENGLISH, ...clerk.headers }, (body) => ({
      ...body,
      staff: { method: 'telephone', staffId: clerk.staffId, language: 'es' },
    }));
    expect(response.statusCode).toBe(201);
    const filed = response.json();
    const [row] = await database.db
      .select()
      .from(appeals)
      .where(and(eq(appeals.tenantId, 'harbor-county'), eq(appeals.id, filed.id)));
    expect(row.language).toBe('es');
    const receipt = (await emailsAbout('appealId', filed.id)).find((email) => email.kind === 'appeal-filed')!.email;
    expect(receipt.subject).toBe(`Recibimos su apelación ${filed.reference}`);
    const office = await app.inject({ url: `/harbor-county/api/office/appeals/${filed.reference}`, headers: clerk.headers });
    expect(office.json()).toMatchObject({ reference: filed.reference, language: 'es' });

    // None chosen: the desk's language, as before.
    const unchosen = (
      await fileWith('harbor-county', 330, { ...ENGLISH, ...clerk.headers }, (body) => ({ ...body, staff: { method: 'mail', staffId: clerk.staffId } }))
    ).response.json();
    const [plain] = await database.db
      .select()
      .from(appeals)
      .where(and(eq(appeals.tenantId, 'harbor-county'), eq(appeals.id, unchosen.id)));
    expect(plain.language).toBe('en');
  });

  it('refuses a language the county does not write in, and one the portal does not know, saving nothing', async () => {
    const before = (await database.db.select().from(appeals)).length;
    const harborClerk = await signedIn('harbor-county', DEMO_STAFF[0].email);
    const unknown = await fileWith('harbor-county', 360, { ...ENGLISH, ...harborClerk.headers }, (body) => ({
      ...body,
      staff: { method: null, staffId: harborClerk.staffId, language: 'fr' },
    }));
    expect([unknown.response.statusCode, unknown.response.json().message]).toEqual([400, expect.stringContaining(APPEAL_MESSAGES.filerLanguageInvalid)]);

    // Plain County writes in English only.
    const plainClerk = await signedIn('plain-county', PLAIN_CLERK.email);
    const body = { ...unknown.body, staff: { method: null, staffId: plainClerk.staffId, language: 'es' } };
    const refused = await app.inject({ method: 'POST', url: '/plain-county/api/appeals', payload: body, headers: { ...ENGLISH, ...plainClerk.headers } });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: APPEAL_MESSAGES.filerLanguageInvalid }]);
    const spanish = await app.inject({ method: 'POST', url: '/plain-county/api/appeals', payload: body, headers: { ...SPANISH, ...plainClerk.headers } });
    expect(spanish.json()).toEqual({ message: APPEAL_MESSAGES.filerLanguageInvalid });
    expect((await database.db.select().from(appeals)).length).toBe(before);
  });

  it('says the refusal in Spanish to a desk working in Spanish', async () => {
    const clerk = await signedIn('harbor-county', DEMO_STAFF[0].email);
    const { response } = await fileWith('harbor-county', 390, { ...SPANISH, ...clerk.headers }, (body) => ({
      ...body,
      staff: { method: null, staffId: clerk.staffId, language: 'fr' },
    }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Elija un idioma en el que este condado escribe a quienes presentan apelaciones.');
  });
});

describe('reason codes in other languages', () => {
  it('answers every demo code with its Spanish label, beside the English description', async () => {
    const { codes } = appealReasonCodesResponseSchema.parse((await app.inject({ url: '/harbor-county/api/code-systems/appeal-reasons' })).json());
    expect(codes.find((code) => code.id === 'other')).toMatchObject({ description: 'Other', labels: { es: 'Otro' } });
    expect(codes.find((code) => code.id === 'flood-zone')?.labels?.es).toBe('No se consideró la zona inundable ni la erosión costera');
    expect(codes.filter((code) => !code.labels?.es)).toEqual([]);
  });
});

describe('the comparables PDF', () => {
  it('is written in the language of the request that asks for it, and in English as before', async () => {
    const residential = Array.from({ length: 60 }, (_, n) => demoParcel(DEMO_COUNTIES[0], n)).filter(
      (parcel) => parcel.active !== false && parcel.type === 'residential' && parcel.valueAmount != null,
    );
    const [subject, ...comparables] = residential.slice(0, 3).map((parcel) => parcel.id);
    const textOf = async (language: string) => {
      const made = await app.inject({
        method: 'POST',
        url: '/harbor-county/api/comper/generate-pdf',
        headers: { 'accept-language': language },
        payload: { subjectId: subject, comparablesIds: comparables },
        remoteAddress: visitorAddress(),
      });
      expect(made.statusCode).toBe(201);
      const file = await app.inject({ url: `/harbor-county/files/${made.json().id}` });
      expect(file.statusCode).toBe(200);
      return pdfText(file.rawPayload);
    };
    const spanish = await textOf('es');
    expect(spanish).toContain(`Ventas comparables de la parcela ${subject}`);
    expect(spanish).toContain('Ventas comparables (2)');
    expect(spanish).toContain('Valor tasado');
    const english = await textOf('en');
    expect(english).toContain(`Comparable sales for parcel ${subject}`);
    expect(english).toContain('Comparable sales (2)');
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : [],
  );
}

describe('the catalogues', () => {
  const catalogues = {
    api: { en: readCatalogue(API_LOCALES_DIR, 'en'), es: readCatalogue(API_LOCALES_DIR, 'es') },
    shared: { en: readCatalogue(SHARED_LOCALES_DIR, 'en'), es: readCatalogue(SHARED_LOCALES_DIR, 'es') },
  };

  /** The arguments a message names ({office}, {count, plural, ...}), sorted. */
  function argumentsOf(message: string): string[] {
    const names = new Set<string>();
    const walk = (tokens: Token[]) => {
      for (const token of tokens) {
        if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
        if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
          names.add(token.arg);
          for (const item of token.cases) walk(item.tokens);
        }
      }
    };
    walk(parse(message));
    return [...names].sort();
  }

  it('compile, and say in Spanish every id English has, with the same arguments', () => {
    for (const { en, es } of Object.values(catalogues)) {
      for (const message of [...Object.values(en), ...Object.values(es)]) expect(() => compileMessageOrThrow(message)).not.toThrow();
      for (const [id, message] of Object.entries(en)) expect([id, es[id] !== undefined && argumentsOf(es[id])]).toEqual([id, argumentsOf(message)]);
    }
  });

  /** A group's messages: each fixed one has Spanish under an id (its own or the shared one of the same English), each function one an ICU in both. */
  function expectSaid(groups: Record<string, MessageGroup>, prefix: 'api' | 'shared') {
    const own = catalogues[prefix];
    for (const [group, messages] of Object.entries(groups)) {
      for (const [name, message] of Object.entries(messages)) {
        const id = `${prefix}.${group}.${name}`;
        if (typeof message === 'string') {
          const spanish = own.es[id] ?? catalogues.shared.es[sharedMessageId(message) ?? ''];
          expect([id, typeof spanish]).toEqual([id, 'string']);
        } else {
          expect([id, typeof own.en[id], typeof own.es[id]]).toEqual([id, 'string', 'string']);
        }
      }
    }
  }

  it("have Spanish for every message of mfe-shared's groups and of the API's, and for every id the API's code names", () => {
    expectSaid(SHARED_MESSAGE_GROUPS, 'shared');
    expectSaid(apiMessageGroups(), 'api');
    const spanish = { ...catalogues.shared.es, ...catalogues.api.es };
    const named = sourceFiles(path.join(__dirname, '../src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'((?:api|shared)\.[A-Za-z0-9_.-]+)'/g)].map((match) => match[1]),
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((id) => spanish[id] === undefined)).toEqual([]);
  });

  it('say in English, from the ICU of each message with values, exactly what the code writes', async () => {
    const { catalogueMessage } = await import('../src/infrastructure/i18n/catalogues');
    const harbor = { 'general.display_name': "Harbor County Assessor's Office", 'general.phone_number': '5555550100', 'general.translations': {} } as unknown as CountySettings;
    const office = "Harbor County Assessor's Office on (555) 555 0100";
    const call = "Please call Harbor County Assessor's Office on (555) 555 0100.";
    const cases: Array<[id: string, values: Record<string, string | number>, code: string]> = [
      ['shared.APPEAL_DRAFT_MESSAGES.tooManyDocuments', { max: 1 }, APPEAL_DRAFT_MESSAGES.tooManyDocuments(1)],
      ['shared.APPEAL_DRAFT_MESSAGES.tooManyDocuments', { max: 5 }, APPEAL_DRAFT_MESSAGES.tooManyDocuments(5)],
      ['shared.AVAILABILITY_MESSAGES.placeClosed', { name: 'Main Office' }, AVAILABILITY_MESSAGES.placeClosed('Main Office')],
      ['shared.AVAILABILITY_MESSAGES.tooMany', { count: 6000, max: 5000 }, AVAILABILITY_MESSAGES.tooMany(6000)],
      ['shared.CHANGE_REQUEST_MESSAGES.tooManyOpen', { office: 'Pine County Assessor' }, CHANGE_REQUEST_MESSAGES.tooManyOpen('Pine County Assessor')],
      ['shared.CHANGE_REQUEST_MESSAGES.moveNotAllowed', { same: 'yes', from: 'corrected', to: 'corrected' }, CHANGE_REQUEST_MESSAGES.moveNotAllowed('corrected', 'corrected')],
      ['shared.CHANGE_REQUEST_MESSAGES.moveNotAllowed', { same: 'no', from: 'in review', to: 'received' }, CHANGE_REQUEST_MESSAGES.moveNotAllowed('in-review', 'received')],
      ['api.LIMIT_MESSAGES.address', { wait: '10 minutes' }, LIMIT_MESSAGES.address(600)],
      ['api.LIMIT_MESSAGES.county', { wait: '1 minute' }, LIMIT_MESSAGES.county(60)],
      ['api.LIMIT_MESSAGES.ownerCode', { wait: '45 seconds' }, LIMIT_MESSAGES.ownerCode(45)],
      ['api.UPLOAD_QUOTA_MESSAGES.address', { wait: '35 minutes' }, UPLOAD_QUOTA_MESSAGES.address(2100)],
      ['api.UPLOAD_QUOTA_MESSAGES.county', { wait: '1 minute' }, UPLOAD_QUOTA_MESSAGES.county(60)],
      ['api.SIGN_IN_LIMIT_MESSAGES.wait', { wait: '4 seconds' }, SIGN_IN_LIMIT_MESSAGES.wait(4)],
      ['api.CHANGE_MESSAGES.past', { callOffice: call }, CHANGE_MESSAGES.past(harbor)],
      ['api.CHANGE_MESSAGES.cutoff', { hours: 24, callOffice: call }, CHANGE_MESSAGES.cutoff({ ...harbor, 'meetings.change_cutoff_hours': 24 })],
      ['api.TOKEN_MESSAGES.invalid', { office }, TOKEN_MESSAGES.invalid(harbor)],
      ['api.TOKEN_MESSAGES.expired', { office }, TOKEN_MESSAGES.expired(harbor)],
      ['api.TOKEN_MESSAGES.wrongKind', { kind: 'meeting' }, TOKEN_MESSAGES.wrongKind('meeting')],
      ['api.TOKEN_MESSAGES.wrongKind', { kind: 'appeal' }, TOKEN_MESSAGES.wrongKind('appeal')],
      ['api.DRAFT_LINK_MESSAGES.invalid', { office }, DRAFT_LINK_MESSAGES.invalid(harbor)],
      ['api.DRAFT_LINK_MESSAGES.expired', { days: 30, office }, DRAFT_LINK_MESSAGES.expired({ ...harbor, 'appeal.draft_days': 30 })],
      ['api.FILE_MESSAGES.notAccepted', { name: 'x.exe' }, FILE_MESSAGES.notAccepted('x.exe')],
      ['api.FILE_MESSAGES.contentMismatch', { name: 'x.pdf' }, FILE_MESSAGES.contentMismatch('x.pdf')],
      ['api.FILE_MESSAGES.empty', { name: 'x.pdf' }, FILE_MESSAGES.empty('x.pdf')],
      ['api.OWNER_CODE_MESSAGES.noneOnRecord', { office: 'Pine County Assessor' }, OWNER_CODE_MESSAGES.noneOnRecord('Pine County Assessor')],
      ['api.STATUS_MESSAGES.moveNotAllowed', { same: 'yes', from: 'decided', to: 'decided' }, STATUS_MESSAGES.moveNotAllowed('decided', 'decided')],
      ['api.STATUS_MESSAGES.moveNotAllowed', { same: 'no', from: 'decided', to: 'under review' }, STATUS_MESSAGES.moveNotAllowed('decided', 'under-review')],
      ['api.COMPER_MESSAGES.comparableNotFound', { id: 'HC-1' }, COMPER_MESSAGES.comparableNotFound('HC-1')],
      ['api.APPEAL_RULE_MESSAGES.reasonNotOffered', { title: 'Views' }, APPEAL_RULE_MESSAGES.reasonNotOffered('Views')],
      ['api.APPEAL_RULE_MESSAGES.commentTooLong', { reason: 'Other', max: 500 }, APPEAL_RULE_MESSAGES.commentTooLong('Other', 500)],
      ['api.BOOKING_MESSAGES.tooManyDocuments', { max: 3 }, BOOKING_MESSAGES.tooManyDocuments(3)],
      ['api.BOOKING_MESSAGES.propertyType', { type: 'mobile home' }, BOOKING_MESSAGES.propertyType('mobile-home')],
      ['api.APPEAL_ERRORS.valueRange', { min: 1000, max: 2500000 }, 'Value must be between 1,000 and 2,500,000'],
      ['api.office.contactWithPhone', { office: "Harbor County Assessor's Office", phone: '(555) 555 0100' }, office],
    ];
    for (const [id, values, code] of cases) expect([id, catalogueMessage('en', id, values)]).toEqual([id, code]);
    // The labels the API names in Spanish: English as mfe-shared writes them.
    const english = catalogues.api.en;
    for (const [kind, labels] of [
      ['appealStatus', APPEAL_STATUS_LABELS],
      ['changeRequestStatus', CHANGE_REQUEST_STATUS_LABELS],
      ['changeRequestTopic', CHANGE_REQUEST_TOPIC_LABELS],
      ['propertyType', propertyTypeLabels],
    ] as const) {
      for (const [value, label] of Object.entries(labels)) expect([kind, value, english[`api.${kind}.${value}`]]).toEqual([kind, value, label]);
    }
  });
});
