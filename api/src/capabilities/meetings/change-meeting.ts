import { and, eq, sql } from 'drizzle-orm';
import { MEETING_MESSAGES as M, OFFICE_MEETING_MESSAGES } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { meetings, parcels, places, timeSlots, type MeetingRow } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { callOffice } from '../../infrastructure/i18n/county-text';
import { localText, type LocalText } from '../../infrastructure/i18n/local-text';
import { enqueueEmail } from '../outbox/outbox-store';
import { recordAudit } from '../staff/audit';
import type { CountySettings } from '../tenants/server-settings';
import { checkSlotSuits } from './book-meeting';
import { meetingEmailFacts } from './meeting-email-facts';
import { refuseUnlessMeetingsOffered } from './meeting-settings';
import { NO_HOLD, takeHeldSlot } from './slot-holds';
import { isUniqueViolation } from '../../infrastructure/db/database-errors';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const CHANGE_MESSAGES = {
  cancelled: 'This meeting was cancelled, so it can no longer be changed. To meet the office, please book a new meeting.',
  sameSlot: 'Your meeting is already at this time. Please choose another time, or keep your meeting as it is.',
  past: (settings: CountySettings) => `This meeting has already started or taken place, so it can no longer be changed online. ${callOffice(settings).english}`,
  cutoff: (settings: CountySettings) =>
    `Meetings cannot be changed or cancelled online in the last ${settings['meetings.change_cutoff_hours']} hours before they start. ${callOffice(settings).english}`,
  gone: 'We could not find this meeting. It may have been removed by the office.',
} as const;

/**
 * Why the visitor may not change the meeting now, or null when they may (the status page shows it
 * too), sayable in the visitor's language.
 */
export function changeClosedReason(meeting: { status: string }, startTime: Date, settings: CountySettings, now: Date): LocalText | null {
  if (meeting.status === 'cancelled') return localText('api.CHANGE_MESSAGES.cancelled', CHANGE_MESSAGES.cancelled);
  if (startTime.getTime() <= now.getTime()) return localText('api.CHANGE_MESSAGES.past', CHANGE_MESSAGES.past(settings), { callOffice: callOffice(settings) });
  if (startTime.getTime() - settings['meetings.change_cutoff_hours'] * 3_600_000 <= now.getTime()) {
    return localText('api.CHANGE_MESSAGES.cutoff', CHANGE_MESSAGES.cutoff(settings), { hours: settings['meetings.change_cutoff_hours'], callOffice: callOffice(settings) });
  }
  return null;
}

/** The meeting, locked until the transaction ends (a reschedule and a cancel of one meeting take turns), with its slot. */
async function lockMeeting(tx: Transaction, tenantId: string, meetingId: string) {
  const [meeting] = await tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, meetingId)))
    .for('update');
  if (!meeting) throw new HttpError(404, CHANGE_MESSAGES.gone);
  const [slot] = await tx
    .select()
    .from(timeSlots)
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, meeting.timeSlotId)));
  return { meeting, slot };
}

function refuseIfClosed(meeting: MeetingRow, startTime: Date, settings: CountySettings, now: Date) {
  const reason = changeClosedReason(meeting, startTime, settings, now);
  if (reason) throw new HttpError(409, reason);
}

const freeSlot = (tx: Transaction, tenantId: string, slotId: string) =>
  tx
    .update(timeSlots)
    .set({ booked: false, ...NO_HOLD })
    .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, slotId)));

interface ChangeInput {
  tenantId: string;
  settings: CountySettings;
  meetingId: string;
  now?: Date;
}

/**
 * Moves a meeting to another slot by the attendee's link, with booking's rules: the new slot was
 * held first (POST /time-slots/{id}/reserve) and the hold is sent; in ONE transaction the new slot
 * is taken by the same conditional UPDATE as a booking, the old one freed, the meeting moved (its
 * SEQUENCE one higher) and the e-mail with the updated invitation written. Any refusal rolls all
 * of it back: the old slot stays the meeting's and the new one stays held.
 */
