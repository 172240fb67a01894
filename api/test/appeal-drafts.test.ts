import './support/load-outside-sandbox';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  APPEAL_DRAFT_MESSAGES,
  APPEAL_MESSAGES,
  appealDraftSavedSchema,
  appealDraftViewSchema,
  appealWindowsResponseSchema,
  MAX_DRAFT_BYTES,
  parseSettings,
  statusResponseSchema,
  type AppealDraftSave,
  type AppealWindow,
} from 'mfe-shared/schemas';
import { DRAFT_LINK_MESSAGES } from '../src/capabilities/appeal-drafts/draft-routes';
import { fileInLiveDraft } from '../src/capabilities/appeal-drafts/draft-store';
import { APPEAL_ERRORS } from '../src/capabilities/appeals/file-appeal';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealDraftFiles, appealDrafts, appeals, appealWindows, outbox, parcels, settings, type OutboxRow } from '../src/infrastructure/db/schema';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { DEMO_COUNTIES, seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { emailComposer } from '../src/capabilities/emails/compose-email';
import { parseServerSettings } from '../src/capabilities/tenants/server-settings';
import { privacySerializers } from '../src/infrastructure/http/log-privacy';
import { TOKEN_MESSAGES } from '../src/capabilities/status/status-routes';
import { tokenSigner } from '../src/infrastructure/tokens/signed-token';
import { confirmTestAppeal } from './support/after-filing';
import { appealBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

/** Save and continue later: POST /appeal-drafts and GET /appeal-drafts/{token}. */
let database: DatabaseHandle;
/** As POST /appeals/{appeal}/keep does (appeal-place.test.ts): the office lets an appeal filed without proof take the parcel's place. */
const keptByTheOffice = (appealId: string) => database.db.update(appeals).set({ proof: 'office' }).where(eq(appeals.id, appealId));
let app: FastifyInstance;
let openSeason: AppealWindow;
const tokens = tokenSigner(randomBytes(32));
const logLines: string[] = [];
const HARBOR = '/harbor-county/api';
const harbor = DEMO_COUNTIES.find((county) => county.tenantId === 'harbor-county')!;
const PUBLIC_URL = 'https://portal.example';
const FILER = { name: 'Quilla Marchbanks', email: 'quilla.marchbanks@example.org' };
const HARBOR_SETTINGS = {
  ...parseSettings({ 'general.display_name': "Harbor County Assessor's Office", 'general.phone_number': '5555550100' }),
  ...parseServerSettings({}).settings,
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  app = buildApp({
    db: database.db,
    distRoot: '/nonexistent-dist',
    tokens,
    countyCacheMs: 0,
    logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
  });
  await app.ready();
  const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: `${HARBOR}/appeal-windows` })).json()).results;
  openSeason = seasons.find((season) => season.open)!;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Parcels of this file, each with no appeal in the open season, handed out once. */
