import { useEffect } from 'react';
import { ApiError, usePortal } from 'mfe-shared';
import type { SearchResponse } from 'mfe-shared/schemas';
import { serverMessage, useLoad } from 'mfe-shared/ui';
import { searchParcels } from '../api';

export type SearchState =
  | { status: 'loading' }
  | { status: 'ready'; response: SearchResponse }
  /** `message`: the API's own sentence for a refusal the visitor can act on (a page too deep, a wait); null: the page's own. */
  | { status: 'failed'; message: string | null };

/** A refusal (4xx) or a search the API stopped for taking too long (503) comes with a sentence for the visitor; a fault does not. */
const messageOf = (error: unknown) => (error instanceof ApiError && (error.status < 500 || error.status === 503) ? serverMessage(error) : null);

/** One page of results for a term; a new term or page starts again from 'loading' at the top of the page. */
export function useSearchResults(term: string, page: number): SearchState & { retry: () => void } {
  const { api, embedded } = usePortal();
  // An answer for a term or page the visitor has left is dropped (useLoad).
  const load = useLoad(JSON.stringify([term, page]), (signal) => searchParcels(api, term, page, signal));
  useEffect(() => {
    // The site scrolls to its top; an embed must not scroll the county's page away (the heading takes focus, and the view, instead).
    if (!embedded) window.scrollTo?.(0, 0);
  }, [embedded, term, page]);
  const { retry } = load;
  if (load.status === 'ready') return { status: 'ready', response: load.data, retry };
  if (load.status === 'failed') return { status: 'failed', message: messageOf(load.error), retry };
  return { status: 'loading', retry };
}
