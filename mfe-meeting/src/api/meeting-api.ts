import { ApiError, type ApiClient } from 'mfe-shared';
import {
  SLOT_HOLD_HEADER,
  statusPath,
  TIME_SLOTS_MAX_SIZE,
  type MeetingCreate,
  type MeetingResult,
  type Place,
  type PropertyType,
  type ReservedTimeSlot,
  type StatusResponse,
  type TimeSlot,
} from 'mfe-shared/schemas';

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

/** GET /status/{token}: the one meeting (or appeal) the e-mailed link opens; 404 invalid, 410 expired. */
export const getStatus = (api: ApiClient, token: string) => api.get<StatusResponse>(statusPath(token));

/** POST /status/{token}/reschedule with the hold of the new slot (reserved first, as a booking's); answers the moved meeting's status. */
export const rescheduleMeeting = (api: ApiClient, token: string, timeSlot: string, holdToken: string) =>
  api.post<StatusResponse>(`${statusPath(token)}/reschedule`, { timeSlot }, { [SLOT_HOLD_HEADER]: holdToken });

/**
 * Whether the county's records hold the parcel: POST /meetings books only for a parcel it holds
 * (otherwise 400 "We could not find a property with that parcel number in this county."). Only a 404
 * of GET /prc/{id} says no; any other failure says nothing, and the server decides at Book Meeting.
 */
export async function isCountyParcel(api: ApiClient, id: string): Promise<boolean> {
  try {
    await api.get(`/prc/${encodeURIComponent(id)}`);
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 404);
  }
}
