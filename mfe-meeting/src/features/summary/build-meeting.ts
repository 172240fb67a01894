import type { MeetingDraft, Property } from 'mfe-shared';
import { parcelSnapshot, type MeetingCreate } from 'mfe-shared/schemas';

/** The meeting create payload (docs/product.md#data-shapes). */
export function buildMeeting(property: Property, draft: MeetingDraft): MeetingCreate {
  if (!draft.attendee || !draft.timeSlot) throw new Error('A meeting needs an attendee and a time slot');
  return {
    property: parcelSnapshot(property),
    attendee: draft.attendee,
    timeSlot: draft.timeSlot.id,
    place: draft.meetingType === 'in-place' ? (draft.location?.id ?? null) : null,
    documents: draft.documents,
  };
}
