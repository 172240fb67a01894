import { and, eq, inArray, sql } from 'drizzle-orm';
import { MEETING_MESSAGES as M, isUuid, propertyTypeLabels, type MeetingCreateParsed, type MeetingResult, type PropertyType, type Settings } from 'mfe-shared/schemas';
import type { Language } from 'mfe-shared/domain';
import type { Database } from '../../infrastructure/db/client';
import { files, meetings, parcels, places, type PlaceRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { lowerCase, propertyTypeLabel } from '../../infrastructure/i18n/labels';
import { localText } from '../../infrastructure/i18n/local-text';
import { enqueueEmail } from '../outbox/outbox-store';
import { insertWithReference } from '../../infrastructure/references/reference';
import { recordAudit } from '../staff/audit';
import { countMeetings } from './meeting-count';
import { meetingEmailFacts } from './meeting-email-facts';
import { countyTimeZone } from '../../infrastructure/clock/county-time-zone';
import { filedPlaceHoldingAppeal, hasAppealInOpenSeason } from './meeting-needs-appeal';
import { takeHeldSlot } from './slot-holds';
import { isUniqueViolation } from '../../infrastructure/db/database-errors';

/** What a visitor reads when the county's rules refuse a booking beyond the shared schema's (docs/product.md#meeting-rules-on-the-server). */
export const BOOKING_MESSAGES = {
  tooManyDocuments: (max: number) => `You can attach at most ${max} documents to a meeting.`,
  otherPlace: 'This time slot is for a meeting at another location. Please choose a time at the location you selected.',
  inPerson: 'This time slot is for a meeting in person. Please choose a time for a virtual meeting.',
  propertyType: (type: string) => `This time slot is for ${(propertyTypeLabels[type as PropertyType] ?? type).toLowerCase()} properties. Please choose another.`,
} as const;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface BookMeetingInput {
  tenantId: string;
  settings: Settings;
  meeting: MeetingCreateParsed;
  /** The X-Slot-Hold header: the token POST /time-slots/{id}/reserve answered. */
  holdToken: string | undefined;
  /** A new reference of the county (infrastructure/references/reference.ts referenceDrawer). */
  drawReference: () => string;
  /** The filer's language (infrastructure/i18n/request-language.ts): its later e-mails are written in it. English when not given. */
  language?: Language;
  /** The signed-in staff member booking for someone (request.staff): the booking is then proven, and audited. */
  staff?: { accountId: string } | null;
  now?: Date;
}

/**
 * How a booking shows a right to the parcel's one meeting of the year
 * (docs/product.md#who-takes-the-parcels-meeting-and-change-requests): booked by staff, or by the
 * filer of the appeal that takes the parcel's place. Null: anyone else, whose booking keeps its slot
 * but takes no one's place.
 */
async function proofOfBooking(tx: Transaction, tenantId: string, parcelId: string, attendeeEmail: string, staff: BookMeetingInput['staff']) {
  if (staff) return 'staff';
  return (await filedPlaceHoldingAppeal(tx, tenantId, parcelId, attendeeEmail)) ? 'appeal' : null;
}

/**
 * POST /meetings, all in one transaction: any refusal rolls every change back, so a refused
 * booking leaves the slot held (until its hold expires) and stores nothing.
 */
export async function bookMeeting(
  db: Database,
  { tenantId, settings, meeting, holdToken, drawReference, language, staff, now = new Date() }: BookMeetingInput,
): Promise<Omit<MeetingResult, 'statusToken'>> {
  const meetingType = meeting.place === null ? 'virtual' : 'in-place';
  if (meetingType === 'virtual' && !settings['meetings.allow_virtual']) throw new HttpError(400, M.virtualOff);
  if (meetingType === 'in-place' && !settings['meetings.allow_in_place']) throw new HttpError(400, M.inPlaceOff);
  const maxFiles = settings['file_upload.max_files'];
  if (meeting.documents.length > maxFiles)
    throw new HttpError(400, localText('api.BOOKING_MESSAGES.tooManyDocuments', BOOKING_MESSAGES.tooManyDocuments(maxFiles), { max: maxFiles }));

  try {
    return await db.transaction(async (tx) => {
      // The slot first: it is what this booking is about, and the hold proves it is ours.
      const slot = await takeHeldSlot(tx, tenantId, meeting.timeSlot, holdToken);

      const [parcel] = await tx
        .select({ id: parcels.id, address: parcels.address, type: parcels.type, active: parcels.active })
        .from(parcels)
        .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, meeting.property.id)))
        .limit(1);
      if (!parcel) throw new HttpError(400, M.parcelNotFound);
      if (!parcel.active) throw new HttpError(400, M.inactiveParcel);

      const place = meeting.place === null ? null : await findOpenPlace(tx, tenantId, meeting.place);
      checkSlotSuits(slot, place, parcel.type, settings);
      await checkDocuments(
        tx,
        tenantId,
        meeting.documents.map((document) => document.id),
      );

      const proof = await proofOfBooking(tx, tenantId, parcel.id, meeting.attendee.email, staff);
      if (!settings['meetings.allow_multiple_bookings']) {
        // Two bookings for one parcel at once: the second waits here until the first commits, then counts it.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`meeting-parcel:${tenantId}:${parcel.id}`}, 0))`);
        // Only a proven meeting is the parcel's meeting of the year: a booking without proof blocks no one.
        const booked = await countMeetings(tx, tenantId, { parcelId: parcel.id, thisYearIn: { timeZone: countyTimeZone(settings), now }, holding: true });
        if (booked > 0) throw new HttpError(409, M.alreadyScheduled);
      }
      // After the one-a-year rule, as on the property page: a parcel that has its meeting is told that first.
      if (settings['product.check_appeals_for_meetings'] && !(await hasAppealInOpenSeason(tx, tenantId, parcel.id))) {
        throw new HttpError(409, M.needsAppeal);
      }

      const row = await insertWithReference(drawReference, async (reference) => {
        const [inserted] = await tx
          .insert(meetings)
          .values({
            tenantId,
            reference,
            parcelId: parcel.id,
            timeSlotId: slot.id,
            placeId: place?.id ?? null,
            meetingType,
            // Kept as booked: what the attendee saw is the record.
            property: meeting.property,
            attendee: meeting.attendee,
            documents: meeting.documents,
            language: language ?? 'en',
            proof,
          })
          .onConflictDoNothing({ target: [meetings.tenantId, meetings.reference] })
          .returning({ id: meetings.id, createdAt: meetings.createdAt, reference: meetings.reference });
        return inserted;
      });
      // The attendee's e-mail (invitation attached) is committed with the booking, or not at all.
      await enqueueEmail(tx, { tenantId, kind: 'meeting-booked', payload: meetingEmailFacts(row.id, 0, slot, place?.id ?? null) });
      if (staff) {
        await recordAudit(tx, {
          tenantId,
          accountId: staff.accountId,
          action: 'meeting-booked-on-behalf',
          parcelId: parcel.id,
          detail: { meetingId: row.id, reference: row.reference, startTime: slot.startTime.toISOString() },
        });
      }
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        meetingType,
        property: { parcelId: parcel.id, address: parcel.address },
        place: place && { id: place.id, name: place.name, address: place.address },
        attendee: { name: meeting.attendee.name, email: meeting.attendee.email },
        timeSlot: { id: slot.id, startTime: slot.startTime.toISOString() },
        reference: row.reference,
      };
    });
  } catch (error) {
    // The unique index on the slot: a meeting for this slot exists already.
    if (isUniqueViolation(error)) throw new HttpError(409, M.bookingFailed);
    throw error;
  }
}

