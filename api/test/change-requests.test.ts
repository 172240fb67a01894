import './support/load-outside-sandbox';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHANGE_REQUEST_MESSAGES as M, changeRequestCreatedSchema, officeChangeRequestSchema, officeChangeRequestsResponseSchema } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { MAX_OPEN_PER_PARCEL } from '../src/capabilities/change-requests/change-request-store';
import { CHANGE_REQUEST_LIMIT_MESSAGES, UNPROVEN_CHANGE_REQUEST_LIMITS } from '../src/capabilities/change-requests/unproven-limit';
import { OWNER_CODE_MESSAGES } from '../src/capabilities/appeals/owner-code-check';
import { demoOwnerCode } from '../src/tools/demo/demo-owner-codes';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { auditEvents, changeRequests, files, outbox, parcels } from '../src/infrastructure/db/schema';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { sweepUnattachedFiles } from '../src/capabilities/files/unattached-files';
import { memoryFileStorage } from '../src/capabilities/files/file-storage';
import { emailComposer } from '../src/capabilities/emails/compose-email';
import { recipientKey, recordConfirmed } from '../src/infrastructure/mail/recipient-standing';
import { tokenSigner } from '../src/infrastructure/tokens/signed-token';
import { LIFTED_LIMITS } from './support/lifted-limits';
import { openTestDatabase } from './support/test-database';
import { neighbourAddress, visitorAddress } from './support/visitors';

// Change requests: a visitor reports wrong data for a parcel from the embed; the office
// desk lists them, opens the document and answers them, each step audited and e-mailed.

const HARBOR = '/harbor-county/api';
const PINE = '/pine-county/api';
const ORIGIN = 'http://localhost:80';
let database: DatabaseHandle;
let app: FastifyInstance;
let clerk: string;
let pineClerk: string;
const storage = memoryFileStorage();
let harborParcels: string[];

const signIn = async (tenant: string, email: string) =>
  String(
    (await app.inject({ method: 'POST', url: `/${tenant}/api/session`, headers: { origin: ORIGIN }, payload: { email, password: DEMO_STAFF_PASSWORD } })).headers['set-cookie'],
  ).split(';')[0];
// Each visitor from an address (and range) of their own, as different people would: a request without
// the owner code counts against its sender (unproven-limit.ts).
const send = (payload: object, base = HARBOR, remoteAddress = visitorAddress()) => app.inject({ method: 'POST', url: `${base}/change-requests`, payload, remoteAddress });
const sendAsStaff = (payload: object, cookie = clerk) => app.inject({ method: 'POST', url: `${HARBOR}/change-requests`, payload, headers: { cookie, origin: ORIGIN } });
const withCode = (parcelId: string, extra: object = {}) => valid(parcelId, { ownerCode: demoOwnerCode('harbor-county', parcelId), ...extra });
const proofOf = async (reference: string) =>
  (await database.db.select({ proof: changeRequests.proof, holdsPlace: changeRequests.holdsPlace }).from(changeRequests).where(eq(changeRequests.reference, reference)))[0];
const get = (url: string, cookie = clerk, base = HARBOR) => app.inject({ url: `${base}${url}`, headers: cookie ? { cookie } : {} });
const move = (request: string, payload: object, cookie = clerk) =>
  app.inject({ method: 'POST', url: `${HARBOR}/office/change-requests/${request}/status`, headers: { cookie, origin: ORIGIN }, payload });

