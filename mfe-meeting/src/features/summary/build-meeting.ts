import type { MeetingCreate, MeetingDraft, Property } from 'mfe-shared';

/** SPEC 3 'Meeting create payload'. */
export function buildMeeting(property: Property, draft: MeetingDraft): MeetingCreate {
  if (!draft.attendee || !draft.timeSlot) throw new Error('A meeting needs an attendee and a time slot');
  return {
    property: {
      id: property.id,
      owner: property.ownerName,
      type: property.type,
      address: property.address,
      location: property.location ?? null,
      value: property.value,
      neighborhood: property.neighborhood ?? null,
      legalDescription: property.legalDescription,
      mailingAddress: property.mailingAddress,
      areaCode: property.areaCode ?? null,
    },
    attendee: draft.attendee,
    timeSlot: draft.timeSlot.id,
    place: draft.meetingType === 'in-place' ? (draft.location?.id ?? null) : null,
    documents: draft.documents,
  };
}