async function findOpenPlace(tx: Transaction, tenantId: string, placeId: string): Promise<PlaceRow> {
  if (!isUuid(placeId)) throw new HttpError(400, M.placeNotFound);
  const [place] = await tx
    .select()
    .from(places)
    .where(and(eq(places.tenantId, tenantId), eq(places.id, placeId), eq(places.active, true)))
    .limit(1);
  if (!place) throw new HttpError(400, M.placeNotFound);
  return place;
}

/**
 * A slot at a place is for a meeting there; a slot without one suits any place and virtual
 * meetings. A slot of a property type is for parcels of that type, or of a type whose timeslot
 * group (`meetings.timeslot_groups`) is that type.
 */
export function checkSlotSuits(slot: { placeId: string | null; propertyType: string | null }, place: PlaceRow | null, parcelType: string, settings: Settings): void {
  if (slot.placeId !== null && slot.placeId !== place?.id) {
    throw new HttpError(400, place ? BOOKING_MESSAGES.otherPlace : BOOKING_MESSAGES.inPerson);
  }
  if (slot.propertyType !== null && slot.propertyType !== parcelType && slot.propertyType !== settings['meetings.timeslot_groups'][parcelType]) {
    throw new HttpError(
      400,
      localText('api.BOOKING_MESSAGES.propertyType', BOOKING_MESSAGES.propertyType(slot.propertyType), { type: lowerCase(propertyTypeLabel(slot.propertyType)) }),
    );
  }
}

async function checkDocuments(tx: Transaction, tenantId: string, ids: string[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  if (!wanted.every(isUuid)) throw new HttpError(400, M.documentNotFound);
  // Locked until the booking commits: the sweep of unattached files (capabilities/files/unattached-files.ts) skips them meanwhile.
  const found = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.id, wanted)))
    .for('key share');
  if (found.length !== wanted.length) throw new HttpError(400, M.documentNotFound);
}
