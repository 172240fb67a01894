import { ApiError, type ApiClient, type Property, type Settings } from 'mfe-shared';
import { appealWindows, comperUrl } from 'mfe-shared/domain';
import { type AppealWindowsResponse, type ParcelBreakdown, type ParcelFacts } from 'mfe-shared/schemas';
import type { AvailabilityFacts } from './availability';

export const getProperty = (api: ApiClient, id: string, signal?: AbortSignal) => api.get<Property>(`/prc/${encodeURIComponent(id)}`, undefined, { signal });

/** What the county holds about a parcel beyond its Property: last year's value, the characteristics, and the split of this year's value. */
export interface PropertyRecord {
  facts: ParcelFacts;
  /** null where there is none (no value yet: the API's 404). */
  breakdown: ParcelBreakdown | null;
}

/** GET /prc/{id}/facts and /breakdown together (docs/product.md#property-page). */
export async function getPropertyRecord(api: ApiClient, id: string, signal?: AbortSignal): Promise<PropertyRecord> {
  const path = `/prc/${encodeURIComponent(id)}`;
  const [facts, breakdown] = await Promise.all([
    api.get<ParcelFacts>(`${path}/facts`, undefined, { signal }),
    api.get<ParcelBreakdown>(`${path}/breakdown`, undefined, { signal }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
  ]);
  return { facts, breakdown };
}

/** Slots are counted from 24 hours from now (docs/product.md#property-options). */
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

/** The calls that decide which options of the property page are open (docs/product.md#property-options). */
export async function loadAvailabilityFacts(api: ApiClient, property: Property, settings: Settings, signal?: AbortSignal): Promise<AvailabilityFacts> {
  const read = { signal };
  const { results: windows, next: nextSeason = null } = await api.get<AppealWindowsResponse>('/appeal-windows', { year: new Date().getFullYear() }, read);
  const { active, previous } = appealWindows(windows);
  const meetingsOn = settings['meetings.enabled'] && !settings['appeal.hide_meetings'];
  const extraType = settings['meetings.timeslot_groups'][property.type];
  const [appealsThisSeason, appealsLastSeason, meetingsThisYear, freeSlots] = await Promise.all([
    // Only the appeal that holds the parcel's place closes Appeals: a filing without proof blocks no one.
    active ? api.count('/appeals', { parcel: property.id, window: active.id, holding: 'true' }, read) : 0,
    settings['product.check_assessor_appeals'] && previous ? api.count('/appeals', { parcel: property.id, window: previous.id }, read) : null,
    meetingsOn && !settings['meetings.allow_multiple_bookings']
      ? // Only a proven meeting is the parcel's meeting of the year: a booking without proof blocks no one.
        api.count('/meetings', { q: property.id, filters: 'booked-for:this-year', category: 'id', holding: 'true' }, read)
      : null,
    meetingsOn ? api.count('/time-slots', { propertyType: extraType ? [property.type, extraType] : property.type, from: tomorrow() }, read) : 0,
  ]);
  return { property, settings, windows, nextSeason, appealsThisSeason, appealsLastSeason, meetingsThisYear, freeSlots, comperUrl: comperUrl(settings, property) };
}