async function upload(name: string, base = HARBOR) {
  const response = await app.inject({
    method: 'POST',
    url: `${base}/documents`,
    headers: { 'content-type': 'application/pdf', 'x-original-name': name },
    payload: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; deleteToken: string };
}

const valid = (parcelId: string, extra: object = {}) => ({
  parcelId,
  topic: 'owner-name',
  correctValue: 'María José Peña-Øster',
  contactName: 'María Peña',
  contactEmail: 'maria@example.org',
  ...extra,
});

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 60);
  await seedDemoStaff(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0, limits: LIFTED_LIMITS, fileStorage: storage });
  await app.ready();
  clerk = await signIn('harbor-county', 'clerk@harborcounty.example');
  pineClerk = await signIn('pine-county', 'clerk@pinecounty.example');
  harborParcels = (await database.db.select({ id: parcels.id }).from(parcels).where(eq(parcels.tenantId, 'harbor-county')).orderBy(parcels.id).limit(20)).map((row) => row.id);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('POST /change-requests', () => {
  it('stores the request with a reference, and queues its acknowledgement e-mail in the same transaction', async () => {
    const document = await upload('deed.pdf');
    const response = await send(valid(harborParcels[0], { topic: 'mailing-address', correctValue: '12 Elm St, Harbor, ME 04001', documentId: document.id }));
    expect(response.statusCode).toBe(201);
    const body = changeRequestCreatedSchema.parse(response.json());
    expect(body.reference).toMatch(/^HC-\d{2}-[23456789A-HJ-NP-Z]{6}$/);

    const [row] = await database.db
      .select()
      .from(changeRequests)
      .where(and(eq(changeRequests.tenantId, 'harbor-county'), eq(changeRequests.reference, body.reference)));
    expect(row).toMatchObject({ parcelId: harborParcels[0], topic: 'mailing-address', status: 'received', documentId: document.id, contactEmail: 'maria@example.org' });
    const queued = await database.db.select().from(outbox).where(eq(outbox.kind, 'change-request-received'));
    expect(queued.map((entry) => (entry.payload as { changeRequestId: string }).changeRequestId)).toContain(row.id);
  });

  it('e-mails the visitor what they sent, with the reference, and no office note', async () => {
    const { reference } = (await send(valid(harborParcels[1], { correctValue: 'Ann & Bob <Smith>' }))).json();
    const [row] = await database.db.select().from(changeRequests).where(eq(changeRequests.reference, reference));
    const [entry] = await database.db.select().from(outbox).where(eq(outbox.kind, 'change-request-received')).orderBy(desc(outbox.id)).limit(1);
    expect((entry.payload as { changeRequestId: string }).changeRequestId).toBe(row.id);
    const tokens = tokenSigner(Buffer.alloc(32, 7));
    // An address that has confirmed an appeal here gets what it sent repeated (unconfirmed-mail.test.ts: the others).
    await recordConfirmed(database.db, 'harbor-county', recipientKey(tokens, 'harbor-county', 'maria@example.org'), new Date());
    const compose = emailComposer({ db: database.db, tokens, publicUrl: 'http://portal.example', from: 'no-reply@portal.example' });
    const email = await compose(entry);
    expect(email).toMatchObject({ to: { name: 'María Peña', address: 'maria@example.org' }, subject: `We received your correction request ${reference}` });
    expect(email!.text).toContain(`Reference:`);
    expect(email!.text).toContain(reference);
    expect(email!.text).toContain('Ann & Bob <Smith>');
    expect(email!.html).toContain('Ann &amp; Bob &lt;Smith&gt;');
  });

  it.each([
    ['no topic', { topic: undefined }, 'topic', M.topicRequired],
    ['an unknown topic', { topic: 'value' }, 'topic', M.topicRequired],
    ['no correct value', { correctValue: '   ' }, 'correctValue', M.correctValueRequired],
    ['a correct value too long', { correctValue: 'x'.repeat(2001) }, 'correctValue', M.correctValueTooLong],
    ['no name', { contactName: '' }, 'contactName', M.nameRequired],
    ['no e-mail', { contactEmail: '' }, 'contactEmail', 'Email is required'],
    ['a bad e-mail', { contactEmail: 'maria@' }, 'contactEmail', 'Email is not valid'],
    ['a document id that is not one', { documentId: '../etc/passwd' }, 'documentId', M.documentInvalid],
  ])('refuses %s with a 400 that says what to fix, and stores nothing', async (_case, change, _field, message) => {
    const before = await database.db.$count(changeRequests);
    const response = await send(valid(harborParcels[2], change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await database.db.$count(changeRequests)).toBe(before);
  });

  it("refuses an unknown parcel (404), another county's document and a document already sent (400)", async () => {
    expect((await send(valid('NO-SUCH-PARCEL'))).json()).toEqual({ message: M.parcelNotFound });
    const pineDocument = await upload('pine.pdf', PINE);
    const other = await send(valid(harborParcels[3], { documentId: pineDocument.id }));
    expect([other.statusCode, other.json().message]).toEqual([400, M.documentInvalid]);
    const document = await upload('one.pdf');
    expect((await send(valid(harborParcels[3], { documentId: document.id }))).statusCode).toBe(201);
    const again = await send(valid(harborParcels[4], { documentId: document.id }));
    expect([again.statusCode, again.json().message]).toEqual([400, M.documentInvalid]);
  });

  it(`takes at most ${MAX_OPEN_PER_PARCEL} open requests of one parcel with its owner code, even sent at once, and another once one is answered`, async () => {
    const parcel = harborParcels[5];
    const answers = await Promise.all(Array.from({ length: MAX_OPEN_PER_PARCEL + 3 }, () => send(withCode(parcel))));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_OPEN_PER_PARCEL);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0].json().message).toBe(M.tooManyOpen("Harbor County Assessor's Office"));
    const first = answers.find((answer) => answer.statusCode === 201)!.json().reference;
    expect((await move(first, { status: 'declined' })).statusCode).toBe(200);
    expect((await send(withCode(parcel))).statusCode).toBe(201);
  });

  it("keeps a request's document through the sweep of unattached uploads, and its owner cannot delete it", async () => {
    const document = await upload('survey.pdf');
    const loose = await upload('loose.pdf');
    expect((await send(valid(harborParcels[6], { documentId: document.id }))).statusCode).toBe(201);
    await sweepUnattachedFiles(database.db, storage, { before: new Date(Date.now() + 60_000) });
    const left = (await database.db.select({ id: files.id }).from(files)).map((row) => row.id);
    expect(left).toContain(document.id);
    expect(left).not.toContain(loose.id);
    const removed = await app.inject({ method: 'DELETE', url: `${HARBOR}/files/${document.id}`, headers: { 'x-delete-token': document.deleteToken } });
    expect(removed.statusCode).toBe(409);
  });
});

