import { Link } from 'mfe-shared/router';
import { useT } from '../../../i18n/catalogue';
import { writeQueueParams, type QueueParams } from '../../../lib/queue-params';

/** Previous and next page of the queue, as links (the page is in the address). */
export function QueuePager({ params, total, pageSize }: { params: QueueParams; total: number; pageSize: number }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (page: number) => `?${writeQueueParams({ ...params, page }).toString()}`;
  return (
    <nav className="office-pager" aria-label={t('office.queue.pages')}>
      {params.page > 1 ? <Link to={to(params.page - 1)}>{t('office.pager.previous')}</Link> : null}
      <span>{t('office.pager.page', { page: Math.min(params.page, pages), pages })}</span>
      {params.page < pages ? <Link to={to(params.page + 1)}>{t('office.pager.next')}</Link> : null}
    </nav>
  );
}
