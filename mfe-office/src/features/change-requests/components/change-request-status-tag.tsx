import type { ChangeRequestStatus } from 'mfe-shared/schemas';
import { useT } from '../../../i18n/catalogue';

/** A change request's status as a tag; its words carry the meaning. */
export function ChangeRequestStatusTag({ status }: { status: ChangeRequestStatus }) {
  const t = useT();
  return <span className={`usa-tag office-status office-change-status--${status}`}>{t(`office.changeStatus.${status}`)}</span>;
}
