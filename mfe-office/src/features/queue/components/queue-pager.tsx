import { Link } from 'mfe-shared/router';
import type { OfficeAppealsResponse } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { writeQueueParams, type QueueParams } from '../../../lib/queue-params';

type Paging = Pick<OfficeAppealsResponse, 'total' | 'pageSize' | 'next' | 'previous'>;

/**
 * Previous and next page of the queue, as links (the page is in the address). Each carries the API's
 * cursor (`after`/`before`: read by key from the row where this page ends, so page 2,000 of a season
 * costs what page 2 does); the page number is only shown. Page 1 is read from the top.
 */
export function QueuePager({ params, paging }: { params: QueueParams; paging: Paging }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  const page = Math.min(params.page, pages);
  // An API before 2.18.0 sends no cursors: its pages are read by number.
  const hasNext = paging.next === undefined ? page < pages : paging.next !== null;
  const hasPrevious = page > 1;
  if (!hasPrevious && !hasNext) return null;
  const base = { ...params, after: undefined, before: undefined };
  const previous = `?${writeQueueParams({ ...base, page: page - 1, before: paging.previous ?? undefined }).toString()}`;
  const next = `?${writeQueueParams({ ...base, page: page + 1, after: paging.next ?? undefined }).toString()}`;
  return (
    <nav className="office-pager" aria-label={t('office.queue.pages')}>
      {hasPrevious ? (
        <Link to={previous} rel="prev">
          {t('office.pager.previous')}
        </Link>
      ) : null}
      <span>{t('office.pager.page', { page, pages })}</span>
      {hasNext ? (
        <Link to={next} rel="next">
          {t('office.pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
