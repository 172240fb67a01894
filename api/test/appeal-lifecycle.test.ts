import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPEAL_STATUSES, APPEAL_TRANSITIONS, STEP_MESSAGES, statusResponseSchema, type AppealStatus } from 'mfe-shared/schemas';
import { buildApp } from '../src/app';
import { lapseDueOffers } from '../src/capabilities/appeal-lifecycle/appeal-offers';
import { STATUS_MESSAGES } from '../src/capabilities/appeals/appeal-status';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealOffers, appeals, appealStatusChanges, auditEvents, outbox, settings } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { fileTestAppeal } from './support/after-filing';
import { openTestDatabase } from './support/test-database';

/** An appeal after its filing (docs/product.md#appeal-lifecycle): offers, hearings held, decisions with reasons, the filer's withdrawal. */
let database: DatabaseHandle;
let app: FastifyInstance;
let clerkCookie: string;

const HARBOR = '/harbor-county/api';
const SAME_ORIGIN = 'http://localhost:80';
const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoStaff(database.db);
  // Decisions reach the filer at once here: a county that checks no letters (the check itself: decision-letter.test.ts).
  await database.db.insert(settings).values({ tenantId: 'harbor-county', key: 'appeal.letter_check', value: 'false' });
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist', countyCacheMs: 0 });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: `${HARBOR}/session`,
    payload: { email: 'clerk@harborcounty.example', password: DEMO_STAFF_PASSWORD },
    headers: { origin: SAME_ORIGIN },
  });
  expect(signIn.statusCode).toBe(200);
  const header = signIn.headers['set-cookie'];
  clerkCookie = (Array.isArray(header) ? header[0] : header)!.split(';')[0];
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const move = (appeal: string, body: object) =>
  app.inject({ method: 'POST', url: `${HARBOR}/appeals/${appeal}/status`, payload: body, headers: { cookie: clerkCookie, origin: SAME_ORIGIN } });
const statusOf = async (token: string, headers: Record<string, string> = {}) =>
  statusResponseSchema.parse((await app.inject({ url: `${HARBOR}/status/${token}`, headers })).json());
const answer = (token: string, reply: 'accept' | 'decline') => app.inject({ method: 'POST', url: `${HARBOR}/status/${token}/offer`, payload: { answer: reply } });
const withdraw = (token: string) => app.inject({ method: 'POST', url: `${HARBOR}/status/${token}/withdraw` });
const emailsOf = async (appealId: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.kind, 'appeal-status-changed'))).filter((row) => (row.payload as { appealId: string }).appealId === appealId);
const offersOf = (appealId: string) => database.db.select().from(appealOffers).where(eq(appealOffers.appealId, appealId));
const decide = { status: 'decided', decidedValue: { amount: 180_000 }, decision: { reasons: ['sales-support-lower'], explanation: 'Three sales on the street were lower.' } };

async function underReview() {
  const filed = await fileTestAppeal(app);
  expect((await move(filed.id, { status: 'under-review' })).statusCode).toBe(200);
  return filed as { id: string; statusToken: string; reference: string };
}

describe('the lifecycle table', () => {
  it('names each move once and reaches every status from filing', () => {
    const reached = new Set<AppealStatus>(['filed']);
    for (let round = 0; round < APPEAL_STATUSES.length; round += 1) {
      for (const transition of Object.values(APPEAL_TRANSITIONS)) if (transition.from.some((from) => reached.has(from))) reached.add(transition.to);
    }
    expect([...reached].sort()).toEqual([...APPEAL_STATUSES].sort());
  });
});