let nextParcel = 200;
async function freshParcel(): Promise<string> {
  for (;;) {
    const parcel = demoParcel(harbor, nextParcel++);
    if (parcel.active === false || parcel.valueAmount == null) continue;
    const count = await app.inject({ method: 'HEAD', url: `${HARBOR}/appeals?parcel=${encodeURIComponent(parcel.id)}&window=${openSeason.id}` });
    if (count.headers['x-total-count'] === '0') return parcel.id;
  }
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
async function upload(name: string, tenant = 'harbor-county') {
  const response = await app.inject({
    method: 'POST',
    url: `/${tenant}/api/files`,
    headers: { 'content-type': 'application/pdf', 'x-original-name': name },
    payload: pdf,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; name: string; size: number; type: string; deleteToken: string };
}

/** What the wizard sends after the filer details and the estimation, with `documents`. */
function saveBody(parcelId: string, overrides: Partial<AppealDraftSave['draft']> = {}, email = FILER.email): AppealDraftSave {
  return {
    email,
    draft: {
      parcelId,
      step: 'fileupload',
      submissionKey: `key-${randomBytes(8).toString('hex')}`,
      window: openSeason,
      appellant: { name: FILER.name, type: 'owner', address: null, phone: { number: '5555550142', extension: '' }, email: FILER.email },
      filerForm: null,
      estimatedValue: '180,000',
      allegedReasons: [{ id: 'market-value', title: 'Market value is too high', description: 'Sales on my street are lower.' }],
      comparables: [],
      comparablesPdf: null,
      documents: [],
      ...overrides,
    },
  };
}

const save = (body: unknown, tenant = 'harbor-county') => app.inject({ method: 'POST', url: `/${tenant}/api/appeal-drafts`, payload: body as object });
const open = (token: string, tenant = 'harbor-county') => app.inject({ url: `/${tenant}/api/appeal-drafts/${token}` });
const draftRows = (parcelId: string) => database.db.select().from(appealDrafts).where(eq(appealDrafts.parcelId, parcelId));
const mailsOf = async (draftId: string): Promise<OutboxRow[]> =>
  (await database.db.select().from(outbox).where(eq(outbox.kind, 'appeal-draft-saved'))).filter((row) => (row.payload as { draftId: string }).draftId === draftId);
const composeRow = (row: OutboxRow) => emailComposer({ db: database.db, tokens, publicUrl: PUBLIC_URL, from: 'no-reply@portal.example' })(row);

async function savedDraft(parcelId?: string, overrides: Partial<AppealDraftSave['draft']> = {}) {
  const parcel = parcelId ?? (await freshParcel());
  const body = saveBody(parcel, overrides);
  const response = await save(body);
  expect(response.statusCode).toBe(201);
  return { parcel, body, saved: appealDraftSavedSchema.parse(response.json()) };
}

describe('saving a draft', () => {
  it('keeps the draft and its documents, e-mails its link through the outbox, and the link restores it', async () => {
    const letter = await upload('sales-letter.pdf');
    const { parcel, body, saved } = await savedDraft(undefined, { documents: [{ ...letter, lastModified: 1 }] });
    expect(saved.days).toBe(30);
    expect(Math.round((Date.parse(saved.expiresAt) - Date.parse(saved.savedAt)) / 86_400_000)).toBe(30);

    // One draft, one e-mail, in the outbox with ids and facts only.
    const [row] = await draftRows(parcel);
    const mails = await mailsOf(row.id);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0].payload)).not.toMatch(/quilla|marchbanks/i);

    const mail = await composeRow(mails[0]);
    expect(mail).not.toBeNull();
    // The address has confirmed nothing in the county: no name (unconfirmed-mail.test.ts).
    expect(mail!.to).toEqual({ name: '', address: FILER.email });
    expect(mail!.text.startsWith('Hello,\n')).toBe(true);
    expect(mail!.subject).toBe(`Finish your appeal of parcel ${parcel}`);
    const link = `${PUBLIC_URL}/harbor-county/?lang=en#/appeal/resume/${saved.token}`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(link);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toMatch(/Harbor County Assessor('|&#39;)s Office/);
      expect(part).toContain('(555) 555 0100');
      expect(part).toContain('assessor@harborcounty.example');
    }
    expect(mail!.text).toContain('Your appeal has not been filed yet');

    const restored = await open(saved.token);
    expect(restored.statusCode).toBe(200);
    const view = appealDraftViewSchema.parse(restored.json());
    expect(view).toMatchObject({
      state: 'open',
      email: FILER.email,
      parcel: { id: parcel },
      property: { id: parcel, active: true },
      filed: null,
      draft: {
        step: 'fileupload',
        submissionKey: body.draft.submissionKey,
        estimatedValue: '180,000',
        allegedReasons: body.draft.allegedReasons,
        appellant: { name: FILER.name, email: FILER.email },
        documents: [{ id: letter.id, name: 'sales-letter.pdf', size: letter.size, type: 'application/pdf' }],
        window: { id: openSeason.id },
      },
    });
    // Its documents count as attached while the draft lives.
    expect(await fileInLiveDraft(database.db, 'harbor-county', letter.id)).toBe(true);
    expect(await fileInLiveDraft(database.db, 'harbor-county', letter.id, new Date(Date.now() + 31 * 86_400_000))).toBe(false);
  });

  it('updates the same draft with the token of an earlier save: the first link opens the new answers', async () => {
    const { parcel, body, saved } = await savedDraft();
    const again = await save({ ...body, token: saved.token, draft: { ...body.draft, estimatedValue: '175,000', step: 'summary' } });
    expect(again.statusCode).toBe(200);
    const second = appealDraftSavedSchema.parse(again.json());
    expect(Date.parse(second.expiresAt)).toBeGreaterThanOrEqual(Date.parse(saved.expiresAt));

    const rows = await draftRows(parcel);
    expect(rows).toHaveLength(1);
    expect(await mailsOf(rows[0].id)).toHaveLength(2);
    for (const token of [saved.token, second.token]) {
      const view = appealDraftViewSchema.parse((await open(token)).json());
      expect(view.draft).toMatchObject({ estimatedValue: '175,000', step: 'summary' });
    }
  });

  it('makes a new draft for another e-mail address, and the link sent to the first one stops working', async () => {
    const { parcel, body, saved } = await savedDraft();
    const moved = await save({ ...body, token: saved.token, email: 'q.marchbanks@example.net' });
    expect(moved.statusCode).toBe(201);
    const [row] = await draftRows(parcel);
    expect(row.email).toBe('q.marchbanks@example.net');
    const old = await open(saved.token);
    expect({ status: old.statusCode, body: old.json() }).toEqual({ status: 404, body: { message: DRAFT_LINK_MESSAGES.invalid(HARBOR_SETTINGS) } });
    expect((await open(appealDraftSavedSchema.parse(moved.json()).token)).statusCode).toBe(200);
  });

  it('saves anew when the token it is given names no live draft (altered or expired), touching no other draft', async () => {
    const { parcel, body, saved } = await savedDraft();
    const altered = saved.token.slice(0, -1) + (saved.token.endsWith('A') ? 'B' : 'A');
    expect((await save({ ...body, token: altered })).statusCode).toBe(201);
    expect(await draftRows(parcel)).toHaveLength(2);
    expect((await open(saved.token)).statusCode).toBe(200);
  });

  it('purges the county’s expired drafts when it saves', async () => {
    const { parcel } = await savedDraft();
    await database.db
      .update(appealDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(appealDrafts.parcelId, parcel));
    await savedDraft();
    expect(await draftRows(parcel)).toHaveLength(0);
  });

  it('follows the county’s appeal.draft_days', async () => {
    await database.db.insert(settings).values({ tenantId: 'harbor-county', key: 'appeal.draft_days', value: '7' });
    try {
      const { saved } = await savedDraft();
      expect(saved.days).toBe(7);
      expect(Math.round((Date.parse(saved.expiresAt) - Date.parse(saved.savedAt)) / 86_400_000)).toBe(7);
    } finally {
      await database.db.delete(settings).where(and(eq(settings.tenantId, 'harbor-county'), eq(settings.key, 'appeal.draft_days')));
    }
  });
});

