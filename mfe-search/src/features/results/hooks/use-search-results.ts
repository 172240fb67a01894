import { useEffect, useState } from 'react';
import { usePortal } from 'mfe-shared';
import type { SearchResponse } from 'mfe-shared/schemas';
import { searchParcels } from '../api';

export type SearchState =
  | { status: 'loading' }
  | { status: 'ready'; response: SearchResponse }
  | { status: 'failed' };

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
      () => current && setState({ status: 'failed' }),
    );
    // An answer for a term or page the visitor has left is dropped.
    return () => {
      current = false;
    };
  }, [api, embedded, term, page]);
  return state;
}
