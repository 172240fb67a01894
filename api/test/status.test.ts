import './support/load-outside-sandbox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEETING_MESSAGES as M, SLOT_HOLD_HEADER } from 'mfe-shared/schemas';
import { STATUS_MESSAGES } from '../src/capabilities/appeals/appeal-status';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { appealDocuments, appeals, auditEvents, files, meetings, outbox, parcels, settings, timeSlots } from '../src/infrastructure/db/schema';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoMeetings } from '../src/tools/demo/seed-meetings';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from '../src/tools/demo/seed-staff';
import { CHANGE_MESSAGES } from '../src/capabilities/meetings/change-meeting';
import { holdTokenHash } from '../src/capabilities/meetings/slot-holds';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { DEMO_COUNTIES } from '../src/tools/demo/seed-parcels';
import { meetingSlotTypes, statusResponseSchema } from '../src/capabilities/status/status-view';
import { bookTestMeeting, fileTestAppeal, newTestSlot, reserveTestSlot } from './support/after-filing';
import { meetingBody } from './support/request-bodies';
import { openTestDatabase } from './support/test-database';

/** The status link's calls and the staff status change. */
let database: DatabaseHandle;
let app: FastifyInstance;
let clerkCookie: string;

const HARBOR = '/harbor-county/api';
const SAME_ORIGIN = 'http://localhost:80';

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 400);
  await seedDemoAppeals(database.db);
  await seedDemoMeetings(database.db);
  await seedDemoStaff(database.db);
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

const status = (token: string) => app.inject({ url: `${HARBOR}/status/${token}` });
const moveAppeal = (appeal: string, body: object, cookie: string | null = clerkCookie) =>
  app.inject({
    method: 'POST',
    url: `${HARBOR}/appeals/${appeal}/status`,
    payload: body,
    headers: cookie ? { cookie, origin: SAME_ORIGIN } : {},
  });
const reschedule = (token: string, slotId: string, hold?: string) =>
  app.inject({ method: 'POST', url: `${HARBOR}/status/${token}/reschedule`, payload: { timeSlot: slotId }, headers: hold ? { [SLOT_HOLD_HEADER]: hold } : {} });
const cancel = (token: string) => app.inject({ method: 'POST', url: `${HARBOR}/status/${token}/cancel` });
const outboxOf = async (kind: string) => database.db.select().from(outbox).where(eq(outbox.kind, kind));
const slotRow = async (id: string) => (await database.db.select().from(timeSlots).where(eq(timeSlots.id, id)))[0];

