import { useEffect, useState } from 'react';
import { ApiError, usePortal } from 'mfe-shared';
import type { SearchResponse } from 'mfe-shared/schemas';
import { searchParcels } from '../api';

export type SearchState =
  | { status: 'loading' }
  | { status: 'ready'; response: SearchResponse }
  /** `message`: the API's own sentence for a refusal the visitor can act on (a page too deep, a wait); null: the page's own. */
  | { status: 'failed'; message: string | null };

/** A refusal (4xx) or a search the API stopped for taking too long (503) comes with a sentence for the visitor; a fault does not. */
const messageOf = (error: unknown) => (error instanceof ApiError && (error.status < 500 || error.status === 503) ? error.message : null);

/** One page of results for a term; a new term or page starts again from 'loading' at the top of the page. */
export function useSearchResults(term: string, page: number): SearchState {
  const { api, embedded } = usePortal();
  const [state, setState] = useState<SearchState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The site scrolls to its top; an embed must not scroll the county's page away (the heading takes focus, and the view, instead).
    if (!embedded) window.scrollTo?.(0, 0);
    searchParcels(api, term, page).then(
      (response) => current && setState({ status: 'ready', response }),
      (error: unknown) => current && setState({ status: 'failed', message: messageOf(error) }),
    );
    // An answer for a term or page the visitor has left is dropped.
    return () => {
      current = false;
    };
  }, [api, embedded, term, page]);
  return state;
}