describe("the county's offer", () => {
  it('is made with a value and a note, answered by the county default (14 days), and the filer sees it with what is due from them', async () => {
    const filed = await underReview();
    const made = await move(filed.id, { status: 'offer-made', offer: { amount: 210_000, note: 'Based on two recent sales.' } });
    expect(made.statusCode).toBe(200);
    const view = await statusOf(filed.statusToken);
    expect(view.appeal!.status).toBe('offer-made');
    expect(view.appeal!.offer).toMatchObject({ amount: 210_000, currency: 'USD', note: 'Based on two recent sales.', answer: null, canAnswer: true });
    const days = (new Date(view.appeal!.offer!.answerBy).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14);
    expect(days).toBeLessThanOrEqual(15.1);
    expect(view.appeal!.nextStep).toEqual({ step: 'answer-offer', by: view.appeal!.offer!.answerBy });
    expect(view.appeal!.timeline.at(-1)).toMatchObject({ status: 'offer-made', offer: { amount: 210_000, answer: null } });
    expect((await emailsOf(filed.id)).length).toBe(2);
  });

  it('declined by the filer, a second offer accepted: the appeal is decided at its value with no hearing, one e-mail for the decision', async () => {
    const filed = await underReview();
    await move(filed.id, { status: 'offer-made', offer: { amount: 230_000, answerBy: '2099-01-31' } });
    const declined = await answer(filed.statusToken, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(statusResponseSchema.parse(declined.json()).appeal).toMatchObject({ status: 'offer-declined', offer: { answer: 'declined', canAnswer: false } });
    expect((await answer(filed.statusToken, 'accept')).json().message).toBe(STEP_MESSAGES.noOffer);

    expect((await move(filed.id, { status: 'offer-made', offer: { amount: 220_000, answerBy: '2099-01-31' } })).statusCode).toBe(200);
    const accepted = await answer(filed.statusToken, 'accept');
    expect(accepted.statusCode).toBe(200);
    const view = statusResponseSchema.parse(accepted.json()).appeal!;
    expect(view.status).toBe('decided');
    expect(view.timeline.map((step) => step.status)).toEqual(['filed', 'under-review', 'offer-made', 'offer-declined', 'offer-made', 'offer-accepted', 'decided']);
    expect(view.timeline.at(-1)).toMatchObject({ decidedValue: { amount: 220_000, currency: 'USD' }, decision: { reasons: ["You accepted the county's offer"] } });
    // What the decision is read against: the county's value of the property when the appeal was filed.
    const [row] = await database.db.select({ property: appeals.property }).from(appeals).where(eq(appeals.id, filed.id));
    expect(view.valueBefore).toEqual((row.property as { value: unknown }).value);
    expect(view.valueBefore?.amount).toBeGreaterThan(0);
    expect(view.canWithdraw).toBe(false);
    expect(view.nextStep).toBeNull();
    expect((await offersOf(filed.id)).map((offer) => offer.answer).sort()).toEqual(['accepted', 'declined']);
    // filed-on-review, offer, declined, offer, decided: the acceptance itself sends none.
    expect((await emailsOf(filed.id)).length).toBe(5);
    const audit = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'appeal-status-changed'));
    const mine = audit.filter((row) => (row.detail as { appealId: string }).appealId === filed.id);
    expect(mine.map((row) => (row.detail as { by: string }).by)).toEqual(['staff', 'staff', 'filer', 'staff', 'filer', 'portal']);
  });

  it('answered twice at once: one answer counts, the other is told there is no offer waiting', async () => {
    const filed = await underReview();
    await move(filed.id, { status: 'offer-made', offer: { amount: 200_000 } });
    const answers = await Promise.all([answer(filed.statusToken, 'accept'), answer(filed.statusToken, 'decline'), answer(filed.statusToken, 'accept')]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await offersOf(filed.id)).filter((offer) => offer.answer !== null)).toHaveLength(1);
  });

  it('lapses when its day has passed: a late answer is refused with the day it ended, the sweep lapses the others', async () => {
    const late = await underReview();
    const swept = await underReview();
    await move(late.id, { status: 'offer-made', offer: { amount: 200_000 } });
    await move(swept.id, { status: 'offer-made', offer: { amount: 200_000 } });
    const past = new Date('2026-03-11T04:00:00Z');
    await database.db.update(appealOffers).set({ answerBy: past }).where(eq(appealOffers.appealId, late.id));
    await database.db.update(appealOffers).set({ answerBy: past }).where(eq(appealOffers.appealId, swept.id));

    expect((await statusOf(late.statusToken)).appeal!.offer).toMatchObject({ answer: 'lapsed', canAnswer: false });
    const refused = await answer(late.statusToken, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STEP_MESSAGES.offerLapsed('March 10, 2026'));
    expect((await statusOf(late.statusToken)).appeal!.status).toBe('offer-declined');
    expect((await offersOf(late.id))[0].answer).toBe('lapsed');

    expect(await lapseDueOffers(database.db, new Date())).toBe(1);
    expect((await statusOf(swept.statusToken)).appeal!.status).toBe('offer-declined');
    expect(await lapseDueOffers(database.db, new Date())).toBe(0);
  });

  it('refuses an offer without a value, an offer with another move, a day already past, and an offer while one waits', async () => {
    const filed = await underReview();
    const cases: Array<[object, number, string]> = [
      [{ status: 'offer-made' }, 400, STEP_MESSAGES.offerValueRequired],
      [{ status: 'hearing-scheduled', offer: { amount: 5 } }, 400, STEP_MESSAGES.offerOnlyWithOffer],
      [{ status: 'offer-made', offer: { amount: 5, answerBy: '2020-01-01' } }, 400, STEP_MESSAGES.answerByPast],
      [{ status: 'offer-made', offer: { amount: 5, answerBy: '31/01/2099' } }, 400, STEP_MESSAGES.answerByInvalid],
      [{ status: 'offer-made', offer: { amount: -5 } }, 400, STEP_MESSAGES.offerValueRequired],
    ];
    for (const [body, code, message] of cases) {
      const response = await move(filed.id, body);
      expect([response.statusCode, response.json().message]).toEqual([code, message]);
    }
    await move(filed.id, { status: 'offer-made', offer: { amount: 200_000 } });
    const again = await move(filed.id, { status: 'offer-made', offer: { amount: 190_000 } });
    expect([again.statusCode, again.json().message]).toEqual([409, STATUS_MESSAGES.moveNotAllowed('offer-made', 'offer-made')]);
  });
});

