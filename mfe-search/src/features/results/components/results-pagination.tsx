import { SEARCH_MAX_RESULTS, SEARCH_PAGE_SIZE } from 'mfe-shared/domain';
import { Link } from 'mfe-shared/router';
import { buildPager } from '../pagination';
import { useT } from '../i18n';

/** The pages a search can be read to: the API refuses a page past its first SEARCH_MAX_RESULTS results. */
export const PAGEABLE_PAGES = Math.ceil(SEARCH_MAX_RESULTS / SEARCH_PAGE_SIZE);

/**
 * USWDS pagination over the pager model; every item is a real link, so it works without a mouse.
 * It never offers a page past PAGEABLE_PAGES, whatever the answer's totalPages.
 */
export function ResultsPagination({ term, page, totalPages }: { term: string; page: number; totalPages: number }) {
  const t = useT();
  const pageable = Math.min(totalPages, PAGEABLE_PAGES);
  const { items, previous, next } = buildPager(page, pageable);
  if (pageable <= 1) return null;
  const to = (n: number) => `/search/${encodeURIComponent(term)}/${n}`;
  return (
    <nav aria-label={t('search.pager.label')} className="usa-pagination">
      <ul className="usa-pagination__list">
        {previous ? (
          <li className="usa-pagination__item usa-pagination__arrow">
            <Link to={to(previous)} className="usa-pagination__link usa-pagination__previous-page" aria-label={t('search.pager.previousLabel')}>
              <span className="usa-pagination__link-text">{t('search.pager.previous')}</span>
            </Link>
          </li>
        ) : null}
        {items.map((item) =>
          item.kind === 'page' ? (
            <li key={`page-${item.page}`} className="usa-pagination__item usa-pagination__page-no">
              <Link
                to={to(item.page)}
                className={`usa-pagination__button${item.current ? ' usa-current' : ''}`}
                aria-label={t('search.pager.page', { page: item.page })}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ) : (
            <li key={`skip-${item.direction}`} className="usa-pagination__item usa-pagination__overflow">
              <Link to={to(item.target)} className="usa-pagination__button" aria-label={t('search.pager.skip', { direction: item.direction, page: item.target })}>
                …
              </Link>
            </li>
          ),
        )}
        {next ? (
          <li className="usa-pagination__item usa-pagination__arrow">
            <Link to={to(next)} className="usa-pagination__link usa-pagination__next-page" aria-label={t('search.pager.nextLabel')}>
              <span className="usa-pagination__link-text">{t('search.pager.next')}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