describe('the office desk', () => {
  it("lists the county's requests newest first with what the records show, and counts per status", async () => {
    const { reference } = (await send(valid(harborParcels[7], { topic: 'owner-name', correctValue: 'Newest Owner' }))).json();
    const response = await get('/office/change-requests');
    expect(response.statusCode).toBe(200);
    const list = officeChangeRequestsResponseSchema.parse(response.json());
    expect(list.items[0]).toMatchObject({ reference, parcelId: harborParcels[7], topic: 'owner-name', correctValue: 'Newest Owner', status: 'received' });
    const [parcel] = await database.db
      .select()
      .from(parcels)
      .where(and(eq(parcels.tenantId, 'harbor-county'), eq(parcels.id, harborParcels[7])));
    expect(list.items[0]).toMatchObject({ address: parcel.address, onRecord: parcel.ownerName });
    expect(list.counts.received).toBe(list.items.filter((item) => item.status === 'received').length);
    const filtered = officeChangeRequestsResponseSchema.parse((await get('/office/change-requests?status=declined')).json());
    expect(filtered.items.every((item) => item.status === 'declined')).toBe(true);
    expect(filtered.total).toBe(list.counts.declined);
  });

  it('opens one by its reference as read out, and its document', async () => {
    const document = await upload('letter.pdf');
    const { reference } = (await send(valid(harborParcels[8], { documentId: document.id }))).json();
    const typed = reference.toLowerCase().replace(/-/g, ' ');
    const one = officeChangeRequestSchema.parse((await get(`/office/change-requests/${encodeURIComponent(typed)}`)).json());
    expect(one).toMatchObject({ reference, document: { id: document.id, name: 'letter.pdf' } });
    const file = await get(`/office/change-requests/${reference}/document?disposition=inline`);
    expect([file.statusCode, file.headers['content-type'], file.headers['content-disposition']]).toEqual([200, 'application/pdf', 'inline; filename="letter.pdf"']);
    expect((await get('/office/change-requests/HC-26-ZZZZZZ')).json()).toEqual({ message: M.notFound });
  });

  it('moves a request on with a note, audited with before and after, and e-mails the final answer', async () => {
    const { reference } = (await send(valid(harborParcels[9]))).json();
    const review = await move(reference, { status: 'in-review', note: 'Checking the deed' });
    expect(officeChangeRequestSchema.parse(review.json())).toMatchObject({ status: 'in-review', note: 'Checking the deed' });
    const done = await move(reference, { status: 'corrected' });
    expect(done.json()).toMatchObject({ status: 'corrected', note: 'Checking the deed' });
    const refused = await move(reference, { status: 'declined' });
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.moveNotAllowed('corrected', 'declined')]);

    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'change-request-status-changed'));
    const mine = audit.filter((event) => (event.detail as { reference: string }).reference === reference);
    expect(mine.map((event) => event.detail)).toEqual([
      expect.objectContaining({ before: 'received', after: 'in-review', note: 'Checking the deed' }),
      expect.objectContaining({ before: 'in-review', after: 'corrected' }),
    ]);
    expect(mine.every((event) => event.accountId)).toBe(true);
    const [row] = await database.db.select().from(changeRequests).where(eq(changeRequests.reference, reference));
    const answers = (await database.db.select().from(outbox).where(eq(outbox.kind, 'change-request-answered'))).filter(
      (entry) => (entry.payload as { changeRequestId: string }).changeRequestId === row.id,
    );
    expect(answers).toHaveLength(1);
    const compose = emailComposer({ db: database.db, tokens: tokenSigner(Buffer.alloc(32, 7)), publicUrl: 'http://portal.example', from: 'no-reply@portal.example' });
    const email = await compose(answers[0]);
    expect(email!.subject).toBe(`Your correction request ${reference}: corrected`);
    expect(email!.text).not.toContain('Checking the deed');
  });

  it("refuses the public (401), another county's session (401) and an unknown status (400)", async () => {
    const { reference } = (await send(valid(harborParcels[10]))).json();
    const anonymous = await app.inject({ url: `${HARBOR}/office/change-requests` });
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, M.staffOnly]);
    expect((await get('/office/change-requests', pineClerk)).statusCode).toBe(401);
    expect((await move(reference, { status: 'corrected' }, pineClerk)).statusCode).toBe(401);
    const bad = await move(reference, { status: 'done' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining(M.statusInvalid)]);
    // Pine's own desk holds none of Harbor's.
    const pine = officeChangeRequestsResponseSchema.parse((await get('/office/change-requests', pineClerk, PINE)).json());
    expect(pine.items.map((item) => item.reference)).not.toContain(reference);
  });
});

