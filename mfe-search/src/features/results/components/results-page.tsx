import { useEffect, useRef } from 'react';
import { Link, useParams } from 'mfe-shared/router';
import { announce, useCountyText, usePortal, useSettings, useStaff } from 'mfe-shared';
import { manualEntryFor, manualEntryOffered, SEARCH_MAX_RESULTS } from 'mfe-shared/domain';
import { EmptyState, LoadFailed, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { SearchBar } from '../../../components/search-bar';
import { useSearchResults } from '../hooks/use-search-results';
import { useStickyClearance } from '../hooks/use-sticky-clearance';
import { useStuck } from '../hooks/use-stuck';
import { ResultCard } from './result-card';
import { ResultsPagination } from './results-pagination';
import { useT } from '../i18n';

// The catalogue's English (search.results.failed, search.results.unlistedLink); tests read them. The
// specification's 'There was an unknown error. Please try again later.' said neither what failed nor
// what to do (docs/product.md#search-results).
export const SEARCH_FAILED = 'We could not load the results. Check your connection and try again.';
export const UNLISTED_LINK = 'Is your property not listed here? You can input your property details manually.';
const HEADING_ID = 'results-heading';

/** The page number from the address bar; anything that is not a whole number from 1 reads as 1. */
export function pageFromParam(param: string | undefined): number {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /search/{term}/{page}: a sticky search bar, the count, the result cards and the pager (docs/product.md#search-results). */
export function ResultsPage() {
  const params = useParams();
  const term = params.term ?? '';
  const page = pageFromParam(params.page);
  const t = useT();
  const settings = useSettings();
  const searchHelp = useCountyText('appeal.search_help');
  // Offered to staff, and to the public only where the county lets them (docs/product.md#unlisted-properties).
  const manualEntry = manualEntryFor(settings, useStaff().isStaff);
  const state = useSearchResults(term, page);
  const bar = useRef<HTMLDivElement>(null);
  const stuck = useStuck(bar);
  useStickyClearance(bar);
  // The list's title (its catalogue id), in the embeddable variant its own.
  const title = usePortal().embedded ? 'search.results.embedTitle' : 'search.results.title';
  usePageTitle({ id: title });

  const summary = state.status === 'ready' ? t('search.results.summary', { shown: state.response.results.length, total: state.response.pagination.totalCount }) : '';
  useEffect(() => {
    if (summary) announce(summary);
  }, [summary]);

  // A new page or term replaces the pager link or search button that had focus; the heading at the
  // top takes it (the page scrolls there too), so a keyboard user goes on from the top, not the body.
  const shown = useRef(`${term}/${page}`);
  useEffect(() => {
    if (shown.current === `${term}/${page}`) return;
    shown.current = `${term}/${page}`;
    // Looked up in the page's own tree: an embed's shadow root is not the document's.
    (bar.current?.getRootNode() as Document | ShadowRoot | undefined)?.getElementById(HEADING_ID)?.focus();
  }, [term, page]);

  return (
    <>
      <div ref={bar} className={`portal-sticky-search${stuck ? ' is-stuck' : ''}`}>
        {/* Keyed by term so going back to another search shows that search's words. */}
        <SearchBar key={term} initialTerm={term} id="results-search" />
      </div>
      <PageHeading id={HEADING_ID}>{t(title)}</PageHeading>
      {state.status === 'loading' ? <Loading label={t('search.results.loading')} /> : null}
      {state.status === 'failed' ? (
        <LoadFailed onRetry={state.retry}>
          <p>{state.message ?? t('search.results.failed')}</p>
        </LoadFailed>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <p className="portal-results-count">{summary}</p>
          {state.response.results.length === 0 ? (
            <EmptyState heading={t('search.results.none')} headingLevel="h2">
              {searchHelp}
            </EmptyState>
          ) : (
            <ul className="usa-card-group portal-results" aria-label={summary}>
              {state.response.results.map((property) => (
                <ResultCard key={property.id} property={property} />
              ))}
            </ul>
          )}
          <ResultsPagination term={term} page={page} totalPages={state.response.pagination.totalPages} />
          {/* Past them the pager offers no page (and the API refuses one): say how to reach the rest. */}
          {state.response.pagination.totalCount > SEARCH_MAX_RESULTS ? <p className="margin-top-2">{t('search.results.narrow', { max: SEARCH_MAX_RESULTS })}</p> : null}
          {manualEntryOffered(manualEntry) ? (
            <p className="margin-top-4">
              <Link to="/property/unlisted">{t('search.results.unlistedLink')}</Link>
            </p>
          ) : null}
          {/* Said before the visitor starts, not at Submit Appeal: the office checks such a property first. */}
          {manualEntry === 'public' ? <p>{t('search.results.unlistedNote', { office: settings['general.display_name'] })}</p> : null}
        </>
      ) : null}
    </>
  );
}
