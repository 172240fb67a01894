import { usePortal } from 'mfe-shared';
import { formatNumber } from 'mfe-shared/format';
import { exportUrl } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { toQuery, type QueueParams } from '../../../lib/queue-params';

/**
 * The queue's view as a CSV file (GET /office/appeals.csv): the same filters and order, every page.
 * A plain link, so the browser downloads it with the staff session and names it after the filter.
 */
export function ExportLink({ params, total }: { params: QueueParams; total: number }) {
  const t = useT();
  const { api } = usePortal();
  const { page: _page, pageSize: _size, ...query } = toQuery(params, 0);
  return (
    <p>
      <a className="usa-button usa-button--outline" href={exportUrl(api, query)} download>
        {t('office.queue.export', { count: total, total: formatNumber(total) })}
      </a>
    </p>
  );
}
