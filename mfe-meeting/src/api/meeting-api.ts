import { ApiError, type ApiClient, type SlotHold } from 'mfe-shared';
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

export async function getPlaces(api: ApiClient, signal?: AbortSignal): Promise<Place[]> {
  const { results } = await api.get<{ results: Place[] }>('/places', { active: true, available_timeslots: true }, { signal });
  return results;
}

/** Slots from 24 hours from now, 10000 at a time (docs/product.md#limits-and-constants). */
export async function getTimeSlots(api: ApiClient, propertyTypes: PropertyType[], signal?: AbortSignal): Promise<TimeSlot[]> {
  const from = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const { results } = await api.get<{ results: TimeSlot[] }>('/time-slots', { from, size: TIME_SLOTS_MAX_SIZE, propertyType: propertyTypes }, { signal });
  return results;
}

const holdPath = (slotId: string) => `/time-slots/${encodeURIComponent(slotId)}/reserve`;

/** Holds the slot; the visitor's current hold, when sent, is given up in the same step (docs/product.md#slot-holds). */
export const reserveTimeSlot = (api: ApiClient, id: string, currentHold?: string) =>
  api.post<ReservedTimeSlot>(holdPath(id), undefined, currentHold ? { [SLOT_HOLD_HEADER]: currentHold } : {});

/** Gives a hold up: the slot is free for anyone at once. */
export const releaseTimeSlot = (api: ApiClient, hold: Pick<SlotHold, 'slotId' | 'token'>) =>
  api.request<null>('DELETE', holdPath(hold.slotId), undefined, { [SLOT_HOLD_HEADER]: hold.token });

/**
 * The same, as the page goes away (closed, reloaded, another site): a keepalive request outlives the
 * page. sendBeacon cannot send a DELETE or a header, so it is fetch.
 */
export function releaseTimeSlotOnExit(api: ApiClient, hold: Pick<SlotHold, 'slotId' | 'token'>): void {
  void fetch(`${api.basePath}${holdPath(hold.slotId)}`, {
    method: 'DELETE',
    keepalive: true,
    credentials: 'same-origin',
    headers: { [SLOT_HOLD_HEADER]: hold.token },
  }).catch(() => undefined);
}

export const createMeeting = (api: ApiClient, meeting: MeetingCreate, holdToken: string) => api.post<MeetingResult>('/meetings', meeting, { [SLOT_HOLD_HEADER]: holdToken });

/** GET /status/{token}: the one meeting (or appeal) the e-mailed link opens; 404 invalid, 410 expired. */
export const getStatus = (api: ApiClient, token: string, signal?: AbortSignal) => api.get<StatusResponse>(statusPath(token), undefined, { signal });

/** POST /status/{token}/reschedule with the hold of the new slot (reserved first, as a booking's); answers the moved meeting's status. */
export const rescheduleMeeting = (api: ApiClient, token: string, timeSlot: string, holdToken: string) =>
  api.post<StatusResponse>(`${statusPath(token)}/reschedule`, { timeSlot }, { [SLOT_HOLD_HEADER]: holdToken });

/**
 * Whether the county's records hold the parcel: POST /meetings books only for a parcel it holds
 * (otherwise 400 "We could not find a property with that parcel number in this county."). Only a 404
 * of GET /prc/{id} says no; any other failure says nothing, and the server decides at Book Meeting.
 */
export async function isCountyParcel(api: ApiClient, id: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await api.get(`/prc/${encodeURIComponent(id)}`, undefined, { signal });
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 404);
  }
}
