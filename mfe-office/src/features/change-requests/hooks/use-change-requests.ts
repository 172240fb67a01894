import { usePortal } from 'mfe-shared';
import { CHANGE_REQUEST_STATUSES, CHANGE_REQUEST_STATUS_LABELS, type ChangeRequestStatus, type OfficeChangeRequests } from 'mfe-shared/schemas';
import { fetchChangeRequests } from '../../../api/office-api';
import { useLoaded } from '../../../lib/use-loaded';

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

export const changeRequestsAnnouncement = (list: OfficeChangeRequests, status?: ChangeRequestStatus) => {
  const what = status ? `${CHANGE_REQUEST_STATUS_LABELS[status].toLowerCase()} change ${list.total === 1 ? 'request' : 'requests'}` : `change ${list.total === 1 ? 'request' : 'requests'}`;
  return list.total === 0 ? `No ${what}.` : `${list.total} ${what}.`;
};

export function useChangeRequests(params: ChangeRequestsParams) {
  const { api } = usePortal();
  return useLoaded(
    writeChangeRequestsParams(params).toString(),
    () => fetchChangeRequests(api, params),
    (list) => changeRequestsAnnouncement(list, params.status),
  );
}
