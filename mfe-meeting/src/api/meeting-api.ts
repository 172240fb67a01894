import { type ApiClient } from 'mfe-shared';
import { SLOT_HOLD_HEADER, TIME_SLOTS_MAX_SIZE, type MeetingCreate, type MeetingResult, type Place, type PropertyType, type ReservedTimeSlot, type TimeSlot } from 'mfe-shared/schemas';

export async function getPlaces(api: ApiClient): Promise<Place[]> {
  const { results } = await api.get<{ results: Place[] }>('/places', { active: true, available_timeslots: true });
  return results;
}

/** Slots from 24 hours from now, 10000 at a time (docs/product.md#limits-and-constants). */
export async function getTimeSlots(api: ApiClient, propertyTypes: PropertyType[]): Promise<TimeSlot[]> {
  const from = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const { results } = await api.get<{ results: TimeSlot[] }>('/time-slots', { from, size: TIME_SLOTS_MAX_SIZE, propertyType: propertyTypes });
  return results;
}

export const reserveTimeSlot = (api: ApiClient, id: string) => api.post<ReservedTimeSlot>(`/time-slots/${encodeURIComponent(id)}/reserve`);

export const createMeeting = (api: ApiClient, meeting: MeetingCreate, holdToken: string) =>
  api.post<MeetingResult>('/meetings', meeting, { [SLOT_HOLD_HEADER]: holdToken });