describe('the status of an appeal', () => {
  it('answers the timeline and the documents by the token the filing answered, and nothing personal', async () => {
    const [document] = await database.db
      .insert(files)
      .values({ tenantId: 'harbor-county', kind: 'document', name: 'sales-letter.pdf', contentType: 'application/pdf', size: 2048, sha256: '0'.repeat(64) })
      .returning();
    const filed = await fileTestAppeal(app);
    await database.db.insert(appealDocuments).values({ tenantId: 'harbor-county', appealId: filed.id, fileId: document.id });
    const response = await status(filed.statusToken);
    expect(response.statusCode).toBe(200);
    const body = statusResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      kind: 'appeal',
      reference: filed.reference,
      county: { name: "Harbor County Assessor's Office", phone: '5555550100', email: 'assessor@harborcounty.example', timeZone: 'America/New_York' },
      meeting: null,
      appeal: {
        status: 'filed',
        parcel: { id: filed.property.parcelId },
        claimedValue: filed.claimedValue,
        timeline: [{ status: 'filed', label: 'Filed', at: body.appeal!.filedAt, decidedValue: null, hearingAt: null }],
        documents: [{ name: 'sales-letter.pdf', size: 2048 }],
        confirmBy: null,
        canConfirm: false,
      },
    });
    // Filed when its filer confirmed it, not when the form was sent.
    expect(Date.parse(body.appeal!.filedAt)).toBeGreaterThanOrEqual(Date.parse(filed.createdAt));
    expect(response.body).not.toMatch(/Pat Example|pat@example\.org|555-0142/);
  });

  it('downloads the receipt PDF with the same token, and refuses it with a meeting token', async () => {
    const filed = await fileTestAppeal(app);
    const pdf = await app.inject({ url: `${HARBOR}/status/${filed.statusToken}/receipt.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="appeal-receipt-${filed.reference}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { body: meeting } = await bookTestMeeting(app, database.db);
    const wrong = await app.inject({ url: `${HARBOR}/status/${meeting.statusToken}/receipt.pdf` });
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({ status: 400, body: { message: 'This link is for a meeting, not an appeal.' } });
  });
});

describe('staff moving an appeal along its timeline', () => {
  it('refuses the public (401) and changes nothing', async () => {
    const filed = await fileTestAppeal(app);
    const response = await moveAppeal(filed.id, { status: 'under-review' }, null);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 401, body: { message: STATUS_MESSAGES.staffOnly } });
    const [row] = await database.db.select().from(appeals).where(eq(appeals.id, filed.id));
    expect(row.status).toBe('filed');
  });

  it('moves filed -> under review -> hearing -> decided with a value, e-mails the filer each time, and the status link shows it', async () => {
    const filed = await fileTestAppeal(app);
    const review = await moveAppeal(filed.id, { status: 'under-review' });
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({ id: filed.id, reference: filed.reference, status: 'under-review' });
    // By the reference too, as a filer reads it out over the phone (lower case, spaces).
    const spoken = filed.reference.toLowerCase().replace(/-/g, ' ');
    const hearing = await moveAppeal(encodeURIComponent(spoken), { status: 'hearing-scheduled', hearingAt: '2030-05-04T14:00:00Z' });
    expect(hearing.statusCode).toBe(200);
    // A decision after a hearing records the hearing held first (docs/product.md#appeal-lifecycle).
    expect((await moveAppeal(filed.id, { status: 'hearing-held' })).statusCode).toBe(200);
    const decided = await moveAppeal(filed.id, { status: 'decided', decidedValue: { amount: 190_000 }, decision: { reasons: ['sales-support-lower'] } });
    expect(decided.statusCode).toBe(200);
    // The decision's letter is checked by a second person before the filer hears of it (decision-letter.test.ts).
    expect(statusResponseSchema.parse((await status(filed.statusToken)).json()).appeal!.status).toBe('hearing-held');
    const appraiser = await app.inject({
      method: 'POST',
      url: `${HARBOR}/session`,
      payload: { email: 'appraiser@harborcounty.example', password: DEMO_STAFF_PASSWORD },
      headers: { origin: SAME_ORIGIN },
    });
    const approved = await app.inject({
      method: 'POST',
      url: `${HARBOR}/office/appeals/${filed.id}/letter/approve`,
      payload: {},
      headers: { cookie: String(appraiser.headers['set-cookie']).split(';')[0], origin: SAME_ORIGIN },
    });
    expect(approved.statusCode).toBe(200);

    const body = statusResponseSchema.parse((await status(filed.statusToken)).json());
    expect(body.appeal!.status).toBe('decided');
    expect(body.appeal!.timeline.map((entry) => [entry.status, entry.decidedValue, entry.hearingAt])).toEqual([
      ['filed', null, null],
      ['under-review', null, null],
      ['hearing-scheduled', null, '2030-05-04T14:00:00.000Z'],
      ['hearing-held', null, null],
      ['decided', { amount: 190_000, currency: 'USD' }, null],
    ]);
    const mails = (await outboxOf('appeal-status-changed')).filter((row) => (row.payload as { appealId: string }).appealId === filed.id);
    expect(mails).toHaveLength(4);
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, 'harbor-county'), eq(auditEvents.action, 'appeal-status-changed')));
    expect(audit.filter((event) => (event.detail as { appealId: string }).appealId === filed.id)).toHaveLength(4);
  });

  it.each([
    [{ status: 'decided' }, 400, STATUS_MESSAGES.decidedValueRequired],
    [{ status: 'under-review', decidedValue: { amount: 1 } }, 400, STATUS_MESSAGES.decidedValueOnlyWhenDecided],
    [{ status: 'withdrawn', hearingAt: '2030-01-01T10:00:00Z' }, 400, STATUS_MESSAGES.hearingOnlyWhenScheduled],
    [{ status: 'hearing-scheduled' }, 409, STATUS_MESSAGES.moveNotAllowed('filed', 'hearing-scheduled')],
    [{ status: 'filed' }, 409, STATUS_MESSAGES.moveNotAllowed('filed', 'filed')],
  ])('refuses %j on a filed appeal (%i) and writes nothing', async (body, code, message) => {
    const filed = await fileTestAppeal(app);
    const before = (await outboxOf('appeal-status-changed')).length;
    const response = await moveAppeal(filed.id, body);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: code, body: { message } });
    expect((await outboxOf('appeal-status-changed')).length).toBe(before);
  });

  it('refuses every move out of decided or withdrawn, an unknown status, and an unknown appeal', async () => {
    const filed = await fileTestAppeal(app);
    expect((await moveAppeal(filed.id, { status: 'withdrawn' })).statusCode).toBe(200);
    for (const next of ['filed', 'under-review', 'hearing-scheduled', 'decided', 'withdrawn']) {
      const response = await moveAppeal(filed.id, next === 'decided' ? { status: next, decidedValue: { amount: 5 }, decision: { reasons: ['other'] } } : { status: next });
      expect(response.statusCode).toBe(409);
    }
    const unknown = await moveAppeal(filed.id, { status: 'approved' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('The status must be one of');
    const missing = await moveAppeal('00000000-0000-4000-8000-000000000000', { status: 'under-review' });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { message: STATUS_MESSAGES.notFound } });
  });
});

describe('a meeting by its link', () => {
  it('shows the time, place and reference, and that it can be changed', async () => {
    const { body: booked, slot } = await bookTestMeeting(app, database.db);
    const body = statusResponseSchema.parse((await status(booked.statusToken)).json());
    expect(body).toMatchObject({
      kind: 'meeting',
      reference: booked.reference,
      appeal: null,
      meeting: { status: 'booked', meetingType: 'virtual', startTime: slot.startTime.toISOString(), place: null, canChange: true, changeClosedReason: null, changeCutoffHours: 24 },
    });
    // The slot types the reschedule page asks GET /time-slots for: the parcel's type (and its group's).
    const [parcel] = await database.db.select().from(parcels).where(eq(parcels.id, booked.property.parcelId));
    expect(body.meeting!.slotTypes[0]).toBe(parcel.type);
  });

  it("names the place's id and the slot types a move may use: a mobile home's meeting in person asks for its timeslot group too", async () => {
    const places = (await app.inject({ url: `${HARBOR}/places?active=true` })).json().results as Array<{ id: string; name: string; address: string }>;
    const place = places[0];
    const [slot] = await database.db
      .insert(timeSlots)
      .values({ tenantId: 'harbor-county', placeId: place.id, propertyType: null, startTime: new Date(Date.now() + 96 * 3_600_000) })
      .returning();
    const harbor = DEMO_COUNTIES.find((county) => county.tenantId === 'harbor-county')!;
    let token: string | undefined;
    // From the last seeded parcel down (after-filing hands them out from 150 up).
    for (let n = 399; n > 150 && !token; n -= 1) {
      const candidate = demoParcel(harbor, n);
      if (candidate.type !== 'mobile-home' || candidate.active === false) continue;
      const hold = await reserveTestSlot(app, slot.id);
      const booking = await app.inject({
        method: 'POST',
        url: `${HARBOR}/meetings`,
        payload: meetingBody(candidate, { id: slot.id, placeId: place.id }),
        headers: { [SLOT_HOLD_HEADER]: hold },
      });
      if (booking.statusCode === 201) token = booking.json().statusToken;
      else await database.db.update(timeSlots).set({ reservedUntil: null, holdTokenHash: null, holdClient: null }).where(eq(timeSlots.id, slot.id));
    }
    expect(token).toBeDefined();
    const body = statusResponseSchema.parse((await status(token!)).json());
    expect(body.meeting).toMatchObject({
      meetingType: 'in-place',
      place: { id: place.id, name: place.name, address: place.address },
      slotTypes: ['mobile-home', 'residential'],
    });
  });

  it('lists each slot type once, and none the schema does not know', () => {
    const groups = { 'mobile-home': 'residential', residential: 'residential', commercial: 'castle' };
    const settingsWith = { 'meetings.timeslot_groups': groups } as unknown as Parameters<typeof meetingSlotTypes>[1];
    expect(meetingSlotTypes('residential', settingsWith)).toEqual(['residential']);
    expect(meetingSlotTypes('commercial', settingsWith)).toEqual(['commercial']);
    expect(meetingSlotTypes('industrial', settingsWith)).toEqual(['industrial']);
    expect(meetingSlotTypes('', settingsWith)).toEqual([]);
  });

  it('reschedules: the old slot freed and the new one taken in one transaction, an e-mail with SEQUENCE 1', async () => {
    const { body: booked, slot: old } = await bookTestMeeting(app, database.db);
    const target = await newTestSlot(database.db, 'harbor-county', 120);
    const hold = await reserveTestSlot(app, target.id);
    const response = await reschedule(booked.statusToken, target.id, hold);
    expect(response.statusCode).toBe(200);
    expect(statusResponseSchema.parse(response.json()).meeting).toMatchObject({ status: 'booked', startTime: target.startTime.toISOString(), place: null });
    expect(await slotRow(old.id)).toMatchObject({ booked: false, reservedUntil: null, holdTokenHash: null });
    expect(await slotRow(target.id)).toMatchObject({ booked: true, holdTokenHash: null });
    const [meeting] = await database.db.select().from(meetings).where(eq(meetings.id, booked.id));
    expect(meeting).toMatchObject({ timeSlotId: target.id, sequence: 1, reference: booked.reference });
    const [mail] = (await outboxOf('meeting-rescheduled')).filter((row) => (row.payload as { meetingId: string }).meetingId === booked.id);
    expect(mail.payload).toMatchObject({ sequence: 1, startTime: target.startTime.toISOString(), previousStartTime: old.startTime.toISOString() });
    // The freed slot can be reserved by someone else.
    await reserveTestSlot(app, old.id);
  });

  it('refuses a target slot that is booked, or not held, and changes nothing', async () => {
    const { body: booked, slot: mine } = await bookTestMeeting(app, database.db);
    const { slot: theirs } = await bookTestMeeting(app, database.db);
    const taken = await reschedule(booked.statusToken, theirs.id, 'any-hold');
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({ status: 409, body: { message: M.bookingFailed } });
    const target = await newTestSlot(database.db);
    const unheld = await reschedule(booked.statusToken, target.id);
    expect({ status: unheld.statusCode, body: unheld.json() }).toEqual({ status: 409, body: { message: M.holdMissing } });
    // Held by someone else.
    const theirHold = await reserveTestSlot(app, target.id);
    expect(theirHold).toBeTruthy();
    const notTheirs = await reschedule(booked.statusToken, target.id, 'not-their-hold');
    expect({ status: notTheirs.statusCode, body: notTheirs.json() }).toEqual({ status: 403, body: { message: M.holdNotYours } });
    expect(await slotRow(mine.id)).toMatchObject({ booked: true });
    expect(await slotRow(theirs.id)).toMatchObject({ booked: true });
    expect(await slotRow(target.id)).toMatchObject({ booked: false, holdTokenHash: holdTokenHash(theirHold) });
    const [meeting] = await database.db.select().from(meetings).where(eq(meetings.id, booked.id));
    expect(meeting).toMatchObject({ timeSlotId: mine.id, sequence: 0 });
    const same = await reschedule(booked.statusToken, mine.id, 'x');
    expect({ status: same.statusCode, body: same.json() }).toEqual({ status: 409, body: { message: CHANGE_MESSAGES.sameSlot } });
  });

  it('cancels: the slot is free, the e-mail carries SEQUENCE 1; the link then shows it cancelled and can change nothing', async () => {
    const { body: booked, slot } = await bookTestMeeting(app, database.db);
    const response = await cancel(booked.statusToken);
    expect(response.statusCode).toBe(200);
    expect(statusResponseSchema.parse(response.json()).meeting).toMatchObject({ status: 'cancelled', canChange: false, changeClosedReason: CHANGE_MESSAGES.cancelled });
    expect(await slotRow(slot.id)).toMatchObject({ booked: false });
    const [mail] = (await outboxOf('meeting-cancelled')).filter((row) => (row.payload as { meetingId: string }).meetingId === booked.id);
    expect(mail.payload).toMatchObject({ sequence: 1 });

    // Replaying the link after the cancel.
    const target = await newTestSlot(database.db);
    const hold = await reserveTestSlot(app, target.id);
    const replay = await reschedule(booked.statusToken, target.id, hold);
    expect({ status: replay.statusCode, body: replay.json() }).toEqual({ status: 409, body: { message: CHANGE_MESSAGES.cancelled } });
    expect(await slotRow(target.id)).toMatchObject({ booked: false, holdTokenHash: holdTokenHash(hold) });
    const again = await cancel(booked.statusToken);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { message: CHANGE_MESSAGES.cancelled } });

    // The freed slot can be booked again: a cancelled meeting no longer holds it.
    const rebooked = await reserveTestSlot(app, slot.id);
    expect(rebooked).toBeTruthy();
  });

  it('refuses a change inside the cut-off, with a plain message, and the status says so', async () => {
    const { body: soon, slot } = await bookTestMeeting(app, database.db, { hoursAhead: 10 });
    const message = "Meetings cannot be changed or cancelled online in the last 24 hours before they start. Please call Harbor County Assessor's Office on (555) 555 0100.";
    expect(statusResponseSchema.parse((await status(soon.statusToken)).json()).meeting).toMatchObject({ canChange: false, changeClosedReason: message });
    const cancelled = await cancel(soon.statusToken);
    expect({ status: cancelled.statusCode, body: cancelled.json() }).toEqual({ status: 409, body: { message } });
    const target = await newTestSlot(database.db);
    const moved = await reschedule(soon.statusToken, target.id, await reserveTestSlot(app, target.id));
    expect({ status: moved.statusCode, body: moved.json() }).toEqual({ status: 409, body: { message } });
    expect(await slotRow(slot.id)).toMatchObject({ booked: true });

    // The county's setting moves the cut-off: 6 hours lets a meeting 10 hours away change.
    await database.db.insert(settings).values({ tenantId: 'harbor-county', key: 'meetings.change_cutoff_hours', value: 6 });
    try {
      expect((await cancel(soon.statusToken)).statusCode).toBe(200);
    } finally {
      await database.db.delete(settings).where(and(eq(settings.tenantId, 'harbor-county'), eq(settings.key, 'meetings.change_cutoff_hours')));
    }
  });

  it('downloads the invitation as it stands', async () => {
    const { body: booked } = await bookTestMeeting(app, database.db);
    const ics = await app.inject({ url: `${HARBOR}/status/${booked.statusToken}/invitation.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(ics.body).toContain(`UID:${booked.id}@harbor-county.assessor-portal`);
    expect(ics.body).toContain('SEQUENCE:0');
    expect(ics.body).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T\d{6}/);
    expect(ics.body).toContain(booked.reference);
  });
});
