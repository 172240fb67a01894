import { formatDateTime } from 'mfe-shared/format';
import {
  OFFICE_MEETING_SORTS,
  OFFICE_MEETINGS_MAX_PAGE_SIZE,
  OFFICE_MEETINGS_PAGE_SIZE,
  VIRTUAL_PLACE,
  type OfficeMeetingSort,
  type OfficeMeetingsQuery,
} from 'mfe-shared/schemas';

/**
 * The meetings view as the address holds it: a county day (`#/office/meetings?date=2027-03-16`, today
 * without one), optionally at one place; or, with a place and no day, that place's meetings from
 * today on (`#/office/meetings?place={id}`). Back and bookmarks work.
 */
export interface MeetingsParams {
  date?: string;
  place?: string;
  sort: OfficeMeetingSort;
  order: 'asc' | 'desc';
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PLACE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|virtual)$/i;
const fits = (pattern: RegExp, value: string | null) => (value && pattern.test(value) ? value : undefined);

export function readMeetingsParams(search: URLSearchParams): MeetingsParams {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  return {
    date: fits(DATE, search.get('date')),
    place: fits(PLACE, search.get('place')),
    sort: (OFFICE_MEETING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as OfficeMeetingSort) : 'time',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeMeetingsParams(params: MeetingsParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.date) search.set('date', params.date);
  if (params.place) search.set('place', params.place);
  if (params.sort !== 'time' || params.order !== 'asc') {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** A place's list (a place and no day), or a day's view. */
export const isPlaceList = (params: MeetingsParams) => Boolean(params.place && !params.date);

/** What GET /office/meetings is asked: a whole day fits one page; a place's list is paged. */
export function toMeetingsQuery(params: MeetingsParams, today: string): OfficeMeetingsQuery {
  const { sort, order, page, place } = params;
  if (isPlaceList(params)) return { place, sort, order, page, pageSize: OFFICE_MEETINGS_PAGE_SIZE };
  return { date: params.date ?? today, place, sort, order, page, pageSize: OFFICE_MEETINGS_MAX_PAGE_SIZE };
}

/** `YYYY-MM-DD` moved by whole days (calendar days: no zone is involved). */
export function shiftDay(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'Tuesday, March 16, 2027' for a calendar day; in the staff member's language given its Intl locale (useIntlLocale). */
export function dayLabel(date: string, locale?: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return formatDateTime(new Date(Date.UTC(year, month - 1, day, 12)), 'UTC', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, locale);
}

export const isVirtual = (place: string | undefined) => place === VIRTUAL_PLACE;
