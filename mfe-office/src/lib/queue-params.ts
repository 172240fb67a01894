import {
  OFFICE_METHODS,
  OFFICE_OFFER_STATES,
  OFFICE_SORTS,
  OFFICE_STATUSES,
  propertyTypes,
  type OfficeAppealsQuery,
  type OfficeOfferState,
  type OfficeSort,
} from 'mfe-shared/schemas';

/** The queue's filters, sort and page as the address holds them (`#/office?status=decided&page=2`), so a view can be bookmarked and Back works. */
export interface QueueParams {
  window?: string;
  status?: (typeof OFFICE_STATUSES)[number];
  propertyType?: (typeof propertyTypes)[number];
  method?: (typeof OFFICE_METHODS)[number];
  filedBy?: 'staff' | 'public';
  from?: string;
  to?: string;
  q?: string;
  neighborhood?: string;
  hearingDay?: string;
  panel?: string;
  officer?: string;
  offer?: OfficeOfferState;
  /** The page after or before a row (the API's `next` and `previous` cursors): the page number is then only shown. */
  after?: string;
  before?: string;
  page: number;
  sort: OfficeSort;
  order: 'asc' | 'desc';
}

export const DEFAULT_SORT: Pick<QueueParams, 'sort' | 'order'> = { sort: 'filed', order: 'desc' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: string | null) => (value && value.trim() ? value.trim() : undefined);

/** Reads the address; anything it does not know is left out (the API would refuse it). */
export function readQueueParams(search: URLSearchParams): QueueParams {
  const page = Number(search.get('page'));
  return {
    window: text(search.get('window')),
    status: oneOf(OFFICE_STATUSES, search.get('status')),
    propertyType: oneOf(propertyTypes, search.get('propertyType')),
    method: oneOf(OFFICE_METHODS, search.get('method')),
    filedBy: oneOf(['staff', 'public'] as const, search.get('filedBy')),
    from: text(search.get('from')),
    to: text(search.get('to')),
    q: text(search.get('q')),
    neighborhood: text(search.get('neighborhood')),
    hearingDay: text(search.get('hearingDay')),
    panel: text(search.get('panel')),
    officer: text(search.get('officer')),
    offer: oneOf(OFFICE_OFFER_STATES, search.get('offer')),
    after: text(search.get('after')),
    before: text(search.get('before')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: oneOf(OFFICE_SORTS, search.get('sort')) ?? DEFAULT_SORT.sort,
    order: oneOf(['asc', 'desc'] as const, search.get('order')) ?? DEFAULT_SORT.order,
  };
}

/** The filters, in the order the address writes them. */
export const FILTER_KEYS = ['window', 'status', 'propertyType', 'method', 'filedBy', 'from', 'to', 'q', 'neighborhood', 'hearingDay', 'panel', 'officer', 'offer'] as const;

/** The address of a view: defaults left out, so the plain queue is `#/office`. */
export function writeQueueParams(params: QueueParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  if (params.page > 1) search.set('page', String(params.page));
  // A cursor only with the page it leads to: page 1 is the first page, read without one.
  if (params.page > 1 && params.after) search.set('after', params.after);
  else if (params.page > 1 && params.before) search.set('before', params.before);
  if (params.sort !== DEFAULT_SORT.sort || params.order !== DEFAULT_SORT.order) {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  return search;
}

/** What GET /office/appeals is asked. */
export function toQuery(params: QueueParams, pageSize: number): OfficeAppealsQuery {
  const { after, before, page, sort, order } = params;
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params[key]])) as Pick<OfficeAppealsQuery, (typeof FILTER_KEYS)[number]>;
  // Page 1 is read from the top (a cursor to it would be the same page, read the long way round).
  const cursor = page > 1 ? (after ? { after } : before ? { before } : {}) : {};
  return { ...filters, ...cursor, page, pageSize, sort, order };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (params: QueueParams) => FILTER_KEYS.some((key) => Boolean(params[key]));