describe('refused saves store and send nothing', () => {
  async function expectRefused(body: unknown, status: number, message: string | RegExp) {
    const before = (await database.db.select({ n: sql<number>`count(*)::int` }).from(appealDrafts))[0].n;
    const mailsBefore = (await database.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n;
    const response = await save(body);
    expect(response.statusCode).toBe(status);
    if (typeof message === 'string') expect(response.json()).toEqual({ message });
    else expect(response.json().message).toMatch(message);
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(appealDrafts))[0].n).toBe(before);
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0].n).toBe(mailsBefore);
  }

  it('refuses more documents than the county allows (file_upload.max_files), and more than the schema’s bound', async () => {
    const parcel = await freshParcel();
    const documents = await Promise.all(Array.from({ length: 6 }, (_, n) => upload(`page-${n}.pdf`)));
    await expectRefused(saveBody(parcel, { documents }), 400, APPEAL_DRAFT_MESSAGES.tooManyDocuments(5));
    const many = Array.from({ length: 51 }, () => documents[0]);
    await expectRefused(saveBody(parcel, { documents: many }), 400, APPEAL_DRAFT_MESSAGES.tooManyDocuments(50));
  });

  it(`refuses a body over ${MAX_DRAFT_BYTES / 1024} KB with 413 and a message a person understands`, async () => {
    const parcel = await freshParcel();
    const long = 'x'.repeat(900);
    const reasons = Array.from({ length: 50 }, (_, n) => ({ id: `r${n}`, title: `Reason ${n}`, description: `${long}${long}` }));
    await expectRefused(saveBody(parcel, { allegedReasons: reasons }), 413, APPEAL_DRAFT_MESSAGES.tooLarge);
  });

  it('refuses what a submit would refuse: an unknown or inactive parcel, a closed or unknown season, a parcel already appealed', async () => {
    await expectRefused(saveBody('NO-SUCH-PARCEL'), 404, APPEAL_ERRORS.parcelNotFound);
    const [inactive] = await database.db
      .select({ id: parcels.id })
      .from(parcels)
      .where(and(eq(parcels.tenantId, 'harbor-county'), eq(parcels.active, false)))
      .limit(1);
    await expectRefused(saveBody(inactive.id), 409, APPEAL_ERRORS.parcelInactive);
    const [closed] = await database.db
      .select()
      .from(appealWindows)
      .where(and(eq(appealWindows.tenantId, 'harbor-county'), eq(appealWindows.open, false)))
      .limit(1);
    const parcel = await freshParcel();
    await expectRefused(saveBody(parcel, { window: { ...openSeason, id: closed.id, open: false } }), 409, APPEAL_ERRORS.windowClosed);
    await expectRefused(saveBody(parcel, { window: { ...openSeason, id: 'not-a-season' } }), 404, APPEAL_ERRORS.windowNotFound);
    const filed = await app.inject({ method: 'POST', url: `${HARBOR}/appeals`, payload: await appealBody(app, 'harbor-county', parcel, openSeason.id) });
    // Their appeal counts once they confirm it: a pending filing ends no one's draft.
    await confirmTestAppeal(app, filed.json());
    expect(filed.statusCode).toBe(201);
    // Confirmed without an owner code (Harbor asks none), it takes the parcel's place once the office keeps it.
    await keptByTheOffice(filed.json().id);
    await expectRefused(saveBody(parcel), 409, APPEAL_MESSAGES.duplicate);
  });

  it('refuses a document of another county, a bad e-mail address and a step that is not one', async () => {
    const parcel = await freshParcel();
    const pines = await upload('pine.pdf', 'pine-county');
    await expectRefused(saveBody(parcel, { documents: [pines] }), 400, APPEAL_ERRORS.documentNotFound);
    await expectRefused(saveBody(parcel, {}, 'not an address'), 400, 'Email is not valid');
    await expectRefused(saveBody(parcel, { step: '../../admin' }), 400, APPEAL_DRAFT_MESSAGES.stepInvalid);
  });
});

