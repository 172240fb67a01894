import { and, eq } from 'drizzle-orm';
import { OFFICE_MEETING_MESSAGES as M, type OfficeMeeting } from 'mfe-shared/schemas';
import type { Database } from '../../infrastructure/db/client';
import { meetings, timeSlots } from '../../infrastructure/db/schema';
import { HttpError } from '../../infrastructure/http/http-error';
import { cancelMeeting } from '../meetings/change-meeting';
import { recordAudit } from '../staff/audit';
import type { CountySettings } from '../tenants/server-settings';
import { findOfficeMeeting, readOfficeMeeting } from './office-meetings';

interface ActionInput {
  tenantId: string;
  settings: CountySettings;
  meeting: string;
  accountId: string;
  note?: string;
  now?: Date;
}

const noteOf = (note: string | undefined) => (note ? { note } : {});

/**
 * Marks a meeting attended, once it has started, in one transaction with its audit row
 * (who, when, before and after). It stays booked for every other rule.
 */
export async function markMeetingAttended(db: Database, { tenantId, meeting: key, accountId, note, now = new Date() }: ActionInput): Promise<OfficeMeeting> {
  const { id } = await findOfficeMeeting(db, tenantId, key);
  const marked = await db.transaction(async (tx) => {
    const [meeting] = await tx
      .select()
      .from(meetings)
      .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, id)))
      .for('update');
    const [slot] = await tx
      .select({ startTime: timeSlots.startTime })
      .from(timeSlots)
      .where(and(eq(timeSlots.tenantId, tenantId), eq(timeSlots.id, meeting.timeSlotId)));
    if (meeting.status === 'cancelled') throw new HttpError(409, M.cancelledNotAttended);
    if (meeting.attendedAt) throw new HttpError(409, M.alreadyAttended);
    if (slot.startTime.getTime() > now.getTime()) throw new HttpError(409, M.notStarted);
    const [updated] = await tx
      .update(meetings)
      .set({ attendedAt: now, attendedBy: accountId })
      .where(and(eq(meetings.tenantId, tenantId), eq(meetings.id, id)))
      .returning();
    await recordAudit(tx, {
      tenantId,
      accountId,
      action: 'meeting-attended',
      parcelId: meeting.parcelId,
      detail: { meetingId: id, reference: meeting.reference, before: 'booked', after: 'attended', startTime: slot.startTime.toISOString(), ...noteOf(note) },
    });
    return updated;
  });
  return readOfficeMeeting(db, marked);
}

/**
 * Cancels a meeting for its attendee: the public cancel's own code (capabilities/meetings/change-meeting.ts),
 * with the office's rules, so the slot is freed and the attendee e-mailed the same way.
 */
export async function cancelMeetingForAttendee(db: Database, { tenantId, settings, meeting: key, accountId, note, now = new Date() }: ActionInput): Promise<OfficeMeeting> {
  const { id } = await findOfficeMeeting(db, tenantId, key);
  const cancelled = await cancelMeeting(db, { tenantId, settings, meetingId: id, now, byOffice: { accountId, note } });
  return readOfficeMeeting(db, cancelled);
}
