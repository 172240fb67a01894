import { SEARCH_PAGE_SIZE, type ApiClient, type SearchResponse } from 'mfe-shared';

export function searchParcels(api: ApiClient, term: string, page: number): Promise<SearchResponse> {
  return api.get<SearchResponse>('/prc/search', { q: term, page, size: SEARCH_PAGE_SIZE });
}
