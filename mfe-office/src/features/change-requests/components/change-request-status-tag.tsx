import { CHANGE_REQUEST_STATUS_LABELS, type ChangeRequestStatus } from 'mfe-shared/schemas';

/** A change request's status as a tag; its words carry the meaning. */
export function ChangeRequestStatusTag({ status }: { status: ChangeRequestStatus }) {
  return <span className={`usa-tag office-status office-change-status--${status}`}>{CHANGE_REQUEST_STATUS_LABELS[status]}</span>;
}
