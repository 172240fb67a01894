import { type ApiClient } from 'mfe-shared';
import { SEARCH_PAGE_SIZE } from 'mfe-shared/domain';
import type { SearchResponse } from 'mfe-shared/schemas';

export function searchParcels(api: ApiClient, term: string, page: number, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/prc/search', { q: term, page, size: SEARCH_PAGE_SIZE }, { signal });
}