describe("nobody takes an owner's change requests", () => {
  const STRANGER = { contactName: 'Harbor County Refund Desk', contactEmail: 'pat.owner@example.org', topic: 'mailing-address', correctValue: 'PO Box 1, Elsewhere' };

  it("a stranger's five requests from one address take none of the parcel's places: the owner's own request is still taken", async () => {
    const parcel = harborParcels[11];
    const stranger = visitorAddress();
    const squats = [];
    for (let n = 0; n < MAX_OPEN_PER_PARCEL; n += 1) squats.push(await send(valid(parcel, STRANGER), HARBOR, stranger));
    expect(squats.map((answer) => answer.statusCode)).toEqual(Array(MAX_OPEN_PER_PARCEL).fill(201));

    // The owner, with the code of the notice, and without it from an address of their own.
    const owner = await send(withCode(parcel, { contactName: 'Pat Owner', contactEmail: 'pat.owner@example.org' }));
    expect(owner.statusCode).toBe(201);
    expect((await send(valid(parcel, { contactName: 'Pat Owner' }))).statusCode).toBe(201);
    expect(await proofOf(squats[0].json().reference)).toEqual({ proof: null, holdsPlace: false });
    expect(await proofOf(owner.json().reference)).toEqual({ proof: 'owner-code', holdsPlace: true });
    // Staff sending one for the owner take a place too, and the audit trail says who.
    const byStaff = await sendAsStaff(valid(parcel, { contactName: 'Pat Owner' }));
    expect(byStaff.statusCode).toBe(201);
    expect(await proofOf(byStaff.json().reference)).toEqual({ proof: 'staff', holdsPlace: true });
    const [audited] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'change-request-sent-on-behalf')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audited).toMatchObject({ parcelId: parcel, accountId: expect.any(String), detail: { reference: byStaff.json().reference, changeRequestId: expect.any(String) } });
  });

  it(`caps requests without proof at ${UNPROVEN_CHANGE_REQUEST_LIMITS.perAddress} an hour from one address and ${UNPROVEN_CHANGE_REQUEST_LIMITS.perRange} from its range, with Retry-After; the owner code is not capped so`, async () => {
    const { perAddress, perRange } = UNPROVEN_CHANGE_REQUEST_LIMITS;
    const stranger = visitorAddress();
    let sent = 0;
    for (let host = 1; sent < perRange; host += 1) {
      for (let n = 0; n < perAddress && sent < perRange; n += 1, sent += 1) {
        expect((await send(valid(harborParcels[12 + (sent % 4)], STRANGER), HARBOR, neighbourAddress(stranger, host))).statusCode).toBe(201);
      }
    }
    const overAddress = await send(valid(harborParcels[12], STRANGER), HARBOR, neighbourAddress(stranger, 1));
    expect([overAddress.statusCode, overAddress.json().message]).toEqual([429, CHANGE_REQUEST_LIMIT_MESSAGES.unproven(60 * 60)]);
    expect(Number(overAddress.headers['retry-after'])).toBeGreaterThan(59 * 60);
    const overRange = await send(valid(harborParcels[12], STRANGER), HARBOR, neighbourAddress(stranger, 200));
    expect(overRange.statusCode).toBe(429);
    // Nothing was stored for the refused ones, and the owner, with the code, still sends from that network.
    const before = (await database.db.select({ id: changeRequests.id }).from(changeRequests)).length;
    await send(valid(harborParcels[12], STRANGER), HARBOR, neighbourAddress(stranger, 201));
    expect((await database.db.select({ id: changeRequests.id }).from(changeRequests)).length).toBe(before);
    expect((await send(withCode(harborParcels[12]), HARBOR, neighbourAddress(stranger, 1))).statusCode).toBe(201);
    // In Spanish too.
    const spanish = await app.inject({
      method: 'POST',
      url: `${HARBOR}/change-requests`,
      payload: valid(harborParcels[12]),
      remoteAddress: neighbourAddress(stranger, 1),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().message).toBe(
      'Se enviaron demasiadas solicitudes de corrección desde su conexión. Espere 60 minutos e inténtelo de nuevo, o comuníquese con la oficina.',
    );
  });

  it('refuses a wrong owner code (400, on the field), storing nothing, and counts it like a wrong code of an appeal', async () => {
    const before = (await database.db.select({ id: changeRequests.id }).from(changeRequests)).length;
    const wrong = await send(valid(harborParcels[16], { ownerCode: 'AAAA-AAAA' }));
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: OWNER_CODE_MESSAGES.wrong, field: 'ownerCode' }]);
    expect((await database.db.select({ id: changeRequests.id }).from(changeRequests)).length).toBe(before);
  });
});
