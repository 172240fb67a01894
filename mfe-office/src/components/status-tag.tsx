import { OFFICE_STATUS_LABELS, type OfficeStatus } from 'mfe-shared/schemas';

/** An appeal's status as a tag; its colour follows the status, its words carry the meaning. */
export function StatusTag({ status }: { status: OfficeStatus }) {
  return <span className={`usa-tag office-status office-status--${status}`}>{OFFICE_STATUS_LABELS[status]}</span>;
}
