import type { ApiClient, Property } from 'mfe-shared';

/** SPEC 9: the search asks for 21 results a page. */
export const SEARCH_PAGE_SIZE = 21;

/** GET /prc/search answer (SPEC 3 'Search response'). */
export interface SearchResponse {
  results: Property[];
  pagination: { totalCount: number; totalPages: number };
}

export function searchParcels(api: ApiClient, term: string, page: number): Promise<SearchResponse> {
  return api.get<SearchResponse>('/prc/search', { q: term, page, size: SEARCH_PAGE_SIZE });
}
