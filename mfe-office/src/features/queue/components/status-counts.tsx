import { Link } from 'mfe-shared/router';
import { APPEAL_STATUSES, OFFICE_STATUSES, type OfficeAppealsResponse, type OfficeStatus } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { writeQueueParams, type QueueParams } from '../../../lib/queue-params';

/** The counts per status under the other filters, each a link that narrows the queue to it. */
export function StatusCounts({ counts, params }: { counts: OfficeAppealsResponse['counts']; params: QueueParams }) {
  const t = useT();
  const link = (status: OfficeStatus | undefined) => `?${writeQueueParams({ ...params, status, page: 1 }).toString()}`;
  // An API older than a status counts none of it (closed came in 2.10.0): that status has no appeals there.
  const counted = OFFICE_STATUSES.filter((status) => typeof counts[status] === 'number');
  const filed = APPEAL_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  const items: Array<{ status: OfficeStatus | undefined; label: string; count: number }> = [
    { status: undefined, label: t('office.queue.allFiled'), count: filed },
    ...counted.map((status) => ({ status, label: t(`office.appealStatus.${status}`), count: counts[status] })),
  ];
  return (
    <nav aria-label={t('office.queue.byStatus')}>
      <ul className="office-counts">
        {items.map((item) => (
          <li key={item.status ?? 'all'}>
            <Link to={link(item.status)} aria-current={params.status === item.status ? 'page' : undefined}>
              {item.label} ({item.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
