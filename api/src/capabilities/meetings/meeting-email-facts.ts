/**
 * What an e-mail about a meeting reports, as it was when the change happened (the outbox payload):
 * the meeting, the invitation's SEQUENCE, and the time and place then. A later change has its own
 * e-mail, so each one describes its own moment even when sent late. No address or name.
 */
export interface MeetingEmailFacts {
  meetingId: string;
  sequence: number;
  startTime: string;
  durationMinutes: number;
  placeId: string | null;
  /** A reschedule's previous start, for "moved from ... to ...". */
  previousStartTime?: string;
  /** A cancel by the office, not by the attendee's link. */
  byOffice?: boolean;
}

export function meetingEmailFacts(
  meetingId: string,
  sequence: number,
  slot: { startTime: Date; durationMinutes: number },
  placeId: string | null,
  previousStartTime?: Date,
): MeetingEmailFacts {
  return {
    meetingId,
    sequence,
    startTime: slot.startTime.toISOString(),
    durationMinutes: slot.durationMinutes,
    placeId,
    ...(previousStartTime ? { previousStartTime: previousStartTime.toISOString() } : {}),
  };
}
