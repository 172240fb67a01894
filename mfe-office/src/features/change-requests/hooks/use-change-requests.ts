import { usePortal } from 'mfe-shared';
import { CHANGE_REQUEST_STATUSES, type ChangeRequestStatus, type OfficeChangeRequests } from 'mfe-shared/schemas';
import { fetchChangeRequests } from '../../../api/office-api';
import { useT } from '../../../i18n/catalogue';
import { officeKeys, useOfficeRead } from '../../../lib/office-query';

export interface ChangeRequestsParams {
  status?: ChangeRequestStatus;
  page: number;
}

const isStatus = (value: string | null): value is ChangeRequestStatus => (CHANGE_REQUEST_STATUSES as readonly (string | null)[]).includes(value);

/** The list's view lives in the address (`?status=received&page=2`); anything unreadable is the default. */
export function readChangeRequestsParams(search: URLSearchParams): ChangeRequestsParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return { status: isStatus(status) ? status : undefined, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function writeChangeRequestsParams({ status, page }: ChangeRequestsParams): URLSearchParams {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** '2 corrected change requests.' / 'No change requests.', in the staff member's language. */
export const changeRequestsAnnouncement = (t: ReturnType<typeof useT>, list: OfficeChangeRequests, status?: ChangeRequestStatus) =>
  t(`office.changeRequests.count.${status ?? 'all'}`, { count: list.total, total: list.total });

export function useChangeRequests(params: ChangeRequestsParams) {
  const { api } = usePortal();
  const t = useT();
  return useOfficeRead(officeKeys.changeRequestList(params), (signal) => fetchChangeRequests(api, params, signal), {
    announcement: (list) => changeRequestsAnnouncement(t, list, params.status),
    keepPrevious: true,
  });
}