describe('the hearing and the decision', () => {
  it('a decision after a hearing needs the hearing held, and gives its reasons, explanation and who decided, in Spanish too', async () => {
    const filed = await underReview();
    await move(filed.id, { status: 'hearing-scheduled', hearingAt: '2099-05-04T14:00:00Z' });
    const early = await move(filed.id, decide);
    expect([early.statusCode, early.json().message]).toEqual([409, STEP_MESSAGES.hearingHeldFirst]);
    expect((await move(filed.id, { status: 'hearing-held' })).statusCode).toBe(200);
    expect((await move(filed.id, { ...decide, decision: { ...decide.decision, decidedBy: 'Board panel 2' } })).statusCode).toBe(200);

    const english = (await statusOf(filed.statusToken)).appeal!;
    expect(english.timeline.at(-1)).toMatchObject({
      status: 'decided',
      decidedValue: { amount: 180_000 },
      decision: { reasons: ['Sales of similar properties support a lower value'], explanation: 'Three sales on the street were lower.', decidedBy: 'Board panel 2' },
    });
    const spanish = (await statusOf(filed.statusToken, SPANISH)).appeal!;
    expect(spanish.timeline.at(-1)!.decision!.reasons).toEqual(['Las ventas de propiedades similares respaldan un valor más bajo']);
    // The county says nothing of a further appeal until its settings do.
    expect(english.furtherAppeal).toBeNull();
  });

  it("names where a further appeal goes and by when, from the county's settings, and no staff member's name when no one else is named", async () => {
    await database.db.insert(settings).values([
      { tenantId: 'harbor-county', key: 'appeal.further_appeal_body', value: 'the Value Adjustment Board' },
      { tenantId: 'harbor-county', key: 'appeal.further_appeal_days', value: '25' },
    ]);
    try {
      const filed = await underReview();
      expect((await move(filed.id, decide)).statusCode).toBe(200);
      const view = (await statusOf(filed.statusToken)).appeal!;
      expect(view.furtherAppeal!.body).toBe('the Value Adjustment Board');
      expect(view.furtherAppeal!.by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(view.timeline.at(-1)!.decision!.decidedBy).toBeNull();
    } finally {
      await database.db.delete(settings).where(and(eq(settings.tenantId, 'harbor-county'), eq(settings.key, 'appeal.further_appeal_body')));
      await database.db.delete(settings).where(and(eq(settings.tenantId, 'harbor-county'), eq(settings.key, 'appeal.further_appeal_days')));
    }
  });

  it('refuses a decision without reasons, with a reason the county does not give, and reasons with another move; writes nothing', async () => {
    const filed = await underReview();
    const cases: Array<[object, string]> = [
      [{ status: 'decided', decidedValue: { amount: 1 } }, STEP_MESSAGES.decisionRequired],
      [{ status: 'decided', decidedValue: { amount: 1 }, decision: { reasons: [] } }, STEP_MESSAGES.decisionRequired],
      [{ status: 'decided', decidedValue: { amount: 1 }, decision: { reasons: ['made-up'] } }, STEP_MESSAGES.decisionReasonUnknown],
      [{ status: 'hearing-scheduled', decision: { reasons: ['other'] } }, STEP_MESSAGES.decisionOnlyWhenDecided],
    ];
    for (const [body, message] of cases) {
      const response = await move(filed.id, body);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    const steps = await database.db.select().from(appealStatusChanges).where(eq(appealStatusChanges.appealId, filed.id));
    expect(steps.map((step) => step.status)).toEqual(['filed', 'under-review']);
  });

  it("lists the county's decision reasons for staff only", async () => {
    expect((await app.inject({ url: `${HARBOR}/office/decision-reasons` })).statusCode).toBe(401);
    const listed = await app.inject({ url: `${HARBOR}/office/decision-reasons`, headers: { cookie: clerkCookie } });
    expect(listed.json().results.map((reason: { id: string }) => reason.id)).toContain('sales-support-lower');
  });
});

describe('withdrawal by the filer', () => {
  it('withdraws an appeal under review, with its waiting offer declined, and frees nothing twice', async () => {
    const filed = await underReview();
    await move(filed.id, { status: 'offer-made', offer: { amount: 200_000 } });
    expect((await statusOf(filed.statusToken)).appeal!.canWithdraw).toBe(true);
    const withdrawn = await withdraw(filed.statusToken);
    expect(withdrawn.statusCode).toBe(200);
    expect(statusResponseSchema.parse(withdrawn.json()).appeal).toMatchObject({ status: 'withdrawn', canWithdraw: false, nextStep: null });
    expect((await offersOf(filed.id))[0].answer).toBe('declined');
    const [row] = await database.db.select().from(appeals).where(eq(appeals.id, filed.id));
    expect(row.holdsPlace).toBe(false);
    const again = await withdraw(filed.statusToken);
    expect([again.statusCode, again.json().message]).toEqual([409, STEP_MESSAGES.notWithdrawable]);
  });

  it('is refused once the hearing is held, or its time has come', async () => {
    const held = await underReview();
    await move(held.id, { status: 'hearing-scheduled', hearingAt: '2099-05-04T14:00:00Z' });
    await move(held.id, { status: 'hearing-held' });
    expect((await withdraw(held.statusToken)).json().message).toBe(STEP_MESSAGES.notWithdrawable);

    const passed = await underReview();
    await move(passed.id, { status: 'hearing-scheduled', hearingAt: '2026-01-05T14:00:00Z' });
    expect((await statusOf(passed.statusToken)).appeal!.canWithdraw).toBe(false);
    const refused = await withdraw(passed.statusToken);
    expect([refused.statusCode, refused.json().message]).toEqual([409, STEP_MESSAGES.hearingPassed]);
  });

  it("is refused to another county's link and to a pending filing's", async () => {
    const filed = await underReview();
    expect((await app.inject({ method: 'POST', url: `/pine-county/api/status/${filed.statusToken}/withdraw` })).statusCode).toBe(404);
    const pending = await fileTestAppeal(app, 'harbor-county', undefined, { confirm: false });
    const response = await withdraw(pending.statusToken);
    expect(response.statusCode).toBe(409);
    expect((await statusOf(filed.statusToken)).appeal!.status).toBe('under-review');
  });
});
