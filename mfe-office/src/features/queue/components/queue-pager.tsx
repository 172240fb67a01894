import { Link } from 'mfe-shared/router';
import { writeQueueParams, type QueueParams } from '../../../lib/queue-params';

/** Previous and next page of the queue, as links (the page is in the address). */
export function QueuePager({ params, total, pageSize }: { params: QueueParams; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (page: number) => `?${writeQueueParams({ ...params, page }).toString()}`;
  return (
    <nav className="office-pager" aria-label="Pages of appeals">
      {params.page > 1 ? <Link to={to(params.page - 1)}>Previous page</Link> : null}
      <span>
        Page {Math.min(params.page, pages)} of {pages}
      </span>
      {params.page < pages ? <Link to={to(params.page + 1)}>Next page</Link> : null}
    </nav>
  );
}