describe('the link', () => {
  const invalid = { message: DRAFT_LINK_MESSAGES.invalid(HARBOR_SETTINGS) };

  it('refuses a forged, altered, other county’s or status token with 404 and no data', async () => {
    const { parcel, saved } = await savedDraft();
    const [row] = await draftRows(parcel);
    const altered = saved.token.slice(0, -1) + (saved.token.endsWith('A') ? 'B' : 'A');
    const forged = tokenSigner(randomBytes(32)).draftToken('harbor-county', row.id, new Date(Date.now() + 86_400_000));
    const statusKind = tokens.sign({ kind: 'appeal', tenantId: 'harbor-county', id: row.id, expiresAt: new Date(Date.now() + 86_400_000) });
    for (const token of [altered, forged, statusKind, 'v1.nonsense', saved.token.replace('v1.', 'v2.')]) {
      const response = await open(token);
      expect({ token, status: response.statusCode, body: response.json() }).toEqual({ token, status: 404, body: invalid });
    }
    const pine = await open(saved.token, 'pine-county');
    expect(pine.statusCode).toBe(404);
    expect(pine.body).not.toContain(FILER.name);
    // A draft's link opens no status page either, and changes no meeting.
    expect((await app.inject({ url: `${HARBOR}/status/${saved.token}` })).statusCode).toBe(404);
    const cancel = await app.inject({ method: 'POST', url: `${HARBOR}/status/${saved.token}/cancel` });
    expect({ status: cancel.statusCode, body: cancel.json() }).toEqual({ status: 404, body: { message: TOKEN_MESSAGES.invalid(HARBOR_SETTINGS) } });
  });

  it('refuses an expired link (410), whether the token or the draft has run out', async () => {
    const { parcel, saved } = await savedDraft();
    const [row] = await draftRows(parcel);
    const expiredToken = tokens.draftToken('harbor-county', row.id, new Date(Date.now() - 1000));
    const expired = { status: 410, body: { message: DRAFT_LINK_MESSAGES.expired(HARBOR_SETTINGS) } };
    const response = await open(expiredToken);
    expect({ status: response.statusCode, body: response.json() }).toEqual(expired);
    await database.db
      .update(appealDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(appealDrafts.id, row.id));
    const late = await open(saved.token);
    expect({ status: late.statusCode, body: late.json() }).toEqual(expired);
  });

  it('says the appeal was filed from this draft, with its status link, and keeps nothing of the draft', async () => {
    const letter = await upload('photo-of-roof.pdf');
    const { parcel, body, saved } = await savedDraft(undefined, { documents: [letter] });
    const appeal = await appealBody(app, 'harbor-county', parcel, openSeason.id, [letter]);
    const filed = await app.inject({ method: 'POST', url: `${HARBOR}/appeals`, payload: appeal, headers: { 'idempotency-key': body.draft.submissionKey } });
    expect(filed.statusCode).toBe(201);

    const response = await open(saved.token);
    expect(response.statusCode).toBe(200);
    const view = appealDraftViewSchema.parse(response.json());
    expect(view).toMatchObject({
      state: 'filed',
      parcel: { id: parcel },
      draft: null,
      property: null,
      email: null,
      filed: { byThisDraft: true, reference: filed.json().reference, confirmed: false },
    });
    expect(response.body).not.toContain(FILER.email);
    const status = await app.inject({ url: `${HARBOR}/status/${view.filed!.statusToken}` });
    expect(statusResponseSchema.parse(status.json()).reference).toBe(filed.json().reference);

    const [row] = await draftRows(parcel);
    expect(row).toMatchObject({ data: {}, email: '', filedAppealId: filed.json().id });
    expect(row.usedAt).not.toBeNull();
    expect(await database.db.select().from(appealDraftFiles).where(eq(appealDraftFiles.draftId, row.id))).toEqual([]);
    // And so on every later visit; saving it again is refused.
    expect(appealDraftViewSchema.parse((await open(saved.token)).json()).filed!.byThisDraft).toBe(true);
    expect((await save({ ...body, token: saved.token })).statusCode).toBe(409);
  });

  it('says plainly when the parcel’s appeal was filed by someone else since the draft was saved, without their appeal', async () => {
    const { parcel, saved } = await savedDraft();
    const filed = await app.inject({ method: 'POST', url: `${HARBOR}/appeals`, payload: await appealBody(app, 'harbor-county', parcel, openSeason.id) });
    expect(filed.statusCode).toBe(201);
    // Their appeal counts once they confirm it and, filed without an owner code, once the office keeps it.
    await confirmTestAppeal(app, filed.json());
    expect(appealDraftViewSchema.parse((await open(saved.token)).json()).state).not.toBe('filed');
    await keptByTheOffice(filed.json().id);
    const view = appealDraftViewSchema.parse((await open(saved.token)).json());
    expect(view).toMatchObject({ state: 'filed', draft: null, filed: { byThisDraft: false, reference: null, statusToken: null } });
  });

  it('says when the draft’s season has closed since, without the draft', async () => {
    const { saved } = await savedDraft();
    const [season] = await database.db.select().from(appealWindows).where(eq(appealWindows.id, openSeason.id));
    await database.db.update(appealWindows).set({ open: false }).where(eq(appealWindows.id, season.id));
    try {
      const view = appealDraftViewSchema.parse((await open(saved.token)).json());
      expect(view).toMatchObject({ state: 'season-closed', draft: null, email: null });
    } finally {
      await database.db.update(appealWindows).set({ open: true }).where(eq(appealWindows.id, season.id));
    }
  });

  it('leaves out a document its owner removed after saving', async () => {
    const [kept, removed] = [await upload('kept.pdf'), await upload('removed.pdf')];
    const { saved } = await savedDraft(undefined, { documents: [kept, removed] });
    expect((await app.inject({ method: 'DELETE', url: `${HARBOR}/files/${removed.id}`, headers: { 'x-delete-token': removed.deleteToken } })).statusCode).toBe(204);
    const view = appealDraftViewSchema.parse((await open(saved.token)).json());
    expect(view.draft!.documents.map((document) => document.name)).toEqual(['kept.pdf']);
  });
});

it('logs neither the e-mail address, the name nor the token when a save fails in the database', async () => {
  const parcel = await freshParcel();
  await database.db.execute(sql`ALTER TABLE appeal_drafts ADD CONSTRAINT draft_log_test CHECK (length(email) < 0) NOT VALID`);
  try {
    expect((await save(saveBody(parcel))).statusCode).toBe(500);
  } finally {
    await database.db.execute(sql`ALTER TABLE appeal_drafts DROP CONSTRAINT draft_log_test`);
  }
  const { saved } = await savedDraft();
  await app.inject({ url: `${HARBOR}/appeal-drafts/${saved.token}x` });
  const log = logLines.join('');
  expect(log).toContain('draft_log_test');
  for (const personal of [FILER.email, FILER.name, 'Marchbanks', saved.token]) expect([personal, log.includes(personal)]).toEqual([personal, false]);
});

it('leaves a draft link’s token out of a logged path', () => {
  expect(privacySerializers.req({ method: 'GET', url: '/harbor-county/api/appeal-drafts/v1.abc.def?x=1' })).toEqual({
    method: 'GET',
    url: '/harbor-county/api/appeal-drafts/{token}',
  });
});
