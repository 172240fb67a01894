import { useIntlLocale, useSettings } from 'mfe-shared';
import { Link, useSearchParams } from 'mfe-shared/router';
import { formatDateTime } from 'mfe-shared/format';
import { LoadFailed, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { CHANGE_REQUEST_STATUSES } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';
import { changeRequestsAnnouncement, readChangeRequestsParams, useChangeRequests, writeChangeRequestsParams, type ChangeRequestsParams } from '../hooks/use-change-requests';
import { ChangeRequestStatusTag } from './change-request-status-tag';
import '../../../components/office.css';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/**
 * `#/office/change-requests`: what visitors say is wrong in the county's records (the embed's Change
 * Request), newest first, by status, a page at a time. The view lives in the address.
 */
export function ChangeRequestsPage() {
  const t = useT();
  const locale = useIntlLocale();
  usePageTitle({ id: 'office.changeRequests.title' });
  const zone = useSettings()['general.timezone'];
  const [search] = useSearchParams();
  const params = readChangeRequestsParams(search);
  const { value: list, loading, error, retry } = useChangeRequests(params);
  const to = (next: Partial<ChangeRequestsParams>) => `?${writeChangeRequestsParams({ ...params, page: 1, ...next }).toString()}`;
  const view = search.toString();
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const all = list ? Object.values(list.counts).reduce((sum, count) => sum + count, 0) : 0;

  return (
    <>
      <PageHeading>{t('office.changeRequests.title')}</PageHeading>
      {list ? (
        <nav aria-label={t('office.changeRequests.byStatus')}>
          <ul className="office-counts">
            <li>
              <Link to={to({ status: undefined })} aria-current={!params.status ? 'page' : undefined}>
                {t('office.changeRequests.all', { count: all })}
              </Link>
            </li>
            {CHANGE_REQUEST_STATUSES.map((status) => (
              <li key={status}>
                <Link to={to({ status })} aria-current={params.status === status ? 'page' : undefined}>
                  {t(`office.changeStatus.${status}`)} ({list.counts[status]})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {error ? (
        <LoadFailed headingLevel="h2" heading={t('office.changeRequests.loadFailed')} onRetry={retry}>
          <p>{error}</p>
        </LoadFailed>
      ) : null}
      {loading ? <Loading label={t('office.changeRequests.loading')} /> : null}
      {list && !error ? (
        <section aria-labelledby="office-change-requests-heading" aria-busy={loading}>
          <h2 id="office-change-requests-heading">{params.status ? t(`office.changeStatus.${params.status}`) : t('office.changeRequests.allHeading')}</h2>
          <p>{changeRequestsAnnouncement(t, list, params.status)}</p>
          {list.items.length ? (
            <div className="office-table-region" role="region" aria-labelledby="office-change-requests-caption" tabIndex={0}>
              <table className="office-table">
                <caption id="office-change-requests-caption">{t('office.changeRequests.caption', { total: list.total })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('office.changeRequests.column.reference')}</th>
                    <th scope="col">{t('office.changeRequests.column.received')}</th>
                    <th scope="col">{t('office.changeRequests.column.parcel')}</th>
                    <th scope="col">{t('office.changeRequests.column.topic')}</th>
                    <th scope="col">{t('office.changeRequests.column.correct')}</th>
                    <th scope="col">{t('office.changeRequests.column.from')}</th>
                    <th scope="col">{t('office.changeRequests.column.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        <Link to={item.reference} state={{ list: view }}>
                          {item.reference}
                        </Link>
                      </th>
                      <td>{formatDateTime(item.createdAt, zone, WHEN, locale)}</td>
                      <td>
                        {item.parcelId}
                        {item.address ? <div>{item.address}</div> : null}
                      </td>
                      <td>{t(`office.changeTopic.${item.topic}`)}</td>
                      <td>{item.correctValue}</td>
                      <td>{item.contactName}</td>
                      <td>
                        <ChangeRequestStatusTag status={item.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {pages > 1 ? (
            <nav className="office-pager" aria-label={t('office.changeRequests.pages')}>
              {params.page > 1 ? <Link to={to({ page: params.page - 1 })}>{t('office.pager.previous')}</Link> : null}
              <span>{t('office.pager.page', { page: Math.min(params.page, pages), pages })}</span>
              {params.page < pages ? <Link to={to({ page: params.page + 1 })}>{t('office.pager.next')}</Link> : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
