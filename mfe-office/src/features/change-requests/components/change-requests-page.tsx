import { useSettings } from 'mfe-shared';
import { Link, useSearchParams } from 'mfe-shared/router';
import { formatDateTime } from 'mfe-shared/format';
import { Alert, Loading, PageHeading, usePageTitle } from 'mfe-shared/ui';
import { CHANGE_REQUEST_STATUSES, CHANGE_REQUEST_STATUS_LABELS, CHANGE_REQUEST_TOPIC_LABELS } from 'mfe-shared/schemas';
import { changeRequestsAnnouncement, readChangeRequestsParams, useChangeRequests, writeChangeRequestsParams, type ChangeRequestsParams } from '../hooks/use-change-requests';
import { ChangeRequestStatusTag } from './change-request-status-tag';
import '../../../office.css';

const TITLE = 'Change requests';
const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/**
 * `#/office/change-requests`: what visitors say is wrong in the county's records (the embed's Change
 * Request), newest first, by status, a page at a time. The view lives in the address.
 */
export function ChangeRequestsPage() {
  usePageTitle(TITLE);
  const zone = useSettings()['general.timezone'];
  const [search] = useSearchParams();
  const params = readChangeRequestsParams(search);
  const { value: list, loading, error } = useChangeRequests(params);
  const to = (next: Partial<ChangeRequestsParams>) => `?${writeChangeRequestsParams({ ...params, page: 1, ...next }).toString()}`;
  const view = search.toString();
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const all = list ? Object.values(list.counts).reduce((sum, count) => sum + count, 0) : 0;

  return (
    <>
      <PageHeading>{TITLE}</PageHeading>
      {list ? (
        <nav aria-label="Change requests by status">
          <ul className="office-counts">
            <li>
              <Link to={to({ status: undefined })} aria-current={!params.status ? 'page' : undefined}>
                All ({all})
              </Link>
            </li>
            {CHANGE_REQUEST_STATUSES.map((status) => (
              <li key={status}>
                <Link to={to({ status })} aria-current={params.status === status ? 'page' : undefined}>
                  {CHANGE_REQUEST_STATUS_LABELS[status]} ({list.counts[status]})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {error ? (
        <Alert type="error" role="alert" headingLevel="h2" heading="The change requests could not be loaded">
          <p>{error}</p>
        </Alert>
      ) : null}
      {loading ? <Loading label="Loading the change requests" /> : null}
      {list && !error ? (
        <section aria-labelledby="office-change-requests-heading" aria-busy={loading}>
          <h2 id="office-change-requests-heading">{params.status ? CHANGE_REQUEST_STATUS_LABELS[params.status] : 'All change requests'}</h2>
          <p>{changeRequestsAnnouncement(list, params.status)}</p>
          {list.items.length ? (
            <div className="office-table-region" role="region" aria-labelledby="office-change-requests-caption" tabIndex={0}>
              <table className="office-table">
                <caption id="office-change-requests-caption">Change requests, newest first ({list.total} in all)</caption>
                <thead>
                  <tr>
                    <th scope="col">Reference</th>
                    <th scope="col">Received</th>
                    <th scope="col">Parcel</th>
                    <th scope="col">What is wrong</th>
                    <th scope="col">Correct information</th>
                    <th scope="col">From</th>
                    <th scope="col">Status</th>
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
                      <td>{formatDateTime(item.createdAt, zone, WHEN)}</td>
                      <td>
                        {item.parcelId}
                        {item.address ? <div>{item.address}</div> : null}
                      </td>
                      <td>{CHANGE_REQUEST_TOPIC_LABELS[item.topic]}</td>
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
            <nav className="office-pager" aria-label="Pages of change requests">
              {params.page > 1 ? <Link to={to({ page: params.page - 1 })}>Previous page</Link> : null}
              <span>
                Page {Math.min(params.page, pages)} of {pages}
              </span>
              {params.page < pages ? <Link to={to({ page: params.page + 1 })}>Next page</Link> : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
