import type { FastifyInstance } from 'fastify';
import { appealWindowsResponseSchema, reservedTimeSlotSchema, SLOT_HOLD_HEADER, type MeetingCreate } from 'mfe-shared/schemas';
import type { Database } from '../../src/infrastructure/db/client';
import { timeSlots } from '../../src/infrastructure/db/schema';
import { demoParcel } from '../../src/tools/demo/demo-parcels';
import { DEMO_COUNTIES } from '../../src/tools/demo/seed-parcels';
import { appealBody, meetingBody } from './request-bodies';
import { visitorAddress } from './visitors';

/**
 * Filing and booking for the after-filing tests (references, outbox, status). The database needs
 * seedDemoParcels and seedDemoAppeals (appeals) or seedDemoMeetings (meetings).
 */
const county = (tenant: string) => DEMO_COUNTIES.find((c) => c.tenantId === tenant)!;

/** Parcels handed out once per test file, so no two filings meet. */
let nextParcel = 150;

/**
 * Confirms a pending public filing as its filer does, with the e-mail's link (kind `confirm`,
 * signed here by the app's own signer as the e-mail composer does).
 */
export async function confirmTestAppeal(app: FastifyInstance, filed: { id: string; confirmBy?: string | null; appellant: { email: string } }, tenant = 'harbor-county') {
  const token = app.tokens.confirmToken(tenant, filed.id, new Date(filed.confirmBy ?? Date.now() + 3_600_000), filed.appellant.email);
  const response = await app.inject({ method: 'POST', url: `/${tenant}/api/status/${token}/confirm` });
  if (response.statusCode !== 200) throw new Error(`confirming answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/**
 * Files an appeal on a parcel that has none in the open season and, unless `confirm` is false,
 * confirms it as its filer would from the e-mail; answers the 201 body.
 */
export async function fileTestAppeal(app: FastifyInstance, tenant = 'harbor-county', appellant?: { email?: string; name?: string }, { confirm = true } = {}) {
  const seasons = appealWindowsResponseSchema.parse((await app.inject({ url: `/${tenant}/api/appeal-windows` })).json()).results;
  const open = seasons.find((season) => season.open)!;
  for (let tries = 0; tries < 200; tries += 1) {
    const parcel = demoParcel(county(tenant), nextParcel++);
    if (parcel.active === false || parcel.valueAmount == null) continue;
    const body = await appealBody(app, tenant, parcel.id, open.id);
    if (appellant) body.appellant = { ...body.appellant, ...appellant };
    const response = await app.inject({ method: 'POST', url: `/${tenant}/api/appeals`, payload: body });
    if (response.statusCode === 201) {
      const filed = response.json();
      if (confirm) await confirmTestAppeal(app, filed, tenant);
      return filed;
    }
    if (response.statusCode !== 409 && response.statusCode !== 404) throw new Error(`filing answered ${response.statusCode}: ${response.body}`);
  }
  throw new Error('no parcel left to file on');
}

/** A free slot of our own, `hoursAhead` from now (or at `startTime`), virtual unless it names a place. */
export async function newTestSlot(db: Database, tenant = 'harbor-county', hoursAhead = 72, at: { startTime?: Date; placeId?: string | null } = {}) {
  const [slot] = await db
    .insert(timeSlots)
    .values({
      tenantId: tenant,
      placeId: at.placeId ?? null,
      propertyType: null,
      startTime: at.startTime ?? new Date(Date.now() + hoursAhead * 3_600_000 + Math.floor(Math.random() * 600_000)),
    })
    .returning();
  return slot;
}

export async function reserveTestSlot(app: FastifyInstance, slotId: string, tenant = 'harbor-county'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/${tenant}/api/time-slots/${slotId}/reserve`, remoteAddress: visitorAddress() });
  if (response.statusCode !== 200) throw new Error(`reserve answered ${response.statusCode}: ${response.body}`);
  return reservedTimeSlotSchema.parse(response.json()).hold.token;
}

interface TestBooking {
  tenant?: string;
  hoursAhead?: number;
  /** The slot's start and place instead (a place: a meeting in person there). */
  startTime?: Date;
  placeId?: string | null;
  /** Parts of the booking's body to replace (the attendee, documents). */
  body?: Partial<MeetingCreate>;
}

/** Books a meeting (virtual, `hoursAhead` from now, unless told otherwise) on a parcel of its own (multiple bookings need not be allowed). */
export async function bookTestMeeting(app: FastifyInstance, db: Database, { tenant = 'harbor-county', hoursAhead = 72, startTime, placeId = null, body = {} }: TestBooking = {}) {
  const slot = await newTestSlot(db, tenant, hoursAhead, { startTime, placeId });
  const hold = await reserveTestSlot(app, slot.id, tenant);
  for (let tries = 0; tries < 200; tries += 1) {
    const parcel = demoParcel(county(tenant), nextParcel++);
    if (parcel.active === false) continue;
    const response = await app.inject({
      method: 'POST',
      url: `/${tenant}/api/meetings`,
      payload: { ...meetingBody(parcel, { id: slot.id, placeId }), ...body },
      headers: { [SLOT_HOLD_HEADER]: hold },
    });
    if (response.statusCode === 201) return { body: response.json(), slot };
    if (response.statusCode !== 409 && response.statusCode !== 400) throw new Error(`booking answered ${response.statusCode}: ${response.body}`);
  }
  throw new Error('no parcel left to book for');
}