export async function rescheduleMeeting(
  db: Database,
  { tenantId, settings, meetingId, timeSlot, holdToken, now = new Date() }: ChangeInput & { timeSlot: string; holdToken: string | undefined },
) {
  refuseUnlessMeetingsOffered(settings);
  try {
    return await db.transaction(async (tx) => {
      const { meeting, slot: current } = await lockMeeting(tx, tenantId, meetingId);
      refuseIfClosed(meeting, current.startTime, settings, now);
      if (timeSlot.toLowerCase() === meeting.timeSlotId) throw new HttpError(409, CHANGE_MESSAGES.sameSlot);
      const slot = await takeHeldSlot(tx, tenantId, timeSlot.toLowerCase(), holdToken);
      // The place stays the meeting's (even if the office has since closed it to new bookings).
      const [place] = meeting.placeId
        ? await tx
            .select()
            .from(places)
            .where(and(eq(places.tenantId, tenantId), eq(places.id, meeting.placeId)))
        : [];
      const [parcel] = await tx
        .select({ type: parcels.type })
        .from(parcels)
        .where(and(eq(parcels.tenantId, tenantId), eq(parcels.id, meeting.parcelId)));
      const parcelType = parcel?.type ?? String(((meeting.property ?? {}) as { type?: unknown }).type ?? '');
      checkSlotSuits(slot, place ?? null, parcelType, settings);
      await freeSlot(tx, tenantId, current.id);
      const [moved] = await tx
        .update(meetings)
        .set({ timeSlotId: slot.id, sequence: sql`${meetings.sequence} + 1` })
        .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, meeting.id)))
        .returning();
      await enqueueEmail(tx, {
        tenantId,
        kind: 'meeting-rescheduled',
        payload: meetingEmailFacts(moved.id, moved.sequence, slot, moved.placeId, current.startTime),
      });
      return moved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, M.bookingFailed);
    throw error;
  }
}

/** The office's rules for cancelling: any time before it starts, even inside the attendee's cut-off. */
function refuseOfficeCancel(meeting: MeetingRow, startTime: Date, now: Date) {
  if (meeting.status === 'cancelled') throw new HttpError(409, OFFICE_MEETING_MESSAGES.alreadyCancelled);
  if (meeting.attendedAt) throw new HttpError(409, OFFICE_MEETING_MESSAGES.attendedNoCancel);
  if (startTime.getTime() <= now.getTime()) throw new HttpError(409, OFFICE_MEETING_MESSAGES.startedNoCancel);
}

/** Staff cancelling for the attendee: who, and their note for the audit trail (never sent). */
interface OfficeCancel {
  accountId: string;
  note?: string;
}

/**
 * Cancels a meeting, in one transaction: the slot is free again, the meeting is marked cancelled
 * (SEQUENCE one higher) and the e-mail with the cancelling invitation (METHOD:CANCEL) is written.
 * By the attendee's link (the link still shows the meeting, cancelled, and can change nothing more),
 * or by the office (`byOffice`): then the office's rules apply, the e-mail says the office
 * cancelled it, and the audit row commits with the change.
 */
export async function cancelMeeting(db: Database, { tenantId, settings, meetingId, now = new Date(), byOffice }: ChangeInput & { byOffice?: OfficeCancel }) {
  return db.transaction(async (tx) => {
    const { meeting, slot } = await lockMeeting(tx, tenantId, meetingId);
    if (byOffice) refuseOfficeCancel(meeting, slot.startTime, now);
    else refuseIfClosed(meeting, slot.startTime, settings, now);
    await freeSlot(tx, tenantId, slot.id);
    const [cancelled] = await tx
      .update(meetings)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: byOffice?.accountId ?? null, sequence: sql`${meetings.sequence} + 1` })
      .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, meeting.id)))
      .returning();
    const facts = meetingEmailFacts(cancelled.id, cancelled.sequence, slot, cancelled.placeId);
    await enqueueEmail(tx, { tenantId, kind: 'meeting-cancelled', payload: byOffice ? { ...facts, byOffice: true } : facts });
    if (byOffice) {
      await recordAudit(tx, {
        tenantId,
        accountId: byOffice.accountId,
        action: 'meeting-cancelled',
        parcelId: meeting.parcelId,
        detail: {
          meetingId: meeting.id,
          reference: meeting.reference,
          before: 'booked',
          after: 'cancelled',
          startTime: slot.startTime.toISOString(),
          ...(byOffice.note ? { note: byOffice.note } : {}),
        },
      });
    }
    return cancelled;
  });
}
